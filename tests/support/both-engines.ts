/**
 * Runs a storage suite on both engines: SQLite in a temporary directory, then a throwaway
 * PostgreSQL cluster (skipped loudly where no binaries exist, an error in CI). The suite gets
 * `open` for a connection of its own and `target` for code that opens the database itself (the
 * server's services read it from the environment). `postgresOnly` adds tests that need the
 * cluster itself.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { openDb, type Database, type Db, type DbOptions } from "../../app/.server/db/index.ts";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";

type Engine = "SQLite" | "PostgreSQL";

export type EngineSuite = (engine: Engine, open: () => Promise<Db>, target: () => DbOptions) => void;

export function describeOnBothEngines(suite: EngineSuite, postgresOnly?: (url: () => string) => void): void {
  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), "courier-storage-"));
  afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));
  const sqlite = () => ({ dataDir: sqliteDir });
  suite("SQLite", () => openDb(sqlite()), sqlite);

  let cluster: PostgresCluster | undefined;
  describe.runIf(postgresAvailable())("PostgreSQL", () => {
    beforeAll(async () => {
      cluster = await startPostgres();
    }, 60_000);
    afterAll(() => cluster?.stop());
    const postgres = () => ({ databaseUrl: cluster!.url });
    suite("PostgreSQL", () => openDb(postgres()), postgres);
    postgresOnly?.(() => cluster!.url);
  });
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
