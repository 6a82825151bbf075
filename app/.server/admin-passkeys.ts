/**
 * The passkey endpoint (/manage-leads-2024/passkey, JSON, POST only): the options and the
 * browser's answer of a sign-in with a passkey, and of adding one from the security screen.
 * Cross-site posts are refused; an addition is authorized from the admin layout's context like
 * every admin change (an admin who must still enrol a second step may add one: that is enrolling).
 * See docs/decisions/052-passkeys.md.
 */
import type { RouterContextProvider } from "react-router";
import { ADMIN_PAGES } from "../lib/paths.ts";
import { checkDeviceName, passkeyMessages, type PasskeyStep } from "../lib/passkeys.ts";
import { reverifyMessages, verifiedUntil } from "../lib/reverify.ts";
import { recordActivity } from "./activity.ts";
import { adminVisit, pageAfterSignIn, refuseCrossSite } from "./admin-session.ts";
import { guardMessages } from "./auth/guard.ts";
import { additionOptions, addVerifiedPasskey, relyingParty, signInOptions, signInWithPasskey, type PasskeyRefusal } from "./auth/passkey-ceremonies.ts";
import { randomBytes } from "node:crypto";
import { authConfig } from "./auth/config.ts";
import { passkeyBrowserCookie, readCookie } from "./auth/cookie.ts";
import { PASSKEY_CHALLENGE_SECONDS } from "./auth/passkeys.ts";
import { hashToken } from "./auth/sessions.ts";
import { errorFields, log } from "./log.ts";
import { clientKey } from "./rate-limit.ts";
import { adminJson } from "./responses.ts";
import { getServices } from "./runtime.ts";

const STEPS = new Set<PasskeyStep>(["sign-in-options", "sign-in", "add-options", "add"]);
/** A browser's answer is a few kilobytes; anything much larger is not one. */
const BODY_MAX_BYTES = 64 * 1024;

const refusalMessages: Record<PasskeyRefusal, string> = {
  "bad-request": passkeyMessages.badRequest,
  challenge: passkeyMessages.challengeEnded,
  unknown: passkeyMessages.unknownPasskey,
  "not-verified": passkeyMessages.signInFailed,
  counter: passkeyMessages.signInFailed,
};

const BROWSER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const refuse = (status: number, error: string, headers?: HeadersInit) => adminJson({ ok: false, error }, { status, headers });

async function bodyOf(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const text = await request.text();
    if (text.length > BODY_MAX_BYTES) return null;
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function passkeyAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string): Promise<Response> {
  if (refuseCrossSite(request)) return refuse(403, guardMessages.crossSite);
  const rp = relyingParty(request);
  if (!rp) return refuse(404, passkeyMessages.notConfigured);
  const body = await bodyOf(request);
  const step = body?.step;
  if (!body || typeof step !== "string" || !STEPS.has(step as PasskeyStep)) return refuse(400, passkeyMessages.badRequest);
  const visit = adminVisit(context);
  if (visit.unavailable) return refuse(503, guardMessages.unavailable);
  try {
    const { db } = await getServices();
    const config = authConfig();
    const browserToken = readCookie(request, config.passkeyCookieName);
    if (step === "sign-in-options") {
      // The challenge is this browser's: a cookie names it, so nobody else can answer or push it out.
      const token = browserToken && BROWSER_TOKEN.test(browserToken) ? browserToken : randomBytes(32).toString("base64url");
      const options = await signInOptions(db, rp, { browser: hashToken(token), client: clientKey(clientAddress) });
      if (!options) {
        log("warn", "passkey sign-in options refused: too many waiting from this address");
        return refuse(429, passkeyMessages.tooManyWaiting, { "Retry-After": String(PASSKEY_CHALLENGE_SECONDS) });
      }
      return adminJson({ options }, { headers: { "Set-Cookie": passkeyBrowserCookie(config, token, PASSKEY_CHALLENGE_SECONDS) } });
    }
    if (step === "sign-in") {
      const browser = browserToken && BROWSER_TOKEN.test(browserToken) ? hashToken(browserToken) : null;
      const outcome = await signInWithPasskey(db, visit.sessionToken, clientAddress, body.response, rp, browser);
      if (outcome.kind === "throttled") return refuse(429, outcome.message, { "Retry-After": String(outcome.retryAfterSeconds) });
      if (outcome.kind === "refused") return refuse(outcome.reason === "bad-request" ? 400 : 401, refusalMessages[outcome.reason]);
      const headers = new Headers();
      for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
      // A user without the admin role lands on the sign-in screen, which tells them so (as after a password).
      const redirectTo = outcome.admin ? pageAfterSignIn(request) : `${ADMIN_PAGES.signIn}${new URL(request.url).search}`;
      return adminJson({ ok: true, redirectTo }, { headers });
    }

    // Adding a passkey: a signed-in admin only.
    if (!visit.user) return refuse(401, guardMessages.signedOut);
    if (!visit.user.admin) return refuse(403, guardMessages.notAdmin);
    const admin = visit.user;
    // A stolen session must not add a passkey of its own: a recent sign-in, or the password typed again.
    if (!verifiedUntil(admin.verifiedAt)) return adminJson({ ok: false, error: reverifyMessages.refused, reverify: true }, { status: 403 });
    if (step === "add-options") return adminJson({ options: await additionOptions(db, { userId: admin.userId, email: admin.email }, rp) });
    const name = checkDeviceName(body.name);
    if (!name.ok) return refuse(400, name.message);
    const added = await addVerifiedPasskey(db, admin.userId, body.response, name.name, rp);
    if (!added.ok) {
      const [status, message] =
        added.reason === "duplicate"
          ? [409, passkeyMessages.duplicate]
          : added.reason === "too-many"
            ? [409, passkeyMessages.tooMany]
            : added.reason === "challenge"
              ? [401, passkeyMessages.challengeEnded]
              : [400, passkeyMessages.addFailed];
      return refuse(status, message);
    }
    log("info", "passkey added", { userId: admin.userId, passkeys: added.passkeyCount });
    await recordActivity(db, {
      action: "passkey_add",
      userId: admin.userId,
      userEmail: admin.email,
      client: clientAddress,
      details: { count: added.passkeyCount },
    });
    return adminJson({ ok: true, message: passkeyMessages.addedNotice(name.name) });
  } catch (error) {
    log("error", "passkey step failed", { step, ...errorFields(error) });
    return refuse(503, guardMessages.unavailable);
  }
}
