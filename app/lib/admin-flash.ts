/**
 * What a change made without JavaScript says after its redirect (a "flash"): the server keeps
 * which change it was in a short cookie, the next screen reads it once and tells it in words,
 * with "ביטול" where the change can be undone. Pure: app/.server/admin-flash.ts reads and writes the cookie.
 */
import { adminMessages } from "./admin-leads.ts";
import { reminderMessages } from "./reminders.ts";

type FlashIntent = "handled" | "reopened" | "note" | "delete" | "restore" | "delete-forever" | "reminder" | "reminder-cleared" | "reminder-invalid";

export interface FlashFact {
  intent: FlashIntent;
  leadId: number;
}

/** The notice as the screen shows it; `undo` is the change that takes it back (posted as a form). */
export interface FlashNotice {
  title: string;
  body: string | null;
  undo: Record<string, string> | null;
}

const FLASH_VALUE = /^(handled|reopened|note|delete|restore|delete-forever|reminder|reminder-cleared|reminder-invalid)\.([1-9]\d{0,15})$/;

export const flashValue = (fact: FlashFact) => `${fact.intent}.${fact.leadId}`;

/** The cookie's value read back; anything else (forged, old, mangled) is nothing. */
export function parseFlash(value: string | undefined): FlashFact | null {
  const match = value ? FLASH_VALUE.exec(value) : null;
  if (!match) return null;
  const leadId = Number(match[2]);
  return Number.isSafeInteger(leadId) ? { intent: match[1] as FlashIntent, leadId } : null;
}

/** The words for a change done; `name` is the lead's (null once it is erased). */
export function flashNotice(fact: FlashFact, name: string | null): FlashNotice {
  const who = name ? `: ${name}` : "";
  const id = String(fact.leadId);
  switch (fact.intent) {
    case "handled":
      return { title: `סומן כטופל${who}`, body: null, undo: { intent: "handled", id, handled: "false" } };
    case "reopened":
      return { title: `הוחזר לפתוחים${who}`, body: null, undo: { intent: "handled", id, handled: "true" } };
    case "note":
      return { title: adminMessages.noteSaved, body: name, undo: null };
    case "delete":
      return { title: adminMessages.deletedTitle, body: adminMessages.deletedBody, undo: { intent: "restore", id } };
    case "restore":
      return { title: adminMessages.restoredTitle, body: name, undo: null };
    case "delete-forever":
      return { title: adminMessages.deletedForeverTitle, body: null, undo: null };
    // Reminders (docs/decisions/050): their own route's form, so no undo through the dashboard's action.
    case "reminder":
      return { title: `${reminderMessages.set}${who}`, body: null, undo: null };
    case "reminder-cleared":
      return { title: `${reminderMessages.cleared}${who}`, body: null, undo: null };
    case "reminder-invalid":
      return { title: reminderMessages.invalid, body: name, undo: null };
  }
}
