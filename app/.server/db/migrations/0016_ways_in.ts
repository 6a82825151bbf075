import { type Kysely, type Migration } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0016_ways_in, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      // How a session began ("password", "second-factor", "passkey"), the passkey that opened it
      // (removing that passkey ends it), and when its user last proved who they are (the sign-in,
      // or typing the password again): adding a passkey or a push device asks for a recent one.
      await db.schema
        .alterTable("sessions")
        .addColumn("method", "text", (c) => c.notNull().defaultTo("password"))
        .execute();
      await db.schema
        .alterTable("sessions")
        .addColumn("passkey_id", "integer", (c) => c.references("passkeys.id").onDelete("cascade"))
        .execute();
      await db.schema.alterTable("sessions").addColumn("verified_at", timestamp).execute();
      await db.schema.createIndex("sessions_passkey_id").on("sessions").column("passkey_id").execute();
      // A push device as the security screen lists it: the name the browser gave (its platform),
      // and when a notification last went to it.
      await db.schema
        .alterTable("push_subscriptions")
        .addColumn("device_name", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.alterTable("push_subscriptions").addColumn("last_sent_at", timestamp).execute();
      // A sign-in challenge belongs to the browser that asked for it (the SHA-256 of a random
      // cookie) and counts against its client address: nobody else can take or evict it.
      await db.schema.alterTable("passkey_challenges").addColumn("browser", "text").execute();
      await db.schema.alterTable("passkey_challenges").addColumn("client", "text").execute();
      await db.schema.createIndex("passkey_challenges_client").on("passkey_challenges").column("client").execute();
    },
  };
}
