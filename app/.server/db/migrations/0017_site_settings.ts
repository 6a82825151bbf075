import { type ColumnDefinitionBuilder, type Kysely, type Migration } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0017_site_settings, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  const identity = (c: ColumnDefinitionBuilder) => (engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // The site's facts the owner edits (docs/decisions/066): every published version, whole, with
      // who published it; the newest is what the site shows. A rollback is a version too, naming the
      // one it restored. Never updated or deleted.
      await db.schema
        .createTable("site_versions")
        .addColumn("id", "integer", identity)
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("published_at", timestamp, (c) => c.notNull())
        .addColumn("user_id", "integer")
        .addColumn("user_email", "text")
        .addColumn("restored_from", "integer")
        .execute();
      // A section saved but not yet published, one row per section; `revision` counts its saves, so
      // a save made over another admin's is told so instead of overwriting it.
      await db.schema
        .createTable("site_drafts")
        .addColumn("section", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .addColumn("user_email", "text")
        .execute();
      // A browser in which an admin previews the draft on the public pages: the SHA-256 of a random
      // cookie, the admin, and when it ends.
      await db.schema
        .createTable("site_previews")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("expires_at", timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
