import { sql, type Expression, type SqlBool } from "kysely";
import { activityWordMatch } from "../lib/activity-search.ts";
import type { ActivityAction, ActivityEntry, ActivityPage } from "../lib/admin-leads.ts";
import { searchWords, type SearchWord } from "../lib/lead-search.ts";
import { searchForWords } from "./admin-leads/queries.ts";
import { ADMIN_ROLE } from "./auth/accounts.ts";
import type { Db } from "./db/database.ts";
import { errorFields, log } from "./log.ts";

const ACTIVITY_PAGE_SIZE = 50;

type DetailValue = string | number | boolean | null;

export interface NewActivity {
  action: ActivityAction;
  userId?: number | null;
  userEmail?: string | null;
  /** The client address, or "cli" for the users command. */
  client?: string | null;
  leadId?: number | null;
  details?: Record<string, DetailValue>;
  now?: Date;
}

/**
 * The only detail keys kept: counts, names of views and fields, whether an export followed a search
 * (never its words), the e-mail a command named, a stage change's from and to (stage keys), a won
 * job's value, a lost lead's reason (a key), the time a reminder was set for, a push device's name
 * (a few fixed words, never its endpoint), and how many sessions, passkeys and push devices a
 * command ended, and the site version a rollback restored.
 * Anything else (a password, a token, a note's text) is dropped before it reaches the log.
 */
const DETAIL_KEYS = new Set([
  "rows",
  "view",
  "searched",
  "field",
  "email",
  "known",
  "reason",
  "count",
  "from",
  "to",
  "value",
  "at",
  "device",
  "sessions",
  "passkeys",
  "pushDevices",
  "version",
]);
const DETAIL_VALUE_MAX = 200;

const isShortValue = (value: unknown) =>
  value === null || typeof value === "number" || typeof value === "boolean" || (typeof value === "string" && value.length <= DETAIL_VALUE_MAX);

function safeDetails(action: ActivityAction, details: Record<string, DetailValue> | undefined): string | null {
  const entries = Object.entries(details ?? {});
  const kept = entries.filter(([key, value]) => DETAIL_KEYS.has(key) && isShortValue(value));
  if (kept.length < entries.length) {
    // Names only: a refused value may be exactly what must not be written anywhere.
    const dropped = entries.filter((entry) => !kept.includes(entry)).map(([key]) => key.slice(0, 40));
    log("warn", "activity details dropped", { action, dropped });
  }
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}

/**
 * Writes one entry to the activity log, and fails when it cannot: inside a lead change's
 * transaction (app/.server/admin-leads/lead-changes.ts) a change is never kept without its entry.
 */
export async function logActivity(db: Db, entry: NewActivity): Promise<void> {
  await db.kysely
    .insertInto("activity_log")
    .values({
      at: (entry.now ?? new Date()).toISOString(),
      user_id: entry.userId ?? null,
      user_email: entry.userEmail ?? null,
      client: entry.client ?? null,
      action: entry.action,
      lead_id: entry.leadId ?? null,
      details: safeDetails(entry.action, entry.details),
    })
    .execute();
}

/** Writes one entry to the activity log. Never fails the caller: a failed write is logged and dropped. */
export async function recordActivity(db: Db, entry: NewActivity): Promise<void> {
  try {
    await logActivity(db, entry);
  } catch (error) {
    log("error", "activity not recorded", { action: entry.action, ...errorFields(error) });
  }
}

