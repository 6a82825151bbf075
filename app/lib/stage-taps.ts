/**
 * What a tap on a lead's stage controls does (issue 42: won with its value and lost with its
 * reason in two taps, from the card or the detail). "הוזמן" and "לא רלוונטי" first ask, in place:
 * the value's field (focused) with its save, or the reasons as buttons, each one tap that saves.
 * Every other stage is sent at once. Without JavaScript the chips post as before (the flash then
 * offers the value or the reason).
 */
import { isLeadStage, LOST_REASONS, stageMessages, WON_VALUE_MAX, type LeadStage, type LostReason } from "./lead-stages.ts";

/** The stages that ask for one more thing before they are sent. */
export type StageAsk = "won" | "lost";

/** A tapped control: its name and value, and whether it is the ask's own save (not a chip). */
export interface StageTapControl {
  name: string;
  value: string;
  save: boolean;
}

export type StageTapOutcome =
  /** Ask (null: close the ask); `error`: what was typed cannot be taken, said before it is sent. */
  | { ask: StageAsk | null; error?: string }
  | { send: { stage: LeadStage; value?: string; reason?: LostReason } }
  /** Not a stage control. */
  | null;

/**
 * `asking`: the ask open on this lead now; `typedValue`: what its value field holds. A chip tapped
 * again closes its ask; a chip of another stage sends that stage alone (a value or a reason typed
 * for won or lost is not sent with it: the server would refuse it).
 */
export function stageTap(control: StageTapControl, asking: StageAsk | null, typedValue: string | null): StageTapOutcome {
  if (control.name === "reason")
    return (LOST_REASONS as readonly string[]).includes(control.value) ? { send: { stage: "lost", reason: control.value as LostReason } } : null;
  if (control.name !== "stage" || !isLeadStage(control.value)) return null;
  const stage = control.value;
  if (stage === "won" || stage === "lost") {
    if (!control.save) return { ask: asking === stage ? null : stage };
    if (stage === "lost") return { send: { stage } };
    const value = typedValue ?? "";
    return takesAsShekels(value) ? { send: { stage, value } } : { ask: "won", error: stageMessages.badValue };
  }
  return { send: { stage } };
}

/**
 * Whether the server will take this as a won job's value (lead-stage-change.ts, which stays the
 * judge): said in place at once, the field still holding what was typed. Blank is none.
 */
function takesAsShekels(typed: string): boolean {
  const digits = typed.replace(/[\s,₪]/g, "");
  return digits === "" || (/^\d{1,7}$/.test(digits) && Number(digits) <= WON_VALUE_MAX);
}

/** The fields to post for a tap that sends: the form's own (id, back, ...) with the stage's, and nothing of another stage. */
export function stageFields(own: FormData, send: { stage: LeadStage; value?: string; reason?: LostReason }): FormData {
  const data = new FormData();
  for (const [key, value] of own) if (key !== "stage" && key !== "value" && key !== "reason") data.append(key, value);
  data.set("stage", send.stage);
  if (send.value !== undefined) data.set("value", send.value);
  if (send.reason !== undefined) data.set("reason", send.reason);
  return data;
}
