import { describe, expect, it } from "vitest";
import { claimWindow, cutOffTimes, experienceClaim, farReach, insuranceTerms, PICKUP_PROMISE, surchargeLines } from "./customer-facts.ts";
import { startingTermsFigures } from "./terms-figures.ts";

describe("the customer facts, each worded once", () => {
  it("says the pickup promise with its condition: within the city, in the courier hours, from the order's confirmation", () => {
    expect(PICKUP_PROMISE).toMatch(/בתוך העיר/);
    expect(PICKUP_PROMISE).toMatch(/שעות השליחים/);
    expect(PICKUP_PROMISE).toMatch(/מאישור ההזמנה/);
  });

  it("offers far destinations only the speeds that reach them", () => {
    expect(farReach({ regular: "24–48 שעות", sameDay: "באותו יום, בתנאים מסוימים" })).toBe(
      "ליעדים מרוחקים כמו אילת: משלוח רגיל (24–48 שעות) ומשלוח באותו יום, בתנאים מסוימים. אקספרס לא מגיע ליעדים מרוחקים.",
    );
    expect(farReach({ regular: "24–48 שעות", express: "6–8 שעות" })).toBe("ליעדים מרוחקים כמו אילת: משלוח רגיל (24–48 שעות), ואקספרס (6–8 שעות).");
  });

  it("claims years of experience only from the owner's figure", () => {
    expect(experienceClaim("12")).toBe("יותר מ-12 שנות ניסיון");
    expect(experienceClaim("")).toBeNull();
    expect(experienceClaim(undefined)).toBeNull();
  });

  it("names each surcharge with the owner's amount", () => {
    expect(surchargeLines({ night: 55, shabbat: 70, waiting: 15, stairs: 12 }).map((l) => l.price)).toEqual(["55 ₪", "70 ₪", "15 ₪", "12 ₪"]);
  });

  it("draws the insurance, the claim window and the cut-off from the terms' figures, and never caps intent or gross negligence", () => {
    const figures = { ...startingTermsFigures, liabilityShekels: 800, insurancePercent: 1.5, reportWithinDays: 21, cutOffWeekdays: "13:00" };
    const insurance = insuranceTerms(figures);
    expect(insurance.withoutDeclaration).toContain("800 ₪");
    expect(insurance.declared).toContain("1.5% מהערך המוצהר");
    expect(insuranceTerms(startingTermsFigures).declared).toContain("בהצעת המחיר");
    expect(insurance.capLimit).toMatch(/בכוונה או ברשלנות רבתי/);
    expect(claimWindow(figures)).toBe("תוך 21 ימים ממועד המסירה");
    expect(cutOffTimes(figures)).toContain("עד 13:00 בימים ראשון עד חמישי");
  });
});
