import { createHash } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { Database, Db } from "../db/database.ts";

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

type ThrottleRow = { key: string; blocked_until: string | null; succeeded_at: string | null };

const isKnownClient = (succeededAt: string | null | undefined, now: Date) =>
  !!succeededAt && now.getTime() - new Date(succeededAt).getTime() < KNOWN_CLIENT_DAYS * 86_400_000;

/** The latest block set on the counters that bind this attempt (0 when none is set). */
function blockedUntil(rows: ThrottleRow[], k: Record<Rule, string>, now: Date): number {
  const row = (rule: Rule) => rows.find((r) => r.key === k[rule]);
  const knownClient = isKnownClient(row("pair")?.succeeded_at, now);
  let until = 0;
  for (const rule of ["pair", "client", "account"] as const) {
    if (rule === "account" && knownClient) continue;
    const blocked = row(rule)?.blocked_until;
    if (blocked) until = Math.max(until, new Date(blocked).getTime());
  }
  return until;
}

const refused = (until: number, now: Date) => ({ allowed: false, retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) }) as const;

async function readCounters(db: Db, k: Record<Rule, string>): Promise<ThrottleRow[]> {
  return db.kysely.selectFrom("sign_in_throttle").select(["key", "blocked_until", "succeeded_at"]).where("key", "in", Object.values(k)).execute();
}

export async function checkSignIn(db: Db, email: string, client: string, now = new Date()): Promise<ThrottleVerdict> {
  const k = keys(email, client);
  const until = blockedUntil(await readCounters(db, k), k, now);
  return until > now.getTime() ? refused(until, now) : { allowed: true };
}

/** How long a block lasts once a counter stands `over` failures past its limit. */
const blockFor = (blockSeconds: number, over: number) => Math.min(blockSeconds * 2 ** Math.min(over, 20), blockSeconds * MAX_BLOCK_FACTOR);

/** Sets a block on one counter, never shortening one already set. */
async function block(db: Db | Transaction<Database>, key: string, until: Date): Promise<void> {
  const iso = until.toISOString();
  await ("kysely" in db ? db.kysely : db)
    .updateTable("sign_in_throttle")
    .set({ blocked_until: sql<string>`CASE WHEN blocked_until IS NULL OR blocked_until < ${iso} THEN ${iso} ELSE blocked_until END` })
    .where("key", "=", key)
    .execute();
}

/** What one reserved attempt counted, to settle it once the password is checked. */
export interface Reservation {
  counts: Record<Rule, number>;
}

export type ReservationVerdict = ({ allowed: true } & Reservation) | { allowed: false; retryAfterSeconds: number };

/** A counter found past its limit inside the transaction: the bumps are rolled back. */
class Refusal extends Error {
  readonly until: number;
  readonly blockKey: string | undefined;
  constructor(until: number, blockKey?: string) {
    super("sign-in attempt refused by the throttle");
    this.until = until;
    this.blockKey = blockKey;
  }
}

/**
 * Counts a sign-in attempt as a failure before the password is hashed, and says whether it may
 * go on. A refused attempt writes no row and counts nowhere: a block already set is found by a
 * read alone, so a flood from a blocked client neither grows the table nor adds up against the
 * account (which would lock the owner out of new devices). Otherwise each counter is bumped by
 * one atomic statement that returns its new value, so attempts racing in parallel (on one
 * instance or several) each get their own count and at most the limit of them pass; one that
 * finds a counter past its limit rolls its bumps back and only sets that counter's block. The
 * account is bumped last, so an attempt its pair or client counter refuses never reaches it.
 * A success gives the attempt back (`recordSuccess`); a failure keeps it and sets the block when
 * the limit is reached (`settleFailure`).
 */
