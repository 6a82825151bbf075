import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0001_leads, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  /** The id column of every table: an identity on PostgreSQL, SQLite's autoincrement. */
  const identity = (c: ColumnDefinitionBuilder) => (engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "integer", identity)
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("email", "text")
        .addColumn("from_location", "text")
        .addColumn("to_location", "text")
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("notes", "text")
        .addColumn("page_path", "text")
        .addColumn("consent_at", timestamp)
        .addColumn("is_spam", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("notified_at", timestamp)
        .addColumn("notify_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
      await sql`CREATE INDEX leads_pending_notice ON leads (id) WHERE notified_at IS NULL AND is_spam = 0`.execute(db);
    },
  };
}
