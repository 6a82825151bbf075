import { sql, type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from "kysely";
import { lastIsraelDays, startOfIsraelDay, startOfIsraelWeek } from "../../lib/israel-time.ts";
import { APPLICATION_SOURCE, type AdminLead, type LeadCounts, type LeadView, type LeadsPage, type DayCount } from "../../lib/admin-leads.ts";
import { inTransaction, type Database, type Db } from "../db/database.ts";
import type { LeadsTable } from "../db/schema.ts";
import { customerKey, DOUBLE_QUOTE_MARKS, leadPlace, searchWords, SINGLE_QUOTE_MARKS, type CustomerHistory, type SearchWord } from "../../lib/lead-search.ts";
import { FIRST_CONTACT_UNRECORDED } from "../../lib/first-contact.ts";
import { leadFieldsOf } from "../leads.ts";
import {
  isClosedStage,
  LEAD_STAGES,
  stageFitsLead,
  stageMessages,
  type ApplicantStage,
  type CustomerStage,
  type LeadStage,
  type LostReason,
  type StageChange,
} from "../../lib/lead-stages.ts";
import { applicationColumns, attributionColumns, contactColumns, quoteColumns } from "./columns.ts";
import { firstContactColumns } from "./first-contact-store.ts";

const PAGE_SIZE = 50;
const CHART_DAYS = 30;

const listColumns = [
  ...contactColumns,
  ...applicationColumns,
  "won_value",
  "lost_reason",
  "applicant_stage",
  "is_spam",
  "deleted_at",
  "page_path",
  ...attributionColumns,
  ...quoteColumns,
  ...firstContactColumns,
] as const;

type LeadRow = Pick<Selectable<LeadsTable>, (typeof listColumns)[number]>;

export type LeadsQuery<O> = SelectQueryBuilder<Database, "leads", O>;

// Literal 0/1 (not bound parameters), and `deleted_at IS NULL` in every live view, so SQLite can
// match the partial indexes of migration 0005.
const genuine = (eb: ExpressionBuilder<Database, "leads">) => eb("is_spam", "=", sql.lit(0));
const live = (eb: ExpressionBuilder<Database, "leads">) => eb("deleted_at", "is", null);
const inTrash = (eb: ExpressionBuilder<Database, "leads">) => eb("deleted_at", "is not", null);
// The customers' views leave job applications out: they have their own view (migration 0020's indexes say so too).
const customer = (eb: ExpressionBuilder<Database, "leads">) => eb("source", "<>", sql.lit(APPLICATION_SOURCE));

/**
 * The lead views, "live": every lead not in the trash, spam included (what a search reads), and
 * "genuine": every genuine live lead, customers and applicants (what an export's search reads).
 */
export type Scope = LeadView | "live" | "genuine";

const isStageView = (view: Scope): view is (typeof LEAD_STAGES)[number] => (LEAD_STAGES as readonly string[]).includes(view);

export function inView<O>(query: LeadsQuery<O>, view: Scope) {
  // A stage's view, stated as its partial index of migration 0014 is (the stage a literal).
  if (isStageView(view)) return query.where("stage", "=", sql.lit(view)).where(genuine).where(live).where(customer);
  switch (view) {
    case "live":
      // Stated so that SQLite may read the leads_live index (migration 0013); true of every lead.
      return query.where(live).where(sql<boolean>`is_spam IN (0, 1)`);
    case "spam":
      return query.where("is_spam", "=", sql.lit(1)).where(live);
    case "open":
      return query.where(genuine).where("handled_at", "is", null).where(live).where(customer);
    case "all":
      return query.where(genuine).where(live).where(customer);
    case "genuine":
      return query.where(genuine).where(live);
    case "applicants":
      return query.where("source", "=", sql.lit(APPLICATION_SOURCE)).where(genuine).where(live);
    case "trash":
      return query.where(inTrash);
  }
}

/** Live views read newest lead first; the trash reads newest deletion first (leads_trash index). */
function newestFirst<O>(query: LeadsQuery<O>, view: Scope) {
  const newest = view === "trash" ? "deleted_at" : "created_at";
  return query.orderBy(newest, "desc").orderBy("id", "desc");
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Digits of the phone column, whatever separators were typed (the form allows + - and spaces). */
const phoneDigits = sql<string>`replace(replace(replace(phone, '-', ''), ' ', ''), '+', '')`;

/**
 * The phone's digits in international form, as migration 0013's leads_phone_key index holds them
 * (the same expression, so the index answers; app/lib/lead-search.ts customerKey computes it in JS).
 */
const customerKeyColumn = sql<string>`(CASE WHEN substr(${phoneDigits}, 1, 3) = '972' THEN ${phoneDigits} WHEN substr(${phoneDigits}, 1, 1) = '0' THEN '972' || substr(${phoneDigits}, 2) ELSE '972' || ${phoneDigits} END)`;

/** The fields a search word is looked for in, besides the phone: what the owner wrote down and what brought the lead. */
const TEXT_FIELDS = ["name", "email", "from_location", "to_location", "utm_campaign", "notes", "landing_page", "referrer_host", "utm_source"] as const;

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** lead-search.ts sameQuotes in SQL: each double mark as `"`, each single mark as `'`, as migration 0019's indexes hold the text. */
const QUOTE_MARKS = DOUBLE_QUOTE_MARKS + SINGLE_QUOTE_MARKS;
const AS_ASCII_MARKS = '"'.repeat(DOUBLE_QUOTE_MARKS.length) + "'".repeat(SINGLE_QUOTE_MARKS.length);

/** SQLite (no translate()): one replace() per mark, nested, as migration 0019's triggers write the FTS content. */
const sqliteSameQuotes = (field: string) =>
  [...QUOTE_MARKS].reduce((inner, mark, i) => `replace(${inner}, ${sqlText(mark)}, ${sqlText(AS_ASCII_MARKS[i]!)})`, field);

/**
 * PostgreSQL: the searched fields joined by spaces, the quote marks made one, exactly as
 * migration 0019's leads_text_trgm index holds them (literals, not parameters, so the planner
 * matches the index's expression).
 */
const searchText = sql.raw<string>(
  `translate(${TEXT_FIELDS.map((field) => (field === "name" ? field : `coalesce(${field}, '')`)).join(" || ' ' || ")}, ${sqlText(QUOTE_MARKS)}, ${sqlText(AS_ASCII_MARKS)})`,
);

/** An FTS5 phrase: the text in double quotes, quotes inside doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The trigram index answers terms of three characters or more; shorter ones are rare and scan. */
const TRIGRAM = 3;

/**
 * A search on SQLite with more FTS matches than this reads the view's index newest first and
 * checks each lead against the matches, for its page and for its (capped) count, instead of
 * fetching every matching lead: "כהן" at 1,000,000 leads (about 99,000 matches) took 290-420 ms
 * for the page and as long again for the count, and now about 30 ms for both; the walk is bounded
 * by the view's size, the lookups by the number of matches. Fewer matches are fetched by id
 * (a rare phone: 4 ms, where the walk would read the whole index).
 */
const WALK_ABOVE_MATCHES = 5_000;

/** A search counts its matches up to this many past the page shown; the page then says "more than". */
export const SEARCH_COUNT_CAP = 1_000;

export interface Search {
  /** The query's filter. */
  where<O>(query: LeadsQuery<O>): LeadsQuery<O>;
  /** Known to match nothing (SQLite: no FTS match at all). */
  empty: boolean;
}

/** One word anywhere in a lead, without an index: a scan, for words too short for the trigram indexes. */
function wordAnywhere(db: Db, word: SearchWord) {
  const pattern = `%${escapeLike(word.text)}%`;
  const like = db.engine === "postgres" ? sql.raw("ILIKE") : sql.raw("LIKE");
  const inText =
    db.engine === "postgres"
      ? [sql<boolean>`${searchText} ${like} ${pattern} ESCAPE '\\'`]
      : TEXT_FIELDS.map((field) => sql<boolean>`${sql.raw(sqliteSameQuotes(field))} ${like} ${pattern} ESCAPE '\\'`);
  const inPhone = (word.phones ?? []).map((form) => sql<boolean>`${phoneDigits} LIKE ${`%${form}%`}`);
  return sql<boolean>`(${sql.join([...inText, ...inPhone], sql` OR `)})`;
}

/** One word as an FTS5 query: in any searched field, or (digits) in the phone in either form. */
function ftsWord(word: SearchWord): string {
  const inText = `{${TEXT_FIELDS.join(" ")}} : ${phrase(word.text)}`;
  return word.phones ? `(${inText} OR phone_digits : (${word.phones.map(phrase).join(" OR ")}))` : inText;
}

/**
 * Every word of the search (lead-search.ts: any order, any field, a phone in any format, any
 * quote mark) must match. SQLite answers from its FTS5 trigram index (migrations 0013, 0019),
 * PostgreSQL from pg_trgm indexes on the same fields where the extension could be created; a
 * word shorter than three characters is checked on the rows the others found (or, alone, by a scan).
 */
export const searchFor = (db: Db, search: string): Promise<Search> => searchForWords(db, searchWords(search));

/** searchFor, for words already read (the activity log looks for each word apart). */
export async function searchForWords(db: Db, words: SearchWord[]): Promise<Search> {
  if (db.engine === "postgres") {
    const conditions = words.map((word) => wordAnywhere(db, word));
    return { empty: false, where: (query) => conditions.reduce((q, condition) => q.where(condition), query) };
  }
  const indexed = (word: SearchWord) => [...word.text].length >= TRIGRAM && (word.phones ?? []).every((form) => form.length >= TRIGRAM);
  const scanned = words.filter((word) => !indexed(word)).map((word) => wordAnywhere(db, word));
  const withScanned = <O>(query: LeadsQuery<O>) => scanned.reduce((q, condition) => q.where(condition), query);
  const fts = words.filter(indexed);
  if (fts.length === 0) return { empty: false, where: withScanned };
  const match = fts.map(ftsWord).join(" AND ");
  // Matches in every view (spam and trash included), an upper bound, counted only as far as the
  // choice below needs: a campaign's 50,000 matches at 1,000,000 leads cost three times as much counted whole.
  const { n } = (
    await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM leads_search WHERE leads_search MATCH ${match} LIMIT ${WALK_ABOVE_MATCHES + 1})`.execute(
      db.kysely,
    )
  ).rows[0]!;
  const matches = sql<number>`(SELECT rowid FROM leads_search WHERE leads_search MATCH ${match})`;
  return {
    empty: Number(n) === 0,
    // `+id` keeps SQLite from looking each match up by id: it walks the view's index in order instead.
    where: (query) => withScanned(Number(n) > WALK_ABOVE_MATCHES ? query.where(sql<boolean>`+id IN ${matches}`) : query.where("id", "in", matches)),
  };
}

export interface ListOptions {
  view: LeadView;
  search?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /**
   * The number of leads in the view, when the caller knows it (the summary's counts): without a
   * search it is not counted again.
   */
  total?: number | Promise<number>;
}

/**
 * One page of leads, newest first, with the number of leads matching the view and search. A
 * search from any live view reads every live view (open, handled, spam: the owner looks for a
 * customer, not for a tab; each row says where it is); the trash searches only itself. A search
 * counts at most SEARCH_COUNT_CAP past the page's first lead; beyond that the page says
 * `moreThanTotal` (counting 99,000 matches took longer than the whole page may).
 */
export async function listLeads(db: Db, { view: asked, search = "", page = 1, pageSize = PAGE_SIZE, total }: ListOptions): Promise<LeadsPage> {
  const offset = (page - 1) * pageSize;
  const searching = searchWords(search).length > 0;
  const view: Scope = searching && asked !== "trash" ? "live" : asked;
  const base = inView(db.kysely.selectFrom("leads"), view);
  if (!searching) {
    // PostgreSQL reads every row it skips (page 1,000 at 1,000,000 leads: 150-540 ms): there the
    // page's ids come from the view's index alone, then only those rows are read (a few ms).
    // SQLite skips index entries without reading rows already.
    const rowsOfPage =
      db.engine === "postgres" && offset > 0
        ? newestFirst(
            db.kysely
              .selectFrom("leads")
              .select(listColumns)
              .where("id", "in", newestFirst(base.select("id"), view).limit(pageSize).offset(offset)),
            view,
          )
        : newestFirst(base.select(listColumns), view).limit(pageSize).offset(offset);
    const [rows, n] = await Promise.all([
      rowsOfPage.execute(),
      total ??
        base
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n)),
    ]);
    return { rows: rows.map(toAdminLead), total: n, page, pageSize };
  }

  const matching = await searchFor(db, search);
  if (matching.empty) return { rows: [], total: 0, page, pageSize };
  const limit = offset + SEARCH_COUNT_CAP;
  const [rows, counted] = await Promise.all([
    newestFirst(matching.where(base).select(listColumns), view).limit(pageSize).offset(offset).execute(),
    db.kysely
      .selectFrom(
        matching
          .where(base)
          .select(sql.lit(1).as("one"))
          .limit(limit + 1)
          .as("hit"),
      )
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const n = Number(counted.n);
  return {
    rows: rows.map(toAdminLead),
    total: Math.min(n, limit),
    ...(n > limit && { moreThanTotal: true }),
    page,
    pageSize,
  };
}

/** An application's stage is its own (null: new); a customer's is `stage`. */
const leadStageOf = (row: Pick<LeadRow, "source" | "stage" | "applicant_stage">): LeadStage =>
  row.source === APPLICATION_SOURCE ? (row.applicant_stage ?? "new") : row.stage;

/** The query boundary: a row's column names stop here; the admin reads the lead in camelCase. */
function toAdminLead(row: LeadRow): AdminLead {
  const unrecorded = Number(row.first_contact_unrecorded) === 1;
  return {
    ...leadFieldsOf(row),
    notes: row.notes,
    handledAt: row.handled_at,
    stage: leadStageOf(row),
    wonValue: row.won_value === null ? null : Number(row.won_value),
    lostReason: row.lost_reason as LostReason | null,
    isSpam: Number(row.is_spam) === 1,
    deletedAt: row.deleted_at,
    attribution: {
      landing_page: row.landing_page,
      referrer_host: row.referrer_host,
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      utm_term: row.utm_term,
      utm_content: row.utm_content,
      gclid: row.gclid,
      fbclid: row.fbclid,
    },
    quote:
      row.quote_price === null
        ? null
        : { from: row.quote_from ?? "", to: row.quote_to ?? "", size: row.quote_size ?? "", price: Number(row.quote_price), model: row.quote_model ?? "" },
    firstContact: row.first_contact_at
      ? { at: row.first_contact_at, by: row.first_contact_by, via: row.first_contact_via === "whatsapp" ? "whatsapp" : "call" }
      : unrecorded
        ? FIRST_CONTACT_UNRECORDED
        : null,
    awaitingFirstContact:
      leadStageOf(row) === "new" &&
      row.handled_at === null &&
      row.first_contact_at === null &&
      !unrecorded &&
      Number(row.is_spam) === 0 &&
      row.deleted_at === null,
  };
}

async function countOf(db: Db, filter: (q: LeadsQuery<object>) => LeadsQuery<object>): Promise<number> {
  const row = await filter(db.kysely.selectFrom("leads"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The leads waiting for an answer: the open view's count (the tab's title, docs/decisions/047). */
export const countOpen = (db: Db): Promise<number> => countOf(db, (q) => inView(q, "open"));

/**
 * The summary cards and the view tabs; honeypot catches and the trash are counted apart, never in
 * the totals. `open`: the open count already asked for (countOpen), not counted twice.
 */
export async function countLeads(db: Db, now = new Date(), open?: Promise<number>): Promise<LeadCounts> {
  const today = startOfIsraelDay(now).toISOString();
  const week = startOfIsraelWeek(now).toISOString();
  // Eleven counts, each answered from one of the partial indexes of migrations 0005, 0010 and 0014.
  const count = (filter: (q: LeadsQuery<object>) => LeadsQuery<object>) => countOf(db, filter);
  const [total, todayCount, weekCount, openCount, applicants, spam, trash, ...byStage] = await Promise.all([
    count((q) => inView(q, "all")),
    count((q) => inView(q, "all").where("created_at", ">=", today)),
    count((q) => inView(q, "all").where("created_at", ">=", week)),
    open ?? countOpen(db),
    count((q) => inView(q, "applicants")),
    count((q) => inView(q, "spam")),
    count((q) => inView(q, "trash")),
    ...LEAD_STAGES.map((stage) => count((q) => inView(q, stage))),
  ]);
  const stages = Object.fromEntries(LEAD_STAGES.map((stage, index) => [stage, byStage[index]!])) as Record<(typeof LEAD_STAGES)[number], number>;
  return { total, today: todayCount, week: weekCount, open: openCount, ...stages, applicants, spam, trash };
}

/** Genuine live leads per Israeli day over the last `days` days (today included), oldest first. */
export async function leadsPerDay(db: Db, now = new Date(), days = CHART_DAYS): Promise<DayCount[]> {
  const range = lastIsraelDays(now, days);
  // One range count per day, all in one statement, each read from the leads_genuine index
  // between the day's Israeli boundaries: at 1,000,000 leads 15-20 ms on SQLite, where one
  // grouped CASE over the 30 days' leads took about 200 ms.
  const row = await db.kysely
    .selectNoFrom((eb) =>
      range.map((day, index) =>
        inView(eb.selectFrom("leads"), "all")
          .where("created_at", ">=", day.start)
          .where("created_at", "<", day.end)
          .select((e) => e.fn.countAll<number | string>().as("n"))
          .as(`d${index}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, number | string | null>;
  return range.map((day, index) => ({ date: day.date, count: Number(counts[`d${index}`] ?? 0) }));
}

/** How many of a customer's other leads the detail lists. */
const HISTORY_SIZE = 10;

/**
 * The other leads from the same phone number (whatever its format), newest first, wherever they
 * are (trash and spam included, each says where): one customer's history in the lead's detail.
 * Read from migration 0013's leads_phone_key index: one index range, however many leads there are.
 */
export async function customerHistory(db: Db, lead: Pick<AdminLead, "id" | "phone">, size = HISTORY_SIZE): Promise<CustomerHistory> {
  const rows = await db.kysely
    .selectFrom("leads")
    .select(["id", "created_at", "name", "source", "stage", "applicant_stage", "is_spam", "deleted_at"])
    .where(customerKeyColumn, "=", customerKey(lead.phone))
    .where("id", "!=", lead.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(size + 1)
    .execute();
  return {
    leads: rows.slice(0, size).map((row) => ({
      id: Number(row.id),
      createdAt: row.created_at,
      name: row.name,
      place: leadPlace({ stage: leadStageOf(row), isSpam: Number(row.is_spam) === 1, deletedAt: row.deleted_at }),
    })),
    more: rows.length > size,
  };
}

/** A lead live or in the trash (the detail view shows both). */
export async function findLead(db: Db, id: number): Promise<AdminLead | undefined> {
  const row = await db.kysely.selectFrom("leads").select(listColumns).where("id", "=", id).executeTakeFirst();
  return row && toAdminLead(row);
}

export interface LeadUpdate {
  /** A new stage, with its value (won) or reason (lost): each cleared when the stage has none. */
  stage?: StageChange;
  /** An empty or blank note removes it. */
  note?: string | null;
}

/**
 * Changes a live lead's stage and/or note in one statement (so one transaction), and returns it
 * as it now is; undefined when there is no such live lead. A stage that closes the lead (won,
 * lost) sets handled_at, keeping the time it was first closed; an open stage clears it. A value
 * stays only on a won lead, a reason only on a lost one. An application's stage goes to its own
 * column (migration 0020): a stage of the other kind finds no lead (changeStage says why).
 */
export async function updateLead(db: Db, id: number, { stage, note }: LeadUpdate, now = new Date()): Promise<AdminLead | undefined> {
  if (stage === undefined && note === undefined) {
    const lead = await findLead(db, id);
    return lead?.deletedAt === null ? lead : undefined;
  }
  const applicantOnly = stage !== undefined && !stageFitsLead(stage.stage, false);
  const customerOnly = stage !== undefined && !stageFitsLead(stage.stage, true);
  const isApplicant = sql<boolean>`source = ${sql.lit(APPLICATION_SOURCE)}`;
  const row = await db.kysely
    .updateTable("leads")
    .set((eb) => ({
      ...(stage !== undefined && {
        // "new" is both kinds': each lead takes it in its own column.
        stage: sql<CustomerStage>`CASE WHEN ${isApplicant} THEN stage ELSE ${stage.stage} END`,
        applicant_stage: sql<ApplicantStage | null>`CASE WHEN ${isApplicant} THEN ${stage.stage} ELSE NULL END`,
        won_value: stage.stage === "won" ? stage.wonValue : null,
        lost_reason: stage.stage === "lost" ? stage.lostReason : null,
        handled_at: isClosedStage(stage.stage) ? eb.fn.coalesce("handled_at", eb.val(now.toISOString())) : null,
      }),
      ...(note !== undefined && { notes: note?.trim() ? note : null }),
    }))
    .where("id", "=", id)
    .where(live)
    .$if(applicantOnly, (q) => q.where(isApplicant))
    .$if(customerOnly, (q) => q.where(customer))
    .returning(listColumns)
    .executeTakeFirst();
  return row && toAdminLead(row);
}

/** A live lead's stage, value and reason before a change, and after it; undefined when there is no such live lead. */
export interface StageMove {
  before: StageChange;
  lead: AdminLead;
}

/** A stage of the other kind of lead (a customer's on an application, or the reverse): the owner's words why. */
export interface StageRefused {
  refused: string;
}

/**
 * Puts a live lead in a stage (updateLead's rules), reading what it was in the same transaction:
 * the activity log says from where to where, and the undo puts back exactly that.
 */
export async function changeStage(db: Db, id: number, change: StageChange, now = new Date()): Promise<StageMove | StageRefused | undefined> {
  return inTransaction(db, async (inTrx) => {
    const old = await inTrx.kysely
      .selectFrom("leads")
      .select(["source", "stage", "applicant_stage", "won_value", "lost_reason"])
      .where("id", "=", id)
      .where(live)
      .$if(db.engine === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!old) return undefined;
    const applicant = old.source === APPLICATION_SOURCE;
    if (!stageFitsLead(change.stage, applicant))
      return { refused: applicant ? stageMessages.customerStageOnApplicant : stageMessages.applicantStageOnCustomer };
    const lead = await updateLead(inTrx, id, { stage: change }, now);
    if (!lead) return undefined;
    const before: StageChange = {
      stage: leadStageOf(old),
      wonValue: old.won_value === null ? null : Number(old.won_value),
      lostReason: old.lost_reason as LostReason | null,
    };
    return { before, lead };
  });
}

/** Moves a live lead to the trash; false when there is no such live lead. */
export async function moveToTrash(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db.kysely.updateTable("leads").set({ deleted_at: now.toISOString() }).where("id", "=", id).where(live).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Brings a lead back from the trash; false when it is not there. */
export async function restoreFromTrash(db: Db, id: number): Promise<boolean> {
  const result = await db.kysely.updateTable("leads").set({ deleted_at: null }).where("id", "=", id).where(inTrash).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Erases a lead for good, only from the trash (a live lead goes through the trash and its undo
 * first): one conditional write, so a lead restored meanwhile stays. False when there is no such
 * lead in the trash. On SQLite the search index follows by trigger (migration 0003).
 */
export async function deleteForever(db: Db, id: number): Promise<boolean> {
  const result = await db.kysely.deleteFrom("leads").where("id", "=", id).where(inTrash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Erases the leads moved to the trash before the cutoff; returns how many went. */
export async function purgeTrash(db: Db, cutoff: Date): Promise<number> {
  const result = await db.kysely.deleteFrom("leads").where(inTrash).where("deleted_at", "<", cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
