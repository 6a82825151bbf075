import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatIsraelDateTime, israelDateStamp, lastIsraelDays, startOfIsraelDay, startOfIsraelWeek } from "./israel-time.ts";

const iso = (d: Date) => d.toISOString();

/** Named cases of [an instant, the start of its Israeli day or week]. */
type StartCases = [name: string, cases: [at: string, start: string][]][];

const dayStarts: StartCases = [
  [
    "starts the day at Israeli midnight, not UTC midnight (winter, UTC+2)",
    [
      // 23:30 UTC on 14 Jan is already 01:30 on 15 Jan in Israel.
      ["2026-01-14T23:30:00Z", "2026-01-14T22:00:00.000Z"],
      ["2026-01-14T21:59:59Z", "2026-01-13T22:00:00.000Z"],
    ],
  ],
  [
    "starts the day at Israeli midnight in summer (UTC+3)",
    [
      ["2026-07-01T21:00:00Z", "2026-07-01T21:00:00.000Z"],
      ["2026-07-01T20:59:59Z", "2026-06-30T21:00:00.000Z"],
    ],
  ],
  [
    "handles the day of the spring change (27 March 2026 is 23 hours long)",
    [
      // Clocks go from 02:00 to 03:00 on Friday 27 March 2026; the day began at UTC+2.
      ["2026-03-27T12:00:00Z", "2026-03-26T22:00:00.000Z"],
      // The next day begins at UTC+3.
      ["2026-03-28T12:00:00Z", "2026-03-27T21:00:00.000Z"],
    ],
  ],
  [
    "handles the day of the autumn change (25 October 2026 is 25 hours long)",
    [
      ["2026-10-25T12:00:00Z", "2026-10-24T21:00:00.000Z"],
      ["2026-10-26T12:00:00Z", "2026-10-25T22:00:00.000Z"],
    ],
  ],
];

const weekStarts: StartCases = [
  [
    "a Saturday night belongs to the week that began the previous Sunday",
    [
      // Saturday 17 Jan 2026, 23:00 in Israel.
      ["2026-01-17T21:00:00Z", "2026-01-10T22:00:00.000Z"],
      // Sunday 18 Jan 2026, 00:30 in Israel (still Saturday in UTC).
      ["2026-01-17T22:30:00Z", "2026-01-17T22:00:00.000Z"],
    ],
  ],
  [
    "a week spanning the spring change began at winter time",
    [
      // Monday 30 March 2026 (summer time); the week began Sunday 29 March at UTC+3.
      ["2026-03-30T09:00:00Z", "2026-03-28T21:00:00.000Z"],
      // Saturday 28 March (after the change on Friday): the week began Sunday 22 March at UTC+2.
      ["2026-03-28T09:00:00Z", "2026-03-21T22:00:00.000Z"],
    ],
  ],
  [
    "a week spanning the autumn change began at summer time",
    [
      // Tuesday 27 Oct 2026 (winter time); the week began Sunday 25 Oct, still UTC+3 at midnight.
      ["2026-10-27T09:00:00Z", "2026-10-24T21:00:00.000Z"],
    ],
  ],
];

describe("Israeli days", () => {
  it.each(dayStarts)("%s", (_name, cases) => {
    for (const [at, start] of cases) expect(iso(startOfIsraelDay(new Date(at)))).toBe(start);
  });
});

describe("Israeli weeks start on Sunday", () => {
  it.each(weekStarts)("%s", (_name, cases) => {
    for (const [at, start] of cases) expect(iso(startOfIsraelWeek(new Date(at)))).toBe(start);
  });
});

describe("formatting on the Israeli clock", () => {
  it("shows dd/MM/yyyy HH:mm in Israel time", () => {
    expect(formatIsraelDateTime("2026-01-14T23:30:00.000Z")).toBe("15/01/2026 01:30");
    expect(formatIsraelDateTime(new Date("2026-07-01T09:05:00Z"))).toBe("01/07/2026 12:05");
  });

  it("follows the clock changes to the minute", () => {
    // Spring: 27 March 2026, 01:59 local is 23:59 UTC the day before; 03:00 local is 00:00 UTC.
    expect(formatIsraelDateTime("2026-03-26T23:59:00.000Z")).toBe("27/03/2026 01:59");
    expect(formatIsraelDateTime("2026-03-27T00:00:00.000Z")).toBe("27/03/2026 03:00");
    // Autumn: 25 October 2026, 01:59 summer time is 22:59 UTC; then 01:00 winter time is 23:00 UTC.
    expect(formatIsraelDateTime("2026-10-24T22:59:00.000Z")).toBe("25/10/2026 01:59");
    expect(formatIsraelDateTime("2026-10-24T23:00:00.000Z")).toBe("25/10/2026 01:00");
  });

  it("agrees with date-fns in the Israeli zone over a whole year, hour by hour", () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 + 17 * 60_000) {
      expect(formatIsraelDateTime(new Date(t))).toBe(format(new Date(t), "dd/MM/yyyy HH:mm", { in: tz("Asia/Jerusalem") }));
    }
  });

  it("stamps the Israeli date for file names", () => {
    expect(israelDateStamp(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-22");
    expect(israelDateStamp(new Date("2026-11-21T21:59:00Z"))).toBe("2026-11-21");
  });
});

describe("the last days, for the chart", () => {
  it("gives consecutive Israeli days ending today, with 23- and 25-hour days at the changes", () => {
    const days = lastIsraelDays(new Date("2026-03-30T09:00:00Z"), 5);
    expect(days.map((d) => d.date)).toEqual(["2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30"]);
    for (let i = 1; i < days.length; i++) expect(days[i]!.start).toBe(days[i - 1]!.end);
    const hours = days.map((d) => (Date.parse(d.end) - Date.parse(d.start)) / 3_600_000);
    expect(hours).toEqual([24, 23, 24, 24, 24]);

    const autumn = lastIsraelDays(new Date("2026-10-26T09:00:00Z"), 2);
    expect(autumn.map((d) => (Date.parse(d.end) - Date.parse(d.start)) / 3_600_000)).toEqual([25, 24]);
  });
});
