/**
 * The sign-in screen on the server: what it shows (or where it sends a browser that is signed in
 * already, or halfway through a two-step sign-in) and the password's check.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { signInMessages, type SignInData } from "../../../lib/admin-sign-in.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import type { ChangeResult } from "../../../lib/security-data.ts";
import { adminVisit, formOf, pageAfterSignIn, refuseCrossSite, staleCookieHeaders } from "../../../.server/admin-session.ts";
import { authConfig } from "../../../.server/auth/auth-config.ts";
import { clearedChallengeCookie } from "../../../.server/auth/cookie.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import { relyingParty } from "../../../.server/auth/passkey-ceremonies.ts";
import { currentChallenge } from "../../../.server/auth/second-factor.ts";
import { signInWithPassword } from "../../../.server/auth/sign-in.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";

const refused = (status: number, error: string, headers: HeadersInit = ADMIN_HEADERS) => data<ChangeResult>({ ok: false, error }, { status, headers });

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
  if (!form) return refused(400, adminMessages.badRequest);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const visit = adminVisit(context);
  try {
    const outcome = await signInWithPassword(visit.sessionToken, clientAddress, { email: text("email"), password: text("password") });
    switch (outcome.kind) {
      case "invalid":
        return data<ChangeResult>({ ok: false, error: outcome.message, field: outcome.field }, { status: 400, headers: ADMIN_HEADERS });
      case "throttled":
      case "busy":
        return refused(outcome.kind === "busy" ? outcome.status : 429, outcome.message, {
          ...ADMIN_HEADERS,
          "Retry-After": String(outcome.retryAfterSeconds),
        });
      case "wrong-credentials":
        return refused(401, outcome.message);
      case "passkey-required":
        return refused(403, outcome.message);
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
    log("error", "admin action failed", { change: "sign-in", ...errorFields(error) });
    return refused(503, signInMessages.unavailable);
  }
}
