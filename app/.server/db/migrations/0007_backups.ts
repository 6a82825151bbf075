import { type ColumnDefinitionBuilder, type Kysely, type Migration } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0007_backups, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  /** The id column of every table: an identity on PostgreSQL, SQLite's autoincrement. */
  const identity = (c: ColumnDefinitionBuilder) => (engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // One row per backup taken (by the server's daily job or `npm run backup`), so every
      // instance's status card and /metrics see the last one, whichever instance took it.
      await db.schema
        .createTable("backup_runs")
        .addColumn("id", "integer", identity)
        .addColumn("started_at", timestamp, (c) => c.notNull())
        .addColumn("finished_at", timestamp, (c) => c.notNull())
        /** The file's name inside BACKUP_DIR; null when the backup failed. */
        .addColumn("file", "text")
        .addColumn("bytes", "bigint")
        .addColumn("sha256", "text")
        /** "ok" or "failed". */
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("error", "text")
        /** "none" (no BACKUP_AFTER), "ok" or "failed". */
        .addColumn("after_status", "text", (c) => c.notNull().defaultTo("none"))
        .addColumn("after_error", "text")
        .execute();
      await db.schema.createIndex("backup_runs_finished_at").on("backup_runs").column("finished_at").execute();
    },
  };
}
