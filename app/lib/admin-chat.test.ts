import { describe, expect, it } from "vitest";
import { adminChatHref, adminChatMessage } from "./admin-chat.ts";
import { telHref } from "./phone.ts";

const lead = { name: "דנה כהן", phone: "050-123-4567", fromLocation: null, toLocation: null };

const numberOf = (href: string) => new URL(href).pathname.slice(1);
const textOf = (href: string) => new URL(href).searchParams.get("text");

describe("the admin's chat link", () => {
  it("turns a leading 0 into 972, stripping everything but digits", () => {
    expect(numberOf(adminChatHref({ ...lead, phone: "050-123-4567" }))).toBe("972501234567");
    expect(numberOf(adminChatHref({ ...lead, phone: " 03 555 1234 " }))).toBe("97235551234");
  });

  it("keeps a number already starting with 972", () => {
    expect(numberOf(adminChatHref({ ...lead, phone: "+972-50-123-4567" }))).toBe("972501234567");
    expect(numberOf(adminChatHref({ ...lead, phone: "972501234567" }))).toBe("972501234567");
  });

  it("opens the same number the tel: link dials, a stray 0 after 972 or an 00 prefix dropped", () => {
    for (const phone of ["+972 052 687 0920", "00972526870920", "972-52-687-0920"]) {
      expect(numberOf(adminChatHref({ ...lead, phone }))).toBe("972526870920");
      expect(telHref(phone)).toBe(`tel:+${numberOf(adminChatHref({ ...lead, phone }))}`);
    }
  });

  it("prefixes 972 otherwise", () => {
    expect(numberOf(adminChatHref({ ...lead, phone: "50 123 4567" }))).toBe("972501234567");
  });

  it("greets the lead by name and carries the message encoded", () => {
    const href = adminChatHref(lead);
    expect(href.startsWith("https://wa.me/972501234567?text=")).toBe(true);
    expect(textOf(href)).toBe(adminChatMessage(lead));
    expect(adminChatMessage(lead)).toContain("שלום דנה כהן");
  });

  it("mentions from and to only when present", () => {
    expect(adminChatMessage(lead)).toBe("שלום דנה כהן, קיבלנו את פנייתך בנושא משלוח. נשמח לעזור ולתת הצעת מחיר.");
    expect(adminChatMessage({ ...lead, fromLocation: "חיפה", toLocation: "אילת" })).toContain("מחיפה לאילת");
    expect(adminChatMessage({ ...lead, fromLocation: "חיפה" })).toContain("מחיפה.");
    expect(adminChatMessage({ ...lead, toLocation: "אילת" })).toContain("לאילת.");
    expect(adminChatMessage({ ...lead, fromLocation: "  ", toLocation: "" })).toBe(adminChatMessage(lead));
    expect(adminChatMessage({ ...lead, fromLocation: "Haifa", toLocation: "תל אביב" })).toContain("מ-Haifa לתל אביב");
  });

  it("keeps characters that mean something in a URL inside the message", () => {
    const href = adminChatHref({ ...lead, name: "A&B", fromLocation: "x?y=1#z" });
    expect(textOf(href)).toContain("A&B");
    expect(textOf(href)).toContain("x?y=1#z");
  });
});
