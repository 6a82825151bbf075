import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";
import type { SessionMethod } from "../db/schema.ts";

export interface SessionTimes {
  idleSeconds: number;
  maxAgeSeconds: number;
}

export interface ActiveSession {
  userId: number;
  email: string;
  /** How the session began, and the passkey that opened it (null for a password or a code). */
  method: SessionMethod;
  passkeyId: number | null;
  /** When its user last proved who they are: the sign-in, or the password typed again since. */
  verifiedAt: string;
  /** When it ends if unused (ISO); the open admin tab warns before then. */
  expiresAt: string;
}

/** How a session began: the second step's code, a passkey (which one), or the password alone. */
export interface SessionOrigin {
  method: SessionMethod;
  passkeyId?: number | null;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The database keeps only this: a stolen copy of the table signs nobody in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const plus = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/** A new session for the user: 256 random bits, returned once (for the cookie), stored hashed. */
export async function createSession(
  db: Db,
  userId: number,
  times: SessionTimes,
  now = new Date(),
  origin: SessionOrigin = { method: "password" },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.kysely
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: earlier(plus(now, times.idleSeconds), plus(now, times.maxAgeSeconds)).toISOString(),
      method: origin.method,
      passkey_id: origin.passkeyId ?? null,
      verified_at: now.toISOString(),
    })
    .execute();
  return token;
}

export interface FindSessionOptions {
  /**
   * False for requests the owner did not make by hand (the live stream's heartbeat): the session
   * is checked but its idle expiry is not pushed forward, so an unattended tab still idles out.
   */
  renew?: boolean;
}

/**
 * The session a token names, if it exists and has not expired; using it pushes the idle expiry
 * forward (written at most every tenth of the idle time, at most once a minute, to spare the
 * database a write per request), never past the absolute lifetime.
 */
export async function findSession(
  db: Db,
  token: string | undefined,
  times: SessionTimes,
  now = new Date(),
  { renew = true }: FindSessionOptions = {},
): Promise<ActiveSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const id = hashToken(token);
  const row = await db.kysely
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.user_id", "sessions.created_at", "sessions.expires_at", "sessions.method", "sessions.passkey_id", "sessions.verified_at", "users.email"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const expiresAt = new Date(row.expires_at);
  if (expiresAt <= now) {
    await db.kysely.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  const session = (until: Date): ActiveSession => ({
    userId: Number(row.user_id),
    email: row.email,
    method: row.method,
    passkeyId: row.passkey_id === null ? null : Number(row.passkey_id),
    verifiedAt: new Date(row.verified_at ?? row.created_at).toISOString(),
    expiresAt: until.toISOString(),
  });
  if (!renew) return session(expiresAt);
  const renewed = earlier(plus(now, times.idleSeconds), plus(new Date(row.created_at), times.maxAgeSeconds));
  const step = Math.min(60, times.idleSeconds / 10) * 1000;
  if (renewed.getTime() - expiresAt.getTime() >= step) {
    await db.kysely.updateTable("sessions").set({ expires_at: renewed.toISOString() }).where("id", "=", id).execute();
    return session(renewed);
  }
  return session(expiresAt);
}

/** The user proved who they are again (the password typed on the re-verify screen): the session counts as fresh. */
export async function markSessionVerified(db: Db, token: string, now = new Date()): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await db.kysely.updateTable("sessions").set({ verified_at: now.toISOString() }).where("id", "=", hashToken(token)).execute();
}

/** Ends the sessions a passkey opened (the passkey is being removed). */
export async function revokePasskeySessions(db: Db, passkeyId: number): Promise<number> {
  const result = await db.kysely.deleteFrom("sessions").where("passkey_id", "=", passkeyId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function revokeSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.kysely.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}

export async function revokeUserSessions(db: Db, userId: number): Promise<number> {
  const result = await db.kysely.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.kysely.deleteFrom("sessions").where("expires_at", "<=", now.toISOString()).execute();
}

/**
 * The session a sign-in opens (password, code or passkey): the browser's previous session ends
 * rather than being orphaned, expired ones go, and the new one's token is returned.
 */
export async function replaceSession(db: Db, previousToken: string | undefined, userId: number, times: SessionTimes, origin: SessionOrigin): Promise<string> {
  await revokeSession(db, previousToken);
  await purgeExpiredSessions(db);
  return createSession(db, userId, times, new Date(), origin);
}
