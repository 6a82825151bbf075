import { redirect } from "react-router";
import type { Route } from "./+types/admin.reminder.ts";
import { reminderAction } from "../.server/admin-reminder.ts";
import { clientAddressContext } from "../context.ts";
import { ADMIN_PATH } from "../lib/paths.ts";

/** A lead's reminder, set or cleared (POST); a visit here goes to the leads. */
export function loader() {
  return redirect(ADMIN_PATH);
}

export function action({ request, context }: Route.ActionArgs) {
  return reminderAction(context, request, context.get(clientAddressContext));
}
