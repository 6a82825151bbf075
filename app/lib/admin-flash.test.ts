import { describe, expect, it } from "vitest";
import { flashNotice, flashValue, parseFlash } from "./admin-flash.ts";

describe("the flash after a change without JavaScript", () => {
  it("round-trips through its cookie value and refuses anything else", () => {
    expect(parseFlash(flashValue({ intent: "delete-forever", leadId: 42 }))).toEqual({ intent: "delete-forever", leadId: 42 });
    for (const bad of [undefined, "", "delete.0", "delete.-1", "erase.5", "delete.5.6", "delete.5<script>", "handled.99999999999999999"])
      expect(parseFlash(bad)).toBeNull();
  });

  it("says what was done, with the undo where a change can be undone", () => {
    expect(flashNotice({ intent: "handled", leadId: 5 }, "יוסי כהן")).toEqual({
      title: "סומן כטופל: יוסי כהן",
      body: null,
      undo: { intent: "handled", id: "5", handled: "false" },
    });
    expect(flashNotice({ intent: "reopened", leadId: 5 }, "יוסי כהן").undo).toEqual({ intent: "handled", id: "5", handled: "true" });
    expect(flashNotice({ intent: "delete", leadId: 5 }, "יוסי כהן")).toEqual({
      title: "נמחק בהצלחה",
      body: "הלייד נמחק מהמערכת",
      undo: { intent: "restore", id: "5" },
    });
    expect(flashNotice({ intent: "delete-forever", leadId: 5 }, null)).toEqual({ title: "הליד נמחק לצמיתות", body: null, undo: null });
    expect(flashNotice({ intent: "note", leadId: 5 }, "Dana").title).toBe("ההערה נשמרה");
  });
});
