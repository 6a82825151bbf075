/**
 * Two-step sign-in with time-based codes (TOTP, RFC 6238): 30-second steps, 6 digits, HMAC-SHA-1
 * (what every authenticator app understands), a code from the step before or after accepted for
 * clock drift. The secret must be readable to check codes, so it is stored as is (base32); ten
 * one-time recovery codes are stored as SHA-256 hashes (docs/decisions/024-two-step-sign-in.md).
 *
 * A password accepted for an account with two-step sign-in opens a challenge (a row named by the
 * SHA-256 of a random cookie token, five minutes, five wrong codes at most), not a session.
 *
 * Failed 6-digit codes are also counted on the account, in a row, across challenges and windows:
 * from the fifth each waits longer, at the twentieth only a recovery code lets in; a secret
 * offered for enrolment belongs to the session it was shown to
 * (docs/decisions/032-second-step-budget.md).
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { sql } from "kysely";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { serverConfig } from "../config.ts";
import type { Db } from "../db/index.ts";
import { CODE_FAILURES_LOCK, codeRetryDelaySeconds, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from "../../lib/two-factor.ts";
import { hasPasskey } from "./passkeys.ts";
import { hashToken } from "./sessions.ts";

const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30, window: 1 } as const;
/** How long the code may follow the password. */
export const CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes one challenge takes before it ends (the password must be given again). */
export const CHALLENGE_MAX_FAILURES = 5;
/** 160 bits, as RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const rowsChanged = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }) =>
  Number("numUpdatedRows" in result ? result.numUpdatedRows : result.numDeletedRows);

function totpOf(secret: string, label = "admin", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });
}

function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/**
 * The time step a code belongs to, when it is the code of the current step or of the step just
 * before or after it; null otherwise. Pure: replay is refused by `acceptTotpStep`.
 */
export function matchingTotpStep(secret: string, code: string, now = new Date()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_SETTINGS.window });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string, issuer: string): string {
  return totpOf(secret, email, issuer).toString();
}

/** The QR code of that address as an SVG document (drawn on the page, no image request). */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}

/** Ten fresh recovery codes (about 59 random bits each), in the clear: shown once, stored hashed. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(""),
  );
}

/** A normalised recovery code's stored form. */
const hashRecoveryCode = (code: string) => sha256(`recovery:${code}`);

export type TwoFactorStatus = { enabled: true; enabledAt: string; recoveryCodesLeft: number } | { enabled: false };

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const user = await db.kysely.selectFrom("users").select(["totp_secret", "totp_enabled_at"]).where("id", "=", userId).executeTakeFirst();
  if (!user?.totp_secret) return { enabled: false };
  const left = await db.kysely
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return { enabled: true, enabledAt: user.totp_enabled_at ?? "", recoveryCodesLeft: Number(left.n) };
}

/** Whether the user has two-step sign-in on (one indexed read). */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const user = await db.kysely.selectFrom("users").select("totp_secret").where("id", "=", userId).executeTakeFirst();
  return !!user?.totp_secret;
}

/** ADMIN_2FA=required and this user has neither two-step sign-in with codes nor a passkey yet. */
export async function mustEnrolFirst(db: Db, userId: number): Promise<boolean> {
  return serverConfig.admin2fa === "required" && !(await hasTwoFactor(db, userId)) && !(await hasPasskey(db, userId));
}

/**
 * The secret offered for enrolment to this session (the id of the session row: the SHA-256 of its
 * cookie's token): the one it was shown already (so a reload shows the same QR code), else a new
 * one. Another session of the same user gets a secret of its own, so a session opened with a
 * leaked password never sees the secret the owner enrols with; and the secret goes when its
 * session ends. Not in force until a code made from it is confirmed from the same session.
 */
export async function pendingSecret(db: Db, userId: number, sessionId: string, now = new Date()): Promise<string> {
  const read = () =>
    db.kysely.selectFrom("totp_enrolments").select("secret").where("session_id", "=", sessionId).where("user_id", "=", userId).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.secret;
  // Two tabs of one session loading at once: whichever wrote first is the one both show.
  await db.kysely
    .insertInto("totp_enrolments")
    .values({ session_id: sessionId, user_id: userId, secret: newTotpSecret(), created_at: now.toISOString() })
    .onConflict((oc) => oc.column("session_id").doNothing())
    .execute();
  const written = await read();
  if (!written) throw new Error("the enrolment's session belongs to another user");
  return written.secret;
}