export async function reserveAttempt(db: Db, email: string, client: string, blockSeconds: number, now = new Date()): Promise<ReservationVerdict> {
  const k = keys(email, client);
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - WINDOW_MINUTES * 60_000).toISOString();
  const rows = await readCounters(db, k);
  const setBlock = blockedUntil(rows, k, now);
  if (setBlock > now.getTime()) return refused(setBlock, now);
  const knownClient = isKnownClient(rows.find((r) => r.key === k.pair)?.succeeded_at, now);
  const binding = (rule: Rule) => !(rule === "account" && knownClient);

  try {
    // One transaction: one commit (one wait for the disk) for the three counters.
    return await db.kysely.transaction().execute(async (trx) => {
      const counts = {} as Record<Rule, number>;
      for (const rule of ["pair", "client", "account"] as const) {
        // The pair counts consecutive failures (a success resets it); the others count within the window.
        const cutoff = rule === "pair" ? new Date(now.getTime() - 86_400_000).toISOString() : windowStart;
        const blocked = sql<boolean>`sign_in_throttle.blocked_until IS NOT NULL AND sign_in_throttle.blocked_until > ${nowIso}`;
        // A block that has ended lets exactly one attempt through (the row lock or SQLite's single
        // writer decides which): the one that clears it. The others find the count past the limit.
        const reopened = await trx
          .updateTable("sign_in_throttle")
          .set({ blocked_until: null })
          .where("key", "=", k[rule])
          .where("blocked_until", "is not", null)
          .where("blocked_until", "<=", nowIso)
          .returning("key")
          .executeTakeFirst();
        const row = await trx
          .insertInto("sign_in_throttle")
          .values({ key: k[rule], failures: 1, window_start: nowIso })
          .onConflict((oc) =>
            oc.column("key").doUpdateSet({
              failures: sql<number>`CASE WHEN ${blocked} THEN sign_in_throttle.failures WHEN sign_in_throttle.window_start < ${cutoff} THEN 1 ELSE sign_in_throttle.failures + 1 END`,
              window_start: sql<string>`CASE WHEN ${blocked} THEN sign_in_throttle.window_start WHEN sign_in_throttle.window_start < ${cutoff} THEN ${nowIso} ELSE sign_in_throttle.window_start END`,
            }),
          )
          .returning(["failures", "blocked_until"])
          .executeTakeFirstOrThrow();
        counts[rule] = Number(row.failures);
        if (!binding(rule)) continue;
        const until = row.blocked_until ? new Date(row.blocked_until).getTime() : 0;
        // Blocked since the read above (an attempt in parallel settled): refused.
        if (until > now.getTime()) throw new Refusal(until);
        if (counts[rule] > THROTTLE_LIMITS[rule] && !reopened) {
          // Past the limit before the block was set (attempts in parallel): refused, and blocked now.
          throw new Refusal(now.getTime() + blockFor(blockSeconds, counts[rule] - THROTTLE_LIMITS[rule]) * 1000, k[rule]);
        }
      }
      return { allowed: true, counts } as const;
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // Only an existing row past its limit gets here: setting its block adds no row.
    if (error.blockKey) await block(db, error.blockKey, new Date(error.until));
    return refused(error.until, now);
  }
}

/** A reserved attempt whose password was wrong: the counters that reached their limit block. */
export async function settleFailure(db: Db, email: string, client: string, reservation: Reservation, blockSeconds: number, now = new Date()): Promise<void> {
  const k = keys(email, client);
  for (const rule of ["pair", "client", "account"] as const) {
    const over = reservation.counts[rule] - THROTTLE_LIMITS[rule];
    if (over >= 0) await block(db, k[rule], new Date(now.getTime() + blockFor(blockSeconds, over) * 1000));
  }
}

/** One failed attempt, reserved and settled at once (the throttle's tests; imports of old data). */
export async function recordFailure(db: Db, email: string, client: string, blockSeconds: number, now = new Date()): Promise<void> {
  const verdict = await reserveAttempt(db, email, client, blockSeconds, now);
  if (verdict.allowed) await settleFailure(db, email, client, verdict, blockSeconds, now);
}

/**
 * A successful sign-in clears this account+client counter, remembers the client as known, and
 * gives back the attempt its reservation counted against the client and the account.
 */
export async function recordSuccess(db: Db, email: string, client: string, now = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  const k = keys(email, client);
  await db.kysely
    .insertInto("sign_in_throttle")
    .values({ key: k.pair, failures: 0, window_start: nowIso, succeeded_at: nowIso })
    .onConflict((oc) => oc.column("key").doUpdateSet({ failures: 0, window_start: nowIso, blocked_until: null, succeeded_at: nowIso }))
    .execute();
  await db.kysely
    .updateTable("sign_in_throttle")
    .set({ failures: sql<number>`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END` })
    .where("key", "in", [k.client, k.account])
    .execute();
}

/**
 * A reserved attempt that was neither a failure nor a success: a right password for an account
 * with two-step sign-in, whose code is still to come. Its count is given back on every counter,
 * but the account+client counter is not reset and the client is not remembered as known: only
 * the whole sign-in does that, so wrong codes keep adding up across password entries.
 */
export async function releaseAttempt(db: Db, email: string, client: string): Promise<void> {
  const k = keys(email, client);
  await db.kysely
    .updateTable("sign_in_throttle")
    .set({ failures: sql<number>`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END` })
    .where("key", "in", [k.pair, k.client, k.account])
    .execute();
}

/** How a throttled check ended: a failure counts, a success clears, `unchecked` gives the attempt back (releaseAttempt). */
export type AttemptSettlement = "failure" | "success" | "unchecked";

/** The throttle's answer around a check: refused before it ran, or the check's own result. */
export type ThrottledResult<T> = { allowed: false; retryAfterSeconds: number } | { allowed: true; value: T };

/**
 * The sign-in throttle's protocol, written once for the password, the 6-digit code and the
 * recovery code (at sign-in and when turning two-step sign-in off): reserve an attempt before the
 * check, so parallel attempts cannot all slip past the limit; run the check only if allowed; then
 * settle the reservation as the check says. A check that throws leaves its attempt counted.
 */
export async function withSignInThrottle<T>(
  db: Db,
  attempt: { email: string; client: string; blockSeconds: number },
  check: () => Promise<{ settle: AttemptSettlement; value: T }>,
): Promise<ThrottledResult<T>> {
  const { email, client, blockSeconds } = attempt;
  const reservation = await reserveAttempt(db, email, client, blockSeconds);
  if (!reservation.allowed) return { allowed: false, retryAfterSeconds: reservation.retryAfterSeconds };
  const { settle, value } = await check();
  if (settle === "failure") await settleFailure(db, email, client, reservation, blockSeconds);
  else if (settle === "success") await recordSuccess(db, email, client);
  else await releaseAttempt(db, email, client);
  return { allowed: true, value };
}

/** The most rows the table keeps after a purge, however many accounts a flood has tried. */
const THROTTLE_MAX_ROWS = 100_000;

/**
 * Forgets counters nobody needs any more (old windows, ended blocks, long-unused known clients),
 * then, if the table still holds more than `maxRows`, the oldest counters that neither block nor
 * remember a known client. Run by the retention job, not on the sign-in path. Returns the rows removed.
 */
export async function purgeThrottle(db: Db, now = new Date(), maxRows = THROTTLE_MAX_ROWS): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const knownCutoff = new Date(now.getTime() - KNOWN_CLIENT_DAYS * 86_400_000).toISOString();
  const nowIso = now.toISOString();
  const stale = await db.kysely
    .deleteFrom("sign_in_throttle")
    .where("window_start", "<", dayAgo)
    .where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<", nowIso)]))
    .where((eb) => eb.or([eb("succeeded_at", "is", null), eb("succeeded_at", "<", knownCutoff)]))
    .executeTakeFirst();
  let removed = Number(stale.numDeletedRows);
  const { rows } = await db.kysely
    .selectFrom("sign_in_throttle")
    .select((eb) => eb.fn.countAll<number | string>().as("rows"))
    .executeTakeFirstOrThrow();
  const excess = Number(rows) - maxRows;
  if (excess > 0) {
    const oldest = db.kysely
      .selectFrom("sign_in_throttle")
      .select("key")
      .where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<", nowIso)]))
      .where((eb) => eb.or([eb("succeeded_at", "is", null), eb("succeeded_at", "<", knownCutoff)]))
      .orderBy("window_start")
      .limit(excess);
    const capped = await db.kysely.deleteFrom("sign_in_throttle").where("key", "in", oldest).executeTakeFirst();
    removed += Number(capped.numDeletedRows);
  }
  return removed;
}

/** "נסו שוב בעוד X דקות" in natural Hebrew. */
export function retryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const when = minutes === 1 ? "בעוד דקה" : minutes === 2 ? "בעוד שתי דקות" : `בעוד ${minutes} דקות`;
  return `יותר מדי ניסיונות התחברות שגויים. נסו שוב ${when}.`;
}
