/**
 * Retention by kind (issue 41, point 8): a customer's lead that never became an order, and a job
 * application, are erased a number of months after their last recorded activity; a lead that
 * became an order (stage won) is left to LEAD_RETENTION_DAYS (app/.server/leads.ts
 * purgeLeadsBefore). Run daily by app/.server/retention.ts, on live leads and the trash alike.
 *
 * "Last recorded activity" is the latest of what the lead's own row and its notes record, so an
 * index-free check per lead and no history to keep: the lead's arrival (created_at), the first
 * call or chat opened from the admin (first_contact_at), its closing as lost or closed
 * (handled_at), a reminder's due time (remind_at) and its newest note (lead_notes.at). A change
 * between the open stages is not timed on the row, and does not count (the privacy policy says so).
 */
import type { ExpressionBuilder } from "kysely";
import { APPLICATION_SOURCE } from "../lib/admin-leads.ts";
import type { Database, Db } from "./db/database.ts";

/** Nothing recorded on the lead since the cutoff: every timestamp it has is before it, and no note is on or after it. */
const quietSince = (cutoff: Date) => (eb: ExpressionBuilder<Database, "leads">) => {
  const at = cutoff.toISOString();
  return eb.and([
    eb("leads.created_at", "<", at),
    eb.or([eb("leads.first_contact_at", "is", null), eb("leads.first_contact_at", "<", at)]),
    eb.or([eb("leads.handled_at", "is", null), eb("leads.handled_at", "<", at)]),
    eb.or([eb("leads.remind_at", "is", null), eb("leads.remind_at", "<", at)]),
    eb.not(eb.exists(eb.selectFrom("lead_notes").select("lead_notes.id").whereRef("lead_notes.lead_id", "=", "leads.id").where("lead_notes.at", ">=", at))),
  ]);
};

/**
 * Erases customers' leads that never became an order (new, no answer, quote sent, lost) with no activity
 * recorded since the cutoff; their notes go with them (ON DELETE CASCADE). Returns how many went.
 */
export async function purgeUnorderedLeadsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.kysely
    .deleteFrom("leads")
    .where("source", "!=", APPLICATION_SOURCE)
    // "closed" is a lead marked handled before there were stages: it may have been an order, so it
    // is kept like one (LEAD_RETENTION_DAYS) rather than erased on the first start after an upgrade.
    .where("stage", "not in", ["won", "closed"])
    .where(quietSince(cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Erases job applications (whatever their stage) with no activity recorded since the cutoff. Returns how many went. */
export async function purgeApplicationsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.kysely.deleteFrom("leads").where("source", "=", APPLICATION_SOURCE).where(quietSince(cutoff)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
