/**
 * The admin's screens on the server: what the layout and the dashboard (the leads, the trash,
 * the activity log) load, and what their actions do. The route modules
 * (app/routes/admin*.tsx) stay thin; every decision about who may see or change what is made
 * here and in admin-session.ts, from the visit the layout's middleware put in the context.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMessages, validateLeadPatch } from "../lib/admin-leads.ts";
import type { AdminActionResult, AdminIntent, AdminLayoutData, AdminStageMove, DashboardData } from "../lib/admin-page.ts";
import { adminHref, parseAdminQuery, searchProblem, type AdminTab, type DashboardScreen } from "../lib/admin-query.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../lib/paths.ts";
import { sessionClock } from "../lib/idle-timeout.ts";
import { listActivity, recordActivity } from "./activity.ts";
import { leadChanged } from "./admin-leads/hub.ts";
import { changeStage, customerHistory, deleteForever, findLead, listLeads, moveToTrash, restoreFromTrash } from "./admin-leads/queries.ts";
import { parseStageChange } from "../lib/lead-stages.ts";
import { leadCounts, viewCount } from "./admin-leads/summary.ts";
import { actionFailure, adminForAction, adminVisit, formOf, isRefusal, requireAdminScreen, type SignedInAdmin } from "./admin-session.ts";
import { authConfig } from "./auth/config.ts";
import { guardMessages } from "./auth/guard.ts";
import { dismissCodeFailures, unseenCodeFailures } from "./auth/code-failure-notices.ts";
import { errorFields, log } from "./log.ts";
import { ADMIN_HEADERS } from "./responses.ts";
import { getServices } from "./runtime.ts";
import { statusCardData } from "./status-facts.ts";
import { contactSettings } from "./admin-contact.ts";
import { serverConfig } from "./config.ts";
import { redirectWithFlash, screenToReturnTo, takeFlash } from "./admin-flash.ts";
import { addNote } from "./admin-leads/notes.ts";
import { noteHistory, reminderFacts } from "./follow-up.ts";
import { noteMessages } from "../lib/follow-up.ts";

function withCookie(base: Record<string, string>, cookie: string): Headers {
  const headers = new Headers(base);
  headers.append("Set-Cookie", cookie);
  return headers;
}

const DETAIL_ACTIVITY = 50;

/** The header's part: who is signed in, whether every screen is open to them, and when the session ends unused. */
export function loadLayout(context: Readonly<RouterContextProvider>): AdminLayoutData {
  const { user } = adminVisit(context);
  return {
    email: user?.email ?? null,
    securityLink: !!user?.admin && !user.enrolFirst,
    session: user ? sessionClock(user.expiresAt, authConfig().idleSeconds, new Date()) : null,
  };
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
    // is the count of the view, not counted again.
    const counted = leadCounts(db, now);
    const contact = contactSettings(db, serverConfig.leadWaitMinutes, now);
    const [counts, list, activity, lead, status, codeFailures, flash] = await Promise.all([
      counted,
      view === "activity"
        ? null
        : badSearch
          ? { rows: [], total: 0, page: 1, pageSize: 50 }
          : listLeads(db, {
              view,
              search: query.q,
              page: query.page,
              total: query.q.trim() ? undefined : counted.then((counts) => viewCount(counts, view)),
            }),
      view === "activity" ? listActivity(db, { page: query.page }) : null,
      query.lead ? findLead(db, query.lead) : undefined,
      statusCardData(db, now),
      unseenCodeFailures(db, admin.userId),
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
    return data<DashboardData>(
      {
        email: admin.email,
        query,
        summary: { counts },
        list,
        activity,
        detail,
        detailMissing: query.lead !== null && !lead,
        searchError: badSearch ?? null,
        status,
        codeFailures,
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

type LeadIntent = Extract<AdminIntent, "stage" | "note" | "delete" | "restore" | "delete-forever">;
const LEAD_INTENTS = new Set<string>(["stage", "note", "delete", "restore", "delete-forever"] satisfies LeadIntent[]);

function fail(intent: AdminIntent | null, status: number, error: string) {
  return actionFailure(intent, status, error);
}

/** A positive whole lead id from the form, or undefined. */
function leadIdOf(form: FormData): number | undefined {
  const value = form.get("id");
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The dashboard's action, on every one of its screens: one change to one lead (its stage, note,
 * delete to the trash, restore, delete forever), or the banner about failed codes read. Every
 * change is checked against the visit's admin here and recorded in the log.
 */
export async function dashboardAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string) {
  const admin = adminForAction(context, request, null);
  if (isRefusal(admin)) return admin;
  const form = await formOf(request);
  const intentValue = form?.get("intent");
  const intent =
    typeof intentValue === "string" && (LEAD_INTENTS.has(intentValue) || intentValue === "dismiss-2fa-notice") ? (intentValue as AdminIntent) : null;
  if (!form || !intent) return fail(null, 400, adminMessages.badRequest);
  try {
    if (intent === "dismiss-2fa-notice") {
      const { db } = await getServices();
      await dismissCodeFailures(db, admin.userId);
      return data<AdminActionResult>({ ok: true, intent }, { headers: ADMIN_HEADERS });
    }
    const result = await leadAction(admin, clientAddress, intent as LeadIntent, form);
    // Without JavaScript: back to the screen, which says what was done (a reload posts nothing twice).
    if (form.get("nojs") === "1" && result.data.ok) {
      const moved = result.data.stage;
      return redirectWithFlash(screenToReturnTo(form.get("back"), { leadGone: intent === "delete-forever" }), {
        intent: intent as LeadIntent,
        leadId: result.data.leadId!,
        ...(moved && { stage: { to: moved.to, from: moved.from, fromValue: moved.fromValue, fromReason: moved.fromReason } }),
      });
    }
    return result;
  } catch (error) {
    if (error instanceof Response) throw error;
    log("error", "admin action failed", { intent, ...errorFields(error) });
    return fail(intent, 503, guardMessages.unavailable);
  }
}

async function leadAction(admin: SignedInAdmin, clientAddress: string, intent: LeadIntent, form: FormData) {
  const id = leadIdOf(form);
  if (id === undefined) return fail(intent, 400, adminMessages.badRequest);
  const { db } = await getServices();
  const actor = { userId: admin.userId, userEmail: admin.email, client: clientAddress, leadId: id };
  const notFound = () => fail(intent, 404, adminMessages.notFound);

  let stageMoved: AdminStageMove | undefined;
  switch (intent) {
    case "stage": {
      const checked = parseStageChange({ stage: form.get("stage"), value: form.get("value") ?? undefined, reason: form.get("reason") ?? undefined });
      if (!checked.ok) return fail(intent, 400, checked.message);
      const { change } = checked;
      const moved = await changeStage(db, id, change);
      if (!moved) return notFound();
      const { before } = moved;
      // The log keeps from where to where, the value and the reason (the owner's own figures, no personal data).
      await recordActivity(db, {
        ...actor,
        action: "stage",
        details: {
          from: before.stage,
          to: change.stage,
          ...(change.wonValue !== null && { value: change.wonValue }),
          ...(change.lostReason !== null && { reason: change.lostReason }),
        },
      });
      stageMoved = { to: change.stage, from: before.stage, fromValue: before.wonValue, fromReason: before.lostReason };
      break;
    }
    case "note": {
      const raw = form.get("note");
      if (typeof raw !== "string") return fail(intent, 400, adminMessages.badRequest);
      const checked = validateLeadPatch({ note: raw.replace(/\r\n/g, "\n") });
      if (!checked.ok) return fail(intent, 400, checked.message);
      // Each note is added to the lead's history with who and when (docs/decisions/050).
      if (!checked.patch.note?.trim()) return fail(intent, 400, noteMessages.empty);
      if (!(await addNote(db, id, { body: checked.patch.note, userId: admin.userId, userEmail: admin.email }))) return notFound();
      // The log says that the note changed, never what it says.
      await recordActivity(db, { ...actor, action: "note", details: { field: "note" } });
      break;
    }
    case "delete":
      if (!(await moveToTrash(db, id))) return notFound();
      await recordActivity(db, { ...actor, action: "delete" });
      break;
    case "restore":
      if (!(await restoreFromTrash(db, id))) return notFound();
      await recordActivity(db, { ...actor, action: "restore" });
      break;
    case "delete-forever": {
      // The dialog's yes sends confirm=yes; a form posted without JavaScript met no dialog.
      if (form.get("confirm") !== "yes" || !(await deleteForever(db, id))) {
        const lead = await findLead(db, id);
        if (!lead) return notFound();
        // A live lead goes to the trash (and its undo) first.
        if (lead.deletedAt === null) return fail(intent, 409, adminMessages.deleteForeverLive);
        // In the trash, nothing erased yet: the page asks first.
        return data<AdminActionResult>(
          { ok: false, intent, error: adminMessages.deleteForeverConfirm, confirmLeadId: id },
          { status: 400, headers: ADMIN_HEADERS },
        );
      }
      await recordActivity(db, { ...actor, action: "delete_forever" });
      break;
    }
  }
  log("info", "lead changed by admin", { intent, leadId: id, userId: admin.userId });
  leadChanged(db, { op: intent === "delete-forever" ? "delete" : "update", id });
  return data<AdminActionResult>({ ok: true, intent, leadId: id, ...(stageMoved && { stage: stageMoved }) }, { headers: ADMIN_HEADERS });
}
