import { describe, expect, it } from "vitest";
import { adminMessages, NOTE_MAX, validateLeadPatch } from "./admin-leads";

describe("a change to a lead", () => {
  it("accepts handled, a note, or both", () => {
    expect(validateLeadPatch({ handled: true })).toEqual({ ok: true, patch: { handled: true } });
    expect(validateLeadPatch({ note: "להתקשר מחר\nבבוקר" })).toEqual({ ok: true, patch: { note: "להתקשר מחר\nבבוקר" } });
    expect(validateLeadPatch({ handled: false, note: null }).ok).toBe(true);
  });
  it("refuses a note that is too long, with the Hebrew message", () => {
    expect(validateLeadPatch({ note: "א".repeat(NOTE_MAX) }).ok).toBe(true);
    expect(validateLeadPatch({ note: "א".repeat(NOTE_MAX + 1) })).toEqual({ ok: false, message: adminMessages.noteTooLong });
  });
  it("refuses control characters, broken Unicode, unknown fields and empty changes", () => {
    expect(validateLeadPatch({ note: "a\u0000b" })).toEqual({ ok: false, message: adminMessages.noteInvalid });
    expect(validateLeadPatch({ note: "\uD800" })).toEqual({ ok: false, message: adminMessages.noteInvalid });
    expect(validateLeadPatch({ handled: "yes" }).ok).toBe(false);
    expect(validateLeadPatch({ name: "x" }).ok).toBe(false);
    expect(validateLeadPatch({}).ok).toBe(false);
    expect(validateLeadPatch(null).ok).toBe(false);
  });
});
