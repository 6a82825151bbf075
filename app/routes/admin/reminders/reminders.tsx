import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/reminders.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import type { RemindersScreenData } from "../../../lib/reminders.ts";
import { RemindersScreen } from "../../../components/admin/reminders-screen.tsx";
import { OPEN_REMINDERS_SHOWN, openReminders } from "../../../.server/admin-leads/reminder-store.ts";
import { requireAdminScreen } from "../../../.server/admin-session.ts";
import { reminderNow } from "../../../.server/clock.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";

export const headers = adminHeaders;

/** The open leads' reminders: overdue, later today, after today (docs/decisions/050). Read only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminScreen(context, request);
  // ADMIN_2FA=required: no lead data until this admin has enrolled; the security screen only.
  if (admin.enrolFirst) throw redirect(ADMIN_PAGES.security, { headers: ADMIN_HEADERS });
  try {
    const { db } = await getServices();
    const reminders = await openReminders(db, OPEN_REMINDERS_SHOWN + 1);
    return data<RemindersScreenData>(
      { now: reminderNow().toISOString(), reminders: reminders.slice(0, OPEN_REMINDERS_SHOWN), limited: reminders.length > OPEN_REMINDERS_SHOWN },
      { headers: ADMIN_HEADERS },
    );
  } catch (error) {
    log("error", "admin page: loading the reminders failed", errorFields(error));
    throw data(adminMessages.loadFailed, { status: 503, headers: ADMIN_HEADERS });
  }
}

export default function Screen() {
  return <RemindersScreen page={useLoaderData<typeof loader>() as RemindersScreenData} />;
}
