import { describe, expect, it } from "vitest";
import { applicationChatMessage, leadChatMessage } from "./lead-message.ts";

describe("leadChatMessage", () => {
  it("holds name, phone and the request for details", () => {
    expect(leadChatMessage({ name: "דנה", phone: "050-1234567" })).toBe(
      "שלום, אשמח לקבל שירות שליחויות.\nשם: דנה\nטלפון: 050-1234567\nאשמח לקבל פרטים נוספים.",
    );
  });
  it("adds e-mail, pickup and destination only when given", () => {
    const message = leadChatMessage({ name: "דנה", phone: "0501234567", email: "d@x.co.il", fromLocation: "חיפה", toLocation: "אילת" });
    expect(message).toContain("אימייל: d@x.co.il\nמוצא: חיפה\nיעד: אילת\n");
    expect(leadChatMessage({ name: "דנה", phone: "0501234567", toLocation: "אילת" })).not.toContain("מוצא");
  });
});

describe("applicationChatMessage", () => {
  it("says the visitor wants to join, with the city when given, and never asks for a delivery", () => {
    const message = applicationChatMessage({ name: "דנה", phone: "050-1234567", email: "", fromLocation: "חיפה" });
    expect(message).toContain("אני רוצה להצטרף לצוות השליחים");
    expect(message).toContain("עיר מגורים: חיפה");
    expect(message).not.toMatch(/שירות שליחויות|מוצא|יעד/);
  });
  it("tells the vehicle by its Hebrew name, and the work area when given", () => {
    expect(applicationChatMessage({ name: "דנה", phone: "050-1234567", vehicle: "motorcycle", workArea: "השרון", fromLocation: "נתניה" })).toBe(
      "שלום, אני רוצה להצטרף לצוות השליחים שלכם.\nשם: דנה\nטלפון: 050-1234567\nכלי רכב: אופנוע או קטנוע\nאזור עבודה מבוקש: השרון\nעיר מגורים: נתניה\nאשמח שתחזרו אליי עם פרטים על העבודה.",
    );
    const bare = applicationChatMessage({ name: "דנה", phone: "050-1234567", vehicle: "van" });
    expect(bare).toContain("כלי רכב: רכב מסחרי\n");
    expect(bare).not.toMatch(/אזור|עיר/);
  });
});
