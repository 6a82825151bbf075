/**
 * The admin page's two-step sign-in parts, on the server: the security section's data (enrolment
 * with its QR code, or the state of a confirmed one), the actions that turn it on and off, the
 * banner about failed codes, and the sign-in's second step. Called from app/.server/admin-page.ts, which decides who may.
 */
import { data, redirect } from "react-router";
import type { AdminActionResult, AdminIntent, AdminPageData, SecuritySection } from "../lib/admin-page.ts";
import { ADMIN_PATH } from "../lib/paths.ts";
import { groupSecret, normalizeRecoveryCode, normalizeTotpCode, SECURITY_PARAM, twoFactorMessages } from "../lib/two-factor.ts";
import { recordActivity } from "./activity.ts";
import { authConfig } from "./auth/config.ts";
import { readCookie } from "./auth/cookie.ts";
import { ADMIN_HEADERS } from "./responses.ts";
import { cancelChallenge, signInWithSecondFactor, tellOwnerOfFailures } from "./auth/second-factor.ts";
import { hashToken, type ActiveSession } from "./auth/sessions.ts";
import { clientKey } from "./rate-limit.ts";
import { recordSuccess, releaseAttempt, reserveAttempt, retryMessage, settleFailure } from "./auth/throttle.ts";
import {
  confirmEnrolment,
  consumeSecondFactor,
  disableTwoFactor,
  dismissCodeFailures,
  otpauthUri,
  pendingSecret,
  qrCodeSvg,
  twoFactorStatus,
} from "./auth/two-factor.ts";
import { serverConfig, siteConfig } from "./config.ts";
import { log } from "./log.ts";
import { getServices } from "./runtime.ts";

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

/** The id of the request's session row (the SHA-256 of its cookie's token): what an enrolment's secret is bound to. */
function sessionIdOf(request: Request): string {
  const token = readCookie(request, authConfig().cookieName);
  if (!token) throw new Error("a signed-in request without its session cookie");
  return hashToken(token);
}

/**
 * The security section for a signed-in admin: the enrolment step (a secret offered to this
 * session only) or the state of it.
 */
export async function loadSecuritySection(request: Request, session: ActiveSession, enrolFirst: boolean): Promise<AdminPageData> {
  const { db } = await getServices();
  const status = await twoFactorStatus(db, session.userId);
  let security: SecuritySection;
  if (status.enabled) {
    security = status;
  } else {
    const secret = await pendingSecret(db, session.userId, sessionIdOf(request));
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
    const result = await confirmEnrolment(db, session.userId, checked.code, { sessionId: sessionIdOf(request) });
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
  // A stolen session must not guess its way to turning the second factor off: the sign-in
  // throttle applies, and 6-digit codes spend the account's budget as at sign-in.
  const config = authConfig();
  const client = clientKey(clientAddress);
  const reservation = await reserveAttempt(db, session.email, client, config.blockSeconds);
  if (!reservation.allowed) {
    return refuse(intent, 429, retryMessage(reservation.retryAfterSeconds), { ...ADMIN_HEADERS, "Retry-After": String(reservation.retryAfterSeconds) });
  }
  const result = await consumeSecondFactor(db, session.userId, kind, code);
  if (!result.ok && (result.reason === "delayed" || result.reason === "locked" || result.reason === "busy")) {
    await releaseAttempt(db, session.email, client);
    if (result.reason === "locked") return refuse(intent, 423, twoFactorMessages.codeLocked);
    const retryAfter = result.reason === "delayed" ? result.retryAfterSeconds : 1;
    const message = result.reason === "delayed" ? twoFactorMessages.codeDelayed(retryAfter) : twoFactorMessages.codeBusy;
    return refuse(intent, 429, message, { ...ADMIN_HEADERS, "Retry-After": String(retryAfter) });
  }
  if (!result.ok) {
    await settleFailure(db, session.email, client, reservation, config.blockSeconds);
    await recordActivity(db, { ...actor, action: "sign_in_2fa_failed", details: { field: kind, reason: result.reason } });
    if (result.reason !== "not-enabled") await tellOwnerOfFailures(db, actor, result.failures);
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

/** "הבנתי" on the banner about failed codes: it is not shown again until more codes fail. */
export async function dismissCodeFailureBanner(session: ActiveSession) {
  const { db } = await getServices();
  await dismissCodeFailures(db, session.userId);
  return data<AdminActionResult>({ ok: true, intent: "dismiss-2fa-notice" }, { headers: ADMIN_HEADERS });
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
    case "locked":
      return data<AdminActionResult>({ ok: false, intent, error: outcome.message, field: "code" }, { status: 423, headers });
    case "invalid":
      return data<AdminActionResult>({ ok: false, intent, error: outcome.message, field: "code" }, { status: 400, headers });
    case "wrong-code":
      return data<AdminActionResult>({ ok: false, intent, error: outcome.message, field: "code" }, { status: 401, headers });
    case "challenge-ended":
      return data<AdminActionResult>({ ok: false, intent, error: outcome.message }, { status: 401, headers });
  }
}
