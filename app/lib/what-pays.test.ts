import { describe, expect, it } from "vitest";
import { conversionRate, formatShekels, formatWait, whatPaysPeriodOf } from "./what-pays.ts";

describe("what pays, in words", () => {
  it("rates won out of leads to one decimal place", () => {
    expect(conversionRate(1, 3)).toBe("33.3%");
    expect(conversionRate(2, 4)).toBe("50.0%");
    expect(conversionRate(0, 7)).toBe("0.0%");
    expect(conversionRate(0, 0)).toBe("-");
  });

  it("writes waits in minutes and hours, shekels with the sign", () => {
    expect(formatWait(null)).toBe("-");
    expect(formatWait(12.4)).toBe("12 דק׳");
    expect(formatWait(185)).toBe("3 שע׳ 5 דק׳");
    expect(formatWait(120)).toBe("2 שע׳");
    expect(formatShekels(1500).replace(/\s/g, " ")).toMatch(/^1,500 ₪$/);
  });

  it("reads the period from the URL: 90, else 30", () => {
    expect(whatPaysPeriodOf(new URLSearchParams("days=90"))).toBe(90);
    expect(whatPaysPeriodOf(new URLSearchParams("days=7"))).toBe(30);
    expect(whatPaysPeriodOf(new URLSearchParams(""))).toBe(30);
  });
});
