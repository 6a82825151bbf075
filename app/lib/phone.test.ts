import { describe, expect, it } from "vitest";
import { normalInternationalDigits, phoneForDisplay, phoneForSpreadsheet, telHref, toInternationalDigits, whatsappHref } from "./phone.ts";

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

describe("phoneForDisplay and the normal form", () => {
  it("shows a mobile number in one Israeli form whatever the visitor typed, and links to the same number", () => {
    for (const typed of [
      "+972 52 687 0920",
      "0526870920",
      "972-52-687-0920",
      "052-6870920",
      "(052) 687 0920",
      "+972 052 687 0920",
      "00972526870920",
      "526870920",
      " 052 687 0920 ",
    ]) {
      expect(phoneForDisplay(typed)).toBe("052-687-0920");
      expect(normalInternationalDigits(typed)).toBe("972526870920");
      expect(telHref(typed)).toBe("tel:+972526870920");
    }
  });

  it("shows landlines with a two-digit area code, and VoIP numbers like mobiles", () => {
    expect(phoneForDisplay("021234567")).toBe("02-123-4567");
    expect(phoneForDisplay("+972 3 555 1234")).toBe("03-555-1234");
    expect(phoneForDisplay("04-8123456")).toBe("04-812-3456");
    expect(phoneForDisplay("+972-77-1234567")).toBe("077-123-4567");
    expect(phoneForDisplay("0733456789")).toBe("073-345-6789");
  });

  it("leaves a number that is not an Israeli one as typed, and its links as before", () => {
    for (const typed of ["+1 212 555 0100", "1-800-123-456", "12345", "050-123-45678"]) {
      expect(phoneForDisplay(typed)).toBe(typed);
      expect(normalInternationalDigits(typed)).toBe(toInternationalDigits(typed));
    }
    expect(phoneForDisplay("  +44 20 7946 0958 ")).toBe("+44 20 7946 0958");
  });
});
