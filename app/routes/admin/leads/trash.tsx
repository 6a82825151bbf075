import type { Route } from "./+types/trash.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedLeadChange, announceTrashed } from "../../../components/admin/admin-notices.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { trashLead } from "../../../.server/admin-leads/lead-changes.ts";
import { leadChangeAction, notFound, visitsGoToTheLeads } from "./lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

/** A live lead to the trash (its undo: restore). */
export function action(args: Route.ActionArgs) {
  return leadChangeAction(args, "delete", async (db, id, _form, actor) => ((await trashLead(db, id, actor)) ? { ok: true, leadId: id } : notFound()));
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return announcedLeadChange(request, serverAction, announceTrashed, adminMessages.deleteFailed);
}

export default ChangeRefused;
