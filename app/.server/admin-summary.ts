/**
 * The summary screen on the server (app/routes/admin.summary.tsx): what the leads' first screen
 * leaves out so the leads come first: leads per day, the sources of the last 30 days, and the
 * whole status card. Read only; the same admin check as every other screen (admin-session.ts).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMessages } from "../lib/admin-leads.ts";
import type { SummaryScreenData } from "../lib/admin-page.ts";
import { ADMIN_PAGES } from "../lib/paths.ts";
import { leadsSummary } from "./admin-leads/summary.ts";
import { whatPaysCached } from "./admin-leads/what-pays-query.ts";
import { whatPaysPeriodOf } from "../lib/what-pays.ts";
import { requireAdminScreen } from "./admin-session.ts";
import { errorFields, log } from "./log.ts";
import { ADMIN_HEADERS } from "./responses.ts";
import { getServices } from "./runtime.ts";
import { statusCardData } from "./status-facts.ts";
import { responseTimes } from "./admin-leads/first-contact-store.ts";

export async function loadSummaryScreen(context: Readonly<RouterContextProvider>, request: Request) {
  const admin = requireAdminScreen(context, request);
  // ADMIN_2FA=required: no lead data until this admin has enrolled; the security screen only.
  if (admin.enrolFirst) throw redirect(ADMIN_PAGES.security, { headers: ADMIN_HEADERS });
  try {
    const { db } = await getServices();
    const now = new Date();
    const [summary, status, times, pays] = await Promise.all([
      leadsSummary(db, now),
      statusCardData(db, now),
      responseTimes(db, now),
      whatPaysCached(db, whatPaysPeriodOf(new URL(request.url).searchParams), now),
    ]);
    return data<SummaryScreenData>({ summary, status, responseTimes: times, whatPays: pays }, { headers: ADMIN_HEADERS });
  } catch (error) {
    log("error", "admin page: loading the summary failed", errorFields(error));
    throw data(adminMessages.loadFailed, { status: 503, headers: ADMIN_HEADERS });
  }
}
