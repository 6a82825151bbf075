import { describe, expect, it } from "vitest";
import {
  courierClock,
  daysInWords,
  formatCourierMinutes,
  formatResponseMinutes,
  responseTimesOf,
  thisAndLastWeek,
  waitingLabel,
  waitingMinutes,
} from "./first-contact.ts";

// Israel is UTC+2 in winter (2026-11-26 is a Thursday).
const il = (local: string) => new Date(`${local}+02:00`);

describe("the waiting mark", () => {
  const lead = (createdAt: Date, awaitingFirstContact = true) => ({ createdAt: createdAt.toISOString(), awaitingFirstContact });

  it("marks a lead waiting longer than the setting, counting only courier hours", () => {
    expect(waitingMinutes(lead(il("2026-11-26T10:00")), il("2026-11-26T10:42"), 15)).toBe(42);
    expect(waitingMinutes(lead(il("2026-11-26T10:00")), il("2026-11-26T10:15"), 15)).toBeNull();
    // Thursday 21:50 to Friday 08:35: 10 + 5 courier minutes, not 10 hours 45.
    expect(waitingMinutes(lead(il("2026-11-26T21:50")), il("2026-11-27T08:35"), 15)).toBeNull();
    expect(waitingMinutes(lead(il("2026-11-26T21:50")), il("2026-11-27T08:36"), 15)).toBe(16);
  });

  it("never marks a lead contacted or no longer new", () => {
    expect(waitingMinutes(lead(il("2026-11-20T10:00"), false), il("2026-11-26T10:42"), 15)).toBeNull();
  });

  it("says how long in words: courier hours and minutes within a day of the lead's arrival", () => {
    const came = il("2026-11-26T10:00").toISOString();
    expect(waitingLabel(42, came, il("2026-11-26T10:42"))).toBe("ממתין 42 דק׳");
    expect(waitingLabel(185, came, il("2026-11-26T13:05"))).toBe("ממתין 3 שע׳ 5 דק׳");
    expect(waitingLabel(720, came, il("2026-11-27T09:59"))).toBe("ממתין 12 שע׳");
    expect(formatCourierMinutes(185)).toBe("3 שע׳ 5 דק׳");
    expect(formatCourierMinutes(120)).toBe("2 שע׳");
    // Under a minute (expectation changed in issue 42: it said "0 דק׳").
    expect(formatCourierMinutes(0.4)).toBe("פחות מדקה");
    expect(formatCourierMinutes(0)).toBe("0 דק׳");
  });

  it("past a day, in whole days since the lead came: 'יום', 'יומיים', '3 ימים' (not '88 שע׳ 10 דק׳')", () => {
    const came = il("2026-11-16T10:00").toISOString();
    const now = il("2026-11-26T12:10");
    const minutes = waitingMinutes({ createdAt: came, awaitingFirstContact: true }, now, 15)!;
    expect(formatCourierMinutes(minutes)).toMatch(/^\d+ שע׳/);
    expect(waitingLabel(minutes, came, now)).toBe("ממתין 10 ימים");
    expect(waitingLabel(800, came, il("2026-11-17T10:00"))).toBe("ממתין יום");
    expect(waitingLabel(800, came, il("2026-11-18T09:59"))).toBe("ממתין יום");
    expect(waitingLabel(800, came, il("2026-11-18T10:00"))).toBe("ממתין יומיים");
    expect(waitingLabel(800, came, il("2026-11-19T11:00"))).toBe("ממתין 3 ימים");
    expect([1, 2, 3, 11].map(daysInWords)).toEqual(["יום", "יומיים", "3 ימים", "11 ימים"]);
  });
});

describe("a time to first contact in the summary", () => {
  it("never says '0 דק׳': an answer given outside the courier hours to a lead that came outside them says so", () => {
    // Friday 23:00 to Saturday 10:00: no courier minutes at all.
    const rows = [{ createdAt: il("2026-11-27T23:00").toISOString(), firstContactAt: il("2026-11-28T10:00").toISOString() }];
    const times = responseTimesOf(rows, 0);
    expect(times.median).toBe(0);
    expect(formatResponseMinutes(times.median!)).toBe("לפני תחילת שעות הפעילות");
    expect(formatResponseMinutes(0.3)).toBe("פחות מדקה");
    expect(formatResponseMinutes(42)).toBe("42 דק׳");
  });
});

describe("response times", () => {
  it("are the median and 90th percentile of courier minutes from arrival to first contact", () => {
    const rows = [
      // 10, 20, ... 100 courier minutes on a Thursday morning.
      ...Array.from({ length: 10 }, (_, i) => ({
        createdAt: il("2026-11-26T09:00").toISOString(),
        firstContactAt: new Date(il("2026-11-26T09:00").getTime() + (i + 1) * 600_000).toISOString(),
      })),
    ];
    expect(responseTimesOf(rows, 3)).toEqual({ contacted: 10, median: 50, p90: 90, waiting: 3 });
  });

  it("count a night and a Saturday as nothing", () => {
    // Friday 14:55 to Sunday 08:40: 5 + 10 minutes.
    expect(responseTimesOf([{ createdAt: il("2026-11-27T14:55").toISOString(), firstContactAt: il("2026-11-29T08:40").toISOString() }], 0)).toEqual({
      contacted: 1,
      median: 15,
      p90: 15,
      waiting: 0,
    });
    expect(responseTimesOf([], 2)).toEqual({ contacted: 0, median: null, p90: null, waiting: 2 });
  });

  it("are read per Israeli week, Sunday to Sunday", () => {
    const { thisWeek, lastWeek } = thisAndLastWeek(il("2026-11-26T10:00"));
    expect(thisWeek.start).toEqual(il("2026-11-22T00:00"));
    expect(thisWeek.end).toEqual(il("2026-11-29T00:00"));
    expect(lastWeek).toEqual({ start: il("2026-11-15T00:00"), end: il("2026-11-22T00:00") });
    // The week the clocks change (2026-10-25): still from midnight to midnight.
    const changed = thisAndLastWeek(new Date("2026-10-27T10:00:00+02:00"));
    expect(changed.lastWeek.start).toEqual(new Date("2026-10-18T00:00:00+03:00"));
  });
});

describe("the courier clock for many pairs", () => {
  it("gives exactly what courierMinutesBetween gives, across nights, a Saturday and the clock change", async () => {
    const { courierMinutesBetween } = await import("./courier-hours.ts");
    const start = new Date("2026-10-18T00:00:00+03:00");
    const end = new Date("2026-11-02T00:00:00+02:00");
    const between = courierClock(start, end);
    // A fixed pseudo-random walk: 2,000 pairs inside the span, some outside it.
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const a = new Date(start.getTime() - 86_400_000 + next() * (end.getTime() - start.getTime() + 2 * 86_400_000));
      const b = new Date(a.getTime() + next() * 3 * 86_400_000);
      expect(between(a, b)).toBeCloseTo(courierMinutesBetween(a, b), 6);
    }
  });
});
