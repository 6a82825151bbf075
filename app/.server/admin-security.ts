/**
 * The admin page's two-step sign-in parts, on the server: the security section's data (enrolment
 * with its QR code, or the state of a confirmed one), the actions that turn it on and off, and
 * the sign-in's second step. Called from app/.server/admin-page.ts, which decides who may.
 */
import { data, redirect } from "react-router";
import type { AdminActionResult, AdminIntent, AdminPageData, SecuritySection } from "../lib/admin-page.ts";
import { ADMIN_PATH } from "../lib/paths.ts";
import { groupSecret, normalizeRecoveryCode, normalizeTotpCode, SECURITY_PARAM, twoFactorMessages } from "../lib/two-factor.ts";
import { recordActivity } from "./activity.ts";
import { authConfig } from "./auth/config.ts";
import { readCookie } from "./auth/cookie.ts";
import { ADMIN_HEADERS } from "./responses.ts";
import { cancelChallenge, signInWithSecondFactor } from "./auth/second-factor.ts";
import { hashToken, type ActiveSession } from "./auth/sessions.ts";
import { clientKey } from "./rate-limit.ts";
import { recordSuccess, reserveAttempt, retryMessage, settleFailure } from "./auth/throttle.ts";
import { confirmEnrolment, disableTwoFactor, otpauthUri, pendingSecret, qrCodeSvg, twoFactorStatus, consumeSecondFactor } from "./auth/two-factor.ts";
import { serverConfig, siteConfig } from "./config.ts";
import { log } from "./log.ts";
import { getServices } from "./services.ts";

export const wantsSecuritySection = (request: Request) => new URL(request.url).searchParams.has(SECURITY_PARAM);

/**
 * After a sign-in: back to the admin page the browser asked for (a shared link to a lead or a
 * view), else the page. The form posts with JavaScript to the page's data twin
 * (`/manage-leads-2024.data?...&index`), without it to the page itself: both lead back to the
 * page with the link's own query. Only the query is carried over, after our own path, so the
 * answer is always a path on this site (never `//host`).
 */
export function pageAfterSignIn(request: Request): string {
  const url = new URL(request.url);
  const page = url.pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  if (page.toLowerCase() !== ADMIN_PATH.toLowerCase()) return ADMIN_PATH;
  // React Router's own parameters: which routes to load, the index route posted to.
  for (const own of ["_routes", "index"]) url.searchParams.delete(own);
  const search = url.searchParams.toString();
  return search ? `${ADMIN_PATH}?${search}` : ADMIN_PATH;
}

/** The security section for a signed-in admin: the enrolment step (a secret offered) or the state of it. */
export async function loadSecuritySection(session: ActiveSession, enrolFirst: boolean): Promise<AdminPageData> {
  const { db } = await getServices();
  const status = await twoFactorStatus(db, session.userId);
  let security: SecuritySection;
  if (status.enabled) {
    security = status;
  } else {
    const secret = await pendingSecret(db, session.userId);
    const qrSvg = await qrCodeSvg(otpauthUri(secret, session.email, siteConfig().brandName));
    security = { enabled: false, secret: groupSecret(secret), qrSvg };
  }
  return { state: "security", email: session.email, security, enrolFirst, required: serverConfig.admin2fa === "required" };
}

function refuse(intent: AdminIntent, status: number, error: string, headers: HeadersInit = ADMIN_HEADERS) {
  return data<AdminActionResult>({ ok: false, intent, error, field: "code" }, { status, headers });
}

