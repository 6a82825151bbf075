/**
 * The passkey steps on the server (JSON, POST only; docs/decisions/052-passkeys.md): a sign-in's
 * options and the browser's answer, and an addition's. Each step is a route of its own beside
 * this file; they share the frame here: cross-site posts refused, passkeys available at this
 * address, the body read as a JSON object, a failure logged. An addition is authorized from the
 * admin layout's context like every admin change (an admin who must still enrol a second step
 * may add one: that is enrolling).
 */
import { randomBytes } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { clientAddressContext, type AdminVisit } from "../../../context.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import { checkDeviceName, passkeyMessages } from "../../../lib/passkeys.ts";
import { reverifyMessages, verifiedUntil } from "../../../lib/reverify.ts";
import { recordActivity } from "../../../.server/activity.ts";
import { adminVisit, pageAfterSignIn, refuseCrossSite } from "../../../.server/admin-session.ts";
import { authConfig } from "../../../.server/auth/auth-config.ts";
import { passkeyBrowserCookie, readCookie } from "../../../.server/auth/cookie.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import {
  additionOptions,
  addVerifiedPasskey,
  relyingParty,
  signInOptions,
  signInWithPasskey,
  type PasskeyRefusal,
  type RelyingParty,
} from "../../../.server/auth/passkey-ceremonies.ts";
import { PASSKEY_CHALLENGE_SECONDS } from "../../../.server/auth/passkey-store.ts";
import { hashToken } from "../../../.server/auth/sessions.ts";
import type { Db } from "../../../.server/db/database.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { clientKey } from "../../../.server/rate-limit.ts";
import { adminJson } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";

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

/** What one step is given: the request, the visit, the database, the relying party, the body and the browser's passkey cookie. */
interface StepArgs {
  request: Request;
  visit: AdminVisit;
  db: Db;
  rp: RelyingParty;
  body: Record<string, unknown>;
  browserToken: string | undefined;
  clientAddress: string;
}

/** `name`: what the log calls the step. */
export async function passkeyStep(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  name: string,
  step: (args: StepArgs) => Promise<Response>,
): Promise<Response> {
  if (refuseCrossSite(request)) return refuse(403, guardMessages.crossSite);
  const rp = relyingParty(request);
  if (!rp) return refuse(404, passkeyMessages.notConfigured);
  const body = await bodyOf(request);
  if (!body) return refuse(400, passkeyMessages.badRequest);
  const visit = adminVisit(context);
  if (visit.unavailable) return refuse(503, guardMessages.unavailable);
  try {
    const { db } = await getServices();
    const browserToken = readCookie(request, authConfig().passkeyCookieName);
    return await step({ request, visit, db, rp, body, browserToken, clientAddress: context.get(clientAddressContext) });
  } catch (error) {
    log("error", "passkey step failed", { step: name, ...errorFields(error) });
    return refuse(503, guardMessages.unavailable);
  }
}

/** A sign-in's options. The challenge is this browser's: a cookie names it, so nobody else can answer or push it out. */
export async function signInOptionsStep({ db, rp, browserToken, clientAddress }: StepArgs) {
  const token = browserToken && BROWSER_TOKEN.test(browserToken) ? browserToken : randomBytes(32).toString("base64url");
  const options = await signInOptions(db, rp, { browser: hashToken(token), client: clientKey(clientAddress) });
  if (!options) {
    log("warn", "passkey sign-in options refused: too many waiting from this address");
    return refuse(429, passkeyMessages.tooManyWaiting, { "Retry-After": String(PASSKEY_CHALLENGE_SECONDS) });
  }
  return adminJson({ options }, { headers: { "Set-Cookie": passkeyBrowserCookie(authConfig(), token, PASSKEY_CHALLENGE_SECONDS) } });
}

/** A sign-in's answer: signed in (and where to go next), or refused and why. */
export async function signInStep({ request, visit, db, rp, body, browserToken, clientAddress }: StepArgs) {
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

/** Adding a passkey: a signed-in admin only, and a stolen session must not add one of its own (a recent sign-in, or the password typed again). */
function adder(visit: AdminVisit): NonNullable<AdminVisit["user"]> | Response {
  if (!visit.user) return refuse(401, guardMessages.signedOut);
  if (!visit.user.admin) return refuse(403, guardMessages.notAdmin);
  if (!verifiedUntil(visit.user.verifiedAt)) return adminJson({ ok: false, error: reverifyMessages.refused, reverify: true }, { status: 403 });
  return visit.user;
}

/** An addition's options. */
export async function addOptionsStep({ visit, db, rp }: StepArgs) {
  const admin = adder(visit);
  if (admin instanceof Response) return admin;
  return adminJson({ options: await additionOptions(db, { userId: admin.userId, email: admin.email }, rp) });
}

/** An addition's answer: the passkey kept under the name given. */
export async function addStep({ visit, db, rp, body, clientAddress }: StepArgs) {
  const admin = adder(visit);
  if (admin instanceof Response) return admin;
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
}
