import { sql } from "kysely";
import type { AttributionSummary, DayCount, LeadCounts, LeadsSummary, LeadView } from "../../lib/admin-leads.ts";
import { startOfIsraelDay } from "../../lib/israel-time.ts";
import type { Db } from "../db/database.ts";
import { attributionSummary } from "./attribution-summary.ts";
import { countLeads, countOpen, leadsPerDay } from "./queries.ts";
import { FiguresCache } from "../figures-cache.ts";

type Recent = { perDay: DayCount[]; attribution: AttributionSummary; recentAt: string };

interface Part<T> {
  /** The versions it was computed at (see leadsVersions) and the Israeli day it was asked on. */
  key: string;
  value: Promise<T>;
}

/**
 * The counts of one version, per database (tests open several), kept while they are right: the
 * open count asked for first and on its own (the tab's title and the open view's total wait for
 * it alone), the counts once all have come, and the last counts that came before these.
 */
interface CountsPart extends Part<LeadCounts> {
  open: Promise<number>;
  /** Asks for the counts other than the open one (once; `value` waits for it). */
  countRest: () => void;
  settled?: LeadCounts;
  before: LeadCounts | null;
}

const countsCache = new WeakMap<Db, CountsPart>();
/**
 * The chart and the sources: the slow part (every lead of 30 days), and the one a lead marked
 * handled leaves alone; shown while recomputed when slow (docs/decisions/053).
 */
const recentCache = new WeakMap<Db, FiguresCache<Recent>>();

/**
 * The numbers migration 0006's triggers raise, in the same transaction as the change, whoever
 * makes it (this process, another instance, a script, the retention purge): `version` on every
 * lead added or erased and every change of spam, trash, date or attribution; `handled_version`
 * when a lead is marked handled or open again (only the counts show that).
 */
type Versions = { version: string; handled: string };

async function leadsVersions(db: Db): Promise<Versions | undefined> {
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

/**
 * The counts as of now (the cards, the tabs, a view's total): computed once per change of what
 * they show and per Israeli day, and shared by every request in between (a search, a page, a
 * reload after a note changed). Costs one single-row read when nothing changed.
 *
 * Read before the queries start, the versions can only understate what the queries saw: a
 * change that commits while they run raises them, so the next request computes again.
 */
function countsAt(db: Db, versions: Versions | undefined, now: Date): Promise<LeadCounts> {
  const part = countsPartAt(db, versions, now);
  part.countRest();
  return part.value;
}

function countsPartAt(db: Db, versions: Versions | undefined, now: Date): CountsPart {
  // Without its row (deleted by hand) nothing could tell a change: computed every time.
  const { version, handled } = versions ?? { version: `none-${Math.random()}`, handled: "" };
  const key = `${version}/${handled}/${startOfIsraelDay(now).getTime()}`;
  const cached = countsCache.get(db);
  if (cached?.key === key) return cached;
  const open = oneWorker(db, countOpen);
  let countRest = () => {};
  const asked = new Promise<void>((resolve) => (countRest = resolve));
  const value = asked.then(() => oneWorker(db, (d) => countLeads(d, now, open)));
  const entry: CountsPart = { key, open, countRest, value, before: cached?.settled ?? cached?.before ?? null };
  countsCache.set(db, entry);
  // A failed open count reaches whoever awaits it, and fails the counts too (handled below).
  open.catch(() => undefined);
  entry.value.then(
    (counts) => (entry.settled = counts),
    () => {
      if (countsCache.get(db) === entry) countsCache.delete(db);
    },
  );
  return entry;
}

/**
 * The counts for a screen that shows the leads before them (docs/decisions/063): `waiting` (the
 * open count) on its own, asked for at once; `counts()` asks for the others (on SQLite, whose
 * queries take turns, after the page's own) and gives them as they are when nothing changed since
 * they were counted, else their promise; `before`, the counts before that change (null after a start).
 */
export interface CountsAsTheyCome {
  waiting: Promise<number>;
  counts: () => LeadCounts | Promise<LeadCounts>;
  before: LeadCounts | null;
}

export async function leadCountsAsTheyCome(db: Db, now = new Date()): Promise<CountsAsTheyCome> {
  const part = countsPartAt(db, await leadsVersions(db), now);
  return {
    waiting: part.open,
    counts: () => {
      part.countRest();
      return part.settled ?? part.value;
    },
    before: part.before,
  };
}

/** The summary screen's figures: the counts, and leads per day and the sources of the last 30 days. */
export async function leadsSummary(db: Db, now = new Date()): Promise<LeadsSummary> {
  const versions = await leadsVersions(db);
  const version = versions?.version ?? `none-${Math.random()}`;
  let recent = recentCache.get(db);
  if (!recent) recentCache.set(db, (recent = new FiguresCache<Recent>({ freshMs: Number.POSITIVE_INFINITY, staleMs: 5 * 60_000, quickMs: 1000 })));
  // Settled both before answering: a part that failed is no longer kept when the caller hears of it.
  const [counts, figures] = await Promise.allSettled([
    countsAt(db, versions, now),
    recent.get("recent", { period: String(startOfIsraelDay(now).getTime()), version }, now, async () => {
      const [perDay, attribution] = await Promise.all([oneWorker(db, (d) => leadsPerDay(d, now)), oneWorker(db, (d) => attributionSummary(d, now))]);
      return { perDay, attribution, recentAt: now.toISOString() };
    }),
  ]);
  if (counts.status === "rejected") throw counts.reason;
  if (figures.status === "rejected") throw figures.reason;
  return { counts: counts.value, ...figures.value };
}

/** How many leads a view holds, from the summary's counts (no query). */
export function viewCount(counts: LeadCounts, view: LeadView): number {
  return view === "all" ? counts.total : counts[view];
}
