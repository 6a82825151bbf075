import { type ColumnDefinitionBuilder, type Kysely, type Migration } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0008_two_factor, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  /** The id column of every table: an identity on PostgreSQL, SQLite's autoincrement. */
  const identity = (c: ColumnDefinitionBuilder) => (engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // Two-step sign-in (TOTP, RFC 6238). The secret is needed to check codes, so it is kept
      // (base32); a pending one is only confirmed by a right code. last_step: the time step of
      // the last code accepted, so the same code is never accepted twice.
      await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
      await db.schema.alterTable("users").addColumn("totp_pending_secret", "text").execute();
      await db.schema.alterTable("users").addColumn("totp_enabled_at", timestamp).execute();
      await db.schema.alterTable("users").addColumn("totp_last_step", "bigint").execute();
      // Ten one-time codes per enrolment, stored hashed (scrypt, like passwords).
      await db.schema
        .createTable("recovery_codes")
        .addColumn("id", "integer", identity)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("used_at", timestamp)
        .execute();
      await db.schema.createIndex("recovery_codes_user_id").on("recovery_codes").column("user_id").execute();
      // A password accepted for an account with two-step sign-in opens a challenge, not a
      // session: the code (or a recovery code) must follow within minutes, from the same browser.
      await db.schema
        .createTable("sign_in_challenges")
        /** SHA-256 (hex) of the challenge cookie's token. */
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("expires_at", timestamp, (c) => c.notNull())
        .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
