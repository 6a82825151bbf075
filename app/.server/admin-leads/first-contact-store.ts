/**
 * First contact on the server (docs/decisions/049-first-contact-and-replies.md): the first call or
 * WhatsApp opened from the admin is kept on the lead (later ones change nothing), and the summary's
 * response times are read from the week's leads.
 */
import { sql } from "kysely";
import { responseTimesOf, thisAndLastWeek, type ContactWay, type ResponseTimes, type WeekRange } from "../../lib/first-contact.ts";
import type { Db } from "../db/database.ts";
import { FiguresCache } from "../figures-cache.ts";

/** The columns the admin reads for first contact (the list and the detail). */
export const firstContactColumns = ["stage", "first_contact_at", "first_contact_by", "first_contact_via", "first_contact_unrecorded"] as const;

export type FirstContactOutcome = "recorded" | "kept" | "missing";

/**
 * Records a live lead's first contact in one conditional write: only while it has none, so two
 * taps (two tabs, two instances) keep the first. "kept" when it already had one, or came before
 * first contacts were recorded (a call now is not its first); "missing" when there is no such live lead.
 */
export async function recordFirstContact(db: Db, id: number, contact: { by: string; via: ContactWay }, now = new Date()): Promise<FirstContactOutcome> {
  const result = await db.kysely
    .updateTable("leads")
    .set({ first_contact_at: now.toISOString(), first_contact_by: contact.by, first_contact_via: contact.via })
    .where("id", "=", id)
    .where("first_contact_at", "is", null)
    .where("first_contact_unrecorded", "=", 0)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) {
    caches.get(db)?.forget();
    return "recorded";
  }
  const lead = await db.kysely.selectFrom("leads").select("id").where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
  return lead ? "kept" : "missing";
}

/**
 * Waiting for a first contact, in SQL: a genuine live lead still in the stage "new", not closed,
 * never called or written to, and not from before first contacts were recorded. The same rule as
 * AdminLead.awaitingFirstContact.
 */
const awaiting = sql<boolean>`stage = 'new' AND handled_at IS NULL AND first_contact_at IS NULL AND first_contact_unrecorded = 0`;

async function weekFigures(db: Db, week: WeekRange): Promise<ResponseTimes> {
  const inWeek = db.kysely
    .selectFrom("leads")
    .where("is_spam", "=", sql.lit(0))
    .where("deleted_at", "is", null)
    .where("created_at", ">=", week.start.toISOString())
    .where("created_at", "<", week.end.toISOString());
  const [contacted, waiting] = await Promise.all([
    inWeek.select(["created_at", "first_contact_at"]).where("first_contact_at", "is not", null).execute(),
    inWeek
      .where(awaiting)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return responseTimesOf(
    contacted.map((row) => ({ createdAt: row.created_at, firstContactAt: row.first_contact_at! })),
    Number(waiting.n),
  );
}

type WeeksFigures = { thisWeek: ResponseTimes; lastWeek: ResponseTimes; computedAt: string };

/**
 * A week's statistic may lag a minute (another instance's contacts), and reading two weeks' leads
 * is costly at a million leads (1.6 s of CPU when the benchmark's seed put 196,000 leads in two
 * weeks): figures-cache.ts. A contact recorded by this process computes them again.
 */
const caches = new WeakMap<Db, FiguresCache<WeeksFigures>>();

/** A contact recorded here in a transaction of its own caller: the figures read again once it is committed. */
export const forgetResponseTimes = (db: Db) => caches.get(db)?.forget();

function cacheOf(db: Db): FiguresCache<WeeksFigures> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new FiguresCache<WeeksFigures>({ freshMs: 60_000, staleMs: 5 * 60_000, quickMs: 1000 })));
  return cache;
}

/**
 * How long the leads that arrived this Israeli week and last waited for their first contact
 * (courier hours only), and how many of them are still waiting. Reads only those two weeks' leads
 * (the created_at index of migration 0005's views).
 */
export function responseTimes(db: Db, now = new Date()): Promise<WeeksFigures> {
  const week = String(thisAndLastWeek(now).thisWeek.start.getTime());
  return cacheOf(db).get("weeks", { period: week, version: "" }, now, () => computeResponseTimes(db, now));
}

async function computeResponseTimes(db: Db, now: Date): Promise<WeeksFigures> {
  const { thisWeek, lastWeek } = thisAndLastWeek(now);
  const [current, previous] = await Promise.all([weekFigures(db, thisWeek), weekFigures(db, lastWeek)]);
  return { thisWeek: current, lastWeek: previous, computedAt: now.toISOString() };
}
