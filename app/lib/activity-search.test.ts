import { describe, expect, it } from "vitest";
import { activityWordMatch } from "./activity-search.ts";

describe("activityWordMatch", () => {
  it("finds the actions whose words hold the searched word", () => {
    expect(activityWordMatch("תזכורת").actions).toEqual(["reminder_set", "reminder_cleared"]);
    expect(activityWordMatch("אקסל").actions).toEqual(["export"]);
    expect(activityWordMatch("שינוי").actions).toEqual(["stage", "site_publish"]);
    expect(activityWordMatch("שלב").actions).toEqual(["stage", "two_factor_on", "two_factor_off", "two_factor_reset"]); // any part of a word, as the leads' search
    expect(activityWordMatch("גולן")).toEqual({ actions: [], stages: [], lostReasons: [] });
  });

  it("finds the stages a change went from or to, and the reasons a lead was lost for", () => {
    expect(activityWordMatch("הוזמן")).toMatchObject({ stages: ["won"], lostReasons: [] });
    expect(activityWordMatch("רלוונטי").stages).toEqual(["lost"]);
    expect(activityWordMatch("מתחרה")).toMatchObject({ stages: [], lostReasons: ["competitor"] });
    expect(activityWordMatch("מחיר").lostReasons).toEqual(["price"]);
  });

  it("reads the quote marks as the search does", () => {
    // No action's words have a quote mark today: the word still matches nothing rather than failing.
    expect(activityWordMatch("ד״ר")).toEqual(activityWordMatch('ד"ר'));
  });
});
