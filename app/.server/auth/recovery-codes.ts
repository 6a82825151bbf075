/**
 * Recovery codes: ten one-time codes made when two-step sign-in is turned on, shown once and
 * stored as SHA-256 hashes (docs/decisions/024-two-step-sign-in.md).
 */
import { createHash, randomInt } from "node:crypto";
import type { Db } from "../db/database.ts";
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from "../../lib/two-factor.ts";

/** Ten fresh recovery codes (about 59 random bits each), in the clear: shown once, stored hashed. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(""),
  );
}

/** A normalised recovery code's stored form. */
export const hashRecoveryCode = (code: string) => createHash("sha256").update(`recovery:${code}`).digest("hex");

/** The recovery codes the user has left. */
export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
