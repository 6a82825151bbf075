import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { log } from "../log.ts";
import { MIGRATION_NAMES, migrationProvider, SERVER_APPLICATION_NAME, type Engine } from "./migrations.ts";
import { nodeSqliteDialect, openSqliteFile } from "./node-sqlite-dialect.ts";
import type { Database } from "./schema.ts";

export type { Database } from "./schema.ts";

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** The PostgreSQL pool behind kysely (undefined on SQLite), for stores that speak pg directly. */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://... ; otherwise SQLite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /**
   * "latest" (the default, the server): run the migrations the database has not had. "none" (the
   * command-line tools): open it as it is; a missing SQLite file is not created, and a database
   * without the site's tables is refused, naming where it looked.
   */
  migrate?: "latest" | "none";
  /**
   * Runs before pending migrations on a database that already holds the site's data (the server
   * waits for older instances and takes a backup here); throwing leaves the database unchanged.
   */
  beforeMigrating?: (db: Db, pending: readonly string[]) => Promise<void>;
}

/** The database cannot be used by this version as it is: the message is one sentence for the operator. */
export class StartRefused extends Error {
  override name = "StartRefused";
}

/** There is no site database where the command looked (a missing SQLite file, or a database without the site's tables). */
export class NoDatabase extends StartRefused {}

/** The migrations a database records, in order; none when it has no migration table yet (a new database). */
export async function appliedMigrations(kysely: Kysely<Database>, engine: Engine): Promise<string[]> {
  const exists =
    engine === "postgres"
      ? (await sql<{ found: string | null }>`SELECT to_regclass('kysely_migration')::text AS found`.execute(kysely)).rows[0]?.found
      : (await sql<{ found: string }>`SELECT name AS found FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`.execute(kysely)).rows[0]
          ?.found;
  if (!exists) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(kysely);
  return rows.map((row) => row.name);
}

/** The migrations a database has that this code does not: it was upgraded by a newer version. */
export const unknownMigrations = (applied: readonly string[], known: readonly string[]) => applied.filter((name) => !known.includes(name));

/** The sentence a database newer than the code gets, at start and from the tools. */
function newerDatabaseSentence(unknown: readonly string[], engine: Engine): string {
  const first = unknown[0]!;
  return (
    `The database was upgraded by a newer version of the site (it has migration ${first}, which this version does not know): ` +
    `start the newer version, or restore the backup taken before that upgrade ` +
    `(npm run restore -- BACKUP_DIR/before-${first}-<time>.${engine === "postgres" ? "pgdump" : "sqlite"}) and then start this one.`
  );
}

const TIMESTAMPTZ_OID = 1184;

/** Sets `mode` on `target` when any other bit is set, and says so (a file someone loosened, or one made under an old umask). */
function tightenMode(target: string, mode: number): void {
  const current = statSync(target).mode & 0o777;
  if (current === mode) return;
  chmodSync(target, mode);
  log("warn", "database file mode tightened", { path: target, from: current.toString(8), to: mode.toString(8) });
}

/**
 * The data directory 0700 and the database files 0600, whatever the process umask: they hold every
 * customer's name and phone number. The database file is created 0600 before SQLite opens it, so
 * its -wal and -shm files (which SQLite creates with the database file's mode) are private too.
 */
function keepSqliteFilesPrivate(dir: string, file: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tightenMode(dir, 0o700);
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  for (const suffix of ["", "-wal", "-shm", "-journal"]) {
    if (existsSync(file + suffix)) tightenMode(file + suffix, 0o600);
  }
}

