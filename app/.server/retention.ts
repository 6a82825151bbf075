import { subMonths } from "date-fns";
import { purgeActivityBefore } from "./activity.ts";
import { purgeTrash } from "./admin-leads/queries.ts";
import { purgeLeadsBefore } from "./leads.ts";
import type { Db } from "./db/index.ts";
import { errorFields, log } from "./log.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

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
}

function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** One retention pass as of `now`: old leads, the trash past its 30 days, the old activity log. */
export async function runRetention(
  db: Db,
  { leadRetentionDays, activityRetentionMonths, now = new Date() }: RetentionSettings & { now?: Date },
): Promise<RetentionResult> {
  const leads = await purgeLeadsBefore(db, retentionCutoff(now, leadRetentionDays));
  const trash = await purgeTrash(db, retentionCutoff(now, TRASH_DAYS));
  const activity = await purgeActivityBefore(db, subMonths(now, activityRetentionMonths));
  return { leads, trash, activity };
}

/** Runs the retention pass now, then once a day. */
export function startRetention(db: Db, settings: RetentionSettings): () => void {
  const purge = async () => {
    try {
      const removed = await runRetention(db, settings);
      if (removed.leads + removed.trash + removed.activity > 0) log("info", "retention purge", { ...removed, ...settings });
    } catch (error) {
      log("error", "retention purge failed", errorFields(error));
    }
  };
  void purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
