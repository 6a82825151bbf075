import { describe, expect, it } from "vitest";
import { leadAdminUrl, leadNoticeText } from "./lead-notice.ts";

const lead = {
  id: 526,
  createdAt: "2026-11-25T21:22:52.454Z",
  name: "יוסי כהן",
  phone: "050-1234567",
  email: null,
  fromLocation: "חיפה",
  toLocation: null,
  vehicle: null,
  workArea: null,
  source: "lead_form",
  pagePath: "/pricing",
};

describe("the new-lead e-mail notice", () => {
  it("speaks Israeli time, the form's Hebrew name and links to the lead", () => {
    const { subject, text } = leadNoticeText(lead, "https://www.example.co.il");
    expect(subject).toBe("ליד חדש: יוסי כהן");
    // 21:22 UTC in November is 23:22 in Israel (UTC+2).
    expect(text).toContain("התקבל: 25/11/2026 23:22 (שעון ישראל)");
    expect(text).not.toContain("2026-11-25T");
    expect(text).toContain("טופס: טופס ראשי (מהעמוד /pricing)");
    expect(text).not.toContain("lead_form");
    expect(text).toContain("לפתיחת הליד: https://www.example.co.il/manage-leads-2024?lead=526");
    expect(text).toContain("מוצא: חיפה");
    expect(text).not.toContain("יעד:");
    expect(text).not.toContain("אימייל:");
  });

  it("keeps an unknown source as it is and the summer clock", () => {
    const { text } = leadNoticeText({ ...lead, source: "other", pagePath: null, createdAt: "2026-07-01T09:05:00.000Z" }, "http://localhost:3000");
    expect(text).toContain("טופס: other\n");
    expect(text).toContain("01/07/2026 12:05");
  });

  it("tells a job application's vehicle, area and home city", () => {
    const { text } = leadNoticeText({ ...lead, source: "join_team", vehicle: "van", workArea: "השרון" }, "https://www.example.co.il");
    expect(text).toContain("עיר מגורים: חיפה\nכלי רכב: רכב מסחרי\nאזור עבודה מבוקש: השרון\n");
    expect(text).not.toContain("מוצא:");
    expect(text).toContain("טופס: מועמדות לעבודה");
  });

  it("builds the link on the site's origin whatever its trailing slash", () => {
    expect(leadAdminUrl("https://example.co.il/", 7)).toBe("https://example.co.il/manage-leads-2024?lead=7");
  });
});
