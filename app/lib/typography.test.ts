import { describe, expect, it } from "vitest";
import { dashRange, holdTogether } from "./typography.ts";

describe("dashRange", () => {
  it("writes a range with an en dash", () => {
    expect(dashRange("08:30-22:00")).toBe("08:30–22:00");
  });
});

describe("holdTogether", () => {
  it("glues ₪ to its number with a no-break space", () => {
    expect(holdTogether("החל מ 30 ₪ למשלוח")).toBe("החל מ 30\u00A0₪ למשלוח");
  });

  it("keeps a standard's name beside its number", () => {
    expect(holdTogether("לפי ת״י 5568")).toBe("לפי ת״י\u00A05568");
  });

  it("lets no line break after a prefix's hyphen before a figure", () => {
    expect(holdTogether("מ-30")).toBe("מ-\u206030");
  });

  it("leaves a phone number and plain words alone", () => {
    expect(holdTogether("050-123-4567 שליח עד הבית")).toBe("050-123-4567 שליח עד הבית");
  });
});
