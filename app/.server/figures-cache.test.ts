import { describe, expect, it } from "vitest";
import { FiguresCache } from "./figures-cache.ts";

const MINUTE = 60_000;
const t0 = new Date("2026-11-26T10:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

/** A computation that counts its runs and returns its run number, settled when the test says so. */
function counter() {
  let runs = 0;
  const pending: (() => void)[] = [];
  return {
    runs: () => runs,
    compute: () => {
      const run = ++runs;
      return new Promise<number>((resolve) => pending.push(() => resolve(run)));
    },
    settleAll: async () => {
      await tick();
      while (pending.length) pending.shift()!();
      await tick();
    },
  };
}

/** Lets timers due now run, and what they started settle. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const key = (version: string, period = "2026-11-26") => ({ period, version });

describe("figures computed from many leads", () => {
  it("shares one computation among concurrent visits, and keeps it while nothing changed for a minute", async () => {
    const cache = new FiguresCache<number>({ freshMs: MINUTE, staleMs: 5 * MINUTE, quickMs: 300 });
    const c = counter();
    const a = cache.get("30", key("v1"), t0, c.compute);
    const b = cache.get("30", key("v1"), later(10), c.compute);
    await c.settleAll();
    expect([await a, await b, c.runs()]).toEqual([1, 1, 1]);
    expect(await cache.get("30", key("v1"), later(MINUTE - 1), c.compute)).toBe(1);
    expect(c.runs()).toBe(1);
  });

  it("when they are quick to compute, waits for new figures after a change: a small business sees the lead it just marked", async () => {
    const cache = new FiguresCache<number>({ freshMs: MINUTE, staleMs: 5 * MINUTE, quickMs: Number.POSITIVE_INFINITY });
    const c = counter();
    const first = cache.get("30", key("v1"), t0, c.compute);
    await c.settleAll();
    expect(await first).toBe(1);
    const changed = cache.get("30", key("v2"), later(1000), c.compute);
    await c.settleAll();
    expect(await changed).toBe(2);
    // Unchanged, but a minute old: a won value changes no version.
    const aged = cache.get("30", key("v2"), later(1000 + MINUTE), c.compute);
    await c.settleAll();
    expect(await aged).toBe(3);
  });

  it("when they are slow, shows the kept figures at once after a change and computes new ones, once, for the next visit", async () => {
    const cache = new FiguresCache<number>({ freshMs: MINUTE, staleMs: 5 * MINUTE, quickMs: 0, refreshDelayMs: 0 });
    const c = counter();
    const first = cache.get("30", key("v1"), t0, c.compute);
    await c.settleAll();
    expect(await first).toBe(1);
    expect(await cache.get("30", key("v2"), later(1000), c.compute)).toBe(1);
    expect(c.runs()).toBe(1); // not before this answer has gone
    await tick();
    expect(await cache.get("30", key("v3"), later(2000), c.compute)).toBe(1);
    await tick();
    expect(c.runs()).toBe(2); // one computation in the background, however many visits meanwhile
    await c.settleAll();
    expect(await cache.get("30", key("v3"), later(3000), c.compute)).toBe(2);
  });

  it("never shows figures older than the stale limit, or of another period, or of another slot", async () => {
    const cache = new FiguresCache<number>({ freshMs: MINUTE, staleMs: 5 * MINUTE, quickMs: 0, refreshDelayMs: 0 });
    const c = counter();
    const first = cache.get("30", key("v1"), t0, c.compute);
    await c.settleAll();
    expect(await first).toBe(1);
    const old = cache.get("30", key("v2"), later(5 * MINUTE), c.compute);
    await c.settleAll();
    expect(await old).toBe(2);
    const nextDay = cache.get("30", key("v2", "2026-11-27"), later(5 * MINUTE + 1000), c.compute);
    await c.settleAll();
    expect(await nextDay).toBe(3);
    const otherSlot = cache.get("90", key("v2", "2026-11-27"), later(5 * MINUTE + 2000), c.compute);
    await c.settleAll();
    expect(await otherSlot).toBe(4);
  });

  it("keeps no failure: the next visit computes again; a failed background computation leaves the kept figures", async () => {
    const cache = new FiguresCache<number>({ freshMs: MINUTE, staleMs: 5 * MINUTE, quickMs: 0, refreshDelayMs: 0 });
    await expect(cache.get("30", key("v1"), t0, () => Promise.reject(new Error("disk")))).rejects.toThrow("disk");
    expect(await cache.get("30", key("v1"), later(10), () => Promise.resolve(7))).toBe(7);
    let failed = 0;
    const failing = () => {
      failed++;
      return Promise.reject(new Error("busy"));
    };
    expect(await cache.get("30", key("v2"), later(20), failing)).toBe(7);
    await tick();
    expect(await cache.get("30", key("v2"), later(30), failing)).toBe(7);
    await tick();
    expect(failed).toBe(2); // tried again at the next visit
    expect(await cache.get("30", key("v2"), later(40), () => Promise.resolve(8))).toBe(7);
    await tick();
    expect(await cache.get("30", key("v2"), later(50), () => Promise.resolve(9))).toBe(8);
  });

  it("forgets on request: the next visit waits for new figures", async () => {
    const cache = new FiguresCache<number>({ freshMs: MINUTE, staleMs: 5 * MINUTE, quickMs: 0, refreshDelayMs: 0 });
    expect(await cache.get("weeks", key(""), t0, () => Promise.resolve(1))).toBe(1);
    cache.forget();
    expect(await cache.get("weeks", key(""), later(10), () => Promise.resolve(2))).toBe(2);
  });
});
