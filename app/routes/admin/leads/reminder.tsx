import type { Route } from "./+types/reminder.ts";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { reminderTimeFrom } from "../../../lib/reminders.ts";
import { ChangeRefused } from "../../../components/admin/change-refused.tsx";
import { remindOfLead } from "../../../.server/admin-leads/lead-changes.ts";
import { reminderNow } from "../../../.server/clock.ts";
import { leadChangeAction, notFound, refused, visitsGoToTheLeads } from "./lead-change.server.ts";

export const headers = adminHeaders;
export const middleware: Route.MiddlewareFunction[] = [visitsGoToTheLeads];

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
};

/** "תזכורת לחזור" set on a lead: a preset or a time typed on the Israeli clock (docs/decisions/050). */
export function action(args: Route.ActionArgs) {
  return leadChangeAction(args, "reminder", async (db, id, form, actor) => {
    const time = reminderTimeFrom({ preset: text(form, "preset"), at: text(form, "at") }, reminderNow());
    if (!time.ok) return refused(400, time.message, { noScriptFlash: "reminder-invalid" });
    return (await remindOfLead(db, id, time.at, actor)) ? { ok: true, leadId: id } : notFound();
  });
}

export default ChangeRefused;
