/**
 * The admin page's server side: what its loader reads and what its action does. The route
 * module (app/routes/admin.tsx) stays a thin page; every decision about who may see or change
 * what is made here, on the server.
 */
import { data, redirect } from "react-router";
import { adminMessages, validateLeadPatch } from "../lib/admin-leads.ts";
import type { AdminActionResult, AdminIntent, AdminPageData } from "../lib/admin-page.ts";
import { adminHref, parseAdminQuery, searchProblem } from "../lib/admin-query.ts";
import { signInMessages } from "../lib/admin-sign-in.ts";
import { listActivity, recordActivity } from "./activity.ts";
import { leadChanged } from "./admin-leads/hub.ts";
import { deleteForever, findLead, listLeads, moveToTrash, restoreFromTrash, updateLead } from "./admin-leads/queries.ts";
import { leadsSummary, viewCount } from "./admin-leads/summary.ts";
import { authConfig } from "./auth/config.ts";
import { clearedChallengeCookie, clearedSessionCookie, readCookie } from "./auth/cookie.ts";
import { guardMessages, mustEnrolFirst } from "./auth/guard.ts";
import { currentChallenge } from "./auth/second-factor.ts";
import { dismissCodeFailureBanner, loadSecuritySection, pageAfterSignIn, secondFactorAction, securityAction, wantsSecuritySection } from "./admin-security.ts";
import { twoFactorMessages } from "../lib/two-factor.ts";
import { findSession, type ActiveSession } from "./auth/sessions.ts";
import { unseenCodeFailures } from "./auth/two-factor.ts";
import { signInWithPassword, signOut } from "./auth/sign-in.ts";
import { hasRole } from "./auth/users.ts";
import { errorFields, log } from "./log.ts";
import { isCrossSite } from "./origin.ts";
import { ADMIN_HEADERS } from "./responses.ts";
import { getServices } from "./runtime.ts";
import { statusCardData } from "./status-facts.ts";

const DETAIL_ACTIVITY = 50;

/** The signed-in user and whether they are an admin, or null; never throws for a bad cookie. */
async function sessionOf(request: Request): Promise<{ session: ActiveSession; admin: boolean } | { session: null; hadCookie: boolean }> {
  const config = authConfig();
  const { db } = await getServices();
  const token = readCookie(request, config.cookieName);
  const session = await findSession(db, token, config);
  if (!session) return { session: null, hadCookie: token !== undefined };
  return { session, admin: await hasRole(db, session.userId) };
}

/** No session: the sign-in card, or the code step when a right password left a challenge open. */
async function signedOutPage(request: Request, hadSessionCookie: boolean) {
  const headers = new Headers(ADMIN_HEADERS);
  if (hadSessionCookie) headers.append("Set-Cookie", clearedSessionCookie(authConfig()));
  const pending = await currentChallenge(request);
  if (pending.challenge) return data<AdminPageData>({ state: "second-factor", email: pending.challenge.email }, { headers });
  if (pending.hadCookie) headers.append("Set-Cookie", clearedChallengeCookie(authConfig()));
  return data<AdminPageData>({ state: "signed-out" }, { headers });
}

