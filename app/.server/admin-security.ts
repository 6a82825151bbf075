/**
 * The admin's two-step sign-in screens, on the server: the security screen's data (enrolment
 * with its QR code, or the state of a confirmed one) and its action that turns it on and off,
 * and the sign-in's second step. Each authorizes from the request context (admin-session.ts).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { AdminActionResult, AdminIntent, SecurityScreenData, SecuritySection, SecondStepData } from "../lib/admin-page.ts";
import { ADMIN_PAGES } from "../lib/paths.ts";
import { adminMessages } from "../lib/admin-leads.ts";
import { PASSWORD_MAX, signInMessages } from "../lib/admin-sign-in.ts";
import { passkeyMessages } from "../lib/passkeys.ts";
import { groupSecret, normalizeRecoveryCode, normalizeTotpCode, twoFactorMessages } from "../lib/two-factor.ts";
import { recordActivity } from "./activity.ts";
import { adminForAction, adminVisit, formOf, isRefusal, pageAfterSignIn, refuseCrossSite, requireAdminScreen, type SignedInAdmin } from "./admin-session.ts";
import { authConfig } from "./auth/config.ts";
import { clearedChallengeCookie, clearedSessionCookie } from "./auth/cookie.ts";
import { guardMessages } from "./auth/guard.ts";
import { ADMIN_HEADERS } from "./responses.ts";
import { cancelChallenge, currentChallenge, signInWithSecondFactor, tellOwnerOfFailures } from "./auth/second-factor.ts";
import { hashToken, markSessionVerified, revokePasskeySessions } from "./auth/sessions.ts";
import { verifyPassword } from "./auth/password.ts";
import { reverifyMessages, verifiedUntil } from "../lib/reverify.ts";
import { clientKey } from "./rate-limit.ts";
import { retryMessage, withSignInThrottle } from "./auth/throttle.ts";
import { relyingParty } from "./auth/passkey-ceremonies.ts";
import { listPasskeys, removePasskey } from "./auth/passkeys.ts";
import { pushDevicesOf, removeOnePushDevice } from "./admin-push.ts";
import {
  confirmEnrolment,
  hasTwoFactor,
  consumeSecondFactor,
  disableTwoFactor,
  otpauthUri,
  pendingSecret,
  qrCodeSvg,
  twoFactorStatus,
  type SecondFactorResult,
} from "./auth/two-factor.ts";
import { serverConfig, siteConfig } from "./config.ts";
import { errorFields, log } from "./log.ts";
import { getServices } from "./runtime.ts";

/** The id of the browser's session row (the SHA-256 of its cookie's token): what an enrolment's secret is bound to. */
function sessionIdOf(context: Readonly<RouterContextProvider>): string {
  const token = adminVisit(context).sessionToken;
  if (!token) throw new Error("a signed-in request without its session cookie");
  return hashToken(token);
}

/**
 * The security screen for a signed-in admin: the enrolment step (a secret offered to this
 * session only) or the state of it. With ADMIN_2FA=required and no two-step sign-in yet, it is
 * the only screen open to them.
 */
export async function loadSecurityScreen(context: Readonly<RouterContextProvider>, request: Request) {
  const admin = requireAdminScreen(context, request);
  try {
    const { db } = await getServices();
    const status = await twoFactorStatus(db, admin.userId);
    let security: SecuritySection;
    if (status.enabled) {
      security = status;
    } else {
      const secret = await pendingSecret(db, admin.userId, sessionIdOf(context));
      const uri = otpauthUri(secret, admin.email, siteConfig().brandName);
      security = { enabled: false, secret: groupSecret(secret), otpauthUri: uri, qrSvg: await qrCodeSvg(uri) };
    }
    return data<SecurityScreenData>(
      {
        email: admin.email,
        security,
        enrolFirst: admin.enrolFirst,
        required: serverConfig.admin2fa === "required",
        passkeys: await listPasskeys(db, admin.userId),
        passkeysAvailable: relyingParty(request) !== null,
        verifiedUntil: verifiedUntil(admin.verifiedAt),
        currentPasskeyId: admin.passkeyId,
        pushDevices: await pushDevicesOf(db, admin.userId, request),
      },
      { headers: ADMIN_HEADERS },
    );
  } catch (error) {
    log("error", "admin: loading the security screen failed", errorFields(error));
    throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
  }
}

function refuse(intent: AdminIntent, status: number, error: string, headers: HeadersInit = ADMIN_HEADERS) {
  return data<AdminActionResult>({ ok: false, intent, error, field: "code" }, { status, headers });
}

