/**
 * Reminders to call a lead back, in the leads table (migration 0014: remind_at,
 * reminder_pushed_at, reminder_claimed_until; index leads_reminders). One per lead: setting one
 * replaces it. docs/decisions/050-reminders-notes-what-pays.md.
 */
import { sql, type ExpressionBuilder } from "kysely";
import type { AdminLead } from "../../lib/admin-leads.ts";
import type { OpenReminder } from "../../lib/reminders.ts";
import type { Database, Db } from "../db/database.ts";
import { findLead, type LeadsQuery } from "./queries.ts";

const live = (eb: ExpressionBuilder<Database, "leads">) => eb("deleted_at", "is", null);

/** The open leads (genuine, live, not closed) that have a reminder, soonest first: the leads_reminders index's order. */
const openWithReminder = <O>(query: LeadsQuery<O>) =>
  query.where("remind_at", "is not", null).where("is_spam", "=", sql.lit(0)).where("handled_at", "is", null).where(live).orderBy("remind_at").orderBy("id");

/** Sets (or replaces) a live lead's reminder; its name, or undefined when there is no such live lead. */
export async function setReminder(db: Db, id: number, at: Date): Promise<{ name: string } | undefined> {
  return db.kysely
    .updateTable("leads")
    .set({ remind_at: at.toISOString(), reminder_pushed_at: null, reminder_claimed_until: null })
    .where("id", "=", id)
    .where(live)
    .returning(["name"])
    .executeTakeFirst();
}

/** Clears a live lead's reminder; false when there is no such live lead. */
export async function clearReminder(db: Db, id: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable("leads")
    .set({ remind_at: null, reminder_pushed_at: null, reminder_claimed_until: null })
    .where("id", "=", id)
    .where(live)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A reminder that fell due, claimed for its notification. */
export interface DueReminder {
  id: number;
  name: string;
  fromLocation: string | null;
  toLocation: string | null;
  remindAt: string;
  /** Still in the open views (genuine, live, not closed): only such a lead is pushed. */
  open: boolean;
}

/** How long one instance holds a claimed reminder before another may take it. */
const REMINDER_LEASE_MS = 60_000;

/**
 * Claims the reminders due at `now` and not yet pushed, soonest first, for this instance, as
 * claimDueLeads (leads.ts) claims new-lead notices: on PostgreSQL the rows are locked and skipped
 * by any other claimer (FOR UPDATE SKIP LOCKED), so two instances never claim the same reminder;
 * SQLite has one writer. Read from the leads_reminders index (remind_at set).
 */
export async function claimDueReminders(db: Db, now: Date, { limit = 20, leaseMs = REMINDER_LEASE_MS } = {}): Promise<DueReminder[]> {
  const iso = now.toISOString();
  const claimable = db.kysely
    .selectFrom("leads")
    .select("id")
    .where("remind_at", "is not", null)
    .where("remind_at", "<=", iso)
    .where("reminder_pushed_at", "is", null)
    .where((eb) => eb.or([eb("reminder_claimed_until", "is", null), eb("reminder_claimed_until", "<", iso)]))
    .orderBy("remind_at")
    .orderBy("id")
    .limit(limit);
  const rows = await db.kysely
    .updateTable("leads")
    .set({ reminder_claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where("id", "in", db.engine === "postgres" ? claimable.forUpdate().skipLocked() : claimable)
    .returning(["id", "name", "from_location", "to_location", "remind_at", "is_spam", "deleted_at", "handled_at"])
    .execute();
  return rows
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      fromLocation: row.from_location,
      toLocation: row.to_location,
      remindAt: row.remind_at!,
      open: Number(row.is_spam) === 0 && row.deleted_at === null && row.handled_at === null,
    }))
    .sort((a, b) => a.remindAt.localeCompare(b.remindAt) || a.id - b.id);
}

/**
 * Marks a claimed reminder done (pushed, or passed silently), unless it was set again meanwhile
 * (remind_at changed): that one stays due.
 */
export async function markReminderPushed(db: Db, reminder: Pick<DueReminder, "id" | "remindAt">, now: Date): Promise<void> {
  await db.kysely
    .updateTable("leads")
    .set({ reminder_pushed_at: now.toISOString(), reminder_claimed_until: null })
    .where("id", "=", reminder.id)
    .where("remind_at", "=", reminder.remindAt)
    .execute();
}

/** Gives a claim back (its push failed), so the next round, here or on another instance, tries again. */
export async function releaseReminderClaim(db: Db, id: number): Promise<void> {
  await db.kysely.updateTable("leads").set({ reminder_claimed_until: null }).where("id", "=", id).where("reminder_pushed_at", "is", null).execute();
}

/** How many due leads rise to the top of the open view. */
const DUE_SHOWN = 10;

/**
 * The leads whose reminder is due at `now`, still open (genuine, live, not closed): soonest
 * first, from the leads_reminders index. They rise to the top of the open view with a badge.
 */
export async function dueReminderLeads(db: Db, now: Date, limit = DUE_SHOWN): Promise<AdminLead[]> {
  const rows = await db.kysely.selectFrom("leads").select("id").where("remind_at", "<=", now.toISOString()).$call(openWithReminder).limit(limit).execute();
  const leads = await Promise.all(rows.map((row) => findLead(db, Number(row.id))));
  return leads.filter((lead): lead is AdminLead => lead !== undefined);
}

/** The reminders of some leads (those on screen): lead id -> when. */
export async function remindersOf(db: Db, ids: readonly number[]): Promise<Record<number, string>> {
  if (ids.length === 0) return {};
  const rows = await db.kysely.selectFrom("leads").select(["id", "remind_at"]).where("id", "in", ids).where("remind_at", "is not", null).execute();
  return Object.fromEntries(rows.map((row) => [Number(row.id), row.remind_at!]));
}

/** How many reminders the reminders screen shows at most, soonest first. */
export const OPEN_REMINDERS_SHOWN = 300;

/**
 * The reminders of the open leads (genuine, live, not closed), due or not, soonest first: the
 * reminders screen. From the leads_reminders index (remind_at set); a reminder already pushed
 * stays until the owner clears it or closes the lead.
 */
export async function openReminders(db: Db, limit = OPEN_REMINDERS_SHOWN): Promise<OpenReminder[]> {
  const rows = await db.kysely
    .selectFrom("leads")
    .select(["id", "name", "from_location", "to_location", "remind_at"])
    .select((eb) =>
      eb
        .selectFrom("lead_notes")
        .select("lead_notes.body")
        .whereRef("lead_notes.lead_id", "=", "leads.id")
        .orderBy("lead_notes.id", "desc")
        .limit(1)
        .as("latest_note"),
    )
    .$call(openWithReminder)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    fromLocation: row.from_location,
    toLocation: row.to_location,
    remindAt: row.remind_at!,
    latestNote: row.latest_note ?? null,
  }));
}
