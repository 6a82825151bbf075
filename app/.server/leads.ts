import type { Insertable, Selectable } from "kysely";
import { emptyAttribution } from "../lib/attribution.ts";
import type { LeadInput } from "../lib/lead-schema.ts";
import type { LeadNoticeFields } from "../lib/lead-notice.ts";
import type { Db } from "./db/database.ts";
import type { LeadsTable } from "./db/schema.ts";
import { applicationColumns } from "./admin-leads/columns.ts";

export interface SaveLeadOptions {
  /** Caught by the honeypot: stored and flagged, never notified. */
  spam: boolean;
  now?: Date;
}

type NewLead = Insertable<LeadsTable>;

interface QueuedLead {
  row: NewLead;
  resolve(id: number): void;
  reject(error: unknown): void;
}

/** Leads waiting for the next group commit, per database. */
const commitQueues = new WeakMap<Db, { queued: QueuedLead[]; flushing: boolean }>();
/** Enough for any burst; keeps one transaction short. */
const MAX_GROUP = 500;

/**
 * Stores a validated lead; resolves only once it is committed. Leads that arrive together are
 * committed together (group commit): one transaction, so one fsync, for the whole group, and each
 * caller hears back only after that commit. A failed commit fails every lead in its group, so a
 * lead is acknowledged if and only if it is on disk.
 */
export function saveLead(db: Db, lead: LeadInput, { spam, now = new Date() }: SaveLeadOptions): Promise<number> {
  const at = now.toISOString();
  const attribution = lead.attribution ?? emptyAttribution();
  const quote = lead.quote;
  const row: NewLead = {
    created_at: at,
    name: lead.name,
    phone: lead.phone,
    email: lead.email ?? null,
    from_location: lead.fromLocation ?? null,
    to_location: lead.toLocation ?? null,
    // A job application's (migration 0018); the schema leaves them out of a customer's lead.
    vehicle: lead.vehicle ?? null,
    work_area: lead.workArea ?? null,
    source: lead.source,
    notes: null,
    page_path: lead.pagePath ?? null,
    consent_at: at,
    is_spam: spam ? 1 : 0,
    notified_at: null,
    // Where the visit came from and the last estimate it saw (docs/decisions/020-attribution.md).
    landing_page: attribution.landing_page,
    referrer_host: attribution.referrer_host,
    utm_source: attribution.utm_source,
    utm_medium: attribution.utm_medium,
    utm_campaign: attribution.utm_campaign,
    utm_term: attribution.utm_term,
    utm_content: attribution.utm_content,
    gclid: attribution.gclid,
    fbclid: attribution.fbclid,
    quote_from: quote?.from ?? null,
    quote_to: quote?.to ?? null,
    quote_size: quote?.size ?? null,
    quote_price: quote?.price ?? null,
    quote_model: quote?.model ?? null,
  };
  let queue = commitQueues.get(db);
  if (!queue) commitQueues.set(db, (queue = { queued: [], flushing: false }));
  const { promise, resolve, reject } = Promise.withResolvers<number>();
  queue.queued.push({ row, resolve, reject });
  if (!queue.flushing) {
    queue.flushing = true;
    // Let every request already read in this turn of the event loop join the group.
    setImmediate(() => void flushLeads(db, queue));
  }
  return promise;
}

async function flushLeads(db: Db, queue: { queued: QueuedLead[]; flushing: boolean }): Promise<void> {
  while (queue.queued.length > 0) {
    const group = queue.queued.splice(0, MAX_GROUP);
    try {
      const ids = await db.kysely.transaction().execute(async (trx) => {
        const inserted: number[] = [];
        for (const { row } of group) {
          const { id } = await trx.insertInto("leads").values(row).returning("id").executeTakeFirstOrThrow();
          inserted.push(Number(id));
        }
        return inserted;
      });
      group.forEach((lead, i) => lead.resolve(ids[i]!));
    } catch (error) {
      for (const lead of group) lead.reject(error);
    }
  }
  queue.flushing = false;
}

