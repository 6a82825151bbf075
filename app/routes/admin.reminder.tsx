import { Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/admin.reminder.ts";
import { reminderAction, type ReminderResult } from "../.server/admin-reminder.ts";
import { clientAddressContext } from "../context.ts";
import { adminHeaders } from "../lib/admin-page.ts";
import { ADMIN_PATH } from "../lib/paths.ts";

export const headers = adminHeaders;

/** A lead's reminder, set or cleared (POST; docs/decisions/050); a visit here goes to the leads. */
export function loader() {
  return redirect(ADMIN_PATH);
}

export function action({ request, context }: Route.ActionArgs) {
  return reminderAction(context, request, context.get(clientAddressContext));
}

/**
 * A page (so the reminder form's fetcher may post here, as pages are posted to): what a post
 * without JavaScript that could not be done shows; the rest redirect back to their screen.
 */
export default function ReminderRefused() {
  const result = useActionData<ReminderResult>();
  return (
    <section className="py-6">
      <p role="alert">{result && !result.ok ? result.error : null}</p>
      <Link to={ADMIN_PATH} className="mt-3 inline-block text-brand-700 underline">
        חזרה ללידים
      </Link>
    </section>
  );
}
