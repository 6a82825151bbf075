import { describe, expect, it } from "vitest";
import { adminChatMessage } from "./admin-chat.ts";
import {
  CHAT_MESSAGE_MAX,
  chatChoices,
  chatHrefWith,
  chatMessageFromForm,
  fillTemplate,
  missingValues,
  TEMPLATE_BODY_MAX,
  TEMPLATE_TITLE_MAX,
  templateMessages,
} from "./reply-templates.ts";
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

  it("never drops a word: a placeholder the lead cannot fill stays as a marked gap, the rest filled around it", () => {
    const body = "שלום {שם}. ההערכה שראית באתר: {מחיר}. נשמח לתאם איסוף.";
    expect(fillTemplate(body, bare)).toBe("שלום דנה. ההערכה שראית באתר: {מחיר}. נשמח לתאם איסוף.");
    expect(fillTemplate("שלום {שם}!\nמ{מוצא} ל{יעד}\nנחזור אליך.", bare)).toBe("שלום דנה!\nמ{מוצא} ל{יעד}\nנחזור אליך.");
    // The case: the greeting and the name were lost, only the last sentence went out.
    expect(fillTemplate("שלום {שם}, תודה שפנית. המחיר למשלוח: {מחיר}. נשמח לעמוד לשירותך!", bare)).toBe(
      "שלום דנה, תודה שפנית. המחיר למשלוח: {מחיר}. נשמח לעמוד לשירותך!",
    );
    expect(fillTemplate("המחיר {מחיר}.", bare)).toBe("המחיר {מחיר}.");
  });

  it("names the values a message still lacks, each once, until the owner fills them", () => {
    expect(missingValues(fillTemplate("שלום {שם}. {מחיר} מ{מוצא}, {מחיר}.", bare))).toEqual(["מחיר", "מוצא"]);
    expect(missingValues("שלום דנה. המחיר ₪300.")).toEqual([]);
    expect(missingValues("{טלפון} {שם")).toEqual([]);
    expect(templateMessages.gaps(["מחיר"])).toBe("חסר: מחיר — השלימו או שלחו בלי");
    expect(templateMessages.gaps(["מחיר", "יעד"])).toBe("חסר: מחיר, יעד — השלימו או שלחו בלי");
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
    const named = { ...lead, name: "A&B #1?" };
    const [first, second] = chatChoices(named, [{ id: 7, title: "הצעה", body: "שלום {שם}, המחיר {מחיר}." }]);
    expect(first).toEqual({ key: "default", label: templateMessages.defaultChoice, message: adminChatMessage(named), templateId: null, missing: [] });
    expect(second).toEqual({ key: "t7", label: "הצעה", message: "שלום A&B #1?, המחיר ₪450.", templateId: 7, missing: [] });
    const href = chatHrefWith(named, second!.message);
    expect(href.startsWith("https://wa.me/972501234567?text=")).toBe(true);
    expect(textOf(href)).toBe("שלום A&B #1?, המחיר ₪450.");
    expect(chatChoices(bare, [{ id: 7, title: "הצעה", body: "שלום {שם}. המחיר {מחיר}" }])[1]).toMatchObject({
      message: "שלום דנה. המחיר {מחיר}",
      missing: ["מחיר"],
    });
  });

  it("opens the chat with exactly the box's text, to the number's normal form", () => {
    expect(textOf(chatHrefWith({ phone: "+972 52 687 0920" }, "שלום דנה, המחיר ₪300.\nתודה"))).toBe("שלום דנה, המחיר ₪300.\nתודה");
    expect(chatHrefWith({ phone: "+972 052 687 0920" }, "  ")).toBe("https://wa.me/972526870920");
  });

  it("takes a message posted without JavaScript only when it is text a person types, within the limit", () => {
    expect(chatMessageFromForm(" שלום\r\nדנה ")).toBe("שלום\nדנה");
    expect(chatMessageFromForm("א".repeat(CHAT_MESSAGE_MAX))).toHaveLength(CHAT_MESSAGE_MAX);
    expect(chatMessageFromForm("א".repeat(CHAT_MESSAGE_MAX + 1))).toBeNull();
    expect(chatMessageFromForm("   ")).toBeNull();
    expect(chatMessageFromForm(null)).toBeNull();
    expect(chatMessageFromForm("a\u0007b")).toBeNull();
    expect(chatMessageFromForm("\uD800")).toBeNull();
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
