import type { Route } from "./+types/reminder-clear.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { clearLeadReminder } from "../../../.server/admin-leads/lead-changes.ts";
import { leadChangeAction, notFound, visitsGoToTheLeads } from "./lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

/** A lead's reminder cleared ("ביטול התזכורת"). */
export function action(args: Route.ActionArgs) {
  return leadChangeAction(args, "reminder-cleared", async (db, id, _form, actor) =>
    (await clearLeadReminder(db, id, actor)) ? { ok: true, leadId: id } : notFound(),
  );
}

export default ChangeRefused;
