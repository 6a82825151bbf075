/**
 * "תזכורת לחזור" (docs/decisions/050-reminders-notes-what-pays.md): the reminder route's action,
 * POST /manage-leads-2024/reminder. Set (a preset or a typed Israeli time) or cleared; checked
 * like every admin change (same origin, a signed-in admin, enrolled where two-step sign-in is
 * required), in the activity log, told to every open tab. Without JavaScript a plain form post
 * returns to the screen it came from, with a flash saying what was done.
 */
import { data, type RouterContextProvider } from "react-router";
import { adminMessages } from "../lib/admin-leads.ts";
import { reminderMessages, reminderTimeFrom } from "../lib/reminders.ts";
import { recordActivity } from "./activity.ts";
import { redirectWithFlash, screenToReturnTo } from "./flash-cookie.ts";
import { leadChanged } from "./admin-leads/hub.ts";
import { clearReminder, setReminder } from "./admin-leads/reminder-store.ts";
import { adminForAction, formOf, isRefusal } from "./admin-session.ts";
import { guardMessages } from "./auth/guard.ts";
import { reminderNow } from "./clock.ts";
import { errorFields, log } from "./log.ts";
import { ADMIN_HEADERS } from "./responses.ts";
import { getServices } from "./runtime.ts";

/** What the reminder form hears back (with JavaScript). */
export type ReminderResult = { ok: true; leadId: number; remindAt: string | null } | { ok: false; error: string };

const answer = (result: ReminderResult, status = 200) => data<ReminderResult>(result, { status, headers: ADMIN_HEADERS });

/** A positive whole lead id from the form, or undefined. */
function leadIdOf(form: FormData): number | undefined {
  const value = form.get("id");
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
};

export async function reminderAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string) {
  const admin = adminForAction(context, request);
  if (isRefusal(admin)) return admin;
  const form = await formOf(request);
  const id = form ? leadIdOf(form) : undefined;
  const intent = form ? text(form, "intent") : null;
  if (!form || id === undefined || (intent !== "set" && intent !== "clear")) return answer({ ok: false, error: adminMessages.badRequest }, 400);
  const noScript = form.get("nojs") === "1";
  const back = () => screenToReturnTo(form.get("back"));
  try {
    const { db } = await getServices();
    const actor = { userId: admin.userId, userEmail: admin.email, client: clientAddress, leadId: id };
    let remindAt: string | null = null;
    if (intent === "set") {
      const time = reminderTimeFrom({ preset: text(form, "preset"), at: text(form, "at") }, reminderNow());
      if (!time.ok) return noScript ? redirectWithFlash(back(), { change: "reminder-invalid", leadId: id }) : answer({ ok: false, error: time.message }, 400);
      if (!(await setReminder(db, id, time.at))) return answer({ ok: false, error: adminMessages.notFound }, 404);
      remindAt = time.at.toISOString();
      await recordActivity(db, { ...actor, action: "reminder_set", details: { at: remindAt } });
    } else {
      if (!(await clearReminder(db, id))) return answer({ ok: false, error: adminMessages.notFound }, 404);
      await recordActivity(db, { ...actor, action: "reminder_cleared" });
    }
    log("info", "lead changed by admin", { intent: `reminder-${intent}`, leadId: id, userId: admin.userId });
    leadChanged(db, { op: "update", id });
    if (noScript) return redirectWithFlash(back(), { change: intent === "set" ? "reminder" : "reminder-cleared", leadId: id });
    return answer({ ok: true, leadId: id, remindAt });
  } catch (error) {
    log("error", "admin action failed", { intent: `reminder-${intent}`, ...errorFields(error) });
    return answer({ ok: false, error: intent === "set" ? reminderMessages.failed : guardMessages.unavailable }, 503);
  }
}
