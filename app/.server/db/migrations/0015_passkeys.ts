import { type ColumnDefinitionBuilder, type Kysely, type Migration } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0015_passkeys, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  const identity = (c: ColumnDefinitionBuilder) => (engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // An admin's passkeys (WebAuthn credentials): the authenticator's credential id and public
      // key (COSE, base64url), its signature counter (a clone shows as a counter that goes back),
      // the transports the browser reported, and the name the owner gave the device.
      await db.schema
        .createTable("passkeys")
        .addColumn("id", "integer", identity)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("credential_id", "text", (c) => c.notNull().unique())
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
        .addColumn("transports", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("device_name", "text", (c) => c.notNull())
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("last_used_at", timestamp)
        .execute();
      await db.schema.createIndex("passkeys_user_id").on("passkeys").column("user_id").execute();
      // One-use challenges of the WebAuthn ceremonies: deleted when used, refused once expired.
      // user_id: the admin adding a passkey; null for a sign-in (the passkey names its user).
      await db.schema
        .createTable("passkey_challenges")
        .addColumn("challenge", "text", (c) => c.primaryKey())
        .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("expires_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("passkey_challenges_expires_at").on("passkey_challenges").column("expires_at").execute();
    },
  };
}
