import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/summary.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { adminHeaders, type SummaryScreenData } from "../../../lib/admin-page.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import { whatPaysPeriodOf } from "../../../lib/what-pays.ts";
import { SummaryScreen } from "../../../components/admin/summary-screen.tsx";
import { responseTimes } from "../../../.server/admin-leads/first-contact-store.ts";
import { leadsSummary } from "../../../.server/admin-leads/summary.ts";
import { whatPaysCached } from "../../../.server/admin-leads/what-pays-query.ts";
import { requireAdminScreen } from "../../../.server/admin-session.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";
import { statusCardData } from "../../../.server/status-facts.ts";

export const headers = adminHeaders;

/**
 * The summary: what the leads' first screen leaves out so the leads come first (leads per day, the
 * sources, response times, what pays, the whole status card). Read only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
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

export default function Screen() {
  return <SummaryScreen page={useLoaderData<typeof loader>() as SummaryScreenData} />;
}
