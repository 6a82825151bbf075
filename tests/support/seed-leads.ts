/**
 * Fills the leads table fast (multi-row inserts, one transaction per 10,000 rows) with realistic
 * leads: spread over the last year, newest densest, about 5% handled, 1% honeypot catches.
 * Works on a database the server has already migrated: a SQLite file or a PostgreSQL URL.
 */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

const firstNames = ["דנה", "משה", "יוסי", "נועה", "אבי", "מיכל", "רונית", "דוד", "שרה", "Yael", "Omer", "Tamar"];
const lastNames = ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם", "פרידמן", "Levi", "Cohen", "Katz"];
const places = ["תל אביב", "ירושלים", "חיפה", "באר שבע", "נתניה", "אשדוד", "ראשון לציון", "פתח תקווה", "אילת", "כרמיאל"];

const columns = [
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
type Row = (string | number | null)[];

/** A small deterministic generator, so runs are comparable. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function* generateLeads(count: number, { now = new Date(), seed = 42 } = {}): Generator<Row> {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const yearMs = 365 * 24 * 3600 * 1000;
  for (let n = 0; n < count; n++) {
    // Squared: more recent leads than old ones, as a growing business has.
    const created = new Date(now.getTime() - Math.floor(next() ** 2 * yearMs)).toISOString();
    const handled = next() < 0.05;
    yield [
      created,
      `${pick(firstNames)} ${pick(lastNames)}`,
      `05${Math.floor(next() * 10)}-${String(Math.floor(next() * 10_000_000)).padStart(7, "0")}`,
      next() < 0.4 ? `client${n}@example.co.il` : null,
      next() < 0.7 ? pick(places) : null,
      next() < 0.7 ? pick(places) : null,
      next() < 0.5 ? "lead_form" : "contact_form",
      handled && next() < 0.5 ? "חזרנו ללקוח" : null,
      "/",
      created,
      next() < 0.01 ? 1 : 0,
      created,
      handled ? created : null,
    ];
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

const ROWS_PER_INSERT = 500;
const INSERTS_PER_TRANSACTION = 20;

export function seedSqlite(file: string, count: number): void {
  const db = new DatabaseSync(file, { timeout: 10_000 });
  try {
    const placeholders = Array.from({ length: ROWS_PER_INSERT }, () => `(${columns.map(() => "?").join(",")})`).join(",");
    const full = db.prepare(`INSERT INTO leads (${columns.join(",")}) VALUES ${placeholders}`);
    let inTransaction = 0;
    db.exec("BEGIN IMMEDIATE");
    for (const batch of batches(generateLeads(count), ROWS_PER_INSERT)) {
      if (batch.length === ROWS_PER_INSERT) full.run(...batch.flat());
      else db.prepare(`INSERT INTO leads (${columns.join(",")}) VALUES ${batch.map(() => `(${columns.map(() => "?").join(",")})`).join(",")}`).run(...batch.flat());
      if (++inTransaction === INSERTS_PER_TRANSACTION) {
        db.exec("COMMIT; BEGIN IMMEDIATE");
        inTransaction = 0;
      }
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
}

export async function seedPostgres(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Seeding is not a stream of admin events: the notify trigger is off while it runs.
    await client.query("BEGIN");
    await client.query("ALTER TABLE leads DISABLE TRIGGER leads_notify_change");
    for (const batch of batches(generateLeads(count), ROWS_PER_INSERT)) {
      const values = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(",")})`).join(",");
      await client.query(`INSERT INTO leads (${columns.join(",")}) VALUES ${values}`, batch.flat());
    }
    await client.query("ALTER TABLE leads ENABLE TRIGGER leads_notify_change");
    await client.query("COMMIT");
    // What autovacuum does to a table that has lived a while: statistics and a visibility map.
    await client.query("VACUUM ANALYZE leads");
  } finally {
    await client.end();
  }
}
