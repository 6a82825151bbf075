/**
 * "What pays" tallied (docs/decisions/050): the grouped counts and the contacted leads' waits, as
 * the server reads them, into the two tables. A campaign is one row however many platforms it ran
 * on (facebook and instagram of one campaign are one), with the platforms under it; a lead
 * without a campaign is counted under its platform. Pure, and apart from what-pays.ts so the
 * screen's bundle does not carry the median's code.
 */
import { medianAndP90 } from "./courier-hours.ts";
import type { SourceGroup } from "./source-words.ts";
import type { WhatPaysPart, WhatPaysRow } from "./what-pays.ts";

/** Leads that share a source and a landing page, with how many were won and for how much. */
export interface WhatPaysGroup {
  source: SourceGroup;
  page: string;
  leads: number;
  won: number;
  wonValue: number;
}

/** A contacted lead's wait to its first contact, in courier-hour minutes. */
export interface WhatPaysWait {
  source: SourceGroup;
  page: string;
  minutes: number;
}

interface Tally {
  label: string;
  campaign: boolean;
  leads: number;
  won: number;
  wonValue: number;
  waits: number[];
  parts: Map<string, WhatPaysPart>;
}

type Ranked = Pick<WhatPaysPart, "label" | "leads" | "won" | "wonValue">;

/** Most won value first, then most won, then most leads; equal ones in label order, so nothing shuffles between loads. */
const byWhatPays = (a: Ranked, b: Ranked) =>
  b.wonValue - a.wonValue || b.won - a.won || b.leads - a.leads || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);

function tallyOf(map: Map<string, Tally>, key: string, label: string, campaign: boolean): Tally {
  let tally = map.get(key);
  if (!tally) map.set(key, (tally = { label, campaign, leads: 0, won: 0, wonValue: 0, waits: [], parts: new Map() }));
  return tally;
}

function rowsOf(map: Map<string, Tally>, top: number): WhatPaysRow[] {
  return [...map.values()]
    .map((t): WhatPaysRow => {
      const { median, count } = medianAndP90(t.waits);
      const row: WhatPaysRow = { label: t.label, leads: t.leads, won: t.won, wonValue: t.wonValue, medianFirstContact: median, contacted: count };
      if (t.campaign) {
        row.campaign = true;
        row.platforms = [...t.parts.values()].sort(byWhatPays);
      }
      return row;
    })
    .sort(byWhatPays)
    .slice(0, top);
}

/** The two tables, each its `top` rows, best first. */
export function tallyWhatPays(
  groups: readonly WhatPaysGroup[],
  waits: readonly WhatPaysWait[],
  top: number,
): { bySource: WhatPaysRow[]; byLandingPage: WhatPaysRow[] } {
  const bySource = new Map<string, Tally>();
  const byPage = new Map<string, Tally>();
  const sourceTally = (source: SourceGroup) => tallyOf(bySource, source.key, source.label, source.campaign);
  const pageTally = (page: string) => tallyOf(byPage, page, page, false);
  for (const group of groups) {
    const source = sourceTally(group.source);
    for (const tally of [source, pageTally(group.page)]) {
      tally.leads += group.leads;
      tally.won += group.won;
      tally.wonValue += group.wonValue;
    }
    if (source.campaign) {
      let part = source.parts.get(group.source.platform);
      if (!part) source.parts.set(group.source.platform, (part = { label: group.source.platform, leads: 0, won: 0, wonValue: 0 }));
      part.leads += group.leads;
      part.won += group.won;
      part.wonValue += group.wonValue;
    }
  }
  for (const wait of waits) {
    sourceTally(wait.source).waits.push(wait.minutes);
    pageTally(wait.page).waits.push(wait.minutes);
  }
  return { bySource: rowsOf(bySource, top), byLandingPage: rowsOf(byPage, top) };
}