export async function loadAdminPage(request: Request) {
  let who: Awaited<ReturnType<typeof sessionOf>>;
  try {
    who = await sessionOf(request);
    if (!who.session) return await signedOutPage(request, who.hadCookie);
  } catch (error) {
    log("error", "admin page: database unavailable", errorFields(error));
    return data<AdminPageData>({ state: "unavailable", message: guardMessages.unavailable }, { status: 503, headers: ADMIN_HEADERS });
  }
  if (!who.admin) return data<AdminPageData>({ state: "not-admin", email: who.session.email }, { headers: ADMIN_HEADERS });
  // Two-step sign-in: ?security=1 opens its section; with ADMIN_2FA=required an admin who has not
  // enrolled gets that section only, and no lead data, until they have.
  try {
    const enrolFirst = await mustEnrolFirst(who.session.userId);
    if (enrolFirst || wantsSecuritySection(request))
      return data<AdminPageData>(await loadSecuritySection(request, who.session, enrolFirst), { headers: ADMIN_HEADERS });
  } catch (error) {
    log("error", "admin page: loading the security section failed", errorFields(error));
    return data<AdminPageData>({ state: "unavailable", message: guardMessages.unavailable }, { status: 503, headers: ADMIN_HEADERS });
  }

  const params = new URL(request.url).searchParams;
  const query = parseAdminQuery(params);
  const badSearch = searchProblem(params);
  try {
    const { db } = await getServices();
    const now = new Date();
    // The summary is cached until a lead changes (summary.ts); without a search the list's total
    // is the summary's count of the view, not counted again.
    const summary = leadsSummary(db, now);
    const view = query.view;
    const [{ counts, perDay, attribution }, list, activity, lead, status, codeFailures] = await Promise.all([
      summary,
      view === "activity"
        ? null
        : badSearch
          ? { rows: [], total: 0, page: 1, pageSize: 50 }
          : listLeads(db, {
              view,
              search: query.q,
              page: query.page,
              total: query.q.trim() ? undefined : summary.then((s) => viewCount(s.counts, view)),
            }),
      view === "activity" ? listActivity(db, { page: query.page }) : null,
      query.lead ? findLead(db, query.lead) : undefined,
      statusCardData(db, now),
      unseenCodeFailures(db, who.session.userId),
    ]);
    const page = list ?? activity!;
    const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
    // The last lead of the last page went (handled, deleted, here or in another tab): step back.
    if (query.page > lastPage) throw redirect(adminHref({ ...query, page: lastPage }), { headers: ADMIN_HEADERS });
    const detail = lead ? { lead, activity: (await listActivity(db, { leadId: lead.id, pageSize: DETAIL_ACTIVITY })).rows } : null;
    return data<AdminPageData>(
      {
        state: "admin",
        email: who.session.email,
        query,
        summary: { counts, perDay, attribution },
        list,
        activity,
        detail,
        detailMissing: query.lead !== null && !lead,
        searchError: badSearch ?? null,
        status,
        codeFailures,
      },
      // A search that cannot run is refused, never quietly widened to every lead.
      { status: badSearch ? 400 : 200, headers: ADMIN_HEADERS },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    log("error", "admin page: loading leads failed", errorFields(error));
    return data<AdminPageData>({ state: "unavailable", message: adminMessages.loadFailed }, { status: 503, headers: ADMIN_HEADERS });
  }
}

const INTENTS = new Set<AdminIntent>([
  "sign-in",
  "sign-out",
  "handled",
  "note",
  "delete",
  "restore",
  "delete-forever",
  "second-factor",
  "recovery-code",
  "cancel-sign-in",
  "enable-2fa",
  "disable-2fa",
  "dismiss-2fa-notice",
]);
/** The intents of a sign-in in progress: no session needed, and their failures read "שגיאה בהתחברות". */
const SIGN_IN_STEPS = new Set<AdminIntent>(["sign-in", "second-factor", "recovery-code", "cancel-sign-in"]);

function fail(intent: AdminIntent | null, status: number, error: string, field?: "email" | "password") {
  return data<AdminActionResult>({ ok: false, intent, error, ...(field ? { field } : {}) }, { status, headers: ADMIN_HEADERS });
}

/** A positive whole lead id from the form, or undefined. */
function leadIdOf(form: FormData): number | undefined {
  const value = form.get("id");
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The admin page's one action. The form's `intent` says what to do: sign in or out, or one
 * change to one lead (handled, note, delete to the trash, restore, delete forever). Every lead
 * change is checked against the session and the admin role here, and recorded in the log.
 */
export async function handleAdminAction(request: Request, clientAddress: string) {
  if (isCrossSite(request)) {
    log("warn", "cross-site admin request refused", { method: request.method, path: new URL(request.url).pathname });
    return fail(null, 403, guardMessages.crossSite);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(null, 400, adminMessages.badRequest);
  }
  const intentValue = form.get("intent");
  const intent = typeof intentValue === "string" && INTENTS.has(intentValue as AdminIntent) ? (intentValue as AdminIntent) : null;
  if (!intent) return fail(null, 400, adminMessages.badRequest);

  try {
    if (intent === "sign-in") return await signInAction(request, clientAddress, form);
    if (intent === "second-factor" || intent === "recovery-code" || intent === "cancel-sign-in")
      return await secondFactorAction(request, clientAddress, intent, form);
    if (intent === "enable-2fa" || intent === "disable-2fa" || intent === "dismiss-2fa-notice") {
      const who = await sessionOf(request);
      if (!who.session) return fail(intent, 401, guardMessages.signedOut);
      if (!who.admin) return fail(intent, 403, guardMessages.notAdmin);
      if (intent === "dismiss-2fa-notice") return await dismissCodeFailureBanner(who.session);
      return await securityAction(request, clientAddress, intent, form, who.session);
    }
    if (intent === "sign-out") {
      const cookie = await signOut(request, clientAddress);
      return redirect("/", { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": cookie } });
    }
    return await leadAction(request, clientAddress, intent, form);
  } catch (error) {
    if (error instanceof Response) throw error;
    log("error", "admin action failed", { intent, ...errorFields(error) });
    return fail(intent, 503, SIGN_IN_STEPS.has(intent) ? signInMessages.unavailable : guardMessages.unavailable);
  }
}

async function signInAction(request: Request, clientAddress: string, form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const outcome = await signInWithPassword(request, clientAddress, { email: text("email"), password: text("password") });
  switch (outcome.kind) {
    case "invalid":
      return fail("sign-in", 400, outcome.message, outcome.field);
    case "throttled":
    case "busy":
      return data<AdminActionResult>(
        { ok: false, intent: "sign-in", error: outcome.message },
        { status: outcome.kind === "busy" ? outcome.status : 429, headers: { ...ADMIN_HEADERS, "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "wrong-credentials":
      return fail("sign-in", 401, outcome.message);
    // Back to the page the owner asked for (a shared link to a view), now signed in; or, with
    // two-step sign-in, the same page asking for the code (the cookie holds the challenge).
    case "signed-in":
    case "second-factor":
      return redirect(pageAfterSignIn(request), { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": outcome.setCookie } });
  }
}

type LeadIntent = Exclude<
  AdminIntent,
  "sign-in" | "sign-out" | "second-factor" | "recovery-code" | "cancel-sign-in" | "enable-2fa" | "disable-2fa" | "dismiss-2fa-notice"
>;

async function leadAction(request: Request, clientAddress: string, intent: LeadIntent, form: FormData) {
  const who = await sessionOf(request);
  if (!who.session) return fail(intent, 401, guardMessages.signedOut);
  if (!who.admin) return fail(intent, 403, guardMessages.notAdmin);
  if (await mustEnrolFirst(who.session.userId)) return fail(intent, 403, twoFactorMessages.requiredGuard);
  const id = leadIdOf(form);
  if (id === undefined) return fail(intent, 400, adminMessages.badRequest);
  const { db } = await getServices();
  const actor = { userId: who.session.userId, userEmail: who.session.email, client: clientAddress, leadId: id };
  const notFound = () => fail(intent, 404, adminMessages.notFound);

  switch (intent) {
    case "handled": {
      const value = form.get("handled");
      if (value !== "true" && value !== "false") return fail(intent, 400, adminMessages.badRequest);
      const handled = value === "true";
      if (!(await updateLead(db, id, { handled }))) return notFound();
      await recordActivity(db, { ...actor, action: handled ? "handled" : "reopened" });
      break;
    }
    case "note": {
      const raw = form.get("note");
      if (typeof raw !== "string") return fail(intent, 400, adminMessages.badRequest);
      const checked = validateLeadPatch({ note: raw.replace(/\r\n/g, "\n") });
      if (!checked.ok) return fail(intent, 400, checked.message);
      const note = checked.patch.note?.trim() ? checked.patch.note : null;
      if (!(await updateLead(db, id, { note }))) return notFound();
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
  log("info", "lead changed by admin", { intent, leadId: id, userId: who.session.userId });
  leadChanged(db, { op: intent === "delete-forever" ? "delete" : "update", id });
  return data<AdminActionResult>({ ok: true, intent, leadId: id }, { headers: ADMIN_HEADERS });
}
