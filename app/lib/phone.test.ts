import { describe, expect, it } from "vitest";
import { telHref, toInternationalDigits, whatsappHref } from "./phone.ts";

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
