import { redirect } from "react-router";
import type { Route } from "./+types/admin.sign-out.ts";
import { signOutAction } from "../.server/admin-page.ts";
import { clientAddressContext } from "../context.ts";
import { ADMIN_PATH } from "../lib/paths.ts";

/** Nothing to see here: sign-out is a POST (from the header's button, with or without JavaScript). */
export function loader() {
  return redirect(ADMIN_PATH);
}

export function action({ request, context }: Route.ActionArgs) {
  return signOutAction(context, request, context.get(clientAddressContext));
}

/**
 * The header's button posts here as a plain form (a full page load, so Clear-Site-Data reaches the
 * browser and the page that held the leads is gone); a page component all the same, so the
 * not-admin notice's scripted post (a `.data` request) is a page's, not a resource's.
 */
export default function SignOut() {
  return null;
}
