/**
 * First contact on the server (docs/decisions/049-first-contact-and-replies.md): the first call or
 * WhatsApp opened from the admin is kept on the lead (later ones change nothing), and the summary's
 * response times are read from the week's leads.
 */
import { sql } from "kysely";
import { responseTimesOf, thisAndLastWeek, type ContactWay, type ResponseTimes, type WeekRange } from "../../lib/first-contact.ts";
import type { Db } from "../db/index.ts";

/** The columns the admin reads for first contact (the list and the detail). */
export const firstContactColumns = ["stage", "first_contact_at", "first_contact_by", "first_contact_via"] as const;

export type FirstContactOutcome = "recorded" | "kept" | "missing";

/**
 * Records a live lead's first contact in one conditional write: only while it has none, so two
 * taps (two tabs, two instances) keep the first. "kept" when it already had one, "missing" when
 * there is no such live lead.
 */
export async function recordFirstContact(db: Db, id: number, contact: { by: string; via: ContactWay }, now = new Date()): Promise<FirstContactOutcome> {
  const result = await db.kysely
    .updateTable("leads")
    .set({ first_contact_at: now.toISOString(), first_contact_by: contact.by, first_contact_via: contact.via })
    .where("id", "=", id)
    .where("first_contact_at", "is", null)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) {
    lastFigures.delete(db);
    return "recorded";
  }
  const lead = await db.kysely.selectFrom("leads").select("id").where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
  return lead ? "kept" : "missing";
}

/**
 * Waiting for a first contact, in SQL: a genuine live lead still in the stage "new", not closed,
 * never called or written to. The same rule as AdminLead.awaitingFirstContact.
 */
const awaiting = sql<boolean>`stage = 'new' AND handled_at IS NULL AND first_contact_at IS NULL`;

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

type WeeksFigures = { thisWeek: ResponseTimes; lastWeek: ResponseTimes };

/**
 * Figures this old are shown again: a week's statistic may lag a minute (another instance's
 * contacts), and reading two weeks' leads is the summary's costliest part (1.6 s of CPU when the
 * benchmark's seed put 196,000 leads in two weeks). A contact recorded by this process recomputes.
 */
const REUSE_MS = 60_000;
const lastFigures = new WeakMap<Db, { at: number; value: Promise<WeeksFigures> }>();

/**
 * How long the leads that arrived this Israeli week and last waited for their first contact
 * (courier hours only), and how many of them are still waiting. Reads only those two weeks' leads
 * (the created_at index of migration 0005's views).
 */
export function responseTimes(db: Db, now = new Date()): Promise<WeeksFigures> {
  const kept = lastFigures.get(db);
  const age = now.getTime() - (kept?.at ?? 0);
  if (kept && age >= 0 && age < REUSE_MS && thisAndLastWeek(new Date(kept.at)).thisWeek.start.getTime() === thisAndLastWeek(now).thisWeek.start.getTime())
    return kept.value;
  const value = computeResponseTimes(db, now);
  lastFigures.set(db, { at: now.getTime(), value });
  value.catch(() => {
    if (lastFigures.get(db)?.value === value) lastFigures.delete(db);
  });
  return value;
}

async function computeResponseTimes(db: Db, now: Date): Promise<WeeksFigures> {
  const { thisWeek, lastWeek } = thisAndLastWeek(now);
  const [current, previous] = await Promise.all([weekFigures(db, thisWeek), weekFigures(db, lastWeek)]);
  return { thisWeek: current, lastWeek: previous };
}
