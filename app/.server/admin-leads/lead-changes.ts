/**
 * The owner's changes to a lead, each with its entry in the activity log in the same transaction
 * on both engines: a change is never kept without its entry, and a failed entry leaves the lead
 * as it was (so the form, posted again, does the change once).
 */
import type { StageChange } from "../../lib/lead-stages.ts";
import { logActivity, type NewActivity } from "../activity.ts";
import { inTransaction, type Db } from "../db/database.ts";
import type { ContactWay } from "../../lib/first-contact.ts";
import { forgetResponseTimes, recordFirstContact, type FirstContactOutcome } from "./first-contact-store.ts";
import { addNote } from "./notes.ts";
import { changeStage, deleteForever, moveToTrash, restoreFromTrash, type StageMove, type StageRefused } from "./queries.ts";
import { clearReminder, setReminder } from "./reminder-store.ts";

/** Who made the change and from where, as the log keeps it. */
export interface LeadChangeActor {
  userId: number;
  userEmail: string;
  client: string;
}

const entryFor = (actor: LeadChangeActor, leadId: number, entry: Omit<NewActivity, "leadId">): NewActivity => ({ ...actor, leadId, ...entry });

/**
 * A live lead put in a stage; the log keeps from where to where, the value and the reason (the
 * owner's own figures, no personal data). A stage of the other kind of lead is refused, unlogged.
 */
export function stageLead(db: Db, id: number, change: StageChange, actor: LeadChangeActor): Promise<StageMove | StageRefused | undefined> {
  return inTransaction(db, async (trx) => {
    const moved = await changeStage(trx, id, change);
    if (!moved || "refused" in moved) return moved;
    const details = {
      from: moved.before.stage,
      to: change.stage,
      ...(change.wonValue !== null && { value: change.wonValue }),
      ...(change.lostReason !== null && { reason: change.lostReason }),
    };
    await logActivity(trx, entryFor(actor, id, { action: "stage", details }));
    return moved;
  });
}

/** A note added to a live lead's history (docs/decisions/050); the log says that the note changed, never what it says. */
export function noteLead(db: Db, id: number, body: string, actor: LeadChangeActor): Promise<boolean> {
  return logged(db, actor, id, { action: "note", details: { field: "note" } }, (trx) =>
    addNote(trx, id, { body, userId: actor.userId, userEmail: actor.userEmail }),
  );
}

/** A live lead moved to the trash. */
export const trashLead = (db: Db, id: number, actor: LeadChangeActor) => logged(db, actor, id, { action: "delete" }, (trx) => moveToTrash(trx, id));

/** A lead brought back from the trash. */
export const restoreLead = (db: Db, id: number, actor: LeadChangeActor) => logged(db, actor, id, { action: "restore" }, (trx) => restoreFromTrash(trx, id));

/** A lead in the trash erased for good. */
export const eraseLead = (db: Db, id: number, actor: LeadChangeActor) => logged(db, actor, id, { action: "delete_forever" }, (trx) => deleteForever(trx, id));

/** A reminder set (or moved) on a live lead; the log keeps when. */
export const remindOfLead = (db: Db, id: number, at: Date, actor: LeadChangeActor) =>
  logged(db, actor, id, { action: "reminder_set", details: { at: at.toISOString() } }, async (trx) => (await setReminder(trx, id, at)) !== undefined);

/** A live lead's reminder cleared. */
export const clearLeadReminder = (db: Db, id: number, actor: LeadChangeActor) =>
  logged(db, actor, id, { action: "reminder_cleared" }, (trx) => clearReminder(trx, id));

/** A tap on call or WhatsApp: the lead's first contact, kept (and logged) only if it has none. */
export async function firstContactOfLead(db: Db, id: number, via: ContactWay, actor: LeadChangeActor): Promise<FirstContactOutcome> {
  const outcome = await inTransaction(db, async (trx) => {
    const recorded = await recordFirstContact(trx, id, { by: actor.userEmail, via });
    if (recorded === "recorded") await logActivity(trx, entryFor(actor, id, { action: `first_contact_${via}` }));
    return recorded;
  });
  if (outcome === "recorded") forgetResponseTimes(db);
  return outcome;
}

/** A change that says whether it found its lead, and its log entry when it did. */
function logged(db: Db, actor: LeadChangeActor, id: number, entry: Omit<NewActivity, "leadId">, change: (trx: Db) => Promise<boolean>) {
  return inTransaction(db, async (trx) => {
    if (!(await change(trx))) return false;
    await logActivity(trx, entryFor(actor, id, entry));
    return true;
  });
}
