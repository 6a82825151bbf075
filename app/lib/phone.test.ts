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
  it("builds a chat link with an encoded message", () => {
    expect(whatsappHref("972501234567", "שלום & תודה")).toBe("https://wa.me/972501234567?text=%D7%A9%D7%9C%D7%95%D7%9D%20%26%20%D7%AA%D7%95%D7%93%D7%94");
    expect(whatsappHref("972501234567")).toBe("https://wa.me/972501234567");
  });
});
