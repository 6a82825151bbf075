import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from "kysely";
import type { Db } from "../../app/.server/db/database.ts";
import type { LeadAttribution } from "../../app/lib/admin-leads.ts";
import type { LeadInput } from "../../app/lib/lead-schema.ts";

/** A valid lead as the form sends it; tests override what they are about. */
export const leadInput = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  name: "דנה כהן",
  phone: "050-1234567",
  consent: true,
  source: "contact_form",
  ...overrides,
});

/** A visit's attribution as the browser sends it (a Google ad click, a long click id); tests override what they are about. */
export const attributionInput = (overrides: Partial<LeadAttribution> = {}): LeadAttribution => ({
  landing_page: "/shipping-haifa",
  referrer_host: "www.google.com",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "אביב-2026",
  utm_term: null,
  utm_content: null,
  gclid: "Cj0KCQiA".repeat(60),
  fbclid: null,
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
