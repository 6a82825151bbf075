import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0020_applicant_stages, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(_engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A job application's own stages (issue 42): new, called, interview, hired, not_suitable. A
      // column of their own: `stage`'s check (0014) knows only a customer's, and SQLite cannot
      // change a check without rebuilding the table. Null on a customer's lead; on an application
      // null reads as "new" (an application sent since is new until the owner taps a stage).
      await db.schema
        .alterTable("leads")
        .addColumn("applicant_stage", "text", (c) =>
          c.check(sql`applicant_stage IS NULL OR applicant_stage IN ('new', 'called', 'interview', 'hired', 'not_suitable')`),
        )
        .execute();
      // Applications the owner already moved, in their nearest applicant stage: someone answered or
      // was offered something was called; won is hired; lost is not suitable; "closed" (marked
      // handled before there were stages) was dealt with, so called, and stays closed since then.
      await sql`UPDATE leads SET applicant_stage = CASE stage
          WHEN 'won' THEN 'hired'
          WHEN 'lost' THEN 'not_suitable'
          WHEN 'new' THEN 'new'
          ELSE 'called' END
        WHERE source = 'join_team'`.execute(db);

      // The customers' views leave applications out (they have a view of their own, 0010): each
      // view's partial index says so too, so its list and count are still read from it alone.
      // In this order: SQLite, without statistics, takes the newest of the indexes a query may use,
      // and a stage's view may use leads_customers too (as it could leads_genuine before).
      const customerLive = "is_spam = 0 AND deleted_at IS NULL AND source <> 'join_team'";
      await sql.raw(`CREATE INDEX leads_customers ON leads (created_at, id) WHERE ${customerLive}`).execute(db);
      await sql.raw(`CREATE INDEX leads_customers_open ON leads (created_at, id) WHERE handled_at IS NULL AND ${customerLive}`).execute(db);
      for (const stage of ["new", "no_answer", "quote_sent", "won", "lost"]) {
        await sql.raw(`DROP INDEX leads_stage_${stage}`).execute(db);
        await sql.raw(`CREATE INDEX leads_stage_${stage} ON leads (created_at, id) WHERE stage = '${stage}' AND ${customerLive}`).execute(db);
      }
    },
  };
}
