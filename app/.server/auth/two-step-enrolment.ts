/**
 * Two-step sign-in turned on and off: whether a user has it (and must enrol first), the secret
 * offered to one session for enrolment, its confirmation with the first code, and turning it
 * off. A secret offered for enrolment belongs to the session it was shown to
 * (docs/decisions/032-second-step-budget.md).
 */
import { serverConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { CODE_FAILURES_LOCK } from "../../lib/two-factor.ts";
import { hasPasskey } from "./passkey-store.ts";
import { hashRecoveryCode, newRecoveryCodes, unusedRecoveryCodes } from "./recovery-codes.ts";
import { matchingTotpStep, newTotpSecret } from "./totp-codes.ts";

export type TwoFactorStatus = { enabled: true; enabledAt: string; recoveryCodesLeft: number } | { enabled: false };

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const user = await db.kysely.selectFrom("users").select(["totp_secret", "totp_enabled_at"]).where("id", "=", userId).executeTakeFirst();
  if (!user?.totp_secret) return { enabled: false };
  return { enabled: true, enabledAt: user.totp_enabled_at ?? "", recoveryCodesLeft: await unusedRecoveryCodes(db, userId) };
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
    if (Number(result.numUpdatedRows) !== 1) return false;
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
