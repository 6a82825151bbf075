import { describe, expect, it } from "vitest";
import { formatWonValue, isClosedStage, isOpenStage, stageFitsLead, stageLabels, stageMessages, stagesFor, WON_VALUE_MAX } from "./lead-stages.ts";
import { parseStageChange } from "./lead-stage-change.ts";

describe("a stage change from the admin's form", () => {
  it("takes each stage, a blank value or reason as none", () => {
    for (const stage of ["new", "no_answer", "quote_sent", "won", "lost", "closed"] as const)
      expect(parseStageChange({ stage })).toEqual({ ok: true, change: { stage, wonValue: null, lostReason: null } });
    expect(parseStageChange({ stage: "won", value: "", reason: "" })).toEqual({ ok: true, change: { stage: "won", wonValue: null, lostReason: null } });
  });

  it("takes a won job's value in whole shekels, as people type it", () => {
    expect(parseStageChange({ stage: "won", value: "450" })).toMatchObject({ ok: true, change: { wonValue: 450 } });
    expect(parseStageChange({ stage: "won", value: " 1,200 ₪" })).toMatchObject({ ok: true, change: { wonValue: 1200 } });
    expect(parseStageChange({ stage: "won", value: "0" })).toMatchObject({ ok: true, change: { wonValue: 0 } });
    expect(parseStageChange({ stage: "won", value: String(WON_VALUE_MAX) })).toMatchObject({ ok: true, change: { wonValue: WON_VALUE_MAX } });
    for (const value of ["-5", "12.5", "abc", "1e3", String(WON_VALUE_MAX + 1), "99999999", "٤٥٠", 450])
      expect(parseStageChange({ stage: "won", value }), String(value)).toEqual({ ok: false, message: stageMessages.badValue });
  });

  it("takes a lost lead's reason from the fixed list only", () => {
    expect(parseStageChange({ stage: "lost", reason: "competitor" })).toEqual({
      ok: true,
      change: { stage: "lost", wonValue: null, lostReason: "competitor" },
    });
    expect(parseStageChange({ stage: "lost", reason: "<script>" })).toEqual({ ok: false, message: stageMessages.badReason });
  });

  it("refuses an unknown stage, a value on a stage other than won, a reason on one other than lost", () => {
    for (const stage of ["handled", "open", "", null, undefined, "WON"])
      expect(parseStageChange({ stage }), String(stage)).toEqual({ ok: false, message: stageMessages.badStage });
    expect(parseStageChange({ stage: "lost", value: "100" })).toEqual({ ok: false, message: stageMessages.valueNotWon });
    expect(parseStageChange({ stage: "won", reason: "price" })).toEqual({ ok: false, message: stageMessages.reasonNotLost });
  });

  it("shows a value with the shekel sign before it, kept there inside Hebrew", () => {
    expect(formatWonValue(450)).toBe("\u200F₪450");
    expect(formatWonValue(12000)).toBe("\u200F₪12,000");
  });
});

describe("an application's own stages (issue 42)", () => {
  it("shows an application its five stages and a customer the customer's", () => {
    expect(stagesFor({ source: "join_team" }).map((stage) => stageLabels[stage])).toEqual(["חדש", "התקשרנו", "נקבע ראיון", "התקבל", "לא מתאים"]);
    expect(stagesFor({ source: "lead_form" }).map((stage) => stageLabels[stage])).toEqual(["חדש", "לא ענה", "נשלחה הצעה", "הוזמן", "לא רלוונטי"]);
  });

  it("lets each kind of lead take only its own stages; 'new' is both'", () => {
    expect((["new", "called", "interview", "hired", "not_suitable"] as const).every((stage) => stageFitsLead(stage, true))).toBe(true);
    expect((["no_answer", "quote_sent", "won", "lost", "closed"] as const).some((stage) => stageFitsLead(stage, true))).toBe(false);
    expect((["called", "interview", "hired", "not_suitable"] as const).some((stage) => stageFitsLead(stage, false))).toBe(false);
    expect(stageFitsLead("new", false)).toBe(true);
  });

  it("keeps called and an interview open, closes hired and not suitable", () => {
    expect([isOpenStage("called"), isOpenStage("interview"), isClosedStage("called"), isClosedStage("interview")]).toEqual([true, true, false, false]);
    expect([isOpenStage("hired"), isOpenStage("not_suitable"), isClosedStage("hired"), isClosedStage("not_suitable")]).toEqual([false, false, true, true]);
  });

  it("takes an applicant's stage from the form (the server then checks the lead's kind)", () => {
    for (const stage of ["called", "interview", "hired", "not_suitable"] as const)
      expect(parseStageChange({ stage })).toEqual({ ok: true, change: { stage, wonValue: null, lostReason: null } });
    expect(parseStageChange({ stage: "hired", value: "100" })).toEqual({ ok: false, message: stageMessages.valueNotWon });
  });
});
