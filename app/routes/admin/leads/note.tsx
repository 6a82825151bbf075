import type { Route } from "./+types/note.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { validateLeadPatch } from "../../../lib/lead-patch.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { noteMessages } from "../../../lib/follow-up.ts";
import { announcedLeadChange, announceNoteSaved } from "../../../components/admin/admin-notices.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { noteLead } from "../../../.server/admin-leads/lead-changes.ts";
import { leadChangeAction, notFound, refused, visitsGoToTheLeads } from "./lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

/** A note added to a lead's history, with who and when (docs/decisions/050). */
export function action(args: Route.ActionArgs) {
  return leadChangeAction(args, "note", async (db, id, form, actor) => {
    const raw = form.get("note");
    if (typeof raw !== "string") return refused(400, adminMessages.badRequest);
    const checked = validateLeadPatch({ note: raw.replace(/\r\n/g, "\n") });
    if (!checked.ok) return refused(400, checked.message);
    if (!checked.patch.note?.trim()) return refused(400, noteMessages.empty);
    return (await noteLead(db, id, checked.patch.note, actor)) ? { ok: true, leadId: id } : notFound();
  });
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return announcedLeadChange(request, serverAction, announceNoteSaved, adminMessages.noteFailed);
}

export default ChangeRefused;
