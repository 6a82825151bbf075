/**
 * Two-step sign-in with time-based codes (TOTP, RFC 6238): 30-second steps, 6 digits, HMAC-SHA-1
 * (what every authenticator app understands), a code from the step before or after accepted for
 * clock drift. The secret must be readable to check codes, so it is stored as is (base32); ten
 * one-time recovery codes are stored as SHA-256 hashes (docs/decisions/024-two-step-sign-in.md).
 *
 * A password accepted for an account with two-step sign-in opens a challenge (a row named by the
 * SHA-256 of a random cookie token, five minutes, five wrong codes at most), not a session.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "../db/index.ts";
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from "../../lib/two-factor.ts";
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

/**
 * The secret offered for enrolment: the one already offered (so a reload shows the same QR code),
 * else a new one. Not in force until a code made from it is confirmed.
 */
export async function pendingSecret(db: Db, userId: number): Promise<string> {
  const read = () => db.kysely.selectFrom("users").select("totp_pending_secret").where("id", "=", userId).executeTakeFirstOrThrow();
  const existing = (await read()).totp_pending_secret;
  if (existing) return existing;
  await db.kysely
    .updateTable("users")
    .set({ totp_pending_secret: newTotpSecret() })
    .where("id", "=", userId)
    .where("totp_pending_secret", "is", null)
    .execute();
  // Two tabs loading at once: whichever wrote first is the one both show.
  return (await read()).totp_pending_secret!;
}

export type EnrolmentResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "wrong-code" | "already-enabled" | "no-pending-secret" };

/**
 * Turns two-step sign-in on when `code` was made from the offered secret: the secret comes into
 * force, ten recovery codes are made (returned once, stored hashed), the code's step counts as
 * used, and every other session of the user ends (one opened with a leaked password, say).
 */
export async function confirmEnrolment(db: Db, userId: number, code: string, options: { keepSessionId?: string; now?: Date } = {}): Promise<EnrolmentResult> {
  const now = options.now ?? new Date();
  const user = await db.kysely.selectFrom("users").select(["totp_secret", "totp_pending_secret"]).where("id", "=", userId).executeTakeFirst();
  if (user?.totp_secret) return { ok: false, reason: "already-enabled" };
  const pending = user?.totp_pending_secret;
  if (!pending) return { ok: false, reason: "no-pending-secret" };
  const step = matchingTotpStep(pending, code, now);
  if (step === null) return { ok: false, reason: "wrong-code" };

  const recoveryCodes = newRecoveryCodes();
  const enabled = await db.kysely.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({ totp_secret: pending, totp_pending_secret: null, totp_enabled_at: now.toISOString(), totp_last_step: step })
      .where("id", "=", userId)
      .where("totp_pending_secret", "=", pending)
      .where("totp_secret", "is", null)
      .executeTakeFirst();
    if (rowsChanged(result) !== 1) return false;
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(recoveryCodes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(c) })))
      .execute();
    let others = trx.deleteFrom("sessions").where("user_id", "=", userId);
    if (options.keepSessionId) others = others.where("id", "!=", options.keepSessionId);
    await others.execute();
    return true;
  });
  return enabled ? { ok: true, recoveryCodes } : { ok: false, reason: "already-enabled" };
}

export type SecondFactorKind = "totp" | "recovery";

export type SecondFactorResult =
  { ok: true; kind: SecondFactorKind; recoveryCodesLeft: number } | { ok: false; reason: "wrong-code" | "replayed" | "not-enabled" };

async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Checks a second factor, normalised already (6 digits, or a 12-character recovery code), and
 * uses it up: a TOTP code's step becomes the last accepted one in one conditional write, so the
 * same code (or an older one) is refused however many requests race with it; a recovery code is
 * marked used in one conditional write, so it works once.
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
    if (rowsChanged(used) === 0) return { ok: false, reason: "wrong-code" };
    return { ok: true, kind, recoveryCodesLeft: await unusedRecoveryCodes(db, userId) };
  }

  const step = matchingTotpStep(secret, code, now);
  if (step === null) return { ok: false, reason: "wrong-code" };
  const accepted = await db.kysely
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where("totp_secret", "=", secret)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  if (rowsChanged(accepted) === 0) return { ok: false, reason: "replayed" };
  return { ok: true, kind, recoveryCodesLeft: await unusedRecoveryCodes(db, userId) };
}

/**
 * Turns two-step sign-in off: the secrets, the recovery codes and open challenges go. From the
 * page (after a right code) the admin's sessions stay; the users command's reset ends them too.
 */
export async function disableTwoFactor(db: Db, userId: number, options: { endSessions?: boolean } = {}): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where("id", "=", userId)
      .execute();
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