/** The security screen's action: turning two-step sign-in on (the first code from the offered secret) or off (a current code). */
export async function securityAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string) {
  const admin = adminForAction(context, request, null, { enrolled: false });
  if (isRefusal(admin)) return admin;
  const form = await formOf(request);
  const intent = form?.get("intent");
  if (!form || (intent !== "enable-2fa" && intent !== "disable-2fa" && intent !== "remove-passkey" && intent !== "reverify" && intent !== "remove-push-device"))
    return data<AdminActionResult>({ ok: false, intent: null, error: adminMessages.badRequest }, { status: 400, headers: ADMIN_HEADERS });
  try {
    if (intent === "remove-passkey") return await removeOnePasskey(form, admin, clientAddress);
    if (intent === "reverify") return await reverify(context, form, admin, clientAddress);
    if (intent === "remove-push-device") return await removeOnePushDevice(form, admin, clientAddress);
    return await changeTwoFactor(context, clientAddress, intent, form, admin);
  } catch (error) {
    log("error", "admin action failed", { intent, ...errorFields(error) });
    return refuse(intent, 503, guardMessages.unavailable);
  }
}

/**
 * The password typed again (before adding a passkey or a push device): right, and the session
 * counts as freshly verified for REVERIFY_SECONDS. Throttled and counted like a sign-in: a stolen
 * session cannot guess its way through.
 */
async function reverify(context: Readonly<RouterContextProvider>, form: FormData, session: SignedInAdmin, clientAddress: string) {
  const intent = "reverify";
  const password = form.get("password");
  if (typeof password !== "string" || password.length === 0 || password.length > PASSWORD_MAX) {
    return data<AdminActionResult>({ ok: false, intent, error: reverifyMessages.missingPassword, field: "password" }, { status: 400, headers: ADMIN_HEADERS });
  }
  const { db } = await getServices();
  const checked = await withSignInThrottle(
    db,
    { email: session.email, client: clientKey(clientAddress), blockSeconds: authConfig().blockSeconds },
    async () => {
      const user = await db.kysely.selectFrom("users").select("password_hash").where("id", "=", session.userId).executeTakeFirst();
      const right = user ? await verifyPassword(password, user.password_hash) : false;
      return { settle: right ? "success" : "failure", value: right };
    },
  );
  if (!checked.allowed) {
    return data<AdminActionResult>(
      { ok: false, intent, error: retryMessage(checked.retryAfterSeconds) },
      { status: 429, headers: { ...ADMIN_HEADERS, "Retry-After": String(checked.retryAfterSeconds) } },
    );
  }
  const actor = { userId: session.userId, userEmail: session.email, client: clientAddress };
  if (!checked.value) {
    await recordActivity(db, { ...actor, action: "reverify_failed" });
    return data<AdminActionResult>({ ok: false, intent, error: reverifyMessages.wrongPassword, field: "password" }, { status: 400, headers: ADMIN_HEADERS });
  }
  await markSessionVerified(db, adminVisit(context).sessionToken!);
  await recordActivity(db, { ...actor, action: "reverify" });
  return data<AdminActionResult>({ ok: true, intent, message: reverifyMessages.done }, { headers: ADMIN_HEADERS });
}

/**
 * Removes one of the admin's passkeys (the form's `id`), confirmed on the screen first. With
 * ADMIN_2FA=required the last second step of an account without codes stays: removing it would
 * leave the account with the password alone.
 */
