/**
 * The second step of a two-step sign-in: the browser holds a challenge cookie (its password was
 * right), and now sends a 6-digit code or a recovery code. Throttled exactly as passwords are
 * (the same counters, reserved before the check and settled after it), counted against the
 * challenge (five wrong codes end it), and logged without the code.
 */
import { normalizeRecoveryCode, normalizeTotpCode, twoFactorMessages } from "../../lib/two-factor.ts";
import { recordActivity } from "../activity.ts";
import { log } from "../log.ts";
import { clientKey } from "../rate-limit.ts";
import { getServices } from "../services.ts";
import { authConfig } from "./config.ts";
import { clearedChallengeCookie, readCookie, sessionCookie } from "./cookie.ts";
import { createSession, purgeExpiredSessions, revokeSession } from "./sessions.ts";
import { recordSuccess, reserveAttempt, retryMessage, settleFailure } from "./throttle.ts";
import { endChallenge, findChallenge, recordChallengeFailure, consumeSecondFactor, type SecondFactorKind } from "./two-factor.ts";
import { hasRole } from "./users.ts";

export type SecondFactorOutcome =
  /** Not a code at all (no digits, wrong length): nothing counted. */
  | { kind: "invalid"; message: string; setCookies: string[] }
  | { kind: "throttled"; retryAfterSeconds: number; message: string; setCookies: string[] }
  /** No open challenge (expired, ended, never started): sign in with the password again. */
  | { kind: "challenge-ended"; message: string; setCookies: string[] }
  /** `challengeOpen` false: that was the last wrong code this challenge takes. */
  | { kind: "wrong-code"; message: string; challengeOpen: boolean; setCookies: string[] }
  | { kind: "signed-in"; email: string; admin: boolean; recoveryCodesLeft: number; setCookies: string[] };

/** The challenge the request's cookie names, or null; for the page's loader. */
export async function currentChallenge(request: Request) {
  const config = authConfig();
  const { db } = await getServices();
  const token = readCookie(request, config.challengeCookieName);
  return { challenge: await findChallenge(db, token), hadCookie: token !== undefined };
}

/** Checks the code against the request's challenge and, when right, opens the session. */
export async function signInWithSecondFactor(request: Request, clientAddress: string, kind: SecondFactorKind, input: unknown): Promise<SecondFactorOutcome> {
  const config = authConfig();
  const { db } = await getServices();
  const clearChallenge = clearedChallengeCookie(config);
  const challenge = await findChallenge(db, readCookie(request, config.challengeCookieName));
  if (!challenge) return { kind: "challenge-ended", message: twoFactorMessages.challengeEnded, setCookies: [clearChallenge] };

  const checked = kind === "totp" ? normalizeTotpCode(input) : normalizeRecoveryCode(input);
  if (!checked.ok) return { kind: "invalid", message: checked.message, setCookies: [] };

  const client = clientKey(clientAddress);
  const actor = { userId: challenge.userId, userEmail: challenge.email, client: clientAddress };
  const reservation = await reserveAttempt(db, challenge.email, client, config.blockSeconds);
  if (!reservation.allowed) {
    log("warn", "second factor throttled", { retryAfterSeconds: reservation.retryAfterSeconds });
    return { kind: "throttled", retryAfterSeconds: reservation.retryAfterSeconds, message: retryMessage(reservation.retryAfterSeconds), setCookies: [] };
  }

  const result = await consumeSecondFactor(db, challenge.userId, kind, checked.code);
  if (!result.ok) {
    await settleFailure(db, challenge.email, client, reservation, config.blockSeconds);
    const challengeOpen = result.reason !== "not-enabled" && (await recordChallengeFailure(db, challenge.id));
    log("warn", "second factor refused", { userId: challenge.userId, factor: kind, reason: result.reason });
    await recordActivity(db, { ...actor, action: "sign_in_2fa_failed", details: { field: kind, reason: challengeOpen ? result.reason : "challenge-ended" } });
    const message = !challengeOpen
      ? twoFactorMessages.tooManyFailures
      : kind === "recovery"
        ? twoFactorMessages.recoveryWrong
        : result.reason === "replayed"
          ? twoFactorMessages.replayedCode
          : twoFactorMessages.wrongCode;
    return { kind: "wrong-code", message, challengeOpen, setCookies: challengeOpen ? [] : [clearChallenge] };
  }

  // Two right answers racing on one challenge (two recovery codes, say) open one session.
  if (!(await endChallenge(db, challenge.id))) return { kind: "challenge-ended", message: twoFactorMessages.challengeEnded, setCookies: [clearChallenge] };
  await recordSuccess(db, challenge.email, client);
  await revokeSession(db, readCookie(request, config.cookieName));
  await purgeExpiredSessions(db);
  const token = await createSession(db, challenge.userId, config);
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

/** "Back to sign-in": ends the request's challenge; returns the Set-Cookie that clears it. */
export async function cancelChallenge(request: Request): Promise<string> {
  const config = authConfig();
  const { db } = await getServices();
  const challenge = await findChallenge(db, readCookie(request, config.challengeCookieName));
  if (challenge) await endChallenge(db, challenge.id);
  return clearedChallengeCookie(config);
}
