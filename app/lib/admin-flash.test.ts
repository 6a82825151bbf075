import { describe, expect, it } from "vitest";
import { flashNotice, flashValue, parseFlash } from "./admin-flash.ts";
import { LEAD_CHANGES } from "./paths.ts";
import { stageMessages } from "./lead-stages.ts";

describe("the flash after a change without JavaScript", () => {
  it("round-trips through its cookie value and refuses anything else", () => {
    expect(parseFlash(flashValue({ change: "delete-forever", leadId: 42 }))).toEqual({ change: "delete-forever", leadId: 42 });
    for (const bad of [
      undefined,
      "",
      "delete.0",
      "delete.-1",
      "erase.5",
      "delete.5.6",
      "delete.5<script>",
      "handled.5",
      "stage.99999999999999999",
      "stage.5",
      "stage.5.won.new.-",
      "stage.5.sold.new.-.-",
      "stage.5.won.new.12345678.-",
      "stage.5.won.lost.-.because",
      "delete.5.won.new.-.-",
    ])
      expect(parseFlash(bad), bad).toBeNull();
    const stage = { to: "won", from: "lost", fromValue: null, fromReason: "out_of_area" } as const;
    expect(flashValue({ change: "stage", leadId: 7, stage })).toBe("stage.7.won.lost.-.out_of_area");
    expect(parseFlash(flashValue({ change: "stage", leadId: 7, stage }))).toEqual({ change: "stage", leadId: 7, stage });
    const back = { to: "new", from: "won", fromValue: 450, fromReason: null } as const;
    expect(parseFlash(flashValue({ change: "stage", leadId: 8, stage: back }))).toEqual({ change: "stage", leadId: 8, stage: back });
  });

  it("says what was done, with the undo where a change can be undone", () => {
    expect(flashNotice({ change: "stage", leadId: 5, stage: { to: "new", from: "won", fromValue: 450, fromReason: null } }, "יוסי כהן")).toEqual({
      title: "השלב עודכן: יוסי כהן",
      body: "הוזמן ← חדש",
      undo: { action: LEAD_CHANGES.stage, fields: { id: "5", stage: "won", value: "450", reason: "" } },
    });
    expect(flashNotice({ change: "stage", leadId: 5, stage: { to: "won", from: "closed", fromValue: null, fromReason: null } }, "Dana").undo).toEqual({
      action: LEAD_CHANGES.stage,
      fields: { id: "5", stage: "closed", value: "", reason: "" },
    });
    expect(flashNotice({ change: "delete", leadId: 5 }, "יוסי כהן")).toEqual({
      title: "נמחק בהצלחה",
      body: "הלייד נמחק מהמערכת",
      undo: { action: LEAD_CHANGES.restore, fields: { id: "5" } },
    });
    expect(flashNotice({ change: "delete-forever", leadId: 5 }, null)).toEqual({ title: "הליד נמחק לצמיתות", body: null, undo: null });
    expect(flashNotice({ change: "note", leadId: 5 }, "Dana").title).toBe("ההערה נשמרה");
  });

  it("carries a stage change refused without JavaScript to the lead's detail, not the banner", () => {
    const fact = { change: "stage-refused", leadId: 9, refusal: "badValue" } as const;
    expect(flashValue(fact)).toBe("stage-refused.9.badValue");
    expect(parseFlash("stage-refused.9.badValue")).toEqual(fact);
    expect(parseFlash("stage-refused.9.because")).toBeNull();
    expect(parseFlash("stage-refused.9")).toBeNull();
    expect(flashNotice(fact, "Dana")).toMatchObject({ undo: null, refusal: { leadId: 9, message: stageMessages.badValue } });
  });
});
