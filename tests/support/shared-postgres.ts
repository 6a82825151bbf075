/**
 * The storage project's global setup (vitest.config.ts): one throwaway PostgreSQL cluster for the
 * whole run instead of one per test file; each suite then works in a database of its own in it
 * (tests/support/both-engines.ts). Where no PostgreSQL binaries exist, nothing starts and the
 * suites skip loudly as before.
 */
import type { TestProject } from "vitest/node";
import { findPostgresBin, startPostgres } from "../../harness/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    sharedPostgresUrl: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!findPostgresBin()) {
    project.provide("sharedPostgresUrl", undefined);
    return undefined;
  }
  const cluster = await startPostgres();
  project.provide("sharedPostgresUrl", cluster.url);
  return () => cluster.stop();
}
