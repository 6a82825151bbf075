import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0023_first_contact_unrecorded, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // First contacts have been recorded since 0014 ran. A lead that came before cannot say whether
      // anyone called it: it is not "waiting" for a first call, and a call made now is not its first.
      // 1: came before 0014 (issue 43's upgrade from the release of 2026-11-25).
      await db.schema
        .alterTable("leads")
        .addColumn("first_contact_unrecorded", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      const recordedSince =
        engine === "postgres"
          ? sql`(SELECT timestamp::timestamptz FROM kysely_migration WHERE name = '0014_follow_up')`
          : sql`(SELECT julianday(timestamp) FROM kysely_migration WHERE name = '0014_follow_up')`;
      const createdAt = engine === "postgres" ? sql`created_at` : sql`julianday(created_at)`;
      await sql`UPDATE leads SET first_contact_unrecorded = 1 WHERE first_contact_at IS NULL AND ${createdAt} < ${recordedSince}`.execute(db);
    },
  };
}
