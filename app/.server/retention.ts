import { subMonths } from "date-fns";
import { purgeActivityBefore } from "./activity.ts";
import { purgeTrash } from "./admin-leads/queries.ts";
import { purgeThrottle } from "./auth/throttle.ts";
import { purgeLeadsBefore } from "./leads.ts";
import type { Db } from "./db/database.ts";
import { errorFields, log } from "./log.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sign-in throttle's purge and cap also run hourly: a flood of new accounts is trimmed within the hour. */
const THROTTLE_PURGE_MS = 60 * 60 * 1000;

/** A lead in the trash this long is erased for good. */
export const TRASH_DAYS = 30;

export interface RetentionSettings {
  leadRetentionDays: number;
  activityRetentionMonths: number;
}

export interface RetentionResult {
  /** Leads past the retention period, live or in the trash. */
  leads: number;
  /** Leads in the trash for more than TRASH_DAYS. */
  trash: number;
  activity: number;
  /** Sign-in throttle counters no longer needed, or past the table's cap. */
  throttle: number;
}

function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** One retention pass as of `now`: old leads, the trash past its 30 days, the old activity log, stale throttle counters. */
export async function runRetention(
  db: Db,
  { leadRetentionDays, activityRetentionMonths, now = new Date() }: RetentionSettings & { now?: Date },
): Promise<RetentionResult> {
  const leads = await purgeLeadsBefore(db, retentionCutoff(now, leadRetentionDays));
  const trash = await purgeTrash(db, retentionCutoff(now, TRASH_DAYS));
  const activity = await purgeActivityBefore(db, subMonths(now, activityRetentionMonths));
  const throttle = await purgeThrottle(db, now);
  return { leads, trash, activity, throttle };
}

/** Runs the retention pass now, then once a day; the throttle's purge also every hour. */
export function startRetention(db: Db, settings: RetentionSettings): () => void {
  const purge = async () => {
    try {
      const removed = await runRetention(db, settings);
      if (removed.leads + removed.trash + removed.activity + removed.throttle > 0) log("info", "retention purge", { ...removed, ...settings });
    } catch (error) {
      log("error", "retention purge failed", errorFields(error));
    }
  };
  const purgeCounters = async () => {
    try {
      const throttle = await purgeThrottle(db);
      if (throttle > 0) log("info", "sign-in throttle purge", { throttle });
    } catch (error) {
      log("error", "sign-in throttle purge failed", errorFields(error));
    }
  };
  void purge();
  const timers = [setInterval(purge, DAY_MS), setInterval(purgeCounters, THROTTLE_PURGE_MS)];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
