/**
 * The second step of a two-step sign-in: the browser holds a challenge cookie (its password was
 * right), and now sends a 6-digit code or a recovery code. Throttled exactly as passwords are
 * (the same counters, reserved before the check and settled after it), counted against the
 * challenge (five wrong codes end it) and against the account (codes failed in a row slow the
 * next, then lock it: two-factor.ts), and logged without the code. The owner hears of failing
 * codes by e-mail (with SMTP_URL) and on the admin page.
 */
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import {
  CODE_FAILURE_MAIL_AT,
  CODE_FAILURES_LOCK,
  codeFailureMail,
  normalizeRecoveryCode,
  normalizeTotpCode,
  twoFactorMessages,
} from "../../lib/two-factor.ts";
import { recordActivity } from "../activity.ts";
import { serverConfig, siteConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { sendAccountNotice } from "../mail.ts";
import { log } from "../log.ts";
import { clientKey } from "../rate-limit.ts";
import { getServices } from "../runtime.ts";
import { authConfig } from "./auth-config.ts";
import { clearedChallengeCookie, sessionCookie } from "./cookie.ts";
import { createSession, purgeExpiredSessions, revokeSession } from "./sessions.ts";
import { retryMessage, withSignInThrottle } from "./throttle.ts";
import { forgiveOwnFailures } from "./code-failure-notices.ts";
import { consumeSecondFactor, type SecondFactorKind, type SecondFactorResult } from "./code-verification.ts";
import { endChallenge, findChallenge, recordChallengeFailure } from "./sign-in-challenge.ts";
import { hasRole } from "./accounts.ts";

export type SecondFactorOutcome =
  /** Not a code at all (no digits, wrong length): nothing counted. */
  | { kind: "invalid"; message: string; setCookies: string[] }
  | { kind: "throttled"; retryAfterSeconds: number; message: string; setCookies: string[] }
  /** Too many 6-digit codes failed in a row on this account: only a recovery code is taken. */
  | { kind: "locked"; message: string; setCookies: string[] }
  /** No open challenge (expired, ended, never started): sign in with the password again. */
  | { kind: "challenge-ended"; message: string; setCookies: string[] }
  /** `challengeOpen` false: that was the last wrong code this challenge takes. */
  | { kind: "wrong-code"; message: string; challengeOpen: boolean; setCookies: string[] }
  | { kind: "signed-in"; email: string; admin: boolean; recoveryCodesLeft: number; setCookies: string[] };

/** The cookies a second step reads: the challenge it answers, and a session the browser may still hold (ended on success). */
export interface SecondStepCookies {
  challengeToken: string | undefined;
  sessionToken: string | undefined;
}

/** The open challenge a challenge cookie's token names, or null. */
export async function currentChallenge(challengeToken: string | undefined) {
  const { db } = await getServices();
  return findChallenge(db, challengeToken);
}

/** Checks the code against the browser's challenge and, when right, opens the session. */
export async function signInWithSecondFactor(
  cookies: SecondStepCookies,
  clientAddress: string,
  kind: SecondFactorKind,
  input: unknown,
): Promise<SecondFactorOutcome> {
  const config = authConfig();
  const { db } = await getServices();
  const clearChallenge = clearedChallengeCookie(config);
  const challenge = await findChallenge(db, cookies.challengeToken);
  if (!challenge) return { kind: "challenge-ended", message: twoFactorMessages.challengeEnded, setCookies: [clearChallenge] };

  const checked = kind === "totp" ? normalizeTotpCode(input) : normalizeRecoveryCode(input);
  if (!checked.ok) return { kind: "invalid", message: checked.message, setCookies: [] };

  const client = clientKey(clientAddress);
  const actor = { userId: challenge.userId, userEmail: challenge.email, client: clientAddress };
  const throttled = await withSignInThrottle<SecondFactorResult | null>(db, { email: challenge.email, client, blockSeconds: config.blockSeconds }, async () => {
    const result = await consumeSecondFactor(db, challenge.userId, kind, checked.code);
    // Not checked (delayed, locked, busy): neither a failure nor a success for the throttle or the challenge.
    if (!result.ok && (result.reason === "delayed" || result.reason === "locked" || result.reason === "busy")) return { settle: "unchecked", value: result };
    if (!result.ok) return { settle: "failure", value: result };
    // Two right answers racing on one challenge (two recovery codes, say) open one session.
    const ended = await endChallenge(db, challenge.id);
    return { settle: ended ? "success" : "unchecked", value: ended ? result : null };
  });
  if (!throttled.allowed) {
    log("warn", "second factor throttled", { retryAfterSeconds: throttled.retryAfterSeconds });
    return { kind: "throttled", retryAfterSeconds: throttled.retryAfterSeconds, message: retryMessage(throttled.retryAfterSeconds), setCookies: [] };
  }

  const result = throttled.value;
  if (!result) return { kind: "challenge-ended", message: twoFactorMessages.challengeEnded, setCookies: [clearChallenge] };
  if (!result.ok && (result.reason === "delayed" || result.reason === "locked" || result.reason === "busy")) {
    log("warn", "second factor refused unchecked", { userId: challenge.userId, reason: result.reason });
    if (result.reason === "locked") return { kind: "locked", message: twoFactorMessages.codeLocked, setCookies: [] };
    const retryAfterSeconds = result.reason === "delayed" ? result.retryAfterSeconds : 1;
    const message = result.reason === "delayed" ? twoFactorMessages.codeDelayed(retryAfterSeconds) : twoFactorMessages.codeBusy;
    return { kind: "throttled", retryAfterSeconds, message, setCookies: [] };
  }
  if (!result.ok) {
    const challengeOpen = result.reason !== "not-enabled" && (await recordChallengeFailure(db, challenge.id));
    log("warn", "second factor refused", { userId: challenge.userId, factor: kind, reason: result.reason });
    await recordActivity(db, { ...actor, action: "sign_in_2fa_failed", details: { field: kind, reason: challengeOpen ? result.reason : "challenge-ended" } });
    if (result.reason !== "not-enabled") await tellOwnerOfFailures(db, actor, result.failures);
    const message = !challengeOpen
      ? twoFactorMessages.tooManyFailures
      : kind === "recovery"
        ? twoFactorMessages.recoveryWrong
        : result.reason === "replayed"
          ? twoFactorMessages.replayedCode
          : twoFactorMessages.wrongCode;
    return { kind: "wrong-code", message, challengeOpen, setCookies: challengeOpen ? [] : [clearChallenge] };
  }

  // The codes that failed on this very challenge were this person's own: the banner leaves them out.
  await forgiveOwnFailures(db, challenge.userId, challenge.failures);
  await revokeSession(db, cookies.sessionToken);
  await purgeExpiredSessions(db);
  const token = await createSession(db, challenge.userId, config, new Date(), { method: "second-factor" });
  const admin = await hasRole(db, challenge.userId);
  log("info", "signed in with a second factor", { userId: challenge.userId, admin, factor: kind });
  await recordActivity(
    db,
    kind === "recovery" ? { ...actor, action: "sign_in_recovery", details: { count: result.recoveryCodesLeft } } : { ...actor, action: "sign_in_2fa" },
  );
  return {
    kind: "signed-in",
    email: challenge.email,
    admin,
    recoveryCodesLeft: result.recoveryCodesLeft,
    setCookies: [sessionCookie(config, token, config.maxAgeSeconds), clearChallenge],
  };
}

/** "Back to sign-in": ends the browser's challenge; returns the Set-Cookie that clears it. */
export async function cancelChallenge(challengeToken: string | undefined): Promise<string> {
  const config = authConfig();
  const { db } = await getServices();
  const challenge = await findChallenge(db, challengeToken);
  if (challenge) await endChallenge(db, challenge.id);
  return clearedChallengeCookie(config);
}

/**
 * After a failed 6-digit code: at the lock, an entry in the activity log; at the first delayed
 * code and at the lock, an e-mail to the account's own address (when SMTP_URL is set), sent in
 * the background so the answer never waits for the mail server.
 */
export async function tellOwnerOfFailures(db: Db, actor: { userId: number; userEmail: string; client: string }, failures: number): Promise<void> {
  if (failures === CODE_FAILURES_LOCK) {
    log("warn", "second factor locked: too many failed codes in a row", { userId: actor.userId, failures });
    await recordActivity(db, { ...actor, action: "two_factor_locked", details: { count: failures } });
  }
  if (!CODE_FAILURE_MAIL_AT.includes(failures) || !serverConfig.smtpUrl) return;
  const brandName = siteConfig().brandName;
  const mail = codeFailureMail({ email: actor.userEmail, brandName, failures, at: formatIsraelDateTime(new Date()) });
  void sendAccountNotice(
    { smtpUrl: serverConfig.smtpUrl, from: serverConfig.mailFrom ?? `"${brandName}" <no-reply@localhost>` },
    actor.userId,
    actor.userEmail,
    mail,
  );
}
