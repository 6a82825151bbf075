import type { Route } from "./+types/erase.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedLeadChange, announceErased } from "../../../components/admin/admin-notices.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { eraseLead } from "../../../.server/admin-leads/lead-changes.ts";
import { findLead } from "../../../.server/admin-leads/queries.ts";
import { leadChangeAction, notFound, refused, visitsGoToTheLeads } from "./lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

/** A lead in the trash, deleted forever: only with the dialog's yes (confirm=yes); a live lead goes through the trash first. */
export function action(args: Route.ActionArgs) {
  return leadChangeAction(args, "delete-forever", async (db, id, form, actor) => {
    if (form.get("confirm") === "yes" && (await eraseLead(db, id, actor))) return { ok: true, leadId: id };
    const lead = await findLead(db, id);
    if (!lead) return notFound();
    if (lead.deletedAt === null) return refused(409, adminMessages.deleteForeverLive);
    // In the trash, nothing erased yet: the page asks first.
    return refused(400, adminMessages.deleteForeverConfirm, { confirmLeadId: id });
  });
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return announcedLeadChange(request, serverAction, announceErased, adminMessages.deleteFailed);
}

export default ChangeRefused;
