/**
 * "What pays" (docs/decisions/050): genuine live leads of the last 30 or 90 Israeli days (job
 * applications left out: they are not customers), per campaign or platform in the owner's words
 * (source-words.ts, as the sources table says it) and per landing page by its title: leads, won
 * (stage won), the won value, and the median first-contact time in courier hours (only leads
 * with first_contact_at). The grouping is what-pays-tally.ts's.
 */
import { sql } from "kysely";
import { APPLICATION_SOURCE } from "../../lib/admin-leads.ts";
import { courierMinutesBetween } from "../../lib/courier-hours.ts";
import { lastIsraelDays } from "../../lib/israel-time.ts";
import { landingPageName, sourceGroupOf } from "../../lib/source-words.ts";
import type { WhatPays, WhatPaysPeriod } from "../../lib/what-pays.ts";
import { tallyWhatPays, type WhatPaysGroup } from "../../lib/what-pays-tally.ts";
import type { Db } from "../db/database.ts";
import { FiguresCache } from "../figures-cache.ts";
import { flag, landingPageTitles, sourceFactsOf, type SourceKey } from "./attribution-summary.ts";

/** Rows of each table. */
const WHAT_PAYS_TOP = 20;

interface Group extends SourceKey {
  leads: number | string;
  won: number | string | null;
  won_value: number | string | null;
}

interface Contact extends SourceKey {
  created_at: string | Date;
  first_contact_at: string | Date;
}

export async function whatPays(db: Db, days: WhatPaysPeriod, now = new Date()): Promise<WhatPays> {
  const range = lastIsraelDays(now, days);
  const from = range[0]!.start;
  const to = range.at(-1)!.end;
  // SQLite would look each row up through leads_genuine (3.5 s for the 30 days' 280,000 of 1,000,000
  // leads): one pass over the table reads them in about half that (docs/decisions/050).
  const leads = db.engine === "sqlite" ? sql`leads NOT INDEXED` : sql`leads`;
  const where = sql`is_spam = 0 AND deleted_at IS NULL AND created_at >= ${from} AND created_at < ${to} AND source <> ${APPLICATION_SOURCE}`;
  const groupColumns = sql`utm_source, utm_medium, utm_campaign, referrer_host, (gclid IS NOT NULL), (fbclid IS NOT NULL), landing_page`;
  const [groups, contacts] = await Promise.all([
    sql<Group>`
      SELECT utm_source, utm_medium, utm_campaign, referrer_host,
        (gclid IS NOT NULL) AS has_gclid, (fbclid IS NOT NULL) AS has_fbclid, landing_page,
        count(*) AS leads,
        sum(CASE WHEN stage = 'won' THEN 1 ELSE 0 END) AS won,
        sum(CASE WHEN stage = 'won' THEN coalesce(won_value, 0) ELSE 0 END) AS won_value
      FROM ${leads} WHERE ${where}
      GROUP BY ${groupColumns}`.execute(db.kysely),
    // Only the contacted leads' two times, for the medians (computed here: courier hours are the site's calendar).
    sql<Contact>`
      SELECT utm_source, utm_medium, utm_campaign, referrer_host,
        (gclid IS NOT NULL) AS has_gclid, (fbclid IS NOT NULL) AS has_fbclid, landing_page, created_at, first_contact_at
      FROM ${leads} WHERE ${where} AND first_contact_at IS NOT NULL`.execute(db.kysely),
  ]);

  const titles = landingPageTitles();
  // The contacted leads are many rows of few column combinations: each combination is put in words once.
  const named = new Map<string, Pick<WhatPaysGroup, "source" | "page">>();
  const whereFrom = (row: SourceKey) => {
    const key = JSON.stringify([
      row.utm_source,
      row.utm_medium,
      row.utm_campaign,
      row.referrer_host,
      flag(row.has_gclid),
      flag(row.has_fbclid),
      row.landing_page,
    ]);
    let found = named.get(key);
    if (!found) named.set(key, (found = { source: sourceGroupOf(sourceFactsOf(row)), page: landingPageName(row.landing_page, titles) }));
    return found;
  };
  const tables = tallyWhatPays(
    groups.rows.map((row) => ({ ...whereFrom(row), leads: Number(row.leads), won: Number(row.won ?? 0), wonValue: Number(row.won_value ?? 0) })),
    contacts.rows.map((row) => ({ ...whereFrom(row), minutes: courierMinutesBetween(new Date(row.created_at), new Date(row.first_contact_at)) })),
    WHAT_PAYS_TOP,
  );
  return { days, computedAt: now.toISOString(), ...tables };
}

/**
 * A won value or a first contact changes no version number (migration 0006/0014): the table is
 * at most a minute old, or, when it took long to compute (hundreds of thousands of leads), at most
 * five minutes, saying when it was computed (figures-cache.ts).
 */
const caches = new WeakMap<Db, FiguresCache<WhatPays>>();

/** whatPays, shared by every request while no lead was added, erased, moved, marked or changed stage (leads_version). */
export async function whatPaysCached(db: Db, days: WhatPaysPeriod, now = new Date()): Promise<WhatPays> {
  const { rows } = await sql<{ version: number | string; handled_version: number | string }>`
    SELECT version, handled_version FROM leads_version WHERE id = 1`.execute(db.kysely);
  const version = rows[0] ? `${rows[0].version}/${rows[0].handled_version}` : `none-${Math.random()}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new FiguresCache<WhatPays>({ freshMs: 60_000, staleMs: 5 * 60_000, quickMs: 1000 })));
  return cache.get(String(days), { period: lastIsraelDays(now, 1)[0]!.date, version }, now, () => whatPays(db, days, now));
}
