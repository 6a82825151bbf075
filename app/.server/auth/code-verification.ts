/**
 * A second factor checked and used up: a 6-digit code (its step used once) or a recovery code
 * (once). Failed 6-digit codes are counted on the account, in a row, across challenges and
 * windows: from the fifth each waits longer, at the twentieth only a recovery code lets in
 * (docs/decisions/032-second-step-budget.md).
 */
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { CODE_FAILURES_LOCK, codeRetryDelaySeconds } from "../../lib/two-factor.ts";
import { hashRecoveryCode, unusedRecoveryCodes } from "./recovery-codes.ts";
import { matchingTotpStep } from "./totp-codes.ts";

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
  return Number(counted.numUpdatedRows) === 1 ? { allowed: true, failures: failures + 1 } : { ok: false, reason: "busy" };
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
    if (Number(used.numUpdatedRows) === 0) {
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
  if (Number(accepted.numUpdatedRows) === 0) return { ok: false, reason: "replayed", failures: reservation.failures };
  await codeAccepted(db, userId, true);
  return { ok: true, kind, recoveryCodesLeft: await unusedRecoveryCodes(db, userId) };
}

/** The account's budget of 6-digit codes as it stands (for the users command and the page). */
export async function codeBudget(db: Db, userId: number, now = new Date()): Promise<CodeBudget> {
  const row = await db.kysely.selectFrom("users").select(["totp_failures", "totp_failed_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
  return budgetOf(Number(row.totp_failures), row.totp_failed_at, now);
}
