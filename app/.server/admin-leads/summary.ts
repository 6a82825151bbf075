import { sql } from "kysely";
import type { AttributionSummary, DayCount, LeadCounts, LeadView } from "../../lib/admin-leads.ts";
import { startOfIsraelDay } from "../../lib/israel-time.ts";
import type { Db } from "../db/index.ts";
import { attributionSummary } from "./attribution.ts";
import { countLeads, leadsPerDay } from "./queries.ts";

/** What the admin page shows above the leads: the cards and view counts, the chart, the sources. */
export interface LeadsSummary {
  counts: LeadCounts;
  perDay: DayCount[];
  attribution: AttributionSummary;
}

interface Part<T> {
  /** The versions it was computed at (see leadsVersions) and the Israeli day it was asked on. */
  key: string;
  value: Promise<T>;
}

interface Cached {
  counts?: Part<LeadCounts>;
  /** The chart and the sources: the slow part, and the one a lead marked handled leaves alone. */
  recent?: Part<{ perDay: DayCount[]; attribution: AttributionSummary }>;
}

/** One summary per database (tests open several), kept while it is right. */
const cache = new WeakMap<Db, Cached>();

/**
 * The numbers migration 0006's triggers raise, in the same transaction as the change, whoever
 * makes it (this process, another instance, a script, the retention purge): `version` on every
 * lead added or erased and every change of spam, trash, date or attribution; `handled_version`
 * when a lead is marked handled or open again (only the counts show that).
 */
async function leadsVersions(db: Db): Promise<{ version: string; handled: string } | undefined> {
  const { rows } = await sql<{ version: number | string; handled_version: number | string }>`
    SELECT version, handled_version FROM leads_version WHERE id = 1`.execute(db.kysely);
  return rows[0] && { version: String(rows[0].version), handled: String(rows[0].handled_version) };
}

/**
 * On PostgreSQL, runs the work in a transaction whose queries are not split across parallel
 * workers. PostgreSQL plans the million-entry index scans of the summary in parallel; on the
 * two-core machine of docs/benchmarks.md the workers made them 3-6 times slower than one
 * process (the count of genuine leads 280-660 ms against 50-75 ms, the sources 215-455 ms against
 * 86-148 ms). The parts still run side by side, on connections of their own.
 */
function oneWorker<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (db.engine !== "postgres") return work(db);
  return db.kysely.transaction().execute(async (trx) => {
    await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(trx);
    return work({ ...db, kysely: trx });
  });
}

/** The cached part if its key still holds, else a new computation (kept unless it fails). */
function part<K extends keyof Cached>(db: Db, name: K, key: string, compute: () => NonNullable<Cached[K]>["value"]): NonNullable<Cached[K]>["value"] {
  let entries = cache.get(db);
  if (!entries) cache.set(db, (entries = {}));
  const cached = entries[name];
  if (cached?.key === key) return cached.value;
  const value = compute();
  const entry = { key, value } as NonNullable<Cached[K]>;
  entries[name] = entry;
  value.catch(() => {
    if (entries[name] === entry) delete entries[name];
  });
  return value;
}

/**
 * The summary as of now. Each part is computed once per change of what it shows and per Israeli
 * day, and shared by every request in between (a search, a page, a reload after a note changed);
 * a lead marked handled recomputes only the counts. Costs one single-row read when nothing
 * changed.
 *
 * Read before the queries start, the versions can only understate what the queries saw: a
 * change that commits while they run raises them, so the next request computes again.
 */
export async function leadsSummary(db: Db, now = new Date()): Promise<LeadsSummary> {
  const versions = await leadsVersions(db);
  // Without its row (deleted by hand) nothing could tell a change: computed every time.
  const { version, handled } = versions ?? { version: `none-${Math.random()}`, handled: "" };
  const day = startOfIsraelDay(now).getTime();
  // Settled both before answering: a part that failed is no longer cached when the caller hears of it.
  const [counts, recent] = await Promise.allSettled([
    part(db, "counts", `${version}/${handled}/${day}`, () => oneWorker(db, (d) => countLeads(d, now))),
    part(db, "recent", `${version}/${day}`, async () => {
      const [perDay, attribution] = await Promise.all([oneWorker(db, (d) => leadsPerDay(d, now)), oneWorker(db, (d) => attributionSummary(d, now))]);
      return { perDay, attribution };
    }),
  ]);
  if (counts.status === "rejected") throw counts.reason;
  if (recent.status === "rejected") throw recent.reason;
  return { counts: counts.value, ...recent.value };
}

/** How many leads a view holds, from the summary's counts (no query). */
export function viewCount(counts: LeadCounts, view: LeadView): number {
  return view === "all" ? counts.total : counts[view];
}
