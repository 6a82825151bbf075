import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0014_follow_up, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  const identity = (c: ColumnDefinitionBuilder) => (engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // Stages instead of open/handled (docs/decisions/048-follow-up.md): new, no_answer,
      // quote_sent, won, lost; "closed" is a lead marked handled before there were stages.
      // handled_at keeps its meaning, "closed since" (won, lost or closed), so the open view and
      // its index (0005) stay as they are.
      await db.schema
        .alterTable("leads")
        .addColumn("stage", "text", (c) =>
          c
            .notNull()
            .defaultTo("new")
            .check(sql`stage IN ('new', 'no_answer', 'quote_sent', 'won', 'lost', 'closed')`),
        )
        .execute();
      await sql`UPDATE leads SET stage = 'closed' WHERE handled_at IS NOT NULL`.execute(db);
      // A won job's value in whole shekels; a lost lead's reason (a key of a short fixed list).
      await db.schema
        .alterTable("leads")
        .addColumn("won_value", "integer", (c) => c.check(sql`won_value IS NULL OR won_value >= 0`))
        .execute();
      await db.schema.alterTable("leads").addColumn("lost_reason", "text").execute();
      // The first call or WhatsApp opened from the admin: when, by whom (as the e-mail was then), how.
      await db.schema.alterTable("leads").addColumn("first_contact_at", timestamp).execute();
      await db.schema.alterTable("leads").addColumn("first_contact_by", "text").execute();
      await db.schema.alterTable("leads").addColumn("first_contact_via", "text").execute();
      // A reminder to call back: due at remind_at; pushed once (claimed as the new-lead push is, 0011).
      await db.schema.alterTable("leads").addColumn("remind_at", timestamp).execute();
      await db.schema.alterTable("leads").addColumn("reminder_pushed_at", timestamp).execute();
      await db.schema.alterTable("leads").addColumn("reminder_claimed_until", timestamp).execute();

      // One view per stage, newest first, each read from its own partial index (as the views of
      // 0005): one index over (stage, created_at) led SQLite to scan it for the open view too.
      for (const stage of ["new", "no_answer", "quote_sent", "won", "lost"]) {
        await sql.raw(`CREATE INDEX leads_stage_${stage} ON leads (created_at, id) WHERE stage = '${stage}' AND is_spam = 0 AND deleted_at IS NULL`).execute(db);
      }
      // Reminders: the due ones, soonest first.
      await sql`CREATE INDEX leads_reminders ON leads (remind_at, id) WHERE remind_at IS NOT NULL`.execute(db);

      // The counts move with a stage as they do with handled_at (0006's handled_version).
      if (engine === "postgres") {
        await sql`CREATE TRIGGER leads_bump_stage_version AFTER UPDATE OF stage ON leads FOR EACH STATEMENT EXECUTE FUNCTION leads_bump_handled_version()`.execute(
          db,
        );
      } else {
        await sql`CREATE TRIGGER leads_version_stage AFTER UPDATE OF stage ON leads BEGIN UPDATE leads_version SET handled_version = handled_version + 1 WHERE id = 1; END`.execute(
          db,
        );
      }

      // Every note, with who wrote it and when; the lead's `notes` column holds their texts,
      // newest first, so the search (0013) finds a word in any of them.
      await db.schema
        .createTable("lead_notes")
        .addColumn("id", "integer", identity)
        .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("at", timestamp, (c) => c.notNull())
        .addColumn("user_id", "integer")
        .addColumn("user_email", "text")
        .addColumn("body", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id", "id"]).execute();
      // The note each lead had: the first of its history, without an author or a time of its own.
      await sql`INSERT INTO lead_notes (lead_id, at, body) SELECT id, created_at, notes FROM leads WHERE notes IS NOT NULL`.execute(db);

      // The owner's WhatsApp replies, with placeholders ({שם}, {מוצא}, {יעד}, {מחיר}).
      await db.schema
        .createTable("reply_templates")
        .addColumn("id", "integer", identity)
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
