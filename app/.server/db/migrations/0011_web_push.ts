import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0011_web_push, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  const identity = (c: ColumnDefinitionBuilder) => (engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // One row per admin and device that turned notifications on: the push service's address
      // for that browser and the keys its messages are encrypted to (RFC 8030, 8291).
      await db.schema
        .createTable("push_subscriptions")
        .addColumn("id", "integer", identity)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("endpoint", "text", (c) => c.notNull().unique())
        .addColumn("p256dh", "text", (c) => c.notNull())
        .addColumn("auth", "text", (c) => c.notNull())
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("push_subscriptions_user_id").on("push_subscriptions").column("user_id").execute();
      // The server's VAPID key pair (RFC 8292) when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not
      // set: created once, kept with the data, so every instance and every restart signs alike.
      await db.schema
        .createTable("vapid_keys")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("private_key", "text", (c) => c.notNull())
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .execute();
      // Each new genuine lead is pushed once, claimed as the e-mail notice is (0001, 0003).
      await db.schema.alterTable("leads").addColumn("pushed_at", timestamp).execute();
      await db.schema.alterTable("leads").addColumn("push_claimed_until", timestamp).execute();
      await db.schema
        .alterTable("leads")
        .addColumn("push_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      // Leads that came before push are never pushed.
      await sql`UPDATE leads SET pushed_at = created_at`.execute(db);
      await sql`CREATE INDEX leads_pending_push ON leads (id) WHERE pushed_at IS NULL AND is_spam = 0`.execute(db);
    },
  };
}
