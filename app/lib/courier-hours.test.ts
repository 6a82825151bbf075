import { describe, expect, it } from "vitest";
import { courierMinutesBetween, medianAndP90, withinCourierHours } from "./courier-hours.ts";

// Israel is UTC+2 in winter (2026-11-26 is a Thursday), UTC+3 in summer.
const il = (local: string) => new Date(`${local}+02:00`);

describe("courier minutes", () => {
  it("counts minutes inside the courier hours only", () => {
    expect(courierMinutesBetween(il("2026-11-26T10:00"), il("2026-11-26T10:15"))).toBe(15);
    // Thursday 23:00 to Friday 08:40: the night is not counted.
    expect(courierMinutesBetween(il("2026-11-26T23:00"), il("2026-11-27T08:40"))).toBe(10);
    // Friday 14:50 to Sunday 08:35: 10 minutes on Friday, none on Saturday, 5 on Sunday.
    expect(courierMinutesBetween(il("2026-11-27T14:50"), il("2026-11-29T08:35"))).toBe(15);
    expect(courierMinutesBetween(il("2026-11-28T09:00"), il("2026-11-28T20:00"))).toBe(0);
  });
  it("is zero for an end before the start, and counts whole weeks exactly", () => {
    expect(courierMinutesBetween(il("2026-11-26T10:15"), il("2026-11-26T10:00"))).toBe(0);
    const week = 5 * (22 * 60 - 8.5 * 60) + (15 * 60 - 8.5 * 60);
    expect(courierMinutesBetween(il("2026-11-01T00:00"), il("2026-11-08T00:00"))).toBe(week);
    expect(courierMinutesBetween(il("2026-01-04T00:00"), il("2026-11-29T00:00"))).toBeGreaterThan(40 * week);
    // Across the clock change (Israel leaves summer time on 2026-10-25): still whole minutes.
    // Thursday 21:50 (summer time) to Sunday 07:40 (winter time): 10 minutes, and Friday's 6.5 hours.
    expect(courierMinutesBetween(new Date("2026-10-22T21:50:00+03:00"), new Date("2026-10-25T07:40:00+02:00"))).toBe(10 + 390);
  });
  it("tells whether an instant is within the hours", () => {
    expect(withinCourierHours(il("2026-11-26T08:30"))).toBe(true);
    expect(withinCourierHours(il("2026-11-26T22:00"))).toBe(false);
    expect(withinCourierHours(il("2026-11-28T12:00"))).toBe(false);
  });
});

describe("median and 90th percentile", () => {
  it("by nearest rank", () => {
    expect(medianAndP90([])).toEqual({ count: 0, median: null, p90: null });
    expect(medianAndP90([5])).toEqual({ count: 1, median: 5, p90: 5 });
    expect(medianAndP90([10, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({ count: 10, median: 5, p90: 9 });
  });
});
