import { describe, expect, it } from "vitest";
import { adminMessages } from "./admin-leads.ts";
import { activityLeadName, activityWords, latinRuns, withPrefix } from "./admin-words.ts";

describe("Latin inside Hebrew", () => {
  it("isolates settings, commands, paths and e-mails, but not the punctuation after them", () => {
    expect(latinRuns("בדקו את יומן השרת, או הריצו npm run backup.")).toEqual([
      { text: "בדקו את יומן השרת, או הריצו ", ltr: false },
      { text: "npm run backup", ltr: true },
      { text: ".", ltr: false },
    ]);
    expect(
      latinRuns("SMTP_URL או LEADS_NOTIFY_TO לא הוגדרו")
        .filter((r) => r.ltr)
        .map((r) => r.text),
    ).toEqual(["SMTP_URL", "LEADS_NOTIFY_TO"]);
    expect(latinRuns("(BACKUP_HOUR=off).").map((r) => r.text)).toEqual(["(", "BACKUP_HOUR=off", ")."]);
    expect(latinRuns("owner@example.co.il התחבר").map((r) => r.text)).toEqual(["owner@example.co.il", " התחבר"]);
  });

  it("gives the text back whole, and plain Hebrew as one run", () => {
    const text = "נשלח מ-/pricing ב-12:30 אל John Smith";
    expect(
      latinRuns(text)
        .map((r) => r.text)
        .join(""),
    ).toBe(text);
    expect(latinRuns("הכול תקין")).toEqual([{ text: "הכול תקין", ltr: false }]);
  });
});

describe("a prefix letter before a name", () => {
  it("glues to Hebrew, takes a hyphen before Latin and numbers", () => {
    expect(withPrefix("ל", "יוסי כהן")).toBe("ליוסי כהן");
    expect(withPrefix("ל", "John Smith")).toBe("ל-John Smith");
    expect(withPrefix("ל", "050-1234567")).toBe("ל-050-1234567");
  });
});

describe("an activity entry in words", () => {
  const entry = {
    id: 1,
    at: "2026-11-25T21:22:52.454Z",
    userEmail: "owner@example.co.il",
    client: "203.0.113.7",
    action: "export" as const,
    leadId: null,
    leadName: null,
    details: { rows: 12, view: "won" },
  };

  it("speaks Hebrew for views and counts; names who only when several admins can act", () => {
    expect(activityWords(entry, { withWho: false })).toEqual({ action: "ייצוא לאקסל", details: ["12 שורות", "תצוגה: הוזמנו"], who: null });
    expect(activityWords({ ...entry, details: { rows: 1, view: "open" } }, { withWho: true })).toEqual({
      action: "ייצוא לאקסל",
      details: ["שורה אחת", "תצוגה: פתוחים"],
      who: "owner@example.co.il",
    });
    // The users command is always named: it is not the owner at the page.
    expect(
      activityWords({ ...entry, action: "user_add", client: "cli", userEmail: null, details: { email: "clerk@example.co.il" } }, { withWho: false }).who,
    ).toBe("שורת הפקודה");
  });

  it("says what a new password or a reset ended, leaving out what it found none of", () => {
    const passwd = (details: Record<string, unknown>) =>
      activityWords(
        { ...entry, action: "user_passwd", client: "cli", userEmail: null, details: { email: "owner@example.co.il", ...details } },
        { withWho: false },
      ).details;
    expect(passwd({ sessions: 2, passkeys: 1, pushDevices: 1003 })).toEqual([
      "owner@example.co.il",
      "2 חיבורים הסתיימו",
      "מפתח גישה אחד הוסר",
      "1,003 מכשירי התראות הוסרו",
    ]);
    expect(passwd({ sessions: 1, passkeys: 0, pushDevices: 0 })).toEqual(["owner@example.co.il", "חיבור אחד הסתיים"]);
  });

  it("says a stage change from where to where, with a won job's value or a lost lead's reason; old entries stay readable", () => {
    const stage = (details: Record<string, unknown>) => activityWords({ ...entry, action: "stage", details }, { withWho: false }).action;
    expect(stage({ from: "new", to: "won", value: 450 })).toBe("שינוי שלב: חדש ← הוזמן · \u200F₪450");
    expect(stage({ from: "quote_sent", to: "lost", reason: "competitor" })).toBe("שינוי שלב: נשלחה הצעה ← לא רלוונטי · הזמין אצל מתחרה");
    expect(stage({ from: "closed", to: "no_answer" })).toBe("שינוי שלב: טופל ← לא ענה");
    // The same stage again: its value set from the detail.
    expect(stage({ from: "won", to: "won", value: 1200 })).toBe("שינוי שלב: הוזמן · \u200F₪1,200");
    expect(stage({})).toBe("שינוי שלב");
    expect(activityWords({ ...entry, action: "handled", details: null }, { withWho: false }).action).toBe("סימון כטופל");
    expect(activityWords({ ...entry, action: "reopened", details: null }, { withWho: false }).action).toBe("החזרה לפתוחים");
    expect(activityWords({ ...entry, details: { rows: 3, view: "handled" } }, { withWho: false }).details).toEqual(["3 שורות", "תצוגה: טופלו"]);
  });

  it("names the lead by its customer, or says it was erased", () => {
    expect(activityLeadName({ leadId: 526, leadName: "John Smith" })).toBe("John Smith");
    expect(activityLeadName({ leadId: 526, leadName: null })).toBe("ליד שנמחק לצמיתות");
    expect(activityLeadName({ leadId: null, leadName: null })).toBeNull();
  });
});

describe("one spelling of ליד", () => {
  it("the admin's own words spell it ליד; only the spec's three fixed messages keep לייד", () => {
    const fixed = [adminMessages.deleteConfirm, adminMessages.deletedBody, adminMessages.deleteFailed];
    const others = Object.values(adminMessages).filter((message) => !(fixed as string[]).includes(message));
    expect(others.filter((message) => message.includes("לייד"))).toEqual([]);
    expect(fixed.every((message) => message.includes("לייד"))).toBe(true);
  });
});
