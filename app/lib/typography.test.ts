import { describe, expect, it } from "vitest";
import { dashRange, heldRuns, splitLeadingUnit } from "./typography.ts";

const held = (text: string) =>
  heldRuns(text)
    .filter((run) => run.held)
    .map((run) => run.text);

describe("dashRange", () => {
  it("writes a range with an en dash", () => {
    expect(dashRange("08:30-22:00")).toBe("08:30–22:00");
  });
});

describe("heldRuns", () => {
  it("holds a price with its ₪, with or without a prefix's hyphen", () => {
    expect(held("החל מ-30 ₪ למשלוח, ואריזה ב 20 ₪")).toEqual(["מ-30 ₪", "20 ₪"]);
  });

  it("holds a prefix's hyphen with its number, and a standard's name with its number", () => {
    expect(held("זול ב-40 אחוז לפי ת״י 5568")).toEqual(["ב-40", "ת״י 5568"]);
  });

  it("leaves a phone number, a range and plain words alone, and gives the text back whole", () => {
    const text = "050-123-4567, 30–40% ושליח עד הבית";
    expect(held(text)).toEqual([]);
    expect(
      heldRuns("מ-30 ₪ ועוד")
        .map((run) => run.text)
        .join(""),
    ).toBe("מ-30 ₪ ועוד");
  });
});

describe("splitLeadingUnit", () => {
  it("takes the shekel sign or a time unit that follows a range, with its space", () => {
    expect(splitLeadingUnit(" ₪ לחבילה")).toEqual({ unit: " ₪", rest: " לחבילה" });
    expect(splitLeadingUnit(" שעות")).toEqual({ unit: " שעות", rest: "" });
  });

  it("takes nothing from other words", () => {
    expect(splitLeadingUnit(" שעותיים")).toEqual({ unit: "", rest: " שעותיים" });
    expect(splitLeadingUnit(" בין ערים")).toEqual({ unit: "", rest: " בין ערים" });
  });
});

describe("heldRuns: a number with its time unit", () => {
  it("holds '24 שעות' but not a range's last number", () => {
    expect(
      heldRuns("תוך 24 שעות")
        .filter((r) => r.held)
        .map((r) => r.text),
    ).toEqual(["24 שעות"]);
    expect(heldRuns("1–3 שעות").filter((r) => r.held)).toEqual([]);
  });
});
