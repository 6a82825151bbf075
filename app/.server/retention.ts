import { purgeLeadsBefore } from "./leads";
import type { Db } from "./db";
import { log } from "./http";

const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Purges leads older than the retention period now, then once a day. */
export function startRetention(db: Db, retentionDays: number): () => void {
  const purge = async () => {
    try {
      const removed = await purgeLeadsBefore(db, retentionCutoff(new Date(), retentionDays));
      if (removed > 0) log("info", "retention purge", { removed, retentionDays });
    } catch (error) {
      log("error", "retention purge failed", { error: error instanceof Error ? error.message : String(error) });
    }
  };
  void purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
