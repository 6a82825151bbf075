import { describe, expect, it } from "vitest";
import { CODE_FAILURES_FREE, CODE_FAILURES_LOCK, codeFailureMail, codeRetryDelaySeconds, twoFactorMessages, waitPhrase } from "./two-factor.ts";

describe("the budget of 6-digit codes", () => {
  it("lets the first failures through at once, then doubles the wait from 30 s, never beyond 15 minutes", () => {
    expect(Array.from({ length: CODE_FAILURES_FREE }, (_, i) => codeRetryDelaySeconds(i))).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 19].map(codeRetryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    expect(codeRetryDelaySeconds(10_000)).toBe(900);
  });

  it("takes hours of waiting to reach the lock, and the lock comes at the twentieth", () => {
    const waited = Array.from({ length: CODE_FAILURES_LOCK - 1 }, (_, i) => codeRetryDelaySeconds(i + 1)).reduce((a, b) => a + b, 0);
    expect(CODE_FAILURES_LOCK).toBe(20);
    expect(waited).toBe(9_930); // 2 h 45 min 30 s between the first failure and the twentieth
  });

  it("says how long to wait in natural Hebrew", () => {
    expect(waitPhrase(1)).toBe("בעוד שנייה");
    expect(waitPhrase(30)).toBe("בעוד 30 שניות");
    expect(waitPhrase(60)).toBe("בעוד דקה");
    expect(waitPhrase(61)).toBe("בעוד שתי דקות");
    expect(waitPhrase(900)).toBe("בעוד 15 דקות");
    expect(twoFactorMessages.codeDelayed(30)).toBe("יותר מדי קודים שגויים ברצף. אפשר לנסות קוד נוסף בעוד 30 שניות, או להיכנס עם קוד שחזור.");
  });

  it("counts one failure and many in the banner's words", () => {
    expect(twoFactorMessages.failuresBanner(1)).toBe("מאז הכניסה הקודמת שלכם היה ניסיון כניסה אחד עם קוד אימות שגוי.");
    expect(twoFactorMessages.failuresBanner(7)).toBe("מאז הכניסה הקודמת שלכם היו 7 ניסיונות כניסה עם קוד אימות שגוי.");
  });

  it("writes the owner's e-mail: the count, the time, what it means; at the lock, how to get in", () => {
    const failing = codeFailureMail({ email: "owner@example.co.il", brandName: "שליח", failures: 5, at: "25/11/2026 22:41" });
    expect(failing.subject).toBe("קודי אימות שגויים בכניסה למערכת הניהול");
    expect(failing.text).toContain("owner@example.co.il");
    expect(failing.text).toContain("הוזנו 5 קודי אימות שגויים ברצף (האחרון ב-25/11/2026 22:41, שעון ישראל)");
    expect(failing.text).toContain("החליפו את הסיסמה");
    const locked = codeFailureMail({ email: "owner@example.co.il", brandName: "שליח", failures: 20, at: "25/11/2026 23:10" });
    expect(locked.subject).toBe("הכניסה בקוד אימות ננעלה");
    expect(locked.text).toContain("קודי השחזור");
  });
});
