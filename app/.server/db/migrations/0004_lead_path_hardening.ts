import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0004_lead_path_hardening, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      // A notice is claimed by one instance until this lease ends; a crashed instance's claim expires.
      await db.schema.alterTable("leads").addColumn("notice_claimed_until", timestamp).execute();
      if (engine === "postgres") {
        // rate-limiter-flexible's PostgreSQL store: one table shared by every limiter (keys are prefixed).
        await sql`CREATE TABLE rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`.execute(db);
      }
    },
  };
}
