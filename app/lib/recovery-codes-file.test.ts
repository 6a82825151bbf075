import { describe, expect, it } from "vitest";
import { recoveryCodesFile, recoveryCodesText } from "./recovery-codes-file.ts";

const codes = ["abcdefgh2345", "zyxwvuts9876"];
const site = { brandName: "שליח אקספרס", siteUrl: "https://shliach.example.co.il" };
// 23:30 UTC on the 25th is already the 26th in Israel.
const at = new Date("2026-11-25T23:30:00Z");

describe("recoveryCodesFile", () => {
  it("names the file after the site and the Israeli date", () => {
    expect(recoveryCodesFile(codes, site, "owner@example.co.il", at).name).toBe("קודי-שחזור-שליח-אקספרס-2026-11-26.txt");
  });

  it("keeps characters a file system refuses out of the name", () => {
    const name = recoveryCodesFile(codes, { ...site, brandName: ' א/ב:ג*"ד\n ' }, "a@b.co", at).name;
    expect(name).toBe("קודי-שחזור-א-ב-ג-ד-2026-11-26.txt");
    expect(recoveryCodesFile(codes, { ...site, brandName: "///" }, "a@b.co", at).name).toBe("קודי-שחזור-2026-11-26.txt");
  });

  it("holds every code as shown on the screen, one a line, with what they are for", () => {
    const { text } = recoveryCodesFile(codes, site, "owner@example.co.il", at);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines).toContain("abcd-efgh-2345");
    expect(lines).toContain("zyxw-vuts-9876");
    expect(lines[0]).toBe("קודי שחזור לאימות הדו-שלבי: שליח אקספרס");
    expect(lines).toContain("חשבון: owner@example.co.il");
    expect(lines).toContain("נוצרו: 26/11/2026 01:30");
  });
});

describe("recoveryCodesText", () => {
  it("is the codes alone, one a line", () => {
    expect(recoveryCodesText(codes)).toBe("abcd-efgh-2345\nzyxw-vuts-9876");
  });
});
