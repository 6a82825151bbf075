import { subMonths } from "date-fns";
import { purgeActivityBefore } from "./activity.ts";
import { purgeTrash } from "./admin-leads/queries.ts";
import { purgeThrottle } from "./auth/throttle.ts";
import { purgeApplicationsBefore, purgeUnorderedLeadsBefore } from "./lead-purge.ts";
import { purgeLeadsBefore } from "./leads.ts";
import { TRASH_DAYS } from "../lib/retention-policy.ts";
import type { Db } from "./db/database.ts";
import { errorFields, log } from "./log.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sign-in throttle's purge and cap also run hourly: a flood of new accounts is trimmed within the hour. */
const THROTTLE_PURGE_MS = 60 * 60 * 1000;

/** A lead in the trash this long is erased for good (the privacy policy's figure: app/lib/retention-policy.ts). */
export { TRASH_DAYS };

/** The periods the server was given (app/.server/config.ts); their defaults are the privacy policy's figures. */
export interface RetentionSettings {
  /** Every lead, an order's too, is erased this many days after it came in (LEAD_RETENTION_DAYS). */
  leadRetentionDays: number;
  /** A customer's lead that never became an order: months after its last recorded activity (UNORDERED_LEAD_RETENTION_MONTHS). */
  unorderedLeadRetentionMonths: number;
  /** A job application: months after its last recorded activity (APPLICATION_RETENTION_MONTHS). */
  applicationRetentionMonths: number;
  activityRetentionMonths: number;
}

export interface RetentionResult {
  /** Leads past the retention period, live or in the trash. */
  leads: number;
  /** Customers' leads that never became an order, quiet for the unordered period (live or in the trash). */
  unordered: number;
  /** Job applications quiet for the applications' period (live or in the trash). */
  applications: number;
  /** Leads in the trash for more than TRASH_DAYS. */
  trash: number;
  activity: number;
  /** Sign-in throttle counters no longer needed, or past the table's cap. */
  throttle: number;
}

function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * One retention pass as of `now`: old leads, quiet leads that never became an order, quiet job
 * applications, the trash past its 30 days, the old activity log, stale throttle counters.
 */
export async function runRetention(
  db: Db,
  {
    leadRetentionDays,
    unorderedLeadRetentionMonths,
    applicationRetentionMonths,
    activityRetentionMonths,
    now = new Date(),
  }: RetentionSettings & { now?: Date },
): Promise<RetentionResult> {
  const leads = await purgeLeadsBefore(db, retentionCutoff(now, leadRetentionDays));
  const unordered = await purgeUnorderedLeadsBefore(db, subMonths(now, unorderedLeadRetentionMonths));
  const applications = await purgeApplicationsBefore(db, subMonths(now, applicationRetentionMonths));
  const trash = await purgeTrash(db, retentionCutoff(now, TRASH_DAYS));
  const activity = await purgeActivityBefore(db, subMonths(now, activityRetentionMonths));
  const throttle = await purgeThrottle(db, now);
  return { leads, unordered, applications, trash, activity, throttle };
}

/** Runs the retention pass now, then once a day; the throttle's purge also every hour. */
export function startRetention(db: Db, settings: RetentionSettings): () => void {
  const purge = async () => {
    try {
      const removed = await runRetention(db, settings);
      if (Object.values(removed).some((count) => count > 0)) log("info", "retention purge", { ...removed, ...settings });
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
