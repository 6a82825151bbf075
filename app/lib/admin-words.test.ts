import { describe, expect, it } from "vitest";
import { latinRuns, withPrefix } from "./admin-words.ts";

describe("Latin inside Hebrew", () => {
  it("isolates settings, commands, paths and e-mails, but not the punctuation after them", () => {
    expect(latinRuns("בדקו את יומן השרת, או הריצו npm run backup.")).toEqual([
      { text: "בדקו את יומן השרת, או הריצו ", ltr: false },
      { text: "npm run backup", ltr: true },
      { text: ".", ltr: false },
    ]);
    expect(latinRuns("SMTP_URL או LEADS_NOTIFY_TO לא הוגדרו").filter((r) => r.ltr).map((r) => r.text)).toEqual(["SMTP_URL", "LEADS_NOTIFY_TO"]);
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
