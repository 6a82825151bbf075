import { isIPv4, isIPv6 } from "node:net";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "./db/database.ts";

export interface RateLimiterOptions {
  /** Names the limiter; keys of different limiters never collide ("leads", "sign-in"...). */
  keyPrefix: string;
  /** Attempts allowed per key in each window. */
  points: number;
  durationSeconds: number;
}

type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt (or `points`) for the key and says whether it was within the limit. */
  consume(key: string, points?: number): Promise<RateLimitDecision>;
  /** Whether the key is still within the limit, without counting anything. */
  check(key: string): Promise<RateLimitDecision>;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

/** The table the migration 0004 creates for rate-limiter-flexible's PostgreSQL store. */
const POSTGRES_TABLE = "rate_limits";

/**
 * One factory for every rate limiter. On SQLite (one instance) the counts live in memory; with
 * PostgreSQL they live in the database, so all instances share them. If PostgreSQL cannot be
 * reached, the limiter carries on in memory rather than failing the request. Without a database
 * (`undefined`) the limiter is this process's alone.
 */
export function createRateLimiter(db: Pick<Db, "pgPool"> | undefined, { keyPrefix, points, durationSeconds }: RateLimiterOptions): RateLimiter {
  const options = { keyPrefix, points, duration: durationSeconds };
  const limiter: RateLimiterAbstract = db?.pgPool
    ? new RateLimiterPostgres({
        ...options,
        storeClient: db.pgPool,
        storeType: "pool",
        tableName: POSTGRES_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);

  const decision = (res: RateLimiterRes): RateLimitDecision =>
    res.consumedPoints <= points
      ? { allowed: true, remaining: res.remainingPoints }
      : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };

  return {
    async consume(key, cost = 1) {
      try {
        return decision(await limiter.consume(key, cost));
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return decision(refusal);
        throw refusal;
      }
    },
    async check(key) {
      const res = await limiter.get(key);
      if (!res || res.consumedPoints < points) return { allowed: true, remaining: res ? res.remainingPoints : points };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * The key one client is counted under: an IPv4 address as it is; an IPv6 address by its /64
 * (one subscriber's network, which an attacker can rotate through freely); an IPv4-mapped IPv6
 * address (::ffff:192.0.2.1) as the IPv4 address it carries.
 */
export function clientKey(address: string): string {
  const plain = address.trim().replace(/%.*$/, "").toLowerCase();
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain || "unknown";
  const groups = expandIPv6(plain);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (handles "::" and a trailing dotted IPv4). */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  return tail === undefined ? start : [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
