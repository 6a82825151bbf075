import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../tests/support/both-engines.ts";
import type { Db } from "./db/database.ts";
import { clientKey, createRateLimiter } from "./rate-limit.ts";

describe("clientKey", () => {
  it("keys IPv4 by the address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });
  it("keys IPv6 by its /64, whatever the spelling", () => {
    const key = clientKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe(key);
    expect(clientKey("2001:db8:1:2:abcd::9%eth0")).toBe(key);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
  it("keys IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });
  it("passes anything else through", () => {
    expect(clientKey("")).toBe("unknown");
    expect(clientKey("unknown")).toBe("unknown");
  });
});

function limiterSuite(engine: string, open: () => Promise<Db>, shared: boolean) {
  describe(`createRateLimiter on ${engine}`, () => {
    const first = suiteDb(open);
    const second = suiteDb(open);

    it("allows the given number of attempts per key, then refuses with a wait", async () => {
      const limiter = createRateLimiter(first, { keyPrefix: "t1", points: 2, durationSeconds: 60 });
      expect(await limiter.consume("a")).toEqual({ allowed: true, remaining: 1 });
      expect(await limiter.check("a")).toMatchObject({ allowed: true });
      expect(await limiter.consume("a")).toEqual({ allowed: true, remaining: 0 });
      expect(await limiter.check("a")).toMatchObject({ allowed: false });
      const refused = await limiter.consume("a");
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(50);
      expect(await limiter.consume("b")).toMatchObject({ allowed: true });
      await limiter.reset("a");
      expect(await limiter.consume("a")).toMatchObject({ allowed: true });
    });

    it("keeps limiters with different prefixes apart", async () => {
      const one = createRateLimiter(first, { keyPrefix: "t2", points: 1, durationSeconds: 60 });
      const two = createRateLimiter(first, { keyPrefix: "t3", points: 1, durationSeconds: 60 });
      expect(await one.consume("k")).toMatchObject({ allowed: true });
      expect(await two.consume("k")).toMatchObject({ allowed: true });
      expect(await one.consume("k")).toMatchObject({ allowed: false });
    });

    it(shared ? "is shared by every instance on the same database" : "counts per process", async () => {
      const a = createRateLimiter(first, { keyPrefix: "t4", points: 2, durationSeconds: 60 });
      const b = createRateLimiter(second, { keyPrefix: "t4", points: 2, durationSeconds: 60 });
      expect(await a.consume("k")).toMatchObject({ allowed: true });
      expect(await b.consume("k")).toMatchObject({ allowed: true });
      expect(await b.consume("k")).toMatchObject({ allowed: !shared });
    });
  });
}

// SQLite counts in memory, per process; PostgreSQL shares the counts between instances.
describeOnBothEngines((engine, open) => limiterSuite(engine, open, engine === "PostgreSQL"));