/** Turning two-step sign-in on (the first code from the offered secret) or off (a current code). */
export async function securityAction(request: Request, clientAddress: string, intent: "enable-2fa" | "disable-2fa", form: FormData, session: ActiveSession) {
  const { db } = await getServices();
  const actor = { userId: session.userId, userEmail: session.email, client: clientAddress };
  const typed = form.get("code");

  if (intent === "enable-2fa") {
    const checked = normalizeTotpCode(typed);
    if (!checked.ok) return refuse(intent, 400, checked.message);
    const sessionToken = readCookie(request, authConfig().cookieName);
    const result = await confirmEnrolment(db, session.userId, checked.code, { keepSessionId: sessionToken ? hashToken(sessionToken) : undefined });
    if (!result.ok) {
      const [status, message] =
        result.reason === "wrong-code"
          ? [400, twoFactorMessages.wrongCode]
          : result.reason === "already-enabled"
            ? [409, twoFactorMessages.alreadyEnabled]
            : [409, twoFactorMessages.enrolmentExpired];
      return refuse(intent, status, message);
    }
    log("info", "two-step sign-in turned on", { userId: session.userId });
    await recordActivity(db, { ...actor, action: "two_factor_on" });
    return data<AdminActionResult>({ ok: true, intent, recoveryCodes: result.recoveryCodes }, { headers: ADMIN_HEADERS });
  }

  if (serverConfig.admin2fa === "required") return refuse(intent, 403, twoFactorMessages.disableRefusedRequired);
  // Either a code from the app or a recovery code: whichever the typed text is.
  const asTotp = normalizeTotpCode(typed);
  const asRecovery = normalizeRecoveryCode(typed);
  const kind = asTotp.ok ? "totp" : asRecovery.ok ? "recovery" : null;
  const code = asTotp.ok ? asTotp.code : asRecovery.ok ? asRecovery.code : "";
  if (!kind) return refuse(intent, 400, twoFactorMessages.codeFormat);
  // A stolen session must not guess its way to turning the second factor off: the sign-in throttle applies.
  const config = authConfig();
  const client = clientKey(clientAddress);
  const reservation = await reserveAttempt(db, session.email, client, config.blockSeconds);
  if (!reservation.allowed) {
    return refuse(intent, 429, retryMessage(reservation.retryAfterSeconds), { ...ADMIN_HEADERS, "Retry-After": String(reservation.retryAfterSeconds) });
  }
  const result = await consumeSecondFactor(db, session.userId, kind, code);
  if (!result.ok) {
    await settleFailure(db, session.email, client, reservation, config.blockSeconds);
    await recordActivity(db, { ...actor, action: "sign_in_2fa_failed", details: { field: kind, reason: result.reason } });
    const message =
      kind === "recovery" ? twoFactorMessages.recoveryWrong : result.reason === "replayed" ? twoFactorMessages.replayedCode : twoFactorMessages.wrongCode;
    return refuse(intent, 400, message);
  }
  await recordSuccess(db, session.email, client);
  await disableTwoFactor(db, session.userId);
  log("info", "two-step sign-in turned off", { userId: session.userId });
  await recordActivity(db, { ...actor, action: "two_factor_off" });
  return data<AdminActionResult>({ ok: true, intent }, { headers: ADMIN_HEADERS });
}

/**
 * The sign-in's second step: a code or a recovery code against the browser's challenge. Right:
 * a 303 to the page asked for, with the session cookie. Wrong: the message (and, once the
 * challenge has ended, the cookie cleared, so the page offers the password again).
 */
export async function secondFactorAction(
  request: Request,
  clientAddress: string,
  intent: "second-factor" | "recovery-code" | "cancel-sign-in",
  form: FormData,
) {
  if (intent === "cancel-sign-in") {
    return redirect(pageAfterSignIn(request), { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": await cancelChallenge(request) } });
  }
  const kind = intent === "recovery-code" ? "recovery" : "totp";
  const outcome = await signInWithSecondFactor(request, clientAddress, kind, form.get(kind === "recovery" ? "recoveryCode" : "code"));
  const headers = new Headers(ADMIN_HEADERS);
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  switch (outcome.kind) {
    case "signed-in":
      return redirect(pageAfterSignIn(request), { status: 303, headers });
    case "throttled":
      headers.set("Retry-After", String(outcome.retryAfterSeconds));
      return data<AdminActionResult>({ ok: false, intent, error: outcome.message }, { status: 429, headers });
    case "invalid":
      return data<AdminActionResult>({ ok: false, intent, error: outcome.message, field: "code" }, { status: 400, headers });
    case "wrong-code":
      return data<AdminActionResult>({ ok: false, intent, error: outcome.message, field: "code" }, { status: 401, headers });
    case "challenge-ended":
      return data<AdminActionResult>({ ok: false, intent, error: outcome.message }, { status: 401, headers });
  }
}
