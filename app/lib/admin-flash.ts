/**
 * What a change made without JavaScript says after its redirect (a "flash"): the server keeps
 * which change it was in a short cookie, the next screen reads it once and tells it in words,
 * with "ביטול" where the change can be undone. Pure: app/.server/flash-cookie.ts reads and writes the cookie.
 */
import { adminMessages } from "./admin-leads.ts";
import { reminderMessages } from "./reminders.ts";
import { LEAD_CHANGES } from "./paths.ts";
import { LOST_REASONS, SETTABLE_STAGES, stageLabels, stageMessages, type LeadStage, type LostReason } from "./lead-stages.ts";

/** Which change the notice tells of (the cookie's first word). */
export type FlashChange =
  | "stage"
  /** A stage change refused without JavaScript: the detail says why, in its form. */
  | "stage-refused"
  | "note"
  | "delete"
  | "restore"
  | "delete-forever"
  | "reminder"
  | "reminder-cleared"
  | "reminder-invalid";

/** A stage change: the stage it went to, and what it was before (what its undo puts back). */
export interface StageFlash {
  to: LeadStage;
  from: LeadStage;
  fromValue: number | null;
  fromReason: LostReason | null;
}

export interface FlashFact {
  change: FlashChange;
  leadId: number;
  /** With change "stage". */
  stage?: StageFlash;
  /** With change "stage-refused": which of the stage's messages. */
  refusal?: StageRefusal;
}

/** Why a stage change was refused: a key of stageMessages (app/lib/lead-stages.ts). */
export type StageRefusal = keyof typeof stageMessages;

/** The key of a stage change's refusal message, if it is one. */
export const stageRefusalOf = (message: string): StageRefusal | undefined =>
  (Object.keys(stageMessages) as StageRefusal[]).find((key) => stageMessages[key] === message);

/** The change that takes another back: the action route it is posted to, and its form's fields. */
export interface LeadChangeUndo {
  action: string;
  fields: Record<string, string>;
}

/** The notice as the screen shows it; `undo` is the change that takes it back (posted as a form). */
export interface FlashNotice {
  title: string;
  body: string | null;
  undo: LeadChangeUndo | null;
  /** A stage change refused without JavaScript: told in that lead's detail, not in the banner. */
  refusal?: { leadId: number; message: string };
}

const STAGE = `(${SETTABLE_STAGES.join("|")})`;
const FLASH_VALUE = new RegExp(
  `^(stage|note|delete|restore|delete-forever|reminder|reminder-cleared|reminder-invalid)\\.([1-9]\\d{0,15})(?:\\.${STAGE}\\.${STAGE}\\.(-|\\d{1,7})\\.(-|${LOST_REASONS.join("|")}))?$`,
);

const REFUSED_VALUE = new RegExp(`^stage-refused\\.([1-9]\\d{0,15})\\.(${Object.keys(stageMessages).join("|")})$`);

/** stage-refused.<id>.<message key> for a refused stage change; stage.<id>.<to>.<from>.<value before or ->.<reason before or -> for a stage change; <change>.<id> for the rest. */
export const flashValue = (fact: FlashFact) =>
  fact.refusal
    ? `stage-refused.${fact.leadId}.${fact.refusal}`
    : fact.stage
      ? `${fact.change}.${fact.leadId}.${fact.stage.to}.${fact.stage.from}.${fact.stage.fromValue ?? "-"}.${fact.stage.fromReason ?? "-"}`
      : `${fact.change}.${fact.leadId}`;

/** The cookie's value read back; anything else (forged, old, mangled) is nothing. */
export function parseFlash(value: string | undefined): FlashFact | null {
  const refused = value ? REFUSED_VALUE.exec(value) : null;
  if (refused) {
    const leadId = Number(refused[1]);
    return Number.isSafeInteger(leadId) ? { change: "stage-refused", leadId, refusal: refused[2] as StageRefusal } : null;
  }
  const match = value ? FLASH_VALUE.exec(value) : null;
  if (!match) return null;
  const change = match[1] as FlashChange;
  const leadId = Number(match[2]);
  if (!Number.isSafeInteger(leadId) || (change === "stage") !== (match[3] !== undefined)) return null;
  if (change !== "stage") return { change, leadId };
  const stage: StageFlash = {
    to: match[3] as LeadStage,
    from: match[4] as LeadStage,
    fromValue: match[5] === "-" ? null : Number(match[5]),
    fromReason: match[6] === "-" ? null : (match[6] as LostReason),
  };
  return { change, leadId, stage };
}

/** The change that puts a lead back where it was before a stage change. */
export const stageUndo = (id: string, { from, fromValue, fromReason }: Omit<StageFlash, "to">): LeadChangeUndo => ({
  action: LEAD_CHANGES.stage,
  fields: { id, stage: from, value: fromValue === null ? "" : String(fromValue), reason: fromReason ?? "" },
});

/** The change that brings a lead back from the trash. */
export const restoreUndo = (id: string): LeadChangeUndo => ({ action: LEAD_CHANGES.restore, fields: { id } });

/** The words for a change done; `name` is the lead's (null once it is erased). */
export function flashNotice(fact: FlashFact, name: string | null): FlashNotice {
  const who = name ? `: ${name}` : "";
  const id = String(fact.leadId);
  switch (fact.change) {
    case "stage":
      return fact.stage
        ? {
            title: `${adminMessages.stageTitle}${who}`,
            body: `${stageLabels[fact.stage.from]} ← ${stageLabels[fact.stage.to]}`,
            undo: stageUndo(id, fact.stage),
          }
        : { title: `${adminMessages.stageTitle}${who}`, body: null, undo: null };
    case "stage-refused": {
      const message = stageMessages[fact.refusal ?? "badStage"];
      return { title: message, body: name, undo: null, refusal: { leadId: fact.leadId, message } };
    }
    case "note":
      return { title: adminMessages.noteSaved, body: name, undo: null };
    case "delete":
      return { title: adminMessages.deletedTitle, body: adminMessages.deletedBody, undo: restoreUndo(id) };
    case "restore":
      return { title: adminMessages.restoredTitle, body: name, undo: null };
    case "delete-forever":
      return { title: adminMessages.deletedForeverTitle, body: null, undo: null };
    // Reminders (docs/decisions/050): no undo.
    case "reminder":
      return { title: `${reminderMessages.set}${who}`, body: null, undo: null };
    case "reminder-cleared":
      return { title: `${reminderMessages.cleared}${who}`, body: null, undo: null };
    case "reminder-invalid":
      return { title: reminderMessages.invalid, body: name, undo: null };
  }
}
