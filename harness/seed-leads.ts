/**
 * Fills the leads table fast with realistic leads: spread over the last year, newest densest,
 * about 5% handled, 1% honeypot catches; where the table has the columns of migration 0005, also
 * attribution (every lead a landing page, ~30% a campaign, ~20% a referring site), ~10% a
 * calculator estimate and ~0.5% in the trash. The newest lead is open and named NEWEST_LEAD_NAME,
 * so a benchmark can check that a page shows the first rows.
 *
 * Works on a database the server has already migrated (a SQLite file or a PostgreSQL URL), before
 * or after migration 0005: it asks the table which columns it has. For speed at 1,000,000 leads
 * (about 35 s on SQLite, 15 s on PostgreSQL, on a busy two-core machine) the secondary indexes are
 * dropped while loading and rebuilt after from their own definitions: one sort each instead of a
 * million random inserts. SQLite: rows generated here, one prepared 500-row INSERT, transactions
 * of 100,000 rows. PostgreSQL: the rows drawn by the server itself in one INSERT ... SELECT FROM
 * generate_series (seeded random(), so runs are comparable): the same shares and lists as on
 * SQLite, not the same rows.
 */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

const firstNames = ["דנה", "משה", "יוסי", "נועה", "אבי", "מיכל", "רונית", "דוד", "שרה", "Yael", "Omer", "Tamar"];
const lastNames = ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם", "פרידמן", "Levi", "Cohen", "Katz"];
const places = ["תל אביב", "ירושלים", "חיפה", "באר שבע", "נתניה", "אשדוד", "ראשון לציון", "פתח תקווה", "אילת", "כרמיאל"];
const landingPages = ["/", "/pricing", "/shipping-haifa", "/contact", "/blog/urgent-delivery-guide"];
const campaigns = [
  ["google", "cpc", "brand-search"],
  ["google", "cpc", "haifa-express"],
  ["facebook", "paid_social", "summer-2026"],
  ["instagram", "paid_social", "summer-2026"],
  ["newsletter", "email", "monthly-update"],
  ["google", "cpc", "medical-b2b"],
] as const;
const referrers = ["www.google.com", "www.facebook.com", "l.instagram.com", "www.bing.com", "www.zap.co.il", "duckduckgo.com"];
const sizes = ["small", "medium", "large"];

/** The newest lead's name, unlike any other lead's: the first page of the open view shows it. */
export const NEWEST_LEAD_NAME = "ליד אחרון לבדיקה";

/** Columns every version of the table has (migrations 0001-0003). */
const baseColumns = [
  "created_at",
  "name",
  "phone",
  "email",
  "from_location",
  "to_location",
  "source",
  "notes",
  "page_path",
  "consent_at",
  "is_spam",
  "notified_at",
  "handled_at",
] as const;
/** Migration 0005's columns, filled where the table has them. */
const workplaceColumns = [
  "deleted_at",
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "quote_from",
  "quote_to",
  "quote_size",
  "quote_price",
  "quote_model",
] as const;
type Row = (string | number | null)[];

/** A small deterministic generator, so runs are comparable. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Rows of baseColumns, then (with `workplace`) workplaceColumns. The base part is drawn from its
 * own generator, so it is the same with or without the new columns (same names, phones, hits).
 */
