/**
 * Who is at the admin, found once per request by the admin layout's middleware
 * (app/routes/admin/layout.tsx) and read by every admin screen from the request context: the guards
 * here decide, from that alone, whether a screen opens, sends the browser to sign in, or says
 * the server is unavailable. Where a sign-in leads back to is decided here too.
 */
import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { adminVisitContext, type AdminVisit } from "../context.ts";
import { ADMIN_PAGES, ADMIN_PATH, ADMIN_RESOURCES } from "../lib/paths.ts";
import { LIVE_RELOAD_HEADER, LIVE_RELOAD_VALUE } from "../lib/idle-timeout.ts";
import { twoFactorMessages } from "../lib/two-factor.ts";
import { authConfig } from "./auth/auth-config.ts";
import { clearedSessionCookie, readCookies } from "./auth/cookie.ts";
import { guardMessages } from "./auth/guard.ts";
import { mustEnrolFirst } from "./auth/two-step-enrolment.ts";
import { findSession } from "./auth/sessions.ts";
import { hasRole } from "./auth/accounts.ts";
import { errorFields, log } from "./log.ts";
import { isCrossSite } from "./origin.ts";
import { ADMIN_HEADERS, adminJson } from "./responses.ts";
import { getServices } from "./runtime.ts";
import { PREVIEW_COOKIE } from "./site-settings/published.ts";

export type SignedInAdmin = NonNullable<AdminVisit["user"]>;

/** Reads the admin's cookies once (the session, the second step's, the site preview's) and finds the session behind one; never throws. */
async function findAdminVisit(request: Request): Promise<AdminVisit> {
  const config = authConfig();
  const cookies = readCookies(request, [config.cookieName, config.challengeCookieName, PREVIEW_COOKIE]);
  const sessionToken = cookies[config.cookieName];
  const challengeToken = cookies[config.challengeCookieName];
  const submission = request.method !== "GET" && request.method !== "HEAD";
  const visit: AdminVisit = { sessionToken, challengeToken, previewToken: cookies[PREVIEW_COOKIE], user: null, unavailable: false, submission };
  if (sessionToken === undefined) return visit;
  try {
    const { db } = await getServices();
    // A reload a live update asked for, and the live stream itself, check the session without
    // keeping it alive: only what the owner does renews it.
    const renew = request.headers.get(LIVE_RELOAD_HEADER) !== LIVE_RELOAD_VALUE && new URL(request.url).pathname !== ADMIN_RESOURCES.events;
    const session = await findSession(db, sessionToken, config, new Date(), { renew });
    if (!session) return visit;
    const admin = await hasRole(db, session.userId);
    visit.user = { ...session, admin, enrolFirst: admin && (await mustEnrolFirst(db, session.userId)) };
  } catch (error) {
    log("error", "admin: database unavailable", errorFields(error));
    visit.unavailable = true;
  }
  return visit;
}

/** The admin layout's middleware: the visit, in the context, before any admin loader or action runs. */
export const adminVisitMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(adminVisitContext, await findAdminVisit(request));
  return next();
};

export const adminVisit = (context: Readonly<RouterContextProvider>): AdminVisit => context.get(adminVisitContext);

/**
 * Whether the stream's session is still an admin's (checked again at each of its heartbeats,
 * without keeping the session alive): a revoked or expired session, or a role taken away, ends it.
 */
export async function stillAdmin(request: Request): Promise<boolean> {
  const visit = await findAdminVisit(request);
  return !!visit.user?.admin && !visit.user.enrolFirst;
}

/**
 * A resource's loader (the export, the event stream) asks first: the signed-in admin, or a JSON
 * refusal thrown: 401 signed out, 403 without the role or before a required enrolment, 503 without a database.
 */
export function requireAdminResource(context: Readonly<RouterContextProvider>): SignedInAdmin {
  const visit = adminVisit(context);
  if (visit.unavailable) throw adminJson({ error: guardMessages.unavailable }, { status: 503 });
  if (!visit.user) throw adminJson({ error: guardMessages.signedOut }, { status: 401 });
  if (!visit.user.admin) throw adminJson({ error: guardMessages.notAdmin }, { status: 403 });
  // ADMIN_2FA=required: no lead data until this admin has enrolled (the page shows only enrolment).
  if (visit.user.enrolFirst) throw adminJson({ error: twoFactorMessages.requiredGuard }, { status: 403 });
  return visit.user;
}

/** A cookie that named no live session is cleared on the way (a forged, expired or revoked one). */
export function staleCookieHeaders(visit: AdminVisit): Headers {
  const headers = new Headers(ADMIN_HEADERS);
  if (visit.sessionToken !== undefined && !visit.user && !visit.unavailable) headers.append("Set-Cookie", clearedSessionCookie(authConfig()));
  return headers;
}

/** The screen's own address (its path and query, React Router's own parameters left out): where a sign-in leads back to. */
function screenOf(request: Request): string {
  const url = new URL(request.url);
  for (const own of ["_routes", "index"]) url.searchParams.delete(own);
  const path = url.pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const search = url.searchParams.toString();
  return search ? `${path}?${search}` : path;
}

