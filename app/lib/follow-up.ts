/** What the admin's screens read about reminders and notes (docs/decisions/050); filled by app/.server/admin-leads/follow-up-data.ts. */
import type { ListedLead } from "./admin-leads.ts";

/** One note of a lead's history. */
export interface LeadNoteEntry {
  id: number;
  at: string;
  /** As it was when written; null for the note a lead had before the history began. */
  userEmail: string | null;
  body: string;
}

export interface ReminderFacts {
  /** The reminders' clock when the page was read (the badge says "due" against it). */
  now: string;
  /** Open leads whose reminder is due, soonest first: the top of the open view (its first page, no search). */
  due: ListedLead[];
  /** The reminders of the leads on screen (the list, the due ones, the detail): lead id -> when. */
  byLead: Record<number, string>;
}

export const noteMessages = {
  empty: "יש לכתוב את ההערה לפני השמירה",
  history: "הערות",
  none: "אין הערות עדיין",
  newNote: "הערה חדשה",
  before: "מלפני היסטוריית ההערות",
} as const;
