import { describe, expect, it } from "vitest";
import { leadMessages as m, validateLead } from "./lead-schema";

const valid = { name: "ישראל ישראלי", phone: "050-1234567", consent: true, source: "contact_form" } as const;
const errorOf = (overrides: Record<string, unknown>) => {
  const result = validateLead({ ...valid, ...overrides });
  return result.ok ? null : { field: result.field, message: result.message };
};

describe("name", () => {
  it("is required", () => {
    expect(errorOf({ name: "" })).toEqual({ field: "name", message: m.nameRequired });
    expect(errorOf({ name: "   " })).toEqual({ field: "name", message: m.nameRequired });
    expect(errorOf({ name: undefined })).toEqual({ field: "name", message: m.nameRequired });
    expect(errorOf({ name: 42 })).toEqual({ field: "name", message: m.nameRequired });
  });
  it("takes at most 100 characters", () => {
    expect(errorOf({ name: "א".repeat(100) })).toBeNull();
    expect(errorOf({ name: "א".repeat(101) })).toEqual({ field: "name", message: m.nameTooLong });
  });
  it("accepts Hebrew, Latin, spaces, apostrophes and hyphens", () => {
    for (const name of ["דוד כהן", "John Smith", "O'Brien", "בן-דוד", "ג'ורג'", "ז׳קלין", "Anne-Marie d’Arc", "אבא־אבן"]) {
      expect(errorOf({ name })).toBeNull();
    }
  });
  it("refuses anything else", () => {
    for (const name of ["דוד2", "<script>", "a;DROP TABLE leads", "Zoë", "שם\nשני", "אחמד_", "😀"]) {
      expect(errorOf({ name })).toEqual({ field: "name", message: m.nameInvalid });
    }
  });
});

describe("phone", () => {
  it("is required", () => {
    expect(errorOf({ phone: "" })).toEqual({ field: "phone", message: m.phoneRequired });
    expect(errorOf({ phone: null })).toEqual({ field: "phone", message: m.phoneRequired });
  });
  it("takes 9 to 20 characters of digits, plus, space or hyphen", () => {
    expect(errorOf({ phone: "12345678" })).toEqual({ field: "phone", message: m.phoneInvalid });
    expect(errorOf({ phone: "123456789" })).toBeNull();
    expect(errorOf({ phone: "+972 50-123-4567 888" })).toBeNull(); // 20
    expect(errorOf({ phone: "+972 50-123-4567 8888" })).toEqual({ field: "phone", message: m.phoneInvalid }); // 21
    expect(errorOf({ phone: "050-123456a" })).toEqual({ field: "phone", message: m.phoneInvalid });
    expect(errorOf({ phone: "(050)1234567" })).toEqual({ field: "phone", message: m.phoneInvalid });
  });
});

describe("optional fields", () => {
  it("e-mail is optional and not format-checked", () => {
    expect(errorOf({ email: "" })).toBeNull();
    expect(errorOf({ email: "not an address" })).toBeNull();
  });
  it("pickup takes at most 200 characters", () => {
    expect(errorOf({ fromLocation: "x".repeat(200) })).toBeNull();
    expect(errorOf({ fromLocation: "x".repeat(201) })).toEqual({ field: "fromLocation", message: m.fromTooLong });
  });
  it("destination takes at most 200 characters", () => {
    expect(errorOf({ toLocation: "y".repeat(200) })).toBeNull();
    expect(errorOf({ toLocation: "y".repeat(201) })).toEqual({ field: "toLocation", message: m.toTooLong });
  });
  it("refuses control characters and broken Unicode in free text", () => {
    expect(errorOf({ fromLocation: "חיפה\u0000" })).toEqual({ field: "fromLocation", message: m.fromInvalid });
    expect(errorOf({ toLocation: "\uD800" })).toEqual({ field: "toLocation", message: m.toInvalid });
    expect(errorOf({ fromLocation: "רחוב הרצל 5, דירה 3 <b>" })).toBeNull();
  });
});

describe("the rest", () => {
  it("requires consent", () => {
    expect(errorOf({ consent: false })).toEqual({ field: "consent", message: m.consentRequired });
    expect(errorOf({ consent: undefined })).toEqual({ field: "consent", message: m.consentRequired });
  });
  it("knows the two sources", () => {
    expect(errorOf({ source: "lead_form" })).toBeNull();
    expect(errorOf({ source: "admin" })).toEqual({ field: "source", message: m.sourceInvalid });
  });
  it("accepts only a site path as the page", () => {
    expect(errorOf({ pagePath: "/contact" })).toBeNull();
    expect(errorOf({ pagePath: "https://evil.example" })).toEqual({ field: "pagePath", message: m.pagePathInvalid });
    expect(errorOf({ pagePath: "//evil.example" })).toEqual({ field: "pagePath", message: m.pagePathInvalid });
  });
  it("shows only the first error, in field order", () => {
    expect(errorOf({ name: "", phone: "" })).toEqual({ field: "name", message: m.nameRequired });
    expect(errorOf({ name: "1".repeat(101) })).toEqual({ field: "name", message: m.nameTooLong });
  });
});