/** The sign-in screen, told to lead back to the screen asked for. */
export function signInHref(request: Request, to: string = ADMIN_PAGES.signIn): string {
  const back = screenOf(request);
  return back === ADMIN_PATH ? to : `${to}?${new URLSearchParams({ redirectTo: back })}`;
}

/** The screens a sign-in may lead back to: the admin's own, nothing else. */
const RETURN_SCREENS = new Set<string>([
  ADMIN_PATH,
  ADMIN_PAGES.trash,
  ADMIN_PAGES.activity,
  ADMIN_PAGES.summary,
  ADMIN_PAGES.security,
  ADMIN_PAGES.templates,
  ADMIN_PAGES.site,
]);

/**
 * After a sign-in: back to the admin screen the browser asked for (a shared link to a lead or a
 * view), carried in `redirectTo`, else the leads. Only an admin screen's path and its query are
 * carried over, rebuilt from our own parts, so the answer is always a path on this site (never `//host`).
 */
export function pageAfterSignIn(request: Request): string {
  const asked = new URL(request.url).searchParams.get("redirectTo");
  if (!asked) return ADMIN_PATH;
  let target: URL;
  try {
    target = new URL(asked, "http://admin.invalid");
  } catch {
    return ADMIN_PATH;
  }
  const path = target.pathname.replace(/\/+$/, "").toLowerCase();
  if (target.origin !== "http://admin.invalid" || !RETURN_SCREENS.has(path) || !asked.startsWith("/") || asked.startsWith("//")) return ADMIN_PATH;
  const search = target.searchParams.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A screen's loader asks first: the signed-in admin, or a throw. Signed out: to the sign-in
 * (or, with a challenge open, its second step), coming back here after. Not an admin: to the
 * sign-in screen, which says so. After a form post the action refused (401, 403), the reason
 * instead, with that status. No database: 503 with the reason. The layout shows each reason.
 */
export function requireAdminScreen(context: Readonly<RouterContextProvider>, request: Request): SignedInAdmin {
  const visit = adminVisit(context);
  if (visit.unavailable) throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
  if (visit.submission && !visit.user) throw data(guardMessages.signedOut, { status: 401, headers: staleCookieHeaders(visit) });
  if (visit.submission && !visit.user?.admin) throw data(guardMessages.notAdmin, { status: 403, headers: ADMIN_HEADERS });
  if (!visit.user || !visit.user.admin) {
    const to = !visit.user && visit.challengeToken !== undefined ? ADMIN_PAGES.secondStep : ADMIN_PAGES.signIn;
    throw redirect(signInHref(request, to), { headers: staleCookieHeaders(visit) });
  }
  return visit.user;
}

/** An action refused, and why: what the owner reads in the notice or on the screen. */
export interface ActionRefusal {
  ok: false;
  error: string;
}

export function actionFailure(status: number, error: string, headers: HeadersInit = ADMIN_HEADERS) {
  return data<ActionRefusal>({ ok: false, error }, { status, headers });
}

/**
 * An action asks first: refused when another site's page sent it (403), when nobody is signed
 * in (401), for a user without the admin role (403), and, with `enrolled`, for an admin who must
 * turn two-step sign-in on first (403). Returns the admin, or the refusal to answer with.
 */
export function adminForAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { enrolled = true }: { enrolled?: boolean } = {},
): SignedInAdmin | ReturnType<typeof actionFailure> {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const visit = adminVisit(context);
  if (visit.unavailable) return actionFailure(503, guardMessages.unavailable);
  if (!visit.user) return actionFailure(401, guardMessages.signedOut);
  if (!visit.user.admin) return actionFailure(403, guardMessages.notAdmin);
  if (enrolled && visit.user.enrolFirst) return actionFailure(403, twoFactorMessages.requiredGuard);
  return visit.user;
}

/** 403 for a change another site's page sent through the owner's browser (isCrossSite), logged; else null. */
export function refuseCrossSite(request: Request) {
  if (!isCrossSite(request)) return null;
  log("warn", "cross-site admin request refused", { method: request.method, path: new URL(request.url).pathname });
  return actionFailure(403, guardMessages.crossSite);
}

/** A positive whole id from a form's field (a lead's, a template's), or undefined. */
export function formId(form: FormData, name = "id"): number | undefined {
  const value = form.get(name);
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * A form posted by the browser itself, without JavaScript: it carries a `nojs` field, or a lead's
 * row posts to an address with `?nojs` (one field fewer in each of fifty rows, decision 076). The
 * answer is then a redirect back with a flash, not data for a script.
 */
export const postedWithoutScripts = (form: FormData, request: Request): boolean => form.has("nojs") || new URL(request.url).searchParams.has("nojs");

/** The form of a POST, or null when its body is not one. */
export async function formOf(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** Whether a value is a refusal (a `data()` answer) rather than the signed-in admin. */
export const isRefusal = (value: SignedInAdmin | ReturnType<typeof actionFailure>): value is ReturnType<typeof actionFailure> => !("userId" in value);
