/**
 * Reminders at their time (docs/decisions/050-reminders-notes-what-pays.md): every few seconds
 * each instance claims the reminders due on the reminders' clock (clock.ts), pushes each one to
 * the admins' devices once (claimed as the new-lead push is, so several instances on PostgreSQL
 * push it once), marks it done and tells the open admin tabs (the live-update stream), where the
 * lead rises to the top of the open view. Reminders are rows: a restart loses none, the first
 * round after start picks up whatever fell due meanwhile.
 */
import { reminderPushMessage } from "../../lib/reminders.ts";
import { ADMIN_PATH } from "../../lib/paths.ts";
import { leadChanged } from "../admin-leads/hub.ts";
import { claimDueReminders, markReminderPushed, releaseReminderClaim } from "../admin-leads/reminder-store.ts";
import { reminderNow } from "../clock.ts";
import type { Db } from "../db/database.ts";
import { startDrainLoop } from "../drain-loop.ts";
import { log } from "../log.ts";
import { pushToAdmins } from "./pusher.ts";

/** How often an instance looks for due reminders: one read of the leads_reminders index. */
const REMINDER_ROUND_MS = 5_000;
/** A reminder no device could get for this long passes silently (the lead still shows as due). */
const GIVE_UP_MS = 4 * 3_600_000;

export function createReminderPusher(db: Db, { roundMs = REMINDER_ROUND_MS, now = () => reminderNow() } = {}) {
  async function drain(): Promise<void> {
    for (;;) {
      const at = now();
      const claimed = await claimDueReminders(db, at);
      if (claimed.length === 0) return;
      for (const [index, reminder] of claimed.entries()) {
        // A lead closed or in the trash keeps its reminder silent (it shows again if reopened).
        const delivered = !reminder.open || (await pushToAdmins(db, JSON.stringify(reminderPushMessage(reminder, ADMIN_PATH))));
        // The open tabs redraw: the lead rises to the top of the open view.
        if (reminder.open) leadChanged(db, { op: "update", id: reminder.id });
        if (delivered || at.getTime() - new Date(reminder.remindAt).getTime() > GIVE_UP_MS) {
          await markReminderPushed(db, reminder, at);
          if (reminder.open) log("info", "reminder due", { leadId: reminder.id, pushed: delivered });
          continue;
        }
        // No device got it: this one and the rest of the claim wait for the next round.
        for (const rest of claimed.slice(index)) await releaseReminderClaim(db, rest.id);
        log("warn", "reminder push failed; will retry", { leadId: reminder.id });
        return;
      }
    }
  }
  return startDrainLoop(drain, { retryMs: roundMs, name: "reminder pusher" });
}
