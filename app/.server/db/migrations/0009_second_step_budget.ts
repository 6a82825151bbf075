import { type Kysely, type Migration } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0009_second_step_budget, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      // Failed 6-digit codes in a row, across challenges and windows (a right code, a recovery
      // code or the users command's reset clears them), and when the last one failed: the wait
      // before the next code grows with them, and at the limit only a recovery code lets in.
      await db.schema
        .alterTable("users")
        .addColumn("totp_failures", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("users").addColumn("totp_failed_at", timestamp).execute();
      // Failed codes of any kind the owner has not yet been shown on the admin page.
      await db.schema
        .alterTable("users")
        .addColumn("totp_unseen_failures", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      // An enrolment's secret belongs to the session it was shown to: another session gets
      // another, and it goes when that session ends (sign-out, expiry, passwd, reset).
      await db.schema
        .createTable("totp_enrolments")
        /** The session's id (the SHA-256 of its cookie's token). */
        .addColumn("session_id", "text", (c) => c.primaryKey().references("sessions.id").onDelete("cascade"))
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("totp_enrolments_user_id").on("totp_enrolments").column("user_id").execute();
      // The one pending secret per user, shown to any session of it: discarded, never carried over.
      await db.schema.alterTable("users").dropColumn("totp_pending_secret").execute();
    },
  };
}