/** Forgets every secret offered to the user's sessions (a new password: whoever saw one is out). */
export async function clearPendingEnrolments(db: Db, userId: number): Promise<void> {
  await db.kysely.deleteFrom("totp_enrolments").where("user_id", "=", userId).execute();
}

export type EnrolmentResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "wrong-code" | "already-enabled" | "no-pending-secret" };

/**
 * Turns two-step sign-in on when `code` was made from the secret offered to this session: the
 * secret comes into force, ten recovery codes are made (returned once, stored hashed), the code's
 * step counts as used, and every other session of the user ends (one opened with a leaked
 * password, say), with whatever secrets they were offered. A session that was offered no secret
 * (or whose secret went with a passwd) is refused, whatever code it sends.
 */
export async function confirmEnrolment(db: Db, userId: number, code: string, options: { sessionId: string; now?: Date }): Promise<EnrolmentResult> {
  const now = options.now ?? new Date();
  const user = await db.kysely.selectFrom("users").select("totp_secret").where("id", "=", userId).executeTakeFirst();
  if (user?.totp_secret) return { ok: false, reason: "already-enabled" };
  const offered = await db.kysely
    .selectFrom("totp_enrolments")
    .select("secret")
    .where("session_id", "=", options.sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!offered) return { ok: false, reason: "no-pending-secret" };
  const pending = offered.secret;
  const step = matchingTotpStep(pending, code, now);
  if (step === null) return { ok: false, reason: "wrong-code" };

  const recoveryCodes = newRecoveryCodes();
  const enabled = await db.kysely.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({
        totp_secret: pending,
        totp_enabled_at: now.toISOString(),
        totp_last_step: step,
        totp_failures: 0,
        totp_failed_at: null,
        totp_unseen_failures: 0,
      })
      .where("id", "=", userId)
      .where("totp_secret", "is", null)
      .executeTakeFirst();
    if (rowsChanged(result) !== 1) return false;
    await trx.deleteFrom("totp_enrolments").where("user_id", "=", userId).execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(recoveryCodes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(c) })))
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", userId).where("id", "!=", options.sessionId).execute();
    return true;
  });
  return enabled ? { ok: true, recoveryCodes } : { ok: false, reason: "already-enabled" };
}

export type SecondFactorKind = "totp" | "recovery";

export type SecondFactorResult =
  | { ok: true; kind: SecondFactorKind; recoveryCodesLeft: number }
  /** `failures`: 6-digit codes failed in a row on this account, this one included (0 for a recovery code). */
  | { ok: false; reason: "wrong-code" | "replayed"; failures: number }
  | { ok: false; reason: "not-enabled" }
  /** 6-digit codes only, none of them checked: too many failed in a row (wait, or lock), or another is being checked. */
  | { ok: false; reason: "delayed"; retryAfterSeconds: number }
  | { ok: false; reason: "locked" }
  | { ok: false; reason: "busy" };

async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where the account stands with its 6-digit codes: failed in a row, and whether that is the lock. */
export interface CodeBudget {
  failures: number;
  locked: boolean;
  /** Seconds until the next code may be tried (0: now). */
  retryAfterSeconds: number;
}

function budgetOf(failures: number, failedAt: string | null, now: Date): CodeBudget {
  const waitUntil = failedAt ? new Date(failedAt).getTime() + codeRetryDelaySeconds(failures) * 1000 : 0;
  return { failures, locked: failures >= CODE_FAILURES_LOCK, retryAfterSeconds: Math.max(0, Math.ceil((waitUntil - now.getTime()) / 1000)) };
}

type CodeReservation = { allowed: true; failures: number } | Extract<SecondFactorResult, { reason: "delayed" | "locked" | "busy" | "not-enabled" }>;

/**
 * Counts a 6-digit code as failed before it is checked, as the sign-in throttle counts passwords:
 * one conditional write that succeeds only from the count just read, so codes sent in parallel
 * cannot all slip past the wait or the lock (the others are refused, unchecked). A right code then
 * clears the count (`codeAccepted`); a wrong one keeps it.
 */
