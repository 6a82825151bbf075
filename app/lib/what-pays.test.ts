import { describe, expect, it } from "vitest";
import { conversionRate, formatShekels, formatWait, partLine, whatPaysAnswer, whatPaysPeriodOf, type WhatPaysRow } from "./what-pays.ts";

const spaces = (text: string) => text.replace(/\s/g, " ");
const row = (over: Partial<WhatPaysRow>): WhatPaysRow => ({ label: "ישיר", leads: 0, won: 0, wonValue: 0, medianFirstContact: null, contacted: 0, ...over });

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
    expect(formatWait(0)).not.toContain("0 דק׳");
    expect(formatShekels(1500).replace(/\s/g, " ")).toMatch(/^1,500 ₪$/);
  });

  it("reads the period from the URL: 90, else 30", () => {
    expect(whatPaysPeriodOf(new URLSearchParams("days=90"))).toBe(90);
    expect(whatPaysPeriodOf(new URLSearchParams("days=7"))).toBe(30);
    expect(whatPaysPeriodOf(new URLSearchParams(""))).toBe(30);
  });

  it("says a platform's share of a campaign in one line", () => {
    expect(spaces(partLine({ label: "פייסבוק", leads: 2, won: 1, wonValue: 1200 }))).toBe("פייסבוק: 2 לידים, 1 הוזמנו, 1,200 ₪");
    expect(partLine({ label: "אינסטגרם", leads: 1, won: 0, wonValue: 0 })).toBe("אינסטגרם: ליד אחד");
    expect(partLine({ label: "אינסטגרם", leads: 3, won: 2, wonValue: 0 })).toBe("אינסטגרם: 3 לידים, 2 הוזמנו");
  });
});

describe("the answer first", () => {
  it("names the campaign with the most won value, and says that is what 'most paying' means", () => {
    const answer = whatPaysAnswer({
      days: 30,
      bySource: [row({ label: "חורף", campaign: true, leads: 6, won: 3, wonValue: 1400 }), row({ label: "ישיר", leads: 9, won: 4, wonValue: 900 })],
    });
    expect(answer.headline).toBe("הקמפיין הכי משתלם ב-30 הימים האחרונים: חורף");
    expect(spaces(answer.detail)).toBe("1,400 ₪ מלידים שהוזמנו (3 הוזמנו מתוך 6 לידים)");
    expect(answer.basis).toBe("משתלם = הכי הרבה ₪ מלידים שהוזמנו");
  });

  it("a source that is not a campaign is named a source; without values, most won leads", () => {
    const answer = whatPaysAnswer({ days: 90, bySource: [row({ label: "גוגל – חיפוש", leads: 1, won: 1 })] });
    expect(answer.headline).toBe("המקור הכי משתלם ב-90 הימים האחרונים: גוגל – חיפוש");
    expect(answer.detail).toBe("1 הוזמנו מתוך ליד אחד");
    expect(answer.basis).toBe("משתלם = הכי הרבה לידים שהוזמנו (לא נרשם שווי)");
  });

  it("names no winner when nothing was won, only where most leads came from; nothing for no leads", () => {
    expect(whatPaysAnswer({ days: 30, bySource: [row({ label: "haifa-search", campaign: true, leads: 5 }), row({ leads: 2 })] })).toEqual({
      headline: "עוד אין לידים שהוזמנו ב-30 הימים האחרונים",
      detail: "הכי הרבה לידים: קמפיין haifa-search (5 לידים)",
      basis: null,
    });
    expect(whatPaysAnswer({ days: 30, bySource: [] })).toEqual({ headline: "אין לידים ב-30 הימים האחרונים", detail: "", basis: null });
  });
});