/**
 * Runs `work` in one transaction: the caller's own when `db` is already inside one (Kysely does
 * not nest them), else a new one, committed when `work` resolves and rolled back when it throws.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.kysely.isTransaction) return work(db);
  return db.kysely.transaction().execute((trx) => work({ ...db, kysely: trx }));
}

/** Where a database is, for messages: the SQLite file, or the PostgreSQL database without credentials. */
export function describeDatabase(options: DbOptions): string {
  if (options.databaseUrl?.startsWith("postgres")) {
    const url = new URL(options.databaseUrl);
    return `PostgreSQL database "${decodeURIComponent(url.pathname.slice(1)) || "(default)"}" on ${url.hostname}${url.port ? `:${url.port}` : ""}`;
  }
  return path.join(path.resolve(options.dataDir ?? "./data"), "courier.sqlite");
}

const NO_DATABASE_HINT =
  "Run the command where the server's settings are (in the site's directory, whose .env the server reads: on a server set up from deploy/, " +
  '"cd /srv/courier"), or set DATA_DIR or DATABASE_URL as the server has them.';

/**
 * Opens the database. With `migrate: "latest"` (the default) it brings the schema up to date,
 * after `beforeMigrating`; a database that has migrations this code does not know is refused
 * (StartRefused) before anything is changed.
 */
export async function openDb(options: DbOptions): Promise<Db> {
  const migrate = options.migrate ?? "latest";
  let kysely: Kysely<Database>;
  let engine: Engine;
  let pgPool: pg.Pool | undefined;
  if (options.databaseUrl?.startsWith("postgres")) {
    engine = "postgres";
    const pool = (pgPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Other instances and npm run restore see this one by it (app/.server/upgrade.ts, backup/postgres.ts).
      application_name: SERVER_APPLICATION_NAME,
      types: {
        getTypeParser: (oid, format) => (oid === TIMESTAMPTZ_OID ? (value: string) => new Date(value).toISOString() : pg.types.getTypeParser(oid, format)),
      },
    }));
    pool.on("error", (error) => log("error", "postgres pool error", { error: error.message }));
    // A connection in use when PostgreSQL goes away emits "error" outside any query; unheard, it
    // would end the process. The query in flight fails on its own (503); the pool drops the client.
    pool.on("connect", (client) => client.on("error", (error) => log("warn", "postgres connection lost", { error: error.message })));
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    engine = "sqlite";
    const dir = path.resolve(options.dataDir ?? "./data");
    const file = path.join(dir, "courier.sqlite");
    if (migrate === "none" && !existsSync(file)) throw new NoDatabase(`There is no database at ${file}. ${NO_DATABASE_HINT}`);
    keepSqliteFilesPrivate(dir, file);
    kysely = new Kysely<Database>({ dialect: nodeSqliteDialect(openSqliteFile(file)) });
    // The -wal and -shm files appear on first use; SQLite gives them the database file's mode.
    keepSqliteFilesPrivate(dir, file);
  }
  const db: Db = { kysely, engine, pgPool, close: () => kysely.destroy() };

  try {
    const applied = await appliedMigrations(kysely, engine);
    const unknown = unknownMigrations(applied, MIGRATION_NAMES);
    if (unknown.length > 0) throw new StartRefused(newerDatabaseSentence(unknown, engine));
    if (migrate === "none") {
      if (applied.length === 0) throw new NoDatabase(`${describeDatabase(options)} holds no site data yet (nothing was created). ${NO_DATABASE_HINT}`);
      return db;
    }
    const pending = MIGRATION_NAMES.filter((name) => !applied.includes(name));
    if (pending.length > 0 && applied.length > 0) await options.beforeMigrating?.(db, pending);
    const { error, results } = await new Migrator({ db: kysely, provider: migrationProvider(engine) }).migrateToLatest();
    for (const r of results ?? []) log(r.status === "Success" ? "info" : "error", "migration", { name: r.migrationName, status: r.status });
    if (error) throw error instanceof Error ? error : new Error(String(error));
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return db;
}

/** The migrations this code has that the database has not run yet (a database opened with `migrate: "none"`). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = await appliedMigrations(db.kysely, db.engine);
  return MIGRATION_NAMES.filter((name) => !applied.includes(name));
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db.kysely);
    return true;
  } catch {
    return false;
  }
}
