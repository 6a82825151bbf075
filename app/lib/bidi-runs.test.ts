import { describe, expect, it } from "vitest";
import { bidiRuns } from "./bidi-runs.ts";

const isolated = (text: string) =>
  bidiRuns(text)
    .filter((run) => run.ltr)
    .map((run) => run.text);

describe("bidiRuns", () => {
  it.each([
    ["בקירור 2-8°C ובהקפאה -20°C", ["2-8°C", "-20°C"]],
    ["בטמפרטורת החדר 15–25°C", ["15–25°C"]],
    ["חיסכון של 30–50% ועד 40%", ["30–50%", "40%"]],
    ["2–3 שכבות של ניילון בועות", ["2–3"]],
    ["א׳–ה׳ 08:30–22:00, ו׳ 08:30–15:00", ["08:30–22:00", "08:30–15:00"]],
    ["זמינים 24/7, כולל שבתות", ["24/7"]],
  ])("isolates the runs in %s", (text, runs) => {
    expect(isolated(text)).toEqual(runs);
  });

  it.each([
    ["משלוח רגיל מ-25 ₪", "a prefix before a price"],
    ["התקשרו: 050-123-4567", "a phone number"],
    ["פורסם ב-15.01.2025", "a date"],
    ["WCAG 2.1 AA ותקן 5568", "a version and a standard's number"],
    ["קומה 3, דירה 12", "plain numbers"],
  ])("leaves %s alone (%s)", (text) => {
    expect(isolated(text)).toEqual([]);
  });

  it("gives the whole text back, in order", () => {
    const text = "מ-30 ₪, 1–2 ימים, הנחה של 10–25% ובקירור 2-8°C.";
    expect(
      bidiRuns(text)
        .map((run) => run.text)
        .join(""),
    ).toBe(text);
    expect(bidiRuns("")).toEqual([]);
  });
});
