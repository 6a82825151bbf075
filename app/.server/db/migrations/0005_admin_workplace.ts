import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0005_admin_workplace, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  /** The id column of every table: an identity on PostgreSQL, SQLite's autoincrement. */
  const identity = (c: ColumnDefinitionBuilder) => (engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // Trash: a deleted lead keeps its row until restored, erased, or purged after 30 days.
      await db.schema.alterTable("leads").addColumn("deleted_at", timestamp).execute();
      // Where the lead came from (for the visit only, sent with the form) and the estimate it saw.
      for (const column of [
        "landing_page",
        "referrer_host",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "gclid",
        "fbclid",
        "quote_from",
        "quote_to",
        "quote_size",
        "quote_model",
      ]) {
        await db.schema.alterTable("leads").addColumn(column, "text").execute();
      }
      await db.schema.alterTable("leads").addColumn("quote_price", "integer").execute();
      // The view indexes leave the trash out, so pages and counts stay index-only.
      for (const name of ["leads_genuine", "leads_open", "leads_handled", "leads_spam"]) {
        await sql.raw(`DROP INDEX ${name}`).execute(db);
      }
      const live = "deleted_at IS NULL";
      await sql.raw(`CREATE INDEX leads_genuine ON leads (created_at, id) WHERE is_spam = 0 AND ${live}`).execute(db);
      await sql.raw(`CREATE INDEX leads_open ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NULL AND ${live}`).execute(db);
      await sql.raw(`CREATE INDEX leads_handled ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NOT NULL AND ${live}`).execute(db);
      await sql.raw(`CREATE INDEX leads_spam ON leads (created_at, id) WHERE is_spam = 1 AND ${live}`).execute(db);
      await sql`CREATE INDEX leads_trash ON leads (deleted_at, id) WHERE deleted_at IS NOT NULL`.execute(db);

      // Who did what, when, from where, to which lead. No foreign keys: the record outlives the
      // user and the lead it names.
      await db.schema
        .createTable("activity_log")
        .addColumn("id", "integer", identity)
        .addColumn("at", timestamp, (c) => c.notNull())
        .addColumn("user_id", "integer")
        .addColumn("user_email", "text")
        .addColumn("client", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("lead_id", "integer")
        .addColumn("details", "text")
        .execute();
      await db.schema.createIndex("activity_log_at").on("activity_log").columns(["at", "id"]).execute();
      await db.schema.createIndex("activity_log_lead").on("activity_log").columns(["lead_id", "at"]).execute();

      if (engine === "postgres") {
        // Moving to and from the trash is a change the other admin pages must hear of.
        await sql`DROP TRIGGER leads_notify_change ON leads`.execute(db);
        await sql`
            CREATE TRIGGER leads_notify_change
            AFTER INSERT OR DELETE OR UPDATE OF handled_at, notes, deleted_at ON leads
            FOR EACH ROW EXECUTE FUNCTION leads_notify_change()`.execute(db);
      }
    },
  };
}
