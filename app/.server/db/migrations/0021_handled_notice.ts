import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0021_handled_notice, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      // The leads marked handled before there were stages (0014 made them "closed") lost their tab:
      // the leads screen says once where they went. When each admin read it ("הבנתי"); null: not yet.
      await db.schema.alterTable("users").addColumn("handled_notice_read_at", timestamp).execute();
      // Those leads, counted for the notice from an index of their own (as each stage's view is, 0020).
      await sql
        .raw("CREATE INDEX leads_stage_closed ON leads (created_at, id) WHERE stage = 'closed' AND is_spam = 0 AND deleted_at IS NULL AND source <> 'join_team'")
        .execute(db);
    },
  };
}
