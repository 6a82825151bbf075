import type { Route } from "./+types/stage.ts";
import { parseStageChange } from "../../../lib/lead-stage-change.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { announcedLeadChange, announceStageChange } from "../../../components/admin/admin-notices.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { stageLead } from "../../../.server/admin-leads/lead-changes.ts";
import { contactTap, isContactTap } from "./contact-tap.server.ts";
import { leadChangeAction, notFound, refused, visitsGoToTheLeads } from "./lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

/**
 * A lead put in a stage (with a won job's value or a lost lead's reason); the answer says what it
 * was before, for its undo. A row's call or WhatsApp tap without JavaScript posts here too, as its
 * row's form does (`via`, no `stage`): the first contact's own action answers it (contact.ts), so
 * fifty rows do not repeat that address twice each in the leads screen's HTML.
 */
export async function action(args: Route.ActionArgs) {
  if (await isContactTap(args.request)) return contactTap(args);
  return leadChangeAction(args, "stage", async (db, id, form, actor) => {
    const checked = parseStageChange({ stage: form.get("stage"), value: form.get("value") ?? undefined, reason: form.get("reason") ?? undefined });
    if (!checked.ok) return refused(400, checked.message);
    const { change } = checked;
    const moved = await stageLead(db, id, change, actor);
    if (!moved) return notFound();
    if ("refused" in moved) return refused(409, moved.refused);
    const { before, lead } = moved;
    return {
      ok: true,
      leadId: id,
      leadName: lead.name,
      stage: { to: change.stage, from: before.stage, fromValue: before.wonValue, fromReason: before.lostReason },
    };
  });
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return announcedLeadChange(request, serverAction, announceStageChange, adminMessages.stageFailed);
}

export default ChangeRefused;