function* generateLeads(count: number, { now = new Date(), seed = 42, workplace = true, pushed = false } = {}): Generator<Row> {
  const next = random(seed);
  const nextExtra = random(seed + 1);
  const pick = <T>(list: readonly T[], from = next) => list[Math.floor(from() * list.length)]!;
  const yearMs = 365 * 24 * 3600 * 1000;
  const trashWindowMs = 29 * 24 * 3600 * 1000; // inside the 30 days before the trash is purged
  for (let n = 0; n < count; n++) {
    const newest = n === count - 1;
    // Squared: more recent leads than old ones, as a growing business has.
    const createdMs = newest ? now.getTime() : now.getTime() - Math.floor(next() ** 2 * yearMs);
    const created = new Date(createdMs).toISOString();
    const handled = next() < 0.05 && !newest;
    const row: Row = [
      created,
      newest ? NEWEST_LEAD_NAME : `${pick(firstNames)} ${pick(lastNames)}`,
      `05${Math.floor(next() * 10)}-${String(Math.floor(next() * 10_000_000)).padStart(7, "0")}`,
      next() < 0.4 ? `client${n}@example.co.il` : null,
      next() < 0.7 ? pick(places) : null,
      next() < 0.7 ? pick(places) : null,
      next() < 0.5 ? "lead_form" : "contact_form",
      handled && next() < 0.5 ? "חזרנו ללקוח" : null,
      "/",
      created,
      next() < 0.01 && !newest ? 1 : 0,
      created,
      handled ? created : null,
    ];
    if (workplace) {
      const x = nextExtra;
      // In the trash since some time after it came, within the last 29 days (not yet purged).
      const trashFrom = Math.max(createdMs, now.getTime() - trashWindowMs);
      const deleted = x() < 0.005 && !newest ? trashFrom + Math.max(1, Math.floor(x() * (now.getTime() - trashFrom))) : null;
      const campaign = x() < 0.3 ? pick(campaigns, x) : null;
      const quoted = x() < 0.1;
      row.push(
        deleted === null ? null : new Date(deleted).toISOString(),
        pick(landingPages, x),
        x() < 0.2 ? pick(referrers, x) : null,
        campaign?.[0] ?? null,
        campaign?.[1] ?? null,
        campaign?.[2] ?? null,
        quoted ? pick(places, x) : null,
        quoted ? pick(places, x) : null,
        quoted ? pick(sizes, x) : null,
        quoted ? 60 + 10 * Math.floor(x() * 40) : null,
        quoted ? "table" : null,
      );
    }
    // Already pushed, as already notified: a new server must not drain a million Web Push messages.
    if (pushed) row.push(created);
    yield row;
  }
}

