/** The banner after a sign-in about codes that failed on the account: counted, forgiven when they were the owner's own typos, read. */
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { CODE_FAILURES_LOCK } from "../../lib/two-factor.ts";

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
