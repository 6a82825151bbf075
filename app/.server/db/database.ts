import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { log } from "../log.ts";
import { migrationProvider, type Engine } from "./migrations.ts";
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

/** Opens the database and brings its schema up to date. */
export async function openDb(options: DbOptions): Promise<Db> {
  let kysely: Kysely<Database>;
  let engine: Engine;
  let pgPool: pg.Pool | undefined;
  if (options.databaseUrl?.startsWith("postgres")) {
    engine = "postgres";
    const pool = (pgPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      application_name: "courier-site", // npm run restore looks for it (app/.server/backup/postgres.ts)
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
    keepSqliteFilesPrivate(dir, file);
    kysely = new Kysely<Database>({ dialect: nodeSqliteDialect(openSqliteFile(file)) });
    // The -wal and -shm files appear on first use; SQLite gives them the database file's mode.
    keepSqliteFilesPrivate(dir, file);
  }

  const migrator = new Migrator({ db: kysely, provider: migrationProvider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) log(r.status === "Success" ? "info" : "error", "migration", { name: r.migrationName, status: r.status });
  if (error) {
    await kysely.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { kysely, engine, pgPool, close: () => kysely.destroy() };
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db.kysely);
    return true;
  } catch {
    return false;
  }
}
