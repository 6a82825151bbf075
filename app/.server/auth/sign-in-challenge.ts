/**
 * A password accepted for an account with two-step sign-in opens a challenge (a row named by the
 * SHA-256 of a random cookie token, five minutes, five wrong codes at most), not a session.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";
import { hashToken } from "./sessions.ts";

/** How long the code may follow the password. */
export const CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes one challenge takes before it ends (the password must be given again). */
export const CHALLENGE_MAX_FAILURES = 5;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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
  const ended = await db.kysely.deleteFrom("sign_in_challenges").where("id", "=", id).executeTakeFirst();
  return Number(ended.numDeletedRows) === 1;
}
