/**
 * Passkeys (WebAuthn credentials) of admin accounts, and the one-use challenges of their
 * ceremonies, in the database (migration 0015). The ceremonies themselves are in
 * passkey-ceremonies.ts; see docs/decisions/052-passkeys.md.
 *
 * A challenge is taken by deleting its row (one statement, so two requests with the same
 * challenge cannot both have it) and is refused once expired. A passkey's counter only moves
 * forward: a use is recorded by a write conditional on the counter it was checked against.
 */
import type { Db } from "../db/database.ts";

/** How long an options answer may wait for the browser (and the person at it). */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
/**
 * Sign-in options are asked before anyone is known, so a flood must neither swell the table nor
 * push out the owner's own challenge: each browser holds one (asking again replaces it), each
 * client address at most this many at once (then its further asks are refused until they expire),
 * and past the overall ceiling new asks are refused. Nothing waiting is ever evicted by another.
 */
export const PASSKEY_SIGN_IN_CHALLENGES_PER_CLIENT = 10;
export const PASSKEY_SIGN_IN_CHALLENGES_MAX = 10_000;
/** Passkeys one account may hold (several phones and a key or two, not a flood). */
export const PASSKEYS_PER_USER_MAX = 20;

export type PasskeyPurpose = "registration" | "authentication";

/** A passkey as the security screen lists it. */
export interface PasskeySummary {
  id: number;
  deviceName: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A passkey as a sign-in checks it. */
export interface StoredPasskey {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

export async function listPasskeys(db: Db, userId: number): Promise<PasskeySummary[]> {
  const rows = await db.kysely
    .selectFrom("passkeys")
    .select(["id", "device_name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, deviceName: row.device_name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/** How many passkeys each user holds, by e-mail (users with none are left out). */
export async function passkeyCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.kysely
    .selectFrom("passkeys")
    .innerJoin("users", "users.id", "passkeys.user_id")
    .select(["users.email", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("users.email")
    .execute();
  return new Map(rows.map((row) => [row.email, Number(row.n)]));
}

export async function hasPasskey(db: Db, userId: number): Promise<boolean> {
  const row = await db.kysely.selectFrom("passkeys").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
  return !!row;
}

/** The credential ids a user holds, with their transports: the browser is told not to register one twice. */
export async function userCredentials(db: Db, userId: number): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db.kysely.selectFrom("passkeys").select(["credential_id", "transports"]).where("user_id", "=", userId).execute();
  return rows.map((row) => ({ id: row.credential_id, transports: splitTransports(row.transports) }));
}

const splitTransports = (text: string) => text.split(",").filter(Boolean);

export async function findPasskey(db: Db, credentialId: string): Promise<StoredPasskey | null> {
  const row = await db.kysely
    .selectFrom("passkeys")
    .select(["id", "user_id", "credential_id", "public_key", "counter", "transports"])
    .where("credential_id", "=", credentialId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: splitTransports(row.transports),
  };
}

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceName: string;
}

/** Keeps a verified passkey; false when that credential is already kept (for any user). */
export async function addPasskey(db: Db, passkey: NewPasskey, now = new Date()): Promise<{ ok: true; id: number } | { ok: false; reason: "duplicate" }> {
  const row = await db.kysely
    .insertInto("passkeys")
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports.join(","),
      device_name: passkey.deviceName,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("credential_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? { ok: true, id: row.id } : { ok: false, reason: "duplicate" };
}

/**
 * Records a sign-in with a passkey: its counter moves to `newCounter` and `last_used_at` to now,
 * only if the counter is still the one the assertion was checked against (a parallel use of a
 * cloned authenticator loses). Returns whether it was recorded.
 */
export async function recordPasskeyUse(db: Db, passkey: Pick<StoredPasskey, "id" | "counter">, newCounter: number, now = new Date()): Promise<boolean> {
  const result = await db.kysely
    .updateTable("passkeys")
    .set({ counter: newCounter, last_used_at: now.toISOString() })
    .where("id", "=", passkey.id)
    .where("counter", "=", passkey.counter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes one of the user's passkeys (never another user's); returns its name, or null when there was none. */
export async function removePasskey(db: Db, userId: number, passkeyId: number): Promise<string | null> {
  const row = await db.kysely.deleteFrom("passkeys").where("id", "=", passkeyId).where("user_id", "=", userId).returning("device_name").executeTakeFirst();
  return row?.device_name ?? null;
}

/** A sign-in's challenge belongs to a browser (the SHA-256 of its cookie) and counts against a client address. */
export interface ChallengeOwner {
  browser: string;
  client: string;
}

const pendingSignIns = (db: Db) =>
  db.kysely
    .selectFrom("passkey_challenges")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("purpose", "=", "authentication");

/**
 * Keeps a challenge sent in options, for `PASSKEY_CHALLENGE_SECONDS`. Expired ones go first. A
 * sign-in's replaces the same browser's earlier one; false (nothing kept) when its client address
 * or everyone together already hold as many as allowed.
 */
export async function saveChallenge(
  db: Db,
  challenge: { challenge: string; userId: number | null; purpose: PasskeyPurpose; owner?: ChallengeOwner },
  now = new Date(),
): Promise<boolean> {
  await purgeExpiredChallenges(db, now);
  const { owner } = challenge;
  if (challenge.purpose === "authentication") {
    if (!owner) throw new Error("a sign-in challenge needs the browser and client it belongs to");
    await db.kysely.deleteFrom("passkey_challenges").where("purpose", "=", "authentication").where("browser", "=", owner.browser).execute();
    const [ofClient, ofAll] = await Promise.all([
      pendingSignIns(db).where("client", "=", owner.client).executeTakeFirstOrThrow(),
      pendingSignIns(db).executeTakeFirstOrThrow(),
    ]);
    if (Number(ofClient.n) >= PASSKEY_SIGN_IN_CHALLENGES_PER_CLIENT || Number(ofAll.n) >= PASSKEY_SIGN_IN_CHALLENGES_MAX) return false;
  }
  await db.kysely
    .insertInto("passkey_challenges")
    .values({
      challenge: challenge.challenge,
      user_id: challenge.userId,
      purpose: challenge.purpose,
      expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000).toISOString(),
      browser: owner?.browser ?? null,
      client: owner?.client ?? null,
    })
    .execute();
  return true;
}

/**
 * Takes a challenge for one use: its row is deleted whatever follows, so the same challenge
 * (a replayed response) is never accepted twice. True only when it was there, for this purpose
 * and this user (null: a sign-in's, which must also come from the browser that asked for it), and
 * not expired.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  { now = new Date(), browser = null }: { now?: Date; browser?: string | null } = {},
): Promise<boolean> {
  const row = await db.kysely
    .deleteFrom("passkey_challenges")
    .where("challenge", "=", challenge)
    .returning(["purpose", "user_id", "expires_at", "browser"])
    .executeTakeFirst();
  if (!row) return false;
  const sameBrowser = purpose !== "authentication" || (browser !== null && row.browser === browser);
  return row.purpose === purpose && row.user_id === userId && sameBrowser && new Date(row.expires_at).getTime() > now.getTime();
}

export async function purgeExpiredChallenges(db: Db, now = new Date()): Promise<number> {
  const result = await db.kysely.deleteFrom("passkey_challenges").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return deleted(result);
}
