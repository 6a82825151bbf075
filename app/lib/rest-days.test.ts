import { describe, expect, it } from "vitest";
import { restFestivalOn } from "./rest-days.ts";

/** Noon in Israel (UTC+3 in autumn, +3 in spring): well inside the day whatever the offset. */
const noon = (date: string) => new Date(`${date}T09:00:00Z`);

describe("restFestivalOn", () => {
  it("knows the festivals of rest of 5787 (2026-2027) by the Hebrew calendar", () => {
    expect(restFestivalOn(noon("2026-09-12"))).toBe("ראש השנה");
    expect(restFestivalOn(noon("2026-09-13"))).toBe("ראש השנה");
    expect(restFestivalOn(noon("2026-09-21"))).toBe("יום כיפור");
    expect(restFestivalOn(noon("2026-09-26"))).toBe("סוכות");
    expect(restFestivalOn(noon("2026-10-03"))).toBe("שמחת תורה");
    expect(restFestivalOn(noon("2027-04-22"))).toBe("פסח");
    expect(restFestivalOn(noon("2027-04-28"))).toBe("שביעי של פסח");
    expect(restFestivalOn(noon("2027-06-11"))).toBe("שבועות");
  });

  it("is null on an ordinary day, an eve, and the middle days of a festival", () => {
    expect(restFestivalOn(noon("2026-09-11"))).toBeNull(); // Rosh Hashana's eve
    expect(restFestivalOn(noon("2026-09-28"))).toBeNull(); // Sukkot's middle days
    expect(restFestivalOn(noon("2026-12-07"))).toBeNull();
  });

  it("reads the Israeli day: late evening in UTC is already the next day in Israel", () => {
    // 22:30 UTC on 20 September 2026 is 01:30 on 21 September in Israel: Yom Kippur.
    expect(restFestivalOn(new Date("2026-09-20T22:30:00Z"))).toBe("יום כיפור");
  });
});
