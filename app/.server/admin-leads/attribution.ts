import { sql } from "kysely";
import { attributionLabel, type AttributionSummary } from "../../lib/admin-leads";
import { lastIsraelDays } from "../../lib/israel-time";
import type { Db } from "../db";

/** The summary covers the same Israeli days as the leads-per-day chart. */
export const ATTRIBUTION_DAYS = 30;
/** Rows of each table. */
export const ATTRIBUTION_TOP = 10;

export const UNKNOWN_PAGE_LABEL = "לא ידוע";

type Counted = { label: string; count: number };

/** Most first; equal counts in label order, so the table does not shuffle between loads. */
const top = (counts: Map<string, number>): Counted[] =>
  [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .slice(0, ATTRIBUTION_TOP);

/**
 * Genuine live leads (not spam, not in the trash) of the last 30 Israeli days, today included,
 * by what brought them and by the page the visit began on: the ten largest of each, most first.
 * The database groups by the stored columns; labels are joined here, since several column
 * combinations can read the same (a campaign reached from two sites is one campaign).
 */
export async function attributionSummary(db: Db, now = new Date()): Promise<AttributionSummary> {
  const days = lastIsraelDays(now, ATTRIBUTION_DAYS);
  const recent = db.kysely
    .selectFrom("leads")
    .where("is_spam", "=", sql.lit(0))
    .where("deleted_at", "is", null)
    .where("created_at", ">=", days[0]!.start)
    .where("created_at", "<", days.at(-1)!.end);

  const [sources, pages] = await Promise.all([
    recent
      .select((eb) => [
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "referrer_host",
        // Only whether a click identifier is there: grouping by the identifiers would give every ad click a row.
        sql<number>`CASE WHEN gclid IS NULL THEN 0 ELSE 1 END`.as("has_gclid"),
        sql<number>`CASE WHEN fbclid IS NULL THEN 0 ELSE 1 END`.as("has_fbclid"),
        eb.fn.countAll<number | string>().as("n"),
      ])
      .groupBy(["utm_source", "utm_medium", "utm_campaign", "referrer_host", "has_gclid", "has_fbclid"])
      .execute(),
    recent
      .select((eb) => ["landing_page", eb.fn.countAll<number | string>().as("n")])
      .groupBy("landing_page")
      .execute(),
  ]);

  const bySource = new Map<string, number>();
  for (const row of sources) {
    const label = attributionLabel({ ...row, gclid: Number(row.has_gclid) ? "1" : null, fbclid: Number(row.has_fbclid) ? "1" : null });
    bySource.set(label, (bySource.get(label) ?? 0) + Number(row.n));
  }
  const byPage = new Map<string, number>();
  for (const row of pages) {
    const label = row.landing_page ?? UNKNOWN_PAGE_LABEL;
    byPage.set(label, (byPage.get(label) ?? 0) + Number(row.n));
  }
  return { bySource: top(bySource), byLandingPage: top(byPage) };
}
