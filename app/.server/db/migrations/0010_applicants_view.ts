import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0010_applicants_view, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(_engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The admin's applicants view (job applications from the join-team page), newest first,
      // and its count, read from this index alone as the other views read theirs (0005).
      await sql`CREATE INDEX leads_applicants ON leads (created_at, id) WHERE source = 'join_team' AND is_spam = 0 AND deleted_at IS NULL`.execute(db);
    },
  };
}