export interface ActivityListOptions {
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** Only the entries about this lead. */
  leadId?: number;
  /** The owner's search: every word in the entry (see entryHolds). */
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One searched word in an entry of the log, in what the log shows of it: the lead it is about
 * (found as the leads' search finds it: name, phone in any spelling, any quote mark...), the
 * action's words, a stage change's stages and a lost lead's reason (app/lib/activity-search.ts),
 * and the e-mail addresses and device it names.
 */
async function entryHolds(db: Db, word: SearchWord): Promise<Expression<SqlBool>> {
  const leads = await searchForWords(db, [word]);
  const { actions, stages, lostReasons } = activityWordMatch(word.text);
  const pattern = `%${escapeLike(word.text)}%`;
  const like = db.engine === "postgres" ? sql.raw("ILIKE") : sql.raw("LIKE");
  const detail = (key: string) =>
    db.engine === "postgres" ? sql`(activity_log.details::json ->> ${key})` : sql`json_extract(activity_log.details, ${`$.${key}`})`;
  // An entry's details are JSON.stringify's: `"to":"won"`, no spaces.
  const inDetails = (key: string, values: string[]) =>
    values.map((value) => sql<boolean>`activity_log.details LIKE ${`%${escapeLike(JSON.stringify({ [key]: value }).slice(1, -1))}%`} ESCAPE '\\'`);
  const conditions = [
    ...(leads.empty ? [] : [sql<boolean>`activity_log.lead_id IN (${leads.where(db.kysely.selectFrom("leads").select("leads.id"))})`]),
    ...(actions.length ? [sql<boolean>`activity_log.action IN (${sql.join(actions)})`] : []),
    ...(stages.length
      ? [sql<boolean>`(activity_log.action = 'stage' AND (${sql.join([...inDetails("from", stages), ...inDetails("to", stages)], sql` OR `)}))`]
      : []),
    ...(lostReasons.length ? [sql<boolean>`(activity_log.action = 'stage' AND (${sql.join(inDetails("reason", lostReasons), sql` OR `)}))`] : []),
    sql<boolean>`activity_log.user_email ${like} ${pattern} ESCAPE '\\'`,
    sql<boolean>`${detail("email")} ${like} ${pattern} ESCAPE '\\'`,
    sql<boolean>`${detail("device")} ${like} ${pattern} ESCAPE '\\'`,
  ];
  return sql<SqlBool>`(${sql.join(conditions, sql` OR `)})`;
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether more than one user holds the admin role (the log then names who did each thing). */
async function hasSeveralAdmins(db: Db): Promise<boolean> {
  const row = await db.kysely
    .selectFrom("user_roles")
    .where("role", "=", ADMIN_ROLE)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n) > 1;
}

/**
 * One page of the activity log, newest first, with the number of entries in all (that match the
 * search: every word somewhere in the entry). Each entry about a lead carries the lead's name as
 * it is now (read at display time: the log keeps the id only).
 */
export async function listActivity(db: Db, { page = 1, pageSize = ACTIVITY_PAGE_SIZE, leadId, search = "" }: ActivityListOptions = {}): Promise<ActivityPage> {
  let base = db.kysely.selectFrom("activity_log");
  if (leadId !== undefined) base = base.where("activity_log.lead_id", "=", leadId);
  for (const word of searchWords(search)) base = base.where(await entryHolds(db, word));
  const [rows, total, severalAdmins] = await Promise.all([
    base
      .leftJoin("leads", "leads.id", "activity_log.lead_id")
      .select([
        "activity_log.id as id",
        "activity_log.at as at",
        "activity_log.user_email as user_email",
        "activity_log.client as client",
        "activity_log.action as action",
        "activity_log.lead_id as lead_id",
        "activity_log.details as details",
        "leads.name as lead_name",
      ])
      .orderBy("activity_log.at", "desc")
      .orderBy("activity_log.id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    hasSeveralAdmins(db),
  ]);
  return {
    severalAdmins,
    rows: rows.map((row): ActivityEntry => ({
      id: Number(row.id),
      at: row.at,
      userEmail: row.user_email,
      client: row.client,
      action: row.action as ActivityAction,
      leadId: row.lead_id === null ? null : Number(row.lead_id),
      leadName: row.lead_name ?? null,
      details: parseDetails(row.details),
    })),
    total: Number(total.n),
    page,
    pageSize,
  };
}

/** Deletes the entries written before the cutoff; returns how many went. */
export async function purgeActivityBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.kysely.deleteFrom("activity_log").where("at", "<", cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
