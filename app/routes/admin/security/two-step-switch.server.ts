/** Two-step sign-in turned on (the first code from the secret offered to this session) or off (a current code, or a recovery code). */
import { normalizeRecoveryCode, normalizeTotpCode, twoFactorMessages } from "../../../lib/two-factor.ts";
import { recordActivity } from "../../../.server/activity.ts";
import { authConfig } from "../../../.server/auth/auth-config.ts";
import { tellOwnerOfFailures } from "../../../.server/auth/second-factor.ts";
import { retryMessage, withSignInThrottle } from "../../../.server/auth/throttle.ts";
import { consumeSecondFactor, type SecondFactorResult } from "../../../.server/auth/code-verification.ts";
import { confirmEnrolment, disableTwoFactor } from "../../../.server/auth/two-step-enrolment.ts";
import { serverConfig } from "../../../.server/config.ts";
import { log } from "../../../.server/log.ts";
import { clientKey } from "../../../.server/rate-limit.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";
import { doneChange, refusedChange, sessionIdOf, type ChangeArgs } from "./security-change.server.ts";

const refused = (status: number, error: string, headers: HeadersInit = ADMIN_HEADERS) => refusedChange(status, error, { field: "code", headers });

/** The first code from the app confirms the enrolment; the recovery codes are shown this once. */
export async function enableTwoStep({ context, form, admin, clientAddress }: ChangeArgs) {
  const { db } = await getServices();
  const checked = normalizeTotpCode(form.get("code"));
  if (!checked.ok) return refused(400, checked.message);
  const result = await confirmEnrolment(db, admin.userId, checked.code, { sessionId: sessionIdOf(context) });
  if (!result.ok) {
    const [status, message] =
      result.reason === "wrong-code"
        ? [400, twoFactorMessages.wrongCode]
        : result.reason === "already-enabled"
          ? [409, twoFactorMessages.alreadyEnabled]
          : [409, twoFactorMessages.enrolmentExpired];
    return refused(status, message);
  }
  log("info", "two-step sign-in turned on", { userId: admin.userId });
  await recordActivity(db, { userId: admin.userId, userEmail: admin.email, client: clientAddress, action: "two_factor_on" });
  return doneChange({ ok: true, recoveryCodes: result.recoveryCodes });
}

/** Off with a current code (either one from the app or a recovery code); never with ADMIN_2FA=required. */
export async function disableTwoStep({ form, admin, clientAddress }: ChangeArgs) {
  const { db } = await getServices();
  const actor = { userId: admin.userId, userEmail: admin.email, client: clientAddress };
  const typed = form.get("code");
  if (serverConfig.admin2fa === "required") return refused(403, twoFactorMessages.disableRefusedRequired);
  // Either a code from the app or a recovery code: whichever the typed text is.
  const asTotp = normalizeTotpCode(typed);
  const asRecovery = normalizeRecoveryCode(typed);
  const kind = asTotp.ok ? "totp" : asRecovery.ok ? "recovery" : null;
  const code = asTotp.ok ? asTotp.code : asRecovery.ok ? asRecovery.code : "";
  if (!kind) return refused(400, twoFactorMessages.codeFormat);
  // A stolen session must not guess its way to turning the second factor off: the sign-in
  // throttle applies, and 6-digit codes spend the account's budget as at sign-in.
  const checked = await withSignInThrottle<SecondFactorResult>(
    db,
    { email: admin.email, client: clientKey(clientAddress), blockSeconds: authConfig().blockSeconds },
    async () => {
      const result = await consumeSecondFactor(db, admin.userId, kind, code);
      if (!result.ok && (result.reason === "delayed" || result.reason === "locked" || result.reason === "busy")) return { settle: "unchecked", value: result };
      return { settle: result.ok ? "success" : "failure", value: result };
    },
  );
  if (!checked.allowed) {
    return refused(429, retryMessage(checked.retryAfterSeconds), { ...ADMIN_HEADERS, "Retry-After": String(checked.retryAfterSeconds) });
  }
  const result = checked.value;
  if (!result.ok && (result.reason === "delayed" || result.reason === "locked" || result.reason === "busy")) {
    if (result.reason === "locked") return refused(423, twoFactorMessages.codeLocked);
    const retryAfter = result.reason === "delayed" ? result.retryAfterSeconds : 1;
    const message = result.reason === "delayed" ? twoFactorMessages.codeDelayed(retryAfter) : twoFactorMessages.codeBusy;
    return refused(429, message, { ...ADMIN_HEADERS, "Retry-After": String(retryAfter) });
  }
  if (!result.ok) {
    await recordActivity(db, { ...actor, action: "sign_in_2fa_failed", details: { field: kind, reason: result.reason } });
    if (result.reason !== "not-enabled") await tellOwnerOfFailures(db, actor, result.failures);
    const message =
      kind === "recovery" ? twoFactorMessages.recoveryWrong : result.reason === "replayed" ? twoFactorMessages.replayedCode : twoFactorMessages.wrongCode;
    return refused(400, message);
  }
  await disableTwoFactor(db, admin.userId);
  log("info", "two-step sign-in turned off", { userId: admin.userId });
  await recordActivity(db, { ...actor, action: "two_factor_off" });
  return doneChange({ ok: true });
}
