/**
 * The sign-in and sign-out screens on the server: what they load and what their actions do,
 * from the visit the layout's middleware put in the context (admin-session.ts).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMessages } from "../lib/admin-leads.ts";
import type { AdminActionResult, SignInData } from "../lib/admin-page.ts";
import { signInMessages } from "../lib/admin-sign-in.ts";
import { ADMIN_PAGES } from "../lib/paths.ts";
import { actionFailure, adminVisit, formOf, pageAfterSignIn, refuseCrossSite, staleCookieHeaders } from "./admin-session.ts";
import { relyingParty } from "./auth/passkey-ceremonies.ts";
import { authConfig } from "./auth/config.ts";
import { clearedChallengeCookie } from "./auth/cookie.ts";
import { guardMessages } from "./auth/guard.ts";
import { currentChallenge } from "./auth/second-factor.ts";
import { signInWithPassword, signOut } from "./auth/sign-in.ts";
import { errorFields, log } from "./log.ts";
import { ADMIN_HEADERS } from "./responses.ts";

/**
 * The sign-in screen. An admin already signed in goes on to the screen asked for; a browser with
 * a challenge open, to the second step; a signed-in user without the admin role is told so here.
 */
export async function loadSignIn(context: Readonly<RouterContextProvider>, request: Request) {
  const visit = adminVisit(context);
  if (visit.unavailable) throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
  if (visit.user?.admin) throw redirect(pageAfterSignIn(request), { headers: ADMIN_HEADERS });
  const headers = staleCookieHeaders(visit);
  if (!visit.user && visit.challengeToken !== undefined) {
    let open;
    try {
      open = await currentChallenge(visit.challengeToken);
    } catch (error) {
      log("error", "admin: database unavailable", errorFields(error));
      throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
    }
    if (open) throw redirect(`${ADMIN_PAGES.secondStep}${new URL(request.url).search}`, { headers });
    headers.append("Set-Cookie", clearedChallengeCookie(authConfig()));
  }
  return data<SignInData>({ notAdmin: !!visit.user, passkeysAvailable: relyingParty(request) !== null }, { headers });
}

/** The sign-in form's action: the password checked, then on to the screen asked for (or its second step). */
export async function signInAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const form = await formOf(request);
  if (!form) return actionFailure("sign-in", 400, adminMessages.badRequest);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const visit = adminVisit(context);
  try {
    const outcome = await signInWithPassword(visit.sessionToken, clientAddress, { email: text("email"), password: text("password") });
    switch (outcome.kind) {
      case "invalid":
        return data<AdminActionResult>({ ok: false, intent: "sign-in", error: outcome.message, field: outcome.field }, { status: 400, headers: ADMIN_HEADERS });
      case "throttled":
      case "busy":
        return actionFailure("sign-in", outcome.kind === "busy" ? outcome.status : 429, outcome.message, {
          ...ADMIN_HEADERS,
          "Retry-After": String(outcome.retryAfterSeconds),
        });
      case "wrong-credentials":
        return actionFailure("sign-in", 401, outcome.message);
      case "passkey-required":
        return actionFailure("sign-in", 403, outcome.message);
      // Back to the screen the owner asked for (a shared link to a view), now signed in; a user
      // without the admin role stays on this screen, which tells them so.
      case "signed-in": {
        const to = outcome.admin ? pageAfterSignIn(request) : `${ADMIN_PAGES.signIn}${new URL(request.url).search}`;
        return redirect(to, { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": outcome.setCookie } });
      }
      // Two-step sign-in: the code next (the cookie holds the challenge), then the same screen.
      case "second-factor":
        return redirect(`${ADMIN_PAGES.secondStep}${new URL(request.url).search}`, {
          status: 303,
          headers: { ...ADMIN_HEADERS, "Set-Cookie": outcome.setCookie },
        });
    }
  } catch (error) {
    log("error", "admin action failed", { intent: "sign-in", ...errorFields(error) });
    return actionFailure("sign-in", 503, signInMessages.unavailable);
  }
}

/**
 * "התנתק": the session ends on the server and in the browser, and the browser is told to forget
 * this site's cache and storage (Clear-Site-Data: the pages it kept, the service worker and its
 * push subscription); an admin lands on the sign-in screen, a user without the role on the home
 * page. A refusal (another site's page, no database) is thrown: this screen has nothing to show but the reason.
 */
export async function signOutAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string) {
  if (refuseCrossSite(request)) throw data(guardMessages.crossSite, { status: 403, headers: ADMIN_HEADERS });
  const visit = adminVisit(context);
  let cookie: string;
  try {
    cookie = await signOut(visit.sessionToken, visit.user, clientAddress);
  } catch (error) {
    log("error", "admin action failed", { intent: "sign-out", ...errorFields(error) });
    throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
  }
  const to = visit.user && !visit.user.admin ? "/" : ADMIN_PAGES.signIn;
  return redirect(to, { status: 303, headers: { ...ADMIN_HEADERS, "Clear-Site-Data": CLEAR_SITE_DATA, "Set-Cookie": cookie } });
}

/** What sign-out asks the browser to forget: cached answers (and pages kept for Back) and every kind of storage. */
const CLEAR_SITE_DATA = '"cache", "storage"';
