import { describe, expect, it } from "vitest";
import { leadChatMessage } from "./lead-message.ts";

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