function* batches(rows: Iterable<Row>, size: number): Generator<Row[]> {
  let batch: Row[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The columns to fill: the base ones, and migration 0005's when the table has them all. */
function columnsFor(existing: Set<string>): { columns: string[]; workplace: boolean; pushed: boolean } {
  const workplace = workplaceColumns.every((c) => existing.has(c));
  // Migration 0011's queue of Web Push messages, where the table has it.
  const pushed = workplace && existing.has("pushed_at");
  return { columns: [...baseColumns, ...(workplace ? workplaceColumns : []), ...(pushed ? ["pushed_at"] : [])], workplace, pushed };
}

/**
 * Where the table has stages (migration 0014), the leads spread over them as a courier's do: the
 * handled ones won or lost (half each), a twentieth of the open ones not answered, another
 * twentieth sent a quote, the rest new. Set before the indexes are rebuilt, so it costs one pass.
 */
const SPREAD_STAGES = `UPDATE leads SET stage = CASE
  WHEN handled_at IS NOT NULL THEN CASE WHEN id % 2 = 0 THEN 'won' ELSE 'lost' END
  WHEN id % 20 = 1 THEN 'no_answer'
  WHEN id % 20 = 2 THEN 'quote_sent'
  ELSE 'new' END`;

const SQLITE_ROWS_PER_INSERT = 500;
const SQLITE_ROWS_PER_TRANSACTION = 100_000;

export function seedSqlite(file: string, count: number): void {
  const db = new DatabaseSync(file, { timeout: 10_000 });
  try {
    const existing = new Set((db.prepare("SELECT name FROM pragma_table_info('leads')").all() as { name: string }[]).map((r) => r.name));
    const { columns, workplace, pushed } = columnsFor(existing);
    const tuple = `(${columns.map(() => "?").join(",")})`;
    const insert = (rows: number) => `INSERT INTO leads (${columns.join(",")}) VALUES ${Array(rows).fill(tuple).join(",")}`;
    const full = db.prepare(insert(SQLITE_ROWS_PER_INSERT));
    // A throwaway database: no fsync; the indexes rebuilt once at the end, from their own SQL.
    db.exec("PRAGMA synchronous = OFF");
    db.exec("PRAGMA cache_size = -262144"); // 256 MB for the index builds
    const indexes = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads' AND sql IS NOT NULL").all() as {
      name: string;
      sql: string;
    }[];
    db.exec("BEGIN IMMEDIATE");
    for (const { name } of indexes) db.exec(`DROP INDEX "${name}"`);
    let inTransaction = 0;
    for (const batch of batches(generateLeads(count, { workplace, pushed }), SQLITE_ROWS_PER_INSERT)) {
      if (batch.length === SQLITE_ROWS_PER_INSERT) full.run(...batch.flat());
      else db.prepare(insert(batch.length)).run(...batch.flat());
      inTransaction += batch.length;
      if (inTransaction >= SQLITE_ROWS_PER_TRANSACTION) {
        db.exec("COMMIT; BEGIN IMMEDIATE");
        inTransaction = 0;
      }
    }
    if (existing.has("stage")) db.exec(SPREAD_STAGES);
    for (const { sql } of indexes) db.exec(sql);
    db.exec("COMMIT");
  } finally {
    db.close();
  }
}

/**
 * Leads like generateLeads' (same shares, same lists, same newest lead), drawn by PostgreSQL
 * itself: one INSERT ... SELECT FROM generate_series. Sending rows from Node, even 50,000 at a time
 * as arrays through unnest, took 10-20 times longer.
 */
function postgresLeads(columns: string[], count: number): { text: string; values: unknown[] } {
  const expressions: Record<string, string> = {
    created_at: "created",
    name: "CASE WHEN newest THEN {newestName} ELSE ({firstNames})[1 + floor(r_first * cardinality({firstNames}))::int] || ' ' || ({lastNames})[1 + floor(r_last * cardinality({lastNames}))::int] END",
    phone: "'05' || floor(r_phone1 * 10)::int || '-' || lpad(floor(r_phone2 * 10000000)::int::text, 7, '0')",
    email: "CASE WHEN r_email < 0.4 THEN 'client' || (n - 1) || '@example.co.il' END",
    from_location: "CASE WHEN r_from < 0.7 THEN ({places})[1 + floor(r_from_pick * cardinality({places}))::int] END",
    to_location: "CASE WHEN r_to < 0.7 THEN ({places})[1 + floor(r_to_pick * cardinality({places}))::int] END",
    source: "CASE WHEN r_source < 0.5 THEN 'lead_form' ELSE 'contact_form' END",
    notes: "CASE WHEN handled AND r_note < 0.5 THEN 'חזרנו ללקוח' END",
    page_path: "'/'",
    consent_at: "created",
    is_spam: "CASE WHEN r_spam < 0.01 AND NOT newest THEN 1 ELSE 0 END",
    notified_at: "created",
    handled_at: "CASE WHEN handled THEN created END",
    // In the trash since some time after it came, within the last 29 days (not yet purged).
    deleted_at: `CASE WHEN r_trash < 0.005 AND NOT newest THEN trash_from + greatest(interval '1 millisecond', ({now} - trash_from) * r_trash_at) END`,
    landing_page: "({landingPages})[1 + floor(r_landing * cardinality({landingPages}))::int]",
    referrer_host: "CASE WHEN r_referrer < 0.2 THEN ({referrers})[1 + floor(r_referrer_pick * cardinality({referrers}))::int] END",
    utm_source: "CASE WHEN r_campaign < 0.3 THEN ({utmSources})[campaign] END",
    utm_medium: "CASE WHEN r_campaign < 0.3 THEN ({utmMediums})[campaign] END",
    utm_campaign: "CASE WHEN r_campaign < 0.3 THEN ({utmCampaigns})[campaign] END",
    quote_from: "CASE WHEN quoted THEN ({places})[1 + floor(r_quote_from * cardinality({places}))::int] END",
    quote_to: "CASE WHEN quoted THEN ({places})[1 + floor(r_quote_to * cardinality({places}))::int] END",
    quote_size: "CASE WHEN quoted THEN ({sizes})[1 + floor(r_quote_size * cardinality({sizes}))::int] END",
    quote_price: "CASE WHEN quoted THEN 60 + 10 * floor(r_quote_price * 40)::int END",
    quote_model: "CASE WHEN quoted THEN 'table' END",
    pushed_at: "created",
  };
  const draws = [
    "first",
    "last",
    "phone1",
    "phone2",
    "email",
    "from",
    "from_pick",
    "to",
    "to_pick",
    "source",
    "note",
    "spam",
    "trash",
    "trash_at",
    "landing",
    "referrer",
    "referrer_pick",
    "campaign",
    "quote_from",
    "quote_to",
    "quote_size",
    "quote_price",
  ];
  const sqlText = `INSERT INTO leads (${columns.join(",")})
    SELECT ${columns.map((c) => expressions[c]).join(",")}
    FROM (
      SELECT *, greatest(created, {now} - interval '29 days') AS trash_from
      FROM (
        SELECT n, n = {count} AS newest,
          -- Squared: more recent leads than old ones, as a growing business has.
          CASE WHEN n = {count} THEN {now} ELSE {now} - random() ^ 2 * interval '365 days' END AS created,
          n < {count} AND random() < 0.05 AS handled,
          random() < 0.1 AS quoted,
          1 + floor(random() * cardinality({utmSources}))::int AS campaign,
          ${draws.map((d) => `random() AS r_${d}`).join(", ")}
        FROM generate_series(1, {count}) AS n
        OFFSET 0 -- evaluated once per row, not inlined into each expression
      ) AS drawn
    ) AS lead`;
  // {name} becomes a numbered parameter of its type: only those this set of columns uses.
  const params: Record<string, [unknown, string]> = {
    count: [count, "int"],
    now: [new Date().toISOString(), "timestamptz"],
    newestName: [NEWEST_LEAD_NAME, "text"],
    firstNames: [firstNames, "text[]"],
    lastNames: [lastNames, "text[]"],
    places: [places, "text[]"],
    landingPages: [landingPages, "text[]"],
    utmSources: [campaigns.map((c) => c[0]), "text[]"],
    utmMediums: [campaigns.map((c) => c[1]), "text[]"],
    utmCampaigns: [campaigns.map((c) => c[2]), "text[]"],
    referrers: [referrers, "text[]"],
    sizes: [sizes, "text[]"],
  };
  const values: unknown[] = [];
  const numbers = new Map<string, number>();
  const text = sqlText.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!numbers.has(name)) numbers.set(name, values.push(params[name]![0]));
    return `$${numbers.get(name)}::${params[name]![1]}`;
  });
  return { text, values };
}

export async function seedPostgres(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const info = await client.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'leads'",
    );
    const { columns } = columnsFor(new Set(info.rows.map((r) => r.column_name)));
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query("BEGIN");
    // Seeding is not a stream of admin events: the notify trigger is off while it runs.
    await client.query("ALTER TABLE leads DISABLE TRIGGER leads_notify_change");
    // Secondary indexes (not the primary key) dropped and rebuilt from their own definitions.
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = current_schema() AND i.tablename = 'leads'
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const { indexname } of indexes.rows) await client.query(`DROP INDEX "${indexname}"`);
    await client.query("SELECT setseed(0.42)");
    const insert = postgresLeads(columns, count);
    await client.query(insert.text, insert.values);
    if (info.rows.some((r) => r.column_name === "stage")) await client.query(SPREAD_STAGES);
    for (const { indexdef } of indexes.rows) await client.query(indexdef);
    await client.query("ALTER TABLE leads ENABLE TRIGGER leads_notify_change");
    await client.query("COMMIT");
    // What autovacuum does to a table that has lived a while: statistics and a visibility map.
    await client.query("VACUUM ANALYZE leads");
  } finally {
    await client.end();
  }
}
