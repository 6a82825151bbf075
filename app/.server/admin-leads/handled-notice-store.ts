/**
 * The leads screen's one-time notice about the leads marked "טופלו" before there were stages
 * (migration 0014 made them stage "closed", shown as "טופל" in the "הכל" view): how many there are,
 * for an admin who has not read it yet, and "הבנתי", kept per admin (migration 0021).
 */
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { inView } from "./queries.ts";

/** The leads marked handled before the stages that the "הכל" view lists (not in the trash, not spam, not applications). */
async function handledBeforeStagesCount(db: Db): Promise<number> {
  const row = await inView(db.kysely.selectFrom("leads"), "all")
    // A literal, as the partial index of migration 0021 states it.
    .where("stage", "=", sql.lit("closed"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many leads the notice tells this admin about; null when they have read it, or there are none. */
export async function handledNoticeFor(db: Db, userId: number): Promise<number | null> {
  const user = await db.kysely.selectFrom("users").select("handled_notice_read_at").where("id", "=", userId).executeTakeFirst();
  if (!user || user.handled_notice_read_at !== null) return null;
  const count = await handledBeforeStagesCount(db);
  return count > 0 ? count : null;
}

/** This admin read the notice ("הבנתי"): it does not come back, on any device. The first time read is kept. */
export async function dismissHandledNotice(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.kysely
    .updateTable("users")
    .set({ handled_notice_read_at: now.toISOString() })
    .where("id", "=", userId)
    .where("handled_notice_read_at", "is", null)
    .execute();
}
