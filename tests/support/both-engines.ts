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
import { afterAll, beforeAll, describe } from "vitest";
import { openDb, type Db, type DbOptions } from "../../app/.server/db";
import { postgresAvailable, startPostgres, type PostgresCluster } from "./postgres";

export type Engine = "SQLite" | "PostgreSQL";

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