async function reserveCode(db: Db, userId: number, secret: string, now: Date): Promise<CodeReservation> {
  const row = await db.kysely
    .selectFrom("users")
    .select(["totp_failures", "totp_failed_at"])
    .where("id", "=", userId)
    .where("totp_secret", "=", secret)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "not-enabled" };
  const failures = Number(row.totp_failures);
  const budget = budgetOf(failures, row.totp_failed_at, now);
  if (budget.locked) return { ok: false, reason: "locked" };
  if (budget.retryAfterSeconds > 0) return { ok: false, reason: "delayed", retryAfterSeconds: budget.retryAfterSeconds };
  const counted = await db.kysely
    .updateTable("users")
    .set((eb) => ({
      totp_failures: failures + 1,
      totp_failed_at: now.toISOString(),
      totp_unseen_failures: eb("totp_unseen_failures", "+", 1),
    }))
    .where("id", "=", userId)
    .where("totp_secret", "=", secret)
    .where("totp_failures", "=", failures)
    .executeTakeFirst();
  return rowsChanged(counted) === 1 ? { allowed: true, failures: failures + 1 } : { ok: false, reason: "busy" };
}

/** A right code (or recovery code): the failures in a row are forgiven, the lock lifted. */
async function codeAccepted(db: Db, userId: number, reserved: boolean): Promise<void> {
  await db.kysely
    .updateTable("users")
    .set({
      totp_failures: 0,
      totp_failed_at: null,
      // The reservation counted this code as unseen too: give it back.
      ...(reserved ? { totp_unseen_failures: sql<number>`CASE WHEN totp_unseen_failures > 0 THEN totp_unseen_failures - 1 ELSE 0 END` } : {}),
    })
    .where("id", "=", userId)
    .execute();
}

/**
 * Checks a second factor, normalised already (6 digits, or a 12-character recovery code), and
 * uses it up: a TOTP code's step becomes the last accepted one in one conditional write, so the
 * same code (or an older one) is refused however many requests race with it; a recovery code is
 * marked used in one conditional write, so it works once.
 *
 * 6-digit codes spend the account's budget: each is counted before it is checked; after
 * CODE_FAILURES_FREE failures in a row the next waits (growing), after CODE_FAILURES_LOCK only a
 * recovery code is taken. A right code of either kind clears the count. Recovery codes (about 59
 * random bits each) are not worth guessing and never wait; a wrong one is only noted for the owner.
 */
export async function consumeSecondFactor(db: Db, userId: number, kind: SecondFactorKind, code: string, now = new Date()): Promise<SecondFactorResult> {
  const user = await db.kysely.selectFrom("users").select("totp_secret").where("id", "=", userId).executeTakeFirst();
  const secret = user?.totp_secret;
  if (!secret) return { ok: false, reason: "not-enabled" };

  if (kind === "recovery") {
    const used = await db.kysely
      .updateTable("recovery_codes")
      .set({ used_at: now.toISOString() })
      .where("user_id", "=", userId)
      .where("code_hash", "=", hashRecoveryCode(code))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (rowsChanged(used) === 0) {
      await db.kysely
        .updateTable("users")
        .set((eb) => ({ totp_unseen_failures: eb("totp_unseen_failures", "+", 1) }))
        .where("id", "=", userId)
        .execute();
      return { ok: false, reason: "wrong-code", failures: 0 };
    }
    await codeAccepted(db, userId, false);
    return { ok: true, kind, recoveryCodesLeft: await unusedRecoveryCodes(db, userId) };
  }

  const reservation = await reserveCode(db, userId, secret, now);
  if (!("allowed" in reservation)) return reservation;
  const step = matchingTotpStep(secret, code, now);
  if (step === null) return { ok: false, reason: "wrong-code", failures: reservation.failures };
  const accepted = await db.kysely
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where("totp_secret", "=", secret)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  if (rowsChanged(accepted) === 0) return { ok: false, reason: "replayed", failures: reservation.failures };
  await codeAccepted(db, userId, true);
  return { ok: true, kind, recoveryCodesLeft: await unusedRecoveryCodes(db, userId) };
}

