/**
 * The sign-in's second step on the server: the code card for the browser's open challenge, a
 * code (from the app, or a recovery code) against it, and "back to sign-in".
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { signInMessages, type SecondStepData } from "../../../lib/admin-sign-in.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import type { ChangeResult } from "../../../lib/security-data.ts";
import { adminVisit, formOf, pageAfterSignIn, refuseCrossSite } from "../../../.server/admin-session.ts";
import { authConfig } from "../../../.server/auth/auth-config.ts";
import { clearedChallengeCookie } from "../../../.server/auth/cookie.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import { cancelChallenge, currentChallenge, signInWithSecondFactor } from "../../../.server/auth/second-factor.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";

/**
 * The second step's screen: the code card for the browser's open challenge. Without one (it
 * expired or ended) back to the password; already signed in, to the screen asked for.
 */
export async function loadSecondStep(context: Readonly<RouterContextProvider>, request: Request) {
  const visit = adminVisit(context);
  if (visit.unavailable) throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
  if (visit.user) throw redirect(pageAfterSignIn(request), { headers: ADMIN_HEADERS });
  const back = new URL(request.url).search;
  let challenge;
  try {
    challenge = await currentChallenge(visit.challengeToken);
  } catch (error) {
    log("error", "admin: database unavailable", errorFields(error));
    throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
  }
  if (!challenge) {
    const headers = new Headers(ADMIN_HEADERS);
    if (visit.challengeToken !== undefined) headers.append("Set-Cookie", clearedChallengeCookie(authConfig()));
    throw redirect(`${ADMIN_PAGES.signIn}${back}`, { headers });
  }
  return data<SecondStepData>({ email: challenge.email }, { headers: ADMIN_HEADERS });
}

/**
 * A code (`totp`: the form's `code`; `recovery`: its `recoveryCode`) against the browser's
 * challenge. Right: a 303 to the screen asked for, with the session cookie. Wrong: the message
 * (and, once the challenge has ended, the cookie cleared and `challengeEnded`, so the screen
 * offers the password again).
 */
export async function signInWithCode(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string, kind: "totp" | "recovery") {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const visit = adminVisit(context);
  const form = await formOf(request);
  if (!form) return data<ChangeResult>({ ok: false, error: adminMessages.badRequest }, { status: 400, headers: ADMIN_HEADERS });
  try {
    const outcome = await signInWithSecondFactor(visit, clientAddress, kind, form.get(kind === "recovery" ? "recoveryCode" : "code"));
    const headers = new Headers(ADMIN_HEADERS);
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    switch (outcome.kind) {
      case "signed-in":
        return redirect(pageAfterSignIn(request), { status: 303, headers });
      case "throttled":
        headers.set("Retry-After", String(outcome.retryAfterSeconds));
        return data<ChangeResult>({ ok: false, error: outcome.message }, { status: 429, headers });
      case "locked":
        return data<ChangeResult>({ ok: false, error: outcome.message, field: "code" }, { status: 423, headers });
      case "invalid":
        return data<ChangeResult>({ ok: false, error: outcome.message, field: "code" }, { status: 400, headers });
      case "wrong-code":
        return data<ChangeResult>(
          { ok: false, error: outcome.message, field: "code", ...(outcome.challengeOpen ? {} : { challengeEnded: true }) },
          { status: 401, headers },
        );
      case "challenge-ended":
        return data<ChangeResult>({ ok: false, error: outcome.message, challengeEnded: true }, { status: 401, headers });
    }
  } catch (error) {
    log("error", "admin action failed", { change: kind === "recovery" ? "recovery-code" : "second-factor", ...errorFields(error) });
    return data<ChangeResult>({ ok: false, error: signInMessages.unavailable }, { status: 503, headers: ADMIN_HEADERS });
  }
}

/** "Back to sign-in": the challenge ends, and the password's screen again (with the screen to come back to). */
export async function cancelSignIn(context: Readonly<RouterContextProvider>, request: Request) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  try {
    const back = new URL(request.url).searchParams.get("redirectTo");
    const to = back ? `${ADMIN_PAGES.signIn}?${new URLSearchParams({ redirectTo: back })}` : ADMIN_PAGES.signIn;
    return redirect(to, { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": await cancelChallenge(adminVisit(context).challengeToken) } });
  } catch (error) {
    log("error", "admin action failed", { change: "cancel-sign-in", ...errorFields(error) });
    return data<ChangeResult>({ ok: false, error: signInMessages.unavailable }, { status: 503, headers: ADMIN_HEADERS });
  }
}
