/**
 * Runs a storage suite on both engines: SQLite in a temporary directory, then a throwaway
 * PostgreSQL cluster (skipped loudly where no binaries exist, an error in CI). `postgresOnly`
 * adds tests that need the cluster itself.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { openDb, type Db } from "../../app/.server/db";
import { postgresAvailable, startPostgres, type PostgresCluster } from "./postgres";

export type Engine = "SQLite" | "PostgreSQL";

export function describeOnBothEngines(suite: (engine: Engine, open: () => Promise<Db>) => void, postgresOnly?: (url: () => string) => void): void {
  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), "courier-storage-"));
  afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));
  suite("SQLite", () => openDb({ dataDir: sqliteDir }));

  let cluster: PostgresCluster | undefined;
  describe.runIf(postgresAvailable())("PostgreSQL", () => {
    beforeAll(async () => {
      cluster = await startPostgres();
    }, 60_000);
    afterAll(() => cluster?.stop());
    suite("PostgreSQL", () => openDb({ databaseUrl: cluster!.url }));
    postgresOnly?.(() => cluster!.url);
  });
}