/** The account's budget of 6-digit codes as it stands (for the users command and the page). */
export async function codeBudget(db: Db, userId: number, now = new Date()): Promise<CodeBudget> {
  const row = await db.kysely.selectFrom("users").select(["totp_failures", "totp_failed_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
  return budgetOf(Number(row.totp_failures), row.totp_failed_at, now);
}

/** Failed codes the owner has not been shown yet, and whether 6-digit codes are locked; null when none. */
export async function unseenCodeFailures(db: Db, userId: number): Promise<{ count: number; locked: boolean } | null> {
  const row = await db.kysely.selectFrom("users").select(["totp_unseen_failures", "totp_failures", "totp_secret"]).where("id", "=", userId).executeTakeFirst();
  const count = Number(row?.totp_unseen_failures ?? 0);
  if (!row?.totp_secret || count === 0) return null;
  return { count, locked: Number(row.totp_failures) >= CODE_FAILURES_LOCK };
}

/**
 * A sign-in with a second factor succeeded: the codes that failed on its own challenge were the
 * same person's (typos), so they are not news to them; the others stay to be shown.
 */
export async function forgiveOwnFailures(db: Db, userId: number, ownFailures: number): Promise<void> {
  if (ownFailures <= 0) return;
  await db.kysely
    .updateTable("users")
    .set({ totp_unseen_failures: sql<number>`CASE WHEN totp_unseen_failures > ${ownFailures} THEN totp_unseen_failures - ${ownFailures} ELSE 0 END` })
    .where("id", "=", userId)
    .execute();
}

/** The owner has read the banner about failed codes. */
export async function dismissCodeFailures(db: Db, userId: number): Promise<void> {
  await db.kysely.updateTable("users").set({ totp_unseen_failures: 0 }).where("id", "=", userId).execute();
}

/** Two-step state of every user, by e-mail, for the users command's list: off, on, or locked. */
export async function twoFactorStates(db: Db): Promise<Map<string, { enabled: boolean; failures: number; locked: boolean }>> {
  const rows = await db.kysely.selectFrom("users").select(["email", "totp_secret", "totp_failures"]).execute();
  return new Map(
    rows.map((r) => {
      const enabled = !!r.totp_secret;
      const failures = Number(r.totp_failures);
      return [r.email, { enabled, failures, locked: enabled && failures >= CODE_FAILURES_LOCK }];
    }),
  );
}

/**
 * Turns two-step sign-in off: the secrets (in force and offered), the recovery codes, open
 * challenges and the count of failed codes (so a lock ends) go. From the page (after a right
 * code) the admin's sessions stay; the users command's reset ends them too.
 */
export async function disableTwoFactor(db: Db, userId: number, options: { endSessions?: boolean } = {}): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_failures: 0, totp_failed_at: null, totp_unseen_failures: 0 })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("totp_enrolments").where("user_id", "=", userId).execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("sign_in_challenges").where("user_id", "=", userId).execute();
    if (options.endSessions) await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  });
}

export interface OpenChallenge {
  id: string;
  userId: number;
  email: string;
  failures: number;
}

/** Opens a challenge for the user; the random token (for the cookie) is returned once, stored hashed. */
export async function createChallenge(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.kysely.deleteFrom("sign_in_challenges").where("expires_at", "<=", now.toISOString()).execute();
  await db.kysely
    .insertInto("sign_in_challenges")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_SECONDS * 1000).toISOString(),
    })
    .execute();
  return token;
}

/** The open challenge a cookie token names, or null (missing, forged, expired, ended). */
export async function findChallenge(db: Db, token: string | undefined, now = new Date()): Promise<OpenChallenge | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const id = hashToken(token);
  const row = await db.kysely
    .selectFrom("sign_in_challenges")
    .innerJoin("users", "users.id", "sign_in_challenges.user_id")
    .select(["sign_in_challenges.user_id", "sign_in_challenges.expires_at", "sign_in_challenges.failures", "users.email", "users.totp_secret"])
    .where("sign_in_challenges.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (new Date(row.expires_at) <= now || !row.totp_secret) {
    await endChallenge(db, id);
    return null;
  }
  return { id, userId: row.user_id, email: row.email, failures: Number(row.failures) };
}

/** Counts a wrong code against the challenge; ends it at the limit. True while it stays open. */
export async function recordChallengeFailure(db: Db, id: string): Promise<boolean> {
  const row = await db.kysely
    .updateTable("sign_in_challenges")
    .set((eb) => ({ failures: eb("failures", "+", 1) }))
    .where("id", "=", id)
    .returning("failures")
    .executeTakeFirst();
  if (row && Number(row.failures) < CHALLENGE_MAX_FAILURES) return true;
  await endChallenge(db, id);
  return false;
}

/** Ends a challenge; true when it was still open (so only one of two racing successes wins). */
export async function endChallenge(db: Db, id: string): Promise<boolean> {
  return rowsChanged(await db.kysely.deleteFrom("sign_in_challenges").where("id", "=", id).executeTakeFirst()) === 1;
}
