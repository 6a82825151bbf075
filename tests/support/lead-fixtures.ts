import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from "kysely";
import type { Db } from "../../app/.server/db";
import type { LeadInput } from "../../app/lib/lead-schema";

/** A valid lead as the form sends it; tests override what they are about. */
export const leadInput = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  name: "דנה כהן",
  phone: "050-1234567",
  consent: true,
  source: "contact_form",
  ...overrides,
});

/** The same database, remembering every statement the code under test sends (to count them or EXPLAIN them). */
export function recordingStatements(db: Db): { db: Db; sent: RootOperationNode[] } {
  const sent: RootOperationNode[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => (sent.push(node), node),
    transformResult: async ({ result }) => result,
  };
  return { db: { ...db, kysely: db.kysely.withPlugin(plugin) }, sent };
}

/** SQLite's plan for a recorded statement (EXPLAIN QUERY PLAN), one step per line. */
export async function sqlitePlan(db: Db, node: RootOperationNode): Promise<string> {
  const compiled = db.kysely.getExecutor().compileQuery(node, { queryId: "plan" });
  const plan = await db.kysely.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]));
  return plan.rows.map((r) => r.detail).join("\n");
}
