import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0003_lead_handling, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("handled_at", timestamp).execute();
      // One partial index per admin view, ordered as the list is: pages and counts read only the index.
      await sql`CREATE INDEX leads_genuine ON leads (created_at, id) WHERE is_spam = 0`.execute(db);
      await sql`CREATE INDEX leads_open ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NULL`.execute(db);
      await sql`CREATE INDEX leads_handled ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NOT NULL`.execute(db);
      await sql`CREATE INDEX leads_spam ON leads (created_at, id) WHERE is_spam = 1`.execute(db);
      // Search by any part of a name or phone without reading every row: trigram indexes.
      const digits = (column: string) => `replace(replace(replace(${column}, '-', ''), ' ', ''), '+', '')`;
      if (engine === "sqlite") {
        // FTS5 trigram (contentless, ids only), kept in step with the leads table by triggers.
        await sql`CREATE VIRTUAL TABLE leads_search USING fts5(name, phone_digits, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
        await sql.raw(`INSERT INTO leads_search (rowid, name, phone_digits) SELECT id, name, ${digits("phone")} FROM leads`).execute(db);
        await sql
          .raw(
            `CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
              INSERT INTO leads_search (rowid, name, phone_digits) VALUES (new.id, new.name, ${digits("new.phone")}); END`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
              DELETE FROM leads_search WHERE rowid = old.id; END`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER leads_search_update AFTER UPDATE OF name, phone ON leads BEGIN
              DELETE FROM leads_search WHERE rowid = old.id;
              INSERT INTO leads_search (rowid, name, phone_digits) VALUES (new.id, new.name, ${digits("new.phone")}); END`,
          )
          .execute(db);
        return;
      }
      // pg_trgm where the server offers it and lets us create it; without it, search scans (still
      // inside the target at 100,000 leads), so a refusal must not fail the migration.
      const trgm = await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
      if (trgm.rows.length > 0) {
        await sql`SAVEPOINT leads_trgm`.execute(db);
        try {
          await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
          await sql`CREATE INDEX leads_name_trgm ON leads USING gin (name gin_trgm_ops)`.execute(db);
          await sql.raw(`CREATE INDEX leads_phone_trgm ON leads USING gin ((${digits("phone")}) gin_trgm_ops)`).execute(db);
          await sql`RELEASE SAVEPOINT leads_trgm`.execute(db);
        } catch {
          await sql`ROLLBACK TO SAVEPOINT leads_trgm`.execute(db);
        }
      }
      // Every change to a lead, from any code path and any app instance, reaches the admin pages
      // of every instance through LISTEN leads_changes (app/.server/admin-leads/hub.ts).
      await sql`
          CREATE FUNCTION leads_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
          DECLARE
            lead_id integer;
          BEGIN
            IF TG_OP = 'DELETE' THEN lead_id := OLD.id; ELSE lead_id := NEW.id; END IF;
            PERFORM pg_notify('leads_changes', json_build_object('op', lower(TG_OP), 'id', lead_id)::text);
            RETURN NULL;
          END;
          $$`.execute(db);
      await sql`
          CREATE TRIGGER leads_notify_change
          AFTER INSERT OR DELETE OR UPDATE OF handled_at, notes ON leads
          FOR EACH ROW EXECUTE FUNCTION leads_notify_change()`.execute(db);
    },
  };
}
