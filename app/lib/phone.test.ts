import { describe, expect, it } from "vitest";
import { phoneForSpreadsheet, telHref, toInternationalDigits, whatsappHref } from "./phone.ts";

describe("toInternationalDigits", () => {
  it("replaces a leading 0 with 972", () => {
    expect(toInternationalDigits("050-123-4567")).toBe("972501234567");
  });
  it("keeps a number that already starts with 972", () => {
    expect(toInternationalDigits("+972 50 123 4567")).toBe("972501234567");
  });
  it("prefixes 972 otherwise", () => {
    expect(toInternationalDigits("50 123 4567")).toBe("972501234567");
  });
});

describe("links", () => {
  it("builds a tel link in international form", () => {
    expect(telHref("03-555-1234")).toBe("tel:+97235551234");
  });
  it("builds a chat link with the message: Hebrew letters as they are, everything else encoded", () => {
    expect(whatsappHref("972501234567", "שלום & תודה")).toBe("https://wa.me/972501234567?text=שלום%20%26%20תודה");
    expect(whatsappHref("972501234567")).toBe("https://wa.me/972501234567");
  });
  it("a chat link's message reads back exactly, whatever it holds", () => {
    for (const message of ["שלום, אשמח להזמין משלוח.\nמ: תל אביב\nגודל: קטנה (עד 5 ק״ג)", "a+b=c #1 ?x&y=%20 /ש/", "״׳–₪ 24/7 ‎ 🙂"]) {
      const url = new URL(whatsappHref("972501234567", message));
      expect(url.searchParams.get("text")).toBe(message);
      expect(url.href).toBe(`https://wa.me/972501234567?text=${encodeURIComponent(message)}`);
    }
  });
});

describe("phoneForSpreadsheet", () => {
  it("writes an Israeli number in its local form with hyphens, whatever was typed", () => {
    for (const typed of ["0542665322", "054-2665322", "+972 54 266 5322", "972542665322", "(054) 266-5322"]) {
      expect(phoneForSpreadsheet(typed)).toBe("054-266-5322");
    }
    expect(phoneForSpreadsheet("021234567")).toBe("02-123-4567");
    expect(phoneForSpreadsheet("+972-77-1234567")).toBe("077-123-4567");
  });
  it("keeps anything else as typed", () => {
    expect(phoneForSpreadsheet("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(phoneForSpreadsheet("12345")).toBe("12345");
  });
});
