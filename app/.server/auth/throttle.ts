import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db";

/**
 * Sign-in throttling, kept in the database so every app instance sees the same counts and a
 * restart forgets nothing. Three counters, each blocking for a while once it passes its limit:
 * - this account from this client: 5 failures;
 * - this client, any account: 20 failures in the window;
 * - this account, any client: 50 failures in the window, but not for a client that has signed in
 *   to this account before, so strangers guessing the owner's password cannot lock the owner out.
 * A block starts at `blockSeconds` and doubles with each further failure, never beyond 15 times
 * that (15 minutes by default): nothing ever blocks anyone for good.
 */
export const THROTTLE_LIMITS = { pair: 5, client: 20, account: 50 } as const;
const WINDOW_MINUTES = 15;
const MAX_BLOCK_FACTOR = 15;
const KNOWN_CLIENT_DAYS = 90;

type Rule = keyof typeof THROTTLE_LIMITS;

const digest = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The counters' keys: hashes, so the table holds no addresses in the clear. */
function keys(email: string, client: string): Record<Rule, string> {
  return { pair: `p:${digest(`${email}\n${client}`)}`, client: `c:${digest(client)}`, account: `a:${digest(email)}` };
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function checkSignIn(db: Db, email: string, client: string, now = new Date()): Promise<ThrottleVerdict> {
  const k = keys(email, client);
  const rows = await db.kysely.selectFrom("sign_in_throttle").selectAll().where("key", "in", Object.values(k)).execute();
  const row = (rule: Rule) => rows.find((r) => r.key === k[rule]);
  const knownClient = (() => {
    const succeeded = row("pair")?.succeeded_at;
    return !!succeeded && now.getTime() - new Date(succeeded).getTime() < KNOWN_CLIENT_DAYS * 86_400_000;
  })();
  let until = 0;
  for (const rule of ["pair", "client", "account"] as const) {
    if (rule === "account" && knownClient) continue;
    const blocked = row(rule)?.blocked_until;
    if (blocked) until = Math.max(until, new Date(blocked).getTime());
  }
  return until > now.getTime() ? { allowed: false, retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) } : { allowed: true };
}

export async function recordFailure(db: Db, email: string, client: string, blockSeconds: number, now = new Date()): Promise<void> {
  const k = keys(email, client);
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - WINDOW_MINUTES * 60_000).toISOString();
  for (const rule of ["pair", "client", "account"] as const) {
    // The pair counts consecutive failures (a success resets it); the others count within the window.
    const cutoff = rule === "pair" ? new Date(now.getTime() - 86_400_000).toISOString() : windowStart;
    const { failures } = await db.kysely
      .insertInto("sign_in_throttle")
      .values({ key: k[rule], failures: 1, window_start: nowIso })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          failures: sql<number>`CASE WHEN sign_in_throttle.window_start < ${cutoff} THEN 1 ELSE sign_in_throttle.failures + 1 END`,
          window_start: sql<string>`CASE WHEN sign_in_throttle.window_start < ${cutoff} THEN ${nowIso} ELSE sign_in_throttle.window_start END`,
        }),
      )
      .returning("failures")
      .executeTakeFirstOrThrow();
    const over = failures - THROTTLE_LIMITS[rule];
    if (over >= 0) {
      const seconds = Math.min(blockSeconds * 2 ** Math.min(over, 20), blockSeconds * MAX_BLOCK_FACTOR);
      await db.kysely
        .updateTable("sign_in_throttle")
        .set({ blocked_until: new Date(now.getTime() + seconds * 1000).toISOString() })
        .where("key", "=", k[rule])
        .execute();
    }
  }
}

/** A successful sign-in clears this account+client counter and remembers the client as known. */
export async function recordSuccess(db: Db, email: string, client: string, now = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  await db.kysely
    .insertInto("sign_in_throttle")
    .values({ key: keys(email, client).pair, failures: 0, window_start: nowIso, succeeded_at: nowIso })
    .onConflict((oc) => oc.column("key").doUpdateSet({ failures: 0, window_start: nowIso, blocked_until: null, succeeded_at: nowIso }))
    .execute();
}

/** Forgets counters nobody needs any more (old windows, ended blocks, long-unused known clients). */
export async function purgeThrottle(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const knownCutoff = new Date(now.getTime() - KNOWN_CLIENT_DAYS * 86_400_000).toISOString();
  await db.kysely
    .deleteFrom("sign_in_throttle")
    .where("window_start", "<", dayAgo)
    .where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<", now.toISOString())]))
    .where((eb) => eb.or([eb("succeeded_at", "is", null), eb("succeeded_at", "<", knownCutoff)]))
    .execute();
}

/** "נסו שוב בעוד X דקות" in natural Hebrew. */
export function retryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const when = minutes === 1 ? "בעוד דקה" : minutes === 2 ? "בעוד שתי דקות" : `בעוד ${minutes} דקות`;
  return `יותר מדי ניסיונות התחברות שגויים. נסו שוב ${when}.`;
}
