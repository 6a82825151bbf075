/**
 * What the leads screen adds for slice C of issue 30 (docs/decisions/050): the reminders on
 * screen and the due ones that rise to the top of the open view, and the detail's note history.
 */
import { listedLead, type LeadCore } from "../../lib/admin-leads.ts";
import type { AdminQuery } from "../../lib/admin-query.ts";
import type { LeadNoteEntry, ReminderFacts } from "../../lib/follow-up.ts";
import { leadNotes } from "./notes.ts";
import { dueReminderLeads, remindersOf } from "./reminder-store.ts";
import { reminderNow } from "../clock.ts";
import type { Db } from "../db/database.ts";

/** The due leads rise in the open view, on its first page, without a search. */
const risesHere = (query: AdminQuery) => query.view === "open" && query.page === 1 && !query.q.trim();

export async function reminderFacts(db: Db, query: AdminQuery, shown: readonly LeadCore[], detailId: number | null): Promise<ReminderFacts> {
  const now = reminderNow();
  const due = risesHere(query) ? await dueReminderLeads(db, now) : [];
  const ids = new Set([...shown.map((lead) => lead.id), ...due.map((lead) => lead.id), ...(detailId ? [detailId] : [])]);
  return { now: now.toISOString(), due: due.map(listedLead), byLead: await remindersOf(db, [...ids]) };
}

export const noteHistory = (db: Db, leadId: number): Promise<LeadNoteEntry[]> => leadNotes(db, leadId);
