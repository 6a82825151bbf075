import { sql } from "kysely";
import { allPages } from "../../content/pages.ts";
import type { AttributionSummary } from "../../lib/admin-leads.ts";
import { lastIsraelDays } from "../../lib/israel-time.ts";
import { landingPageName, sourceGroupOf, sourceGroupText, type SourceFacts } from "../../lib/source-words.ts";
import type { Db } from "../db/database.ts";

/** The summary covers the same Israeli days as the leads-per-day chart. */
const ATTRIBUTION_DAYS = 30;
/** Rows of each table. */
export const ATTRIBUTION_TOP = 10;

type Counted = { label: string; count: number };

/** Most first; equal counts in label order, so the table does not shuffle between loads. */
const top = (counts: Map<string, number>): Counted[] =>
  [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .slice(0, ATTRIBUTION_TOP);

/** A boolean from either engine: PostgreSQL answers true/false, SQLite 1/0. */
export const flag = (value: unknown) => value === true || Number(value) === 1;

let titles: ReadonlyMap<string, string> | undefined;

/** Every public page's title by its path, as its head and the sitemap have it: what a landing page is called on the summary. */
export function landingPageTitles(): ReadonlyMap<string, string> {
  return (titles ??= new Map(allPages.map((page) => [page.path, page.title])));
}

/** What a lead's source is grouped by (the sources table here, what pays in what-pays.ts). */
export interface SourceKey {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer_host: string | null;
  has_gclid: boolean | number;
  has_fbclid: boolean | number;
  landing_page: string | null;
}

export const sourceFactsOf = (row: SourceKey): SourceFacts => ({ ...row, gclid: flag(row.has_gclid), fbclid: flag(row.has_fbclid) });

interface Group extends SourceKey {
  n: number | string;
}

/**
 * Customers' genuine live leads (not spam, not in the trash, not job applications) of the last 30
 * Israeli days, today included, by what brought them and by the page the visit began on: the ten
 * largest of each, most first. One grouped query answers both tables from the leads_attribution
 * index (migrations 0006 and 0024: its condition is this query's, written out, so both engines
 * match it; no row of the table is read); labels are joined here, in the owner's words (source-words.ts), since
 * several column combinations read the same (a campaign on Facebook and on Instagram is one
 * campaign; "/about" and "/about/" are one page).
 */
export async function attributionSummary(db: Db, now = new Date()): Promise<AttributionSummary> {
  const days = lastIsraelDays(now, ATTRIBUTION_DAYS);
  const from = days[0]!.start;
  const to = days.at(-1)!.end;
  // SQLite plans without statistics and would pick the narrower leads_genuine, then read every
  // recent row and sort them: named here, its index is already in group order.
  const table = db.engine === "sqlite" ? sql`leads INDEXED BY leads_attribution` : sql`leads`;
  const { rows } = await sql<Group>`
    SELECT utm_source, utm_medium, utm_campaign, referrer_host,
      (gclid IS NOT NULL) AS has_gclid, (fbclid IS NOT NULL) AS has_fbclid, landing_page, count(*) AS n
    FROM ${table}
    WHERE is_spam = 0 AND deleted_at IS NULL AND source <> 'join_team' AND created_at >= ${from} AND created_at < ${to}
    -- Only whether a click identifier is there: grouping by the identifiers would give every ad click a row.
    GROUP BY utm_source, utm_medium, utm_campaign, referrer_host, (gclid IS NOT NULL), (fbclid IS NOT NULL), landing_page`.execute(db.kysely);

  const bySource = new Map<string, number>();
  const byPage = new Map<string, number>();
  const pageTitles = landingPageTitles();
  for (const row of rows) {
    const n = Number(row.n);
    const label = sourceGroupText(sourceGroupOf(sourceFactsOf(row)));
    bySource.set(label, (bySource.get(label) ?? 0) + n);
    const page = landingPageName(row.landing_page, pageTitles);
    byPage.set(page, (byPage.get(page) ?? 0) + n);
  }
  return { bySource: top(bySource), byLandingPage: top(byPage) };
}
