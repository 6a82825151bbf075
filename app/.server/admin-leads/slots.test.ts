import { describe, expect, it } from "vitest";
import { createSlots } from "./slots.ts";

describe("slots", () => {
  it("gives each holder at most its share and all together at most the total, and takes them back", () => {
    const slots = createSlots(2, 3);
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
});
