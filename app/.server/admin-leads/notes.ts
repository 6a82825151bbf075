/**
 * A lead's note history (migration 0014's lead_notes): each note with who wrote it and when. The
 * lead's `notes` column keeps the texts joined newest first, capped, so the search (FTS5 on
 * SQLite, pg_trgm on PostgreSQL, both over `notes`) finds a word of any note and the card shows
 * the latest. Notes are added, never edited or deleted (docs/decisions/050).
 */
import type { LeadNoteEntry } from "../../lib/follow-up.ts";
import { inTransaction, type Db } from "../db/database.ts";

/** The joined texts in the lead's `notes` column stop here (older notes past it are in the history only). */
export const NOTES_JOINED_MAX = 4_000;
/** Between two notes in the joined text. */
export const NOTES_SEPARATOR = "\n\n";
/** The notes the detail lists. */
const HISTORY_SHOWN = 50;

export type LeadNote = LeadNoteEntry;

/** The texts newest first, joined, cut at NOTES_JOINED_MAX characters. */
function joinedNotes(bodies: readonly string[]): string | null {
  const joined = bodies.join(NOTES_SEPARATOR);
  if (!joined) return null;
  return joined.length > NOTES_JOINED_MAX ? joined.slice(0, NOTES_JOINED_MAX) : joined;
}

/**
 * Adds a note to a live lead and rewrites its joined `notes`, in one transaction (the caller's,
 * when it is in one); false when there is no such live lead.
 */
export async function addNote(
  db: Db,
  leadId: number,
  note: { body: string; userId: number | null; userEmail: string | null },
  now = new Date(),
): Promise<boolean> {
  return inTransaction(db, async ({ kysely: trx }) => {
    // Locks the lead's row first (PostgreSQL), so two notes at once join in the order they were written.
    const lead = await trx
      .updateTable("leads")
      .set({ notes: null })
      .where("id", "=", leadId)
      .where("deleted_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!lead) return false;
    await trx
      .insertInto("lead_notes")
      .values({ lead_id: leadId, at: now.toISOString(), user_id: note.userId, user_email: note.userEmail, body: note.body })
      .execute();
    // Only as many as can fit: each note is at least one character and a separator.
    const bodies = await trx.selectFrom("lead_notes").select("body").where("lead_id", "=", leadId).orderBy("id", "desc").limit(NOTES_JOINED_MAX).execute();
    let length = 0;
    const kept: string[] = [];
    for (const { body } of bodies) {
      if (length >= NOTES_JOINED_MAX) break;
      kept.push(body);
      length += body.length + NOTES_SEPARATOR.length;
    }
    await trx
      .updateTable("leads")
      .set({ notes: joinedNotes(kept) })
      .where("id", "=", leadId)
      .execute();
    return true;
  });
}

/** A lead's notes, newest first. */
export async function leadNotes(db: Db, leadId: number, limit = HISTORY_SHOWN): Promise<LeadNote[]> {
  const rows = await db.kysely
    .selectFrom("lead_notes")
    .select(["id", "at", "user_email", "body"])
    .where("lead_id", "=", leadId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), at: row.at, userEmail: row.user_email, body: row.body }));
}
