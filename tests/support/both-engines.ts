/**
 * Runs a storage suite on both engines: SQLite in a temporary directory, then a throwaway
 * PostgreSQL database (skipped loudly where no binaries exist, an error in CI). The suite gets
 * `open` for a connection of its own and `target` for code that opens the database itself (the
 * server's services read it from the environment). `postgresOnly` adds tests that need
 * PostgreSQL itself (they get the database's URL).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, inject } from "vitest";
import { openDb, type Database, type Db, type DbOptions } from "../../app/.server/db/database.ts";
import { migrationProvider } from "../../app/.server/db/migrations.ts";
import { nodeSqliteDialect, openSqliteFile } from "../../app/.server/db/node-sqlite-dialect.ts";
import { postgresAvailable, startPostgres } from "../../harness/postgres.ts";

type Engine = "SQLite" | "PostgreSQL";

export type EngineSuite = (engine: Engine, open: () => Promise<Db>, target: () => DbOptions) => void;

export function describeOnBothEngines(suite: EngineSuite, postgresOnly?: (url: () => string) => void): void {
  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), "courier-storage-"));
  afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));
  const sqlite = () => ({ dataDir: sqliteDir });
  suite("SQLite", () => openDb(sqlite()), sqlite);

  let database: { url: string; drop(): Promise<void> } | undefined;
  describe.runIf(postgresAvailable())("PostgreSQL", () => {
    beforeAll(async () => {
      database = await databaseOfItsOwn();
    }, 60_000);
    afterAll(() => database?.drop());
    const postgres = () => ({ databaseUrl: database!.url });
    suite("PostgreSQL", () => openDb(postgres()), postgres);
    postgresOnly?.(() => database!.url);
  });
}

/**
 * An empty database for one suite: in the cluster the storage project shares
 * (tests/support/shared-postgres.ts), or, outside that project, in a cluster of its own.
 */
async function databaseOfItsOwn(): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = inject("sharedPostgresUrl");
  if (!shared) {
    const cluster = await startPostgres();
    return { url: cluster.url, drop: async () => cluster.stop() };
  }
  const name = `suite_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}

/**
 * A describe block's own connection: opened before its tests, closed after them, and the
 * `emptied` tables emptied (in that order) before each test. It is usable inside the tests, once
 * the block's beforeAll has opened it.
 */
export function suiteDb(open: () => Promise<Db>, emptied: readonly (keyof Database)[] = []): Db {
  let opened: Db | undefined;
  const current = () => {
    if (!opened) throw new Error("the suite's database opens in beforeAll: use it inside the tests");
    return opened;
  };
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  beforeEach(async () => {
    for (const table of emptied) await current().kysely.deleteFrom(table).execute();
  });
  return {
    get kysely() {
      return current().kysely;
    },
    get engine() {
      return current().engine;
    },
    get pgPool() {
      return current().pgPool;
    },
    close: () => current().close(),
  };
}

/**
 * The target's database brought to `migration` by the real migrations, as an older release left
 * it, for a migration's test to fill before openDb runs the rest. The caller destroys it.
 */
export async function databaseAt(options: DbOptions, migration: string): Promise<Kysely<Database>> {
  const postgres = options.databaseUrl !== undefined;
  const db = new Kysely<Database>({
    dialect: postgres
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 2 }) })
      : nodeSqliteDialect(openSqliteFile(path.join(options.dataDir!, "courier.sqlite"))),
  });
  const migrated = await new Migrator({ db, provider: migrationProvider(postgres ? "postgres" : "sqlite") }).migrateTo(migration);
  if (migrated.error) {
    await db.destroy();
    throw migrated.error instanceof Error ? migrated.error : new Error(String(migrated.error));
  }
  return db;
}
