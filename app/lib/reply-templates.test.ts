import { describe, expect, it } from "vitest";
import { adminChatMessage } from "./admin-chat.ts";
import { chatChoices, fillTemplate, needsEstimate, TEMPLATE_BODY_MAX, TEMPLATE_TITLE_MAX, templateMessages } from "./reply-templates.ts";
import { validateTemplate } from "./reply-template-check.ts";

const lead = {
  name: "דנה כהן",
  phone: "050-123-4567",
  fromLocation: "חיפה",
  toLocation: "אילת",
  quote: { from: "חיפה", to: "אילת", price: 450 },
};
const bare = { name: "דנה", phone: "0501234567", fromLocation: null, toLocation: null, quote: null };
const textOf = (href: string) => new URL(href).searchParams.get("text");

describe("filling a reply template", () => {
  it("fills every placeholder, the estimate as the visitor saw it", () => {
    expect(fillTemplate("שלום {שם}, משלוח מ{מוצא} ל{יעד} עולה {מחיר}. מתי נוח?", lead)).toBe("שלום דנה כהן, משלוח מחיפה לאילת עולה ₪450. מתי נוח?");
    expect(fillTemplate("{מחיר}", { ...lead, quote: { ...lead.quote, price: 1250 } })).toBe("₪1,250");
  });

  it("drops the sentence whose placeholder the lead cannot fill, and keeps the rest", () => {
    const body = "שלום {שם}. ההערכה שראית באתר: {מחיר}. נשמח לתאם איסוף.";
    expect(fillTemplate(body, bare)).toBe("שלום דנה. נשמח לתאם איסוף.");
    expect(fillTemplate("שלום {שם}!\nמ{מוצא} ל{יעד}\nנחזור אליך.", bare)).toBe("שלום דנה!\nנחזור אליך.");
    expect(fillTemplate("המחיר {מחיר}.", bare)).toBe(adminChatMessage(bare));
  });

  it("takes the places from the estimate when the form had none", () => {
    expect(fillTemplate("מ{מוצא} ל{יעד}", { ...lead, fromLocation: null, toLocation: "  ", quote: { from: "עכו", to: "באר שבע", price: 300 } })).toBe(
      "מעכו לבאר שבע",
    );
  });

  it("is bidi-safe: a Latin place takes a hyphen after a Hebrew prefix; a value's bidi controls are dropped", () => {
    expect(fillTemplate("משלוח מ{מוצא} ל{יעד}", { ...lead, fromLocation: "Haifa", toLocation: "Tel Aviv 5" })).toBe("משלוח מ-Haifa ל-Tel Aviv 5");
    expect(fillTemplate("שלום {שם}, תודה", { ...lead, name: "\u202Eאבי\u202C \u2066X\u2069" })).toBe("שלום אבי X, תודה");
    // A digit-led value keeps its hyphen too, and a placeholder not after a prefix gets none.
    expect(fillTemplate("ל{יעד} ו-{מוצא}", { ...lead, fromLocation: "A1", toLocation: "9 בית" })).toBe("ל-9 בית ו-A1");
  });

  it("goes through the chat link encoded, characters that mean something in a URL included", () => {
    const [first, second] = chatChoices({ ...lead, name: "A&B #1?" }, [{ id: 7, title: "הצעה", body: "שלום {שם}, המחיר {מחיר}." }]);
    expect(first!.label).toBe(templateMessages.defaultChoice);
    expect(textOf(first!.href)).toBe(adminChatMessage({ ...lead, name: "A&B #1?" }));
    expect(second!.href.startsWith("https://wa.me/972501234567?text=")).toBe(true);
    expect(textOf(second!.href)).toBe("שלום A&B #1?, המחיר ₪450.");
    expect(second!.withoutEstimate).toBe(false);
    expect(chatChoices(bare, [{ id: 7, title: "הצעה", body: "המחיר {מחיר}" }])[1]!.withoutEstimate).toBe(true);
    expect(needsEstimate("שלום {שם}")).toBe(false);
  });
});

describe("validating a template", () => {
  it("accepts a title and a body with our placeholders, trimmed, line breaks normalised", () => {
    expect(validateTemplate({ title: " הצעת מחיר ", body: "שלום {שם}\r\nהמחיר {מחיר}" })).toEqual({
      ok: true,
      template: { title: "הצעת מחיר", body: "שלום {שם}\nהמחיר {מחיר}" },
    });
  });

  it("refuses, in Hebrew, an empty or long title or body, control characters and unknown placeholders", () => {
    const refused = (input: unknown) => {
      const result = validateTemplate(input);
      return result.ok ? null : [result.field, result.message];
    };
    expect(refused({ title: "  ", body: "x" })).toEqual(["title", templateMessages.titleMissing]);
    expect(refused({ title: "א".repeat(TEMPLATE_TITLE_MAX + 1), body: "x" })).toEqual(["title", templateMessages.titleTooLong]);
    expect(refused({ title: "א".repeat(TEMPLATE_TITLE_MAX), body: "א".repeat(TEMPLATE_BODY_MAX + 1) })).toEqual(["body", templateMessages.bodyTooLong]);
    expect(refused({ title: "ok", body: "" })).toEqual(["body", templateMessages.bodyMissing]);
    expect(refused({ title: "ok", body: "a\u0007b" })).toEqual(["body", templateMessages.invalidCharacters]);
    expect(refused({ title: "ok", body: "שלום {טלפון}" })).toEqual(["body", templateMessages.unknownPlaceholder("{טלפון}")]);
    expect(refused({ title: "a\nb", body: "x" })).toEqual(["title", templateMessages.invalidCharacters]);
    expect(refused({})).toEqual(["title", templateMessages.titleMissing]);
  });
});