/** Deletes leads created before the cutoff; returns how many went. */
export async function purgeLeadsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.kysely.deleteFrom("leads").where("created_at", "<", cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const MAX_NOTIFY_ATTEMPTS = 50;

/** A lead whose new-lead notice is due, in the names the lead came in with. */
export interface PendingNotice extends LeadNoticeFields {
  notifyAttempts: number;
  /** The calculator's estimate the visitor saw (as the server recomputed it), if any. */
  quote: { from: string | null; to: string | null; price: number | null };
}

const noticeColumns = [
  "id",
  "created_at",
  "name",
  "phone",
  "email",
  "from_location",
  "to_location",
  ...applicationColumns,
  "source",
  "page_path",
  "notify_attempts",
  "quote_from",
  "quote_to",
  "quote_price",
] as const;
type NoticeRow = Pick<Selectable<LeadsTable>, (typeof noticeColumns)[number]>;

type LeadFieldsRow = Pick<
  Selectable<LeadsTable>,
  "id" | "created_at" | "name" | "phone" | "email" | "from_location" | "to_location" | "vehicle" | "work_area" | "source" | "page_path"
>;

/** The query boundary for what the visitor sent: the notices and the admin's list both map it here. */
export const leadFieldsOf = (row: LeadFieldsRow): LeadNoticeFields => ({
  id: Number(row.id),
  createdAt: row.created_at,
  name: row.name,
  phone: row.phone,
  email: row.email,
  fromLocation: row.from_location,
  toLocation: row.to_location,
  vehicle: row.vehicle,
  workArea: row.work_area,
  source: row.source,
  pagePath: row.page_path,
});

/** The query boundary: column names stop here. */
const toPendingNotice = (row: NoticeRow): PendingNotice => ({
  ...leadFieldsOf(row),
  notifyAttempts: Number(row.notify_attempts),
  quote: { from: row.quote_from, to: row.quote_to, price: row.quote_price === null ? null : Number(row.quote_price) },
});

/** How long one instance owns a notice it is sending; a crashed instance's claim lapses after it. */
const NOTICE_LEASE_MS = 15 * 60 * 1000;

/**
 * The ways the owner hears of a new lead, each with its own columns on the lead: when it went,
 * who is sending it now, how often it failed. The e-mail notice (migration 0001/0003) and the
 * Web Push message (0011) are claimed alike.
 */
const CHANNELS = {
  mail: { done: "notified_at", claim: "notice_claimed_until", attempts: "notify_attempts" },
  push: { done: "pushed_at", claim: "push_claimed_until", attempts: "push_attempts" },
} as const;
export type NoticeChannel = keyof typeof CHANNELS;

/**
 * Claims up to `limit` leads whose notice on `channel` is due and unclaimed (or whose claim has
 * lapsed) for this instance, atomically: on PostgreSQL the candidates are locked with FOR UPDATE
 * SKIP LOCKED, so two instances draining at the same moment never claim the same lead; SQLite
 * has one writer.
 */
export async function claimDueLeads(
  db: Db,
  channel: NoticeChannel,
  { limit = 20, now = new Date(), leaseMs = NOTICE_LEASE_MS } = {},
): Promise<PendingNotice[]> {
  const { done, claim, attempts } = CHANNELS[channel];
  const claimable = db.kysely
    .selectFrom("leads")
    .select("id")
    .where(done, "is", null)
    .where("is_spam", "=", 0)
    .where(attempts, "<", MAX_NOTIFY_ATTEMPTS)
    .where((eb) => eb.or([eb(claim, "is", null), eb(claim, "<", now.toISOString())]))
    .orderBy("id")
    .limit(limit);
  const claimed = await db.kysely
    .updateTable("leads")
    .set({ [claim]: new Date(now.getTime() + leaseMs).toISOString() })
    .where("id", "in", db.engine === "postgres" ? claimable.forUpdate().skipLocked() : claimable)
    .returning(noticeColumns)
    .execute();
  return claimed.map(toPendingNotice).sort((a, b) => a.id - b.id);
}

/** The e-mail notices due (claimDueLeads on the mail channel). */
export const claimPendingNotices = (db: Db, options: Parameters<typeof claimDueLeads>[2] = {}) => claimDueLeads(db, "mail", options);

/** Leads whose notice is still to be sent (claimed or not), oldest first. */
export async function leadsAwaitingNotice(db: Db, limit = 20): Promise<PendingNotice[]> {
  const rows = await db.kysely
    .selectFrom("leads")
    .select(noticeColumns)
    .where("notified_at", "is", null)
    .where("is_spam", "=", 0)
    .where("notify_attempts", "<", MAX_NOTIFY_ATTEMPTS)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toPendingNotice);
}

export async function markNotified(db: Db, id: number, at = new Date(), channel: NoticeChannel = "mail"): Promise<void> {
  const { done, claim } = CHANNELS[channel];
  await db.kysely
    .updateTable("leads")
    .set({ [done]: at.toISOString(), [claim]: null })
    .where("id", "=", id)
    .execute();
}

/** Counts a failed attempt and releases the claim, so the next drain (here or elsewhere) retries it. */
export async function recordNoticeFailure(db: Db, id: number, channel: NoticeChannel = "mail"): Promise<void> {
  const { claim, attempts } = CHANNELS[channel];
  await db.kysely
    .updateTable("leads")
    .set((eb) => ({ [attempts]: eb(attempts, "+", 1), [claim]: null }))
    .where("id", "=", id)
    .execute();
}

/** Gives back claims this instance will not use (it stopped before sending them). */
export async function releaseNoticeClaims(db: Db, ids: number[], channel: NoticeChannel = "mail"): Promise<void> {
  if (ids.length === 0) return;
  const { done, claim } = CHANNELS[channel];
  await db.kysely
    .updateTable("leads")
    .set({ [claim]: null })
    .where("id", "in", ids)
    .where(done, "is", null)
    .execute();
}
