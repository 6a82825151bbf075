/**
 * What the dashboard's three screens (the lead views, the trash, the activity log) load: the
 * visit's admin from the layout's middleware, then the page, the counts, the open lead's detail,
 * the status card and the flash of a change made without JavaScript.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMessages, listedLead } from "../../../lib/admin-leads.ts";
import type { DashboardData } from "../../../lib/admin-page.ts";
import { adminHref, type AdminTab, type DashboardScreen } from "../../../lib/admin-query.ts";
import { parseAdminQuery, searchProblem } from "../../../lib/admin-query-parse.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../../lib/paths.ts";
import { SCRIPTS_RUN_COOKIE, scriptsRun } from "../../../lib/scripts-run.ts";
import { readCookie } from "../../../.server/auth/cookie.ts";
import { listActivity } from "../../../.server/activity.ts";
import { listTemplates } from "../../../.server/admin-leads/reply-template-store.ts";
import { takeFlash } from "../../../.server/flash-cookie.ts";
import { customerHistory, findLead, listLeads } from "../../../.server/admin-leads/queries.ts";
import { leadCountsAsTheyCome, viewCount } from "../../../.server/admin-leads/summary.ts";
import { requireAdminScreen } from "../../../.server/admin-session.ts";
import { unseenCodeFailures } from "../../../.server/auth/code-failure-notices.ts";
import { handledNoticeFor } from "../../../.server/admin-leads/handled-notice-store.ts";
import { serverConfig } from "../../../.server/config.ts";
import { noteHistory, reminderFacts } from "../../../.server/admin-leads/follow-up-data.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";
import { statusCardData } from "../../../.server/status-facts.ts";

const DETAIL_ACTIVITY = 50;

function withCookie(base: Record<string, string>, cookie: string): Headers {
  const headers = new Headers(base);
  headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Links from before the screens had paths (`?view=trash`, `?view=activity`, `?security=1`): to the
 * screen's own address; from before the stages (`?view=handled`): to every lead.
 */
function oldLinkRedirect(params: URLSearchParams): string | null {
  if (params.has("security")) return ADMIN_PAGES.security;
  const view = params.get("view");
  if (view === "handled") {
    const rest = new URLSearchParams(params);
    rest.set("view", "all");
    rest.delete("index");
    return `${ADMIN_PATH}?${rest.toString()}`;
  }
  if (view !== "trash" && view !== "activity") return null;
  const rest = new URLSearchParams(params);
  rest.delete("view");
  rest.delete("index");
  const search = rest.toString();
  return `${view === "trash" ? ADMIN_PAGES.trash : ADMIN_PAGES.activity}${search ? `?${search}` : ""}`;
}

export async function loadDashboard(context: Readonly<RouterContextProvider>, request: Request, screen: DashboardScreen) {
  const params = new URL(request.url).searchParams;
  if (screen === "leads") {
    const moved = oldLinkRedirect(params);
    if (moved) throw redirect(moved, { headers: ADMIN_HEADERS });
  }
  const admin = requireAdminScreen(context, request);
  // ADMIN_2FA=required: no lead data until this admin has enrolled; the security screen only.
  if (admin.enrolFirst) throw redirect(ADMIN_PAGES.security, { headers: ADMIN_HEADERS });

  const asked = parseAdminQuery(params);
  const view: AdminTab = screen === "leads" ? (asked.view === "trash" || asked.view === "activity" ? "open" : asked.view) : screen;
  const query = { ...asked, view };
  const badSearch = searchProblem(params);
  try {
    const { db } = await getServices();
    const now = new Date();
    // The counts are cached until a lead changes (summary.ts); without a search the list's total
    // is the count of the view, not counted again. The open count comes on its own, first: the
    // tab's title and the open view's total wait for it alone.
    const counted = leadCountsAsTheyCome(db, now);
    const waiting = counted.then((parts) => parts.waiting);
    // What contact needs: the waiting setting, the time the page was computed at, the templates.
    const contact = listTemplates(db).then((templates) => ({ waitMinutes: serverConfig.leadWaitMinutes, now: now.toISOString(), templates }));
    const [list, activity, lead, status, codeFailures, handledNotice, flash] = await Promise.all([
      view === "activity"
        ? null
        : badSearch
          ? { rows: [], total: 0, page: 1, pageSize: 50 }
          : listLeads(db, {
              view,
              search: query.q,
              page: query.page,
              total: query.q.trim() ? undefined : view === "open" ? waiting : counted.then(async (parts) => viewCount(await parts.counts(), view)),
            }),
      view !== "activity"
        ? null
        : badSearch
          ? { rows: [], severalAdmins: false, total: 0, page: 1, pageSize: 50 }
          : listActivity(db, { page: query.page, search: query.q }),
      query.lead ? findLead(db, query.lead) : undefined,
      statusCardData(db, now),
      unseenCodeFailures(db, admin.userId),
      screen === "leads" ? handledNoticeFor(db, admin.userId) : null,
      takeFlash(db, request),
    ]);
    const page = list ?? activity!;
    const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
    // The last lead of the last page went (handled, deleted, here or in another tab): step back.
    if (query.page > lastPage) throw redirect(adminHref({ ...query, page: lastPage }), { headers: ADMIN_HEADERS });
    const [leadActivity, history, notes] = lead
      ? await Promise.all([listActivity(db, { leadId: lead.id, pageSize: DETAIL_ACTIVITY }), customerHistory(db, lead), noteHistory(db, lead.id)])
      : [null, null, null];
    const detail = lead && leadActivity && history ? { lead, activity: leadActivity.rows, severalAdmins: leadActivity.severalAdmins, history, notes } : null;
    // Reminders (docs/decisions/050): the due ones rise to the top of the open view, each on screen wears its badge.
    const reminders = list ? await reminderFacts(db, query, list.rows, lead?.id ?? null) : null;
    const { counts: countsWhenAsked, before } = await counted;
    const counts = countsWhenAsked();
    // Still being counted: streamed after the leads to a browser that can put them in place; the
    // rest wait for them, and see the whole page at once (docs/decisions/063).
    const streamed = counts instanceof Promise && scriptsRun(readCookie(request, SCRIPTS_RUN_COOKIE));
    if (streamed) counts.catch((error: unknown) => log("error", "admin page: counting leads failed", errorFields(error)));
    return data<DashboardData>(
      {
        email: admin.email,
        query,
        counts: streamed ? counts : await counts,
        countsBefore: before,
        waiting: await waiting,
        list: list && { ...list, rows: list.rows.map(listedLead) },
        activity,
        detail,
        detailMissing: query.lead !== null && !lead,
        searchError: badSearch ?? null,
        status,
        codeFailures,
        handledNotice,
        flash: flash?.notice ?? null,
        contact: await contact,
        reminders,
      },
      // A search that cannot run is refused, never quietly widened to every lead.
      { status: badSearch ? 400 : 200, headers: flash ? withCookie(ADMIN_HEADERS, flash.clear) : ADMIN_HEADERS },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    log("error", "admin page: loading leads failed", errorFields(error));
    throw data(adminMessages.loadFailed, { status: 503, headers: ADMIN_HEADERS });
  }
}
