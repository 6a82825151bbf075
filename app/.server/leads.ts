import type { LeadInput } from "../lib/lead-schema";
import type { Db } from "./db";

export interface SaveLeadOptions {
  /** Caught by the honeypot: stored and flagged, never notified. */
  spam: boolean;
  now?: Date;
}

/** Stores a validated lead; resolves only once it is committed. */
export async function saveLead(db: Db, lead: LeadInput, { spam, now = new Date() }: SaveLeadOptions): Promise<number> {
  const at = now.toISOString();
  const row = await db.kysely
    .insertInto("leads")
    .values({
      created_at: at,
      name: lead.name,
      phone: lead.phone,
      email: lead.email ?? null,
      from_location: lead.fromLocation ?? null,
      to_location: lead.toLocation ?? null,
      source: lead.source,
      notes: null,
      page_path: lead.pagePath ?? null,
      consent_at: at,
      is_spam: spam ? 1 : 0,
      notified_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Deletes leads created before the cutoff; returns how many went. */
export async function purgeLeadsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.kysely.deleteFrom("leads").where("created_at", "<", cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const MAX_NOTIFY_ATTEMPTS = 50;

export async function leadsAwaitingNotice(db: Db, limit = 20) {
  return db.kysely
    .selectFrom("leads")
    .select(["id", "created_at", "name", "phone", "email", "from_location", "to_location", "source", "page_path", "notify_attempts"])
    .where("notified_at", "is", null)
    .where("is_spam", "=", 0)
    .where("notify_attempts", "<", MAX_NOTIFY_ATTEMPTS)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export type PendingNotice = Awaited<ReturnType<typeof leadsAwaitingNotice>>[number];

export async function markNotified(db: Db, id: number, at = new Date()): Promise<void> {
  await db.kysely.updateTable("leads").set({ notified_at: at.toISOString() }).where("id", "=", id).execute();
}

export async function recordNoticeFailure(db: Db, id: number): Promise<void> {
  await db.kysely
    .updateTable("leads")
    .set((eb) => ({ notify_attempts: eb("notify_attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}
