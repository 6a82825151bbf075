/** What the admin page's loader and action answer with (app/.server/admin-page.ts). */
import type { ActivityEntry, ActivityPage, AdminLead, LeadsPage, LeadsSummary } from "./admin-leads";
import type { AdminQuery } from "./admin-query";

export interface LeadDetail {
  lead: AdminLead;
  activity: ActivityEntry[];
}

export type AdminPageData =
  | { state: "signed-out" }
  | { state: "not-admin"; email: string }
  | { state: "unavailable"; message: string }
  | {
      state: "admin";
      email: string;
      query: AdminQuery;
      summary: LeadsSummary;
      /** The lead views' page; null on the activity tab. */
      list: LeadsPage | null;
      /** The activity tab's page; null on the lead views. */
      activity: ActivityPage | null;
      /** The lead named by ?lead=, with its activity; null when none was asked for or it is gone. */
      detail: LeadDetail | null;
      /** ?lead= named a lead that does not exist (erased, purged, mistyped). */
      detailMissing: boolean;
      /** The search could not run (control characters, too long): why, in Hebrew. */
      searchError: string | null;
    };

export type AdminIntent = "sign-in" | "sign-out" | "handled" | "note" | "delete" | "restore" | "delete-forever";

export type AdminActionResult =
  | { ok: true; intent: AdminIntent; leadId?: number }
  | { ok: false; intent: AdminIntent | null; error: string; field?: "email" | "password" };