async function removeOnePasskey(form: FormData, session: SignedInAdmin, clientAddress: string) {
  const intent = "remove-passkey";
  const idText = form.get("id");
  if (typeof idText !== "string" || !/^[1-9]\d{0,15}$/.test(idText) || !Number.isSafeInteger(Number(idText))) {
    return data<AdminActionResult>({ ok: false, intent, error: adminMessages.badRequest }, { status: 400, headers: ADMIN_HEADERS });
  }
  const { db } = await getServices();
  const passkeys = await listPasskeys(db, session.userId);
  const passkey = passkeys.find((p) => p.id === Number(idText));
  if (!passkey) return data<AdminActionResult>({ ok: false, intent, error: passkeyMessages.notFound }, { status: 404, headers: ADMIN_HEADERS });
  if (serverConfig.admin2fa === "required" && passkeys.length === 1 && !(await hasTwoFactor(db, session.userId))) {
    return data<AdminActionResult>({ ok: false, intent, error: passkeyMessages.removeRefusedRequired }, { status: 403, headers: ADMIN_HEADERS });
  }
  // The sessions it opened end with it (a thief's passkey takes the thief's session along).
  const sessionsEnded = await revokePasskeySessions(db, passkey.id);
  const removed = await removePasskey(db, session.userId, passkey.id);
  if (removed === null) return data<AdminActionResult>({ ok: false, intent, error: passkeyMessages.notFound }, { status: 404, headers: ADMIN_HEADERS });
  log("info", "passkey removed", { userId: session.userId, sessionsEnded });
  await recordActivity(db, {
    action: "passkey_remove",
    userId: session.userId,
    userEmail: session.email,
    client: clientAddress,
    details: { count: passkeys.length - 1, sessions: sessionsEnded },
  });
  // This very session was opened with it: it has ended too, and the browser goes to sign in again.
  if (session.passkeyId === passkey.id) {
    return redirect(ADMIN_PAGES.signIn, { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": clearedSessionCookie(authConfig()) } });
  }
  return data<AdminActionResult>({ ok: true, intent, message: passkeyMessages.removed(removed) }, { headers: ADMIN_HEADERS });
}

async function changeTwoFactor(
  context: Readonly<RouterContextProvider>,
  clientAddress: string,
  intent: "enable-2fa" | "disable-2fa",
  form: FormData,
  session: SignedInAdmin,
) {
  const { db } = await getServices();
  const actor = { userId: session.userId, userEmail: session.email, client: clientAddress };
  const typed = form.get("code");

  if (intent === "enable-2fa") {
    const checked = normalizeTotpCode(typed);
    if (!checked.ok) return refuse(intent, 400, checked.message);
    const result = await confirmEnrolment(db, session.userId, checked.code, { sessionId: sessionIdOf(context) });
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
  const checked = await withSignInThrottle<SecondFactorResult>(
    db,
    { email: session.email, client: clientKey(clientAddress), blockSeconds: config.blockSeconds },
    async () => {
      const result = await consumeSecondFactor(db, session.userId, kind, code);
      if (!result.ok && (result.reason === "delayed" || result.reason === "locked" || result.reason === "busy")) return { settle: "unchecked", value: result };
      return { settle: result.ok ? "success" : "failure", value: result };
    },
  );
  if (!checked.allowed) {
    return refuse(intent, 429, retryMessage(checked.retryAfterSeconds), { ...ADMIN_HEADERS, "Retry-After": String(checked.retryAfterSeconds) });
  }
  const result = checked.value;
  if (!result.ok && (result.reason === "delayed" || result.reason === "locked" || result.reason === "busy")) {
    if (result.reason === "locked") return refuse(intent, 423, twoFactorMessages.codeLocked);
    const retryAfter = result.reason === "delayed" ? result.retryAfterSeconds : 1;
    const message = result.reason === "delayed" ? twoFactorMessages.codeDelayed(retryAfter) : twoFactorMessages.codeBusy;
    return refuse(intent, 429, message, { ...ADMIN_HEADERS, "Retry-After": String(retryAfter) });
  }
  if (!result.ok) {
    await recordActivity(db, { ...actor, action: "sign_in_2fa_failed", details: { field: kind, reason: result.reason } });
    if (result.reason !== "not-enabled") await tellOwnerOfFailures(db, actor, result.failures);
    const message =
      kind === "recovery" ? twoFactorMessages.recoveryWrong : result.reason === "replayed" ? twoFactorMessages.replayedCode : twoFactorMessages.wrongCode;
    return refuse(intent, 400, message);
  }
  await disableTwoFactor(db, session.userId);
  log("info", "two-step sign-in turned off", { userId: session.userId });
  await recordActivity(db, { ...actor, action: "two_factor_off" });
  return data<AdminActionResult>({ ok: true, intent }, { headers: ADMIN_HEADERS });
}

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
 * The second step's action: a code or a recovery code against the browser's challenge, or
 * "back to sign-in". Right: a 303 to the screen asked for, with the session cookie. Wrong: the
 * message (and, once the challenge has ended, the cookie cleared and `challengeEnded`, so the
 * screen offers the password again).
 */
export async function secondStepAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const visit = adminVisit(context);
  const form = await formOf(request);
  const intent = form?.get("intent");
  if (!form || (intent !== "second-factor" && intent !== "recovery-code" && intent !== "cancel-sign-in"))
    return data<AdminActionResult>({ ok: false, intent: null, error: adminMessages.badRequest }, { status: 400, headers: ADMIN_HEADERS });
  try {
    if (intent === "cancel-sign-in") {
      const back = new URL(request.url).searchParams.get("redirectTo");
      const to = back ? `${ADMIN_PAGES.signIn}?${new URLSearchParams({ redirectTo: back })}` : ADMIN_PAGES.signIn;
      return redirect(to, { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": await cancelChallenge(visit.challengeToken) } });
    }
    const kind = intent === "recovery-code" ? "recovery" : "totp";
    const outcome = await signInWithSecondFactor(visit, clientAddress, kind, form.get(kind === "recovery" ? "recoveryCode" : "code"));
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
        return data<AdminActionResult>(
          { ok: false, intent, error: outcome.message, field: "code", ...(outcome.challengeOpen ? {} : { challengeEnded: true }) },
          { status: 401, headers },
        );
      case "challenge-ended":
        return data<AdminActionResult>({ ok: false, intent, error: outcome.message, challengeEnded: true }, { status: 401, headers });
    }
  } catch (error) {
    log("error", "admin action failed", { intent, ...errorFields(error) });
    return data<AdminActionResult>({ ok: false, intent, error: signInMessages.unavailable }, { status: 503, headers: ADMIN_HEADERS });
  }
}
