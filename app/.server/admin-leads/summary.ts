import { sql } from "kysely";
import type { AttributionSummary, DayCount, LeadCounts, LeadView } from "../../lib/admin-leads";
import { startOfIsraelDay } from "../../lib/israel-time";
import type { Db } from "../db";
import { attributionSummary } from "./attribution";
import { countLeads, leadsPerDay } from "./queries";

/** What the admin page shows above the leads: the cards and view counts, the chart, the sources. */
export interface LeadsSummary {
  counts: LeadCounts;
  perDay: DayCount[];
  attribution: AttributionSummary;
}

interface Entry {
  /** leads_version when the summary was asked for, and the Israeli day it was asked on. */
  version: string;
  day: number;
  summary: Promise<LeadsSummary>;
}

/** One summary per database (tests open several), kept while it is right. */
const cache = new WeakMap<Db, Entry>();

/**
 * The number migration 0006's triggers raise, in the same transaction, on every insert and
 * delete of a lead and every change to what the summary counts (spam, handled, trash, date,
 * attribution), whoever makes it: this process, another instance, a script, the retention purge.
 */
async function leadsVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: number | string }>`SELECT version FROM leads_version WHERE id = 1`.execute(db.kysely);
  return String(rows[0]?.version ?? "");
}

/**
 * On PostgreSQL, runs the work in a transaction whose queries are not split across parallel
 * workers. PostgreSQL plans the million-entry index scans of the summary in parallel; on the
 * two-core machine of docs/benchmarks.md the workers made them 3-6 times slower than one
 * process (the count of genuine leads 280-660 ms against 50-75 ms, the sources 215-455 ms against
 * 86-148 ms). The three parts still run side by side, on three connections.
 */
function oneWorker<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (process.env.LAB_PARALLEL || db.engine !== "postgres") return work(db);
  return db.kysely.transaction().execute(async (trx) => {
    await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(trx);
    return work({ ...db, kysely: trx });
  });
}

/**
 * The summary as of now. Computed once per change of leads_version and per Israeli day, and
 * shared by every request in between (a search, a page, a reload after another admin's change
 * to a lead's note). Costs one single-row read when nothing changed.
 *
 * Read before the queries start, the version can only understate what they saw: a change that
 * commits while they run raises it, so the next request computes again. A failed computation is
 * not kept.
 */
export async function leadsSummary(db: Db, now = new Date()): Promise<LeadsSummary> {
  const version = await leadsVersion(db);
  const day = startOfIsraelDay(now).getTime();
  const cached = cache.get(db);
  if (cached && cached.version === version && cached.day === day) return cached.summary;

  const summary = Promise.all([
    oneWorker(db, (d) => countLeads(d, now)),
    oneWorker(db, (d) => leadsPerDay(d, now)),
    oneWorker(db, (d) => attributionSummary(d, now)),
  ]).then(([counts, perDay, attribution]) => ({ counts, perDay, attribution }));
  const entry: Entry = { version, day, summary };
  cache.set(db, entry);
  summary.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return summary;
}

/** How many leads a view holds, from the summary's counts (no query). */
export function viewCount(counts: LeadCounts, view: LeadView): number {
  return view === "all" ? counts.total : counts[view];
}
