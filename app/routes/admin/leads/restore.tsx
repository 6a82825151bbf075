import type { Route } from "./+types/restore.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedLeadChange, announceRestored } from "../../../components/admin/admin-notices.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { restoreLead } from "../../../.server/admin-leads/lead-changes.ts";
import { leadChangeAction, notFound, visitsGoToTheLeads } from "./lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

/** A lead back from the trash. */
export function action(args: Route.ActionArgs) {
  return leadChangeAction(args, "restore", async (db, id, _form, actor) => ((await restoreLead(db, id, actor)) ? { ok: true, leadId: id } : notFound()));
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return announcedLeadChange(request, serverAction, announceRestored, adminMessages.restoreFailed);
}

export default ChangeRefused;
