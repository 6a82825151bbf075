/** SQLite backups: the online backup API from a separate connection, checked off the event loop. */
import { backup, DatabaseSync } from "node:sqlite";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** The server's database file under DATA_DIR (as app/.server/db opens it). */
export const sqliteFileIn = (dataDir: string) => path.join(path.resolve(dataDir), "courier.sqlite");

/** Pages copied per step: all of them, so the copy is one read transaction (one consistent snapshot). */
const ALL_PAGES = 2 ** 31 - 1;

/**
 * Copies the live database into `destination`. In WAL mode the copy's read transaction does not
 * block the server's writers; every commit acknowledged before it began is in the copy. The copy
 * runs on libuv's thread pool, so the server keeps answering meanwhile.
 */
export async function copySqliteDatabase(source: string, destination: string): Promise<void> {
  const connection = new DatabaseSync(source, { timeout: 5000 });
  try {
    await backup(connection, destination, { rate: ALL_PAGES });
  } finally {
    connection.close();
  }
}

export type SqliteCheck = { ok: true } | { ok: false; problem: string };

/*
 * Runs in a worker thread (a large integrity check takes seconds, and node:sqlite is synchronous).
 * `prepare` switches the copy out of WAL mode, so it is one self-contained file that opens
 * read-only anywhere; `check` only reads.
 */
const CHECK_WORKER = `
const { DatabaseSync } = require("node:sqlite");
const { parentPort, workerData } = require("node:worker_threads");
let result;
try {
  const db = new DatabaseSync(workerData.file, { readOnly: !workerData.prepare, timeout: 5000 });
  try {
    if (workerData.prepare) db.exec("PRAGMA journal_mode = DELETE");
    const rows = db.prepare("PRAGMA integrity_check").all().map((row) => String(Object.values(row)[0]));
    const hasLeads = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get().n > 0;
    if (rows.length !== 1 || rows[0] !== "ok") result = { ok: false, problem: rows.slice(0, 5).join("; ") };
    else if (!hasLeads) result = { ok: false, problem: "it has no leads table (not this site's database)" };
    else result = { ok: true };
  } finally {
    db.close();
  }
} catch (error) {
  result = { ok: false, problem: error && error.message ? error.message : String(error) };
}
parentPort.postMessage(result);
`;

/** PRAGMA integrity_check on a database file; with `prepare`, first makes it a single rollback-journal file. */
export function checkSqliteFile(file: string, { prepare = false } = {}): Promise<SqliteCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECK_WORKER, { eval: true, workerData: { file, prepare } });
    worker.once("message", (result: SqliteCheck) => resolve(result));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`integrity check worker exited with code ${code}`));
    });
  });
}

/**
 * Whether another process has the database open. Every connection to a WAL database holds a
 * shared lock on the file for as long as it is open (SQLite relies on this to know which
 * connection is the last), so an exclusive lock is granted only when nobody else is connected.
 * The kernel drops the locks of a killed process, so a crashed server never blocks a restore.
 */
export function sqliteInUse(file: string): boolean {
  const connection = new DatabaseSync(file, { timeout: 0 });
  try {
    connection.exec("PRAGMA locking_mode = EXCLUSIVE");
    connection.exec("BEGIN EXCLUSIVE");
    connection.exec("COMMIT");
    return false;
  } catch (error) {
    if (error instanceof Error && /locked|busy/i.test(error.message)) return true;
    throw error;
  } finally {
    connection.close();
  }
}

export interface LeadSummary {
  count: number;
  newest: Date | null;
}

/** Leads the admin page lists (not spam, not in the trash), and when the newest came in. */
export function sqliteLeadSummary(file: string): LeadSummary {
  const connection = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  try {
    const row = connection.prepare("SELECT count(*) AS count, max(created_at) AS newest FROM leads WHERE is_spam = 0 AND deleted_at IS NULL").get() as {
      count: number;
      newest: string | null;
    };
    return { count: Number(row.count), newest: row.newest ? new Date(row.newest) : null };
  } finally {
    connection.close();
  }
}

/** Rows in each of the site's tables (not the migrations' own), by table name. */
export function sqliteRowCounts(file: string): Map<string, number> {
  const connection = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  try {
    const tables = connection
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
      )
      .all() as { name: string }[];
    return new Map(
      tables.map(({ name }) => [name, Number((connection.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as { n: number }).n)]),
    );
  } finally {
    connection.close();
  }
}
