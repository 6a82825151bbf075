/** What the admin's screens load and their actions answer with (app/.server/admin-page.ts). */
import type { ActivityEntry, ActivityPage, AdminLead, LeadCounts, LeadsPage, ListedLead, LeadsSummary } from "./admin-leads.ts";
import type { AdminQuery } from "./admin-query.ts";
import type { CustomerHistory } from "./lead-search.ts";
import type { FlashNotice } from "./admin-flash.ts";
import type { ContactSettings, ResponseTimes } from "./first-contact.ts";
import type { LeadNoteEntry, ReminderFacts } from "./follow-up.ts";
import type { WhatPays } from "./what-pays.ts";
import type { StatusCardData } from "./status-warnings.ts";
import type { SessionClock } from "./idle-timeout.ts";

export interface LeadDetail {
  lead: AdminLead;
  activity: ActivityEntry[];
  /** More than one admin: each entry says who. */
  severalAdmins: boolean;
  /** The customer's other leads (same phone number). */
  history: CustomerHistory;
  /** The lead's notes, newest first, who and when (docs/decisions/050). */
  notes?: LeadNoteEntry[] | null;
}

/** Who the admin's header names (the layout's loader): nobody before sign-in. */
export interface AdminLayoutData {
  email: string | null;
  /** An admin with every screen open to them: the header links to the security screen. */
  securityLink: boolean;
  /** When the session ends unused (the open tab says so before then); null before sign-in. */
  session: SessionClock | null;
}

/**
 * A delete or a delete forever asked on a page of its own: what a tap without JavaScript
 * leads to. `refusal`: it cannot be done from here (a live lead is not erased), and why.
 */
export interface ConfirmScreenData {
  intent: "delete" | "delete-forever";
  lead: { id: number; name: string };
  question: string;
  refusal: string | null;
  /** The screen it was asked from, to return to either way. */
  back: string;
}

/** The leads, the trash and the activity log: one dashboard, a tab each. */
export interface DashboardData {
  email: string;
  query: AdminQuery;
  /**
   * The cards' and the tabs' counts (the chart and the sources are on the summary screen): as they
   * are when nothing changed since they were counted; else, to a browser that runs scripts, their
   * promise, streamed after the leads (docs/decisions/063).
   */
  counts: LeadCounts | Promise<LeadCounts>;
  /** The counts before the change that has them counted again, shown until they come (same width: nothing shifts); null when none. */
  countsBefore: LeadCounts | null;
  /** The leads waiting for an answer (the open view's count), for the tab's title: never streamed. */
  waiting: number;
  /** The lead views' page; null on the activity tab. */
  list: LeadsPage<ListedLead> | null;
  /** The activity tab's page; null on the lead views. */
  activity: ActivityPage | null;
  /** The lead named by ?lead=, with its activity; null when none was asked for or it is gone. */
  detail: LeadDetail | null;
  /** ?lead= named a lead that does not exist (erased, purged, mistyped). */
  detailMissing: boolean;
  /** The search could not run (control characters, too long): why, in Hebrew. */
  searchError: string | null;
  /** The status card: backups, new-lead notices, disk, engine (app/lib/status-warnings.ts). */
  status: StatusCardData;
  /** Codes that failed on this account since the owner last dismissed the banner; null when none. */
  codeFailures: CodeFailureNotice | null;
  /** The leads of the old "טופלו" tab, for the leads screen's one-time notice about where they went; null once read, none, or off the lead views. */
  handledNotice?: number | null;
  /** What a change made without JavaScript did, told once after its redirect (app/lib/admin-flash.ts). */
  flash: FlashNotice | null;
  /** The waiting mark's setting and the reply templates (docs/decisions/049). */
  contact: ContactSettings;
  /** Reminders on screen and the due ones at the top of the open view (docs/decisions/050); null on the activity tab. */
  reminders?: ReminderFacts | null;
}

/** The summary screen: the counts, leads per day, the sources, and the full status card. */
export interface SummaryScreenData {
  summary: LeadsSummary;
  status: StatusCardData;
  /** Time to first contact, this Israeli week and last (docs/decisions/049). */
  responseTimes: { thisWeek: ResponseTimes; lastWeek: ResponseTimes; computedAt: string };
  /** Leads, won, value, conversion and first contact per source and landing page (docs/decisions/050). */
  whatPays?: WhatPays;
}

/** The banner after a sign-in when codes have failed: how many, and whether 6-digit codes are locked now. */
export interface CodeFailureNotice {
  count: number;
  locked: boolean;
}

/** Every admin screen: rendered on request, never cached, never indexed; a refusal that asks the browser to wait says how long. */
export function adminHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

/** `fresh`, with `before`'s object where the two are the same (compared as the JSON they came as). */
function sameKept<T>(before: T | undefined, fresh: T): T {
  return before !== undefined && JSON.stringify(before) === JSON.stringify(fresh) ? before : fresh;
}

/**
 * A reload of the screen's data (every live event, every change) with what did not change kept as
 * the objects the screen already shows: each lead and the query. The list's rows are memoised on
 * them, so a reload then redraws only the leads that changed, not fifty (issue 39).
 */
export function keepUnchanged<Data extends Pick<DashboardData, "query" | "list" | "reminders">>(before: Data | undefined, fresh: Data): Data {
  if (!before) return fresh;
  const shown = new Map([...(before.list?.rows ?? []), ...(before.reminders?.due ?? [])].map((lead) => [lead.id, lead]));
  const keep = (leads: ListedLead[]) => leads.map((lead) => sameKept(shown.get(lead.id), lead));
  return {
    ...fresh,
    query: sameKept(before.query, fresh.query),
    list: fresh.list && { ...fresh.list, rows: keep(fresh.list.rows) },
    reminders: fresh.reminders && { ...fresh.reminders, due: keep(fresh.reminders.due) },
  };
}
