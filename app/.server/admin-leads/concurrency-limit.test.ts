import { afterEach, describe, expect, it, vi } from "vitest";
import { createSlots } from "./concurrency-limit.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("slots", () => {
  it("gives each holder at most its share and all together at most the total, and takes them back", () => {
    const slots = createSlots(2, 3, 60_000);
    const a1 = slots.take("a")!;
    const a2 = slots.take("a")!;
    expect(slots.take("a")).toBeUndefined();
    const b1 = slots.take("b")!;
    expect(slots.take("c")).toBeUndefined(); // the total is reached
    expect(slots.inUse).toBe(3);
    a1();
    a1(); // releasing twice frees one slot only
    expect(slots.inUse).toBe(2);
    expect(slots.take("c")).toBeTypeOf("function");
    a2();
    b1();
    expect(slots.take("a")).toBeTypeOf("function");
  });

  it("takes a slot back after its longest hold, once, and says so", () => {
    vi.useFakeTimers();
    const slots = createSlots(1, 1, 1_000);
    const expired = vi.fn();
    const release = slots.take("a", expired)!;
    expect(slots.take("a")).toBeUndefined();
    vi.advanceTimersByTime(999);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledOnce();
    expect(slots.inUse).toBe(0);
    const next = slots.take("a")!;
    release(); // the expired holder's late release does not free the new one's slot
    expect(slots.inUse).toBe(1);
    next();
    expect(slots.inUse).toBe(0);
  });
});
