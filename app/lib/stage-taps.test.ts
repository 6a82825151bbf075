import { describe, expect, it } from "vitest";
import { stageMessages } from "./lead-stages.ts";
import { stageFields, stageTap } from "./stage-taps.ts";

const chip = (value: string) => ({ name: "stage", value, save: false });
const save = (value: string) => ({ name: "stage", value, save: true });

describe("a tap on a lead's stage controls", () => {
  it("sends an open stage at once", () => {
    for (const stage of ["new", "no_answer", "quote_sent", "called", "interview", "hired", "not_suitable"])
      expect(stageTap(chip(stage), null, null), stage).toEqual({ send: { stage } });
  });

  it("asks for a won job's value and a lost lead's reason first; the chip again closes the ask", () => {
    expect(stageTap(chip("won"), null, null)).toEqual({ ask: "won" });
    expect(stageTap(chip("lost"), null, null)).toEqual({ ask: "lost" });
    expect(stageTap(chip("lost"), "won", "450")).toEqual({ ask: "lost" });
    expect(stageTap(chip("won"), "won", "450")).toEqual({ ask: null });
  });

  it("saves won with what was typed (blank: without a value), lost with the reason tapped or without one", () => {
    expect(stageTap(save("won"), "won", "1,200")).toEqual({ send: { stage: "won", value: "1,200" } });
    expect(stageTap(save("won"), "won", null)).toEqual({ send: { stage: "won", value: "" } });
    expect(stageTap({ name: "reason", value: "price", save: true }, "lost", null)).toEqual({ send: { stage: "lost", reason: "price" } });
    expect(stageTap(save("lost"), "lost", null)).toEqual({ send: { stage: "lost" } });
  });

  it("keeps the ask open with the server's words when the value cannot be taken", () => {
    for (const typed of ["12.5", "-3", "abc", "99999999", "1000001"])
      expect(stageTap(save("won"), "won", typed), typed).toEqual({ ask: "won", error: stageMessages.badValue });
    expect(stageTap(save("won"), "won", "1000000")).toEqual({ send: { stage: "won", value: "1000000" } });
  });

  it("ignores what is not a stage control", () => {
    expect(stageTap({ name: "reason", value: "<script>", save: true }, "lost", null)).toBeNull();
    expect(stageTap({ name: "intent", value: "delete", save: false }, null, null)).toBeNull();
    expect(stageTap(chip("handled"), null, null)).toBeNull();
  });

  it("posts the form's own fields with the stage's, never a value or reason of another stage", () => {
    const own = new FormData();
    own.append("id", "7");
    own.append("back", "/admin?view=open");
    own.append("value", "450");
    own.append("stage", "won");
    const fields = stageFields(own, { stage: "new" });
    expect([...fields.entries()]).toEqual([
      ["id", "7"],
      ["back", "/admin?view=open"],
      ["stage", "new"],
    ]);
    expect([...stageFields(own, { stage: "won", value: "450" }).entries()]).toContainEqual(["value", "450"]);
  });
});
