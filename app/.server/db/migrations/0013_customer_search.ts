import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0013_customer_search, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A search reads every live view at once: its walk (queries.ts, more than 5,000 matches on
      // SQLite) reads this index newest first, ids only, as each view's page reads its own (0005).
      // `is_spam IN (0, 1)` holds for every lead; it is there so that SQLite, which uses a partial
      // index only when the query states its condition, never takes this one for a view's page.
      await sql`CREATE INDEX leads_live ON leads (created_at, id) WHERE deleted_at IS NULL AND is_spam IN (0, 1)`.execute(db);

      // A customer's leads: the phone's digits in international form (app/lib/phone.ts,
      // toInternationalDigits), newest first. The admin's queries repeat this expression exactly.
      const digits = "replace(replace(replace(phone, '-', ''), ' ', ''), '+', '')";
      const customerKey = `(CASE WHEN substr(${digits}, 1, 3) = '972' THEN ${digits} WHEN substr(${digits}, 1, 1) = '0' THEN '972' || substr(${digits}, 2) ELSE '972' || ${digits} END)`;
      await sql.raw(`CREATE INDEX leads_phone_key ON leads (${customerKey}, created_at)`).execute(db);

      if (engine === "sqlite") {
        // The FTS5 trigram index of 0003 grows from name and phone to every field the owner
        // searches: the e-mail, from, to, campaign and note too. Rebuilt under the same name.
        await sql`DROP TRIGGER leads_search_insert`.execute(db);
        await sql`DROP TRIGGER leads_search_delete`.execute(db);
        await sql`DROP TRIGGER leads_search_update`.execute(db);
        await sql`DROP TABLE leads_search`.execute(db);
        const fields = "name, phone_digits, email, from_location, to_location, utm_campaign, notes";
        const values = (row: string) =>
          `${row}.name, ${digits.replaceAll("phone", `${row}.phone`)}, ${row}.email, ${row}.from_location, ${row}.to_location, ${row}.utm_campaign, ${row}.notes`;
        await sql.raw(`CREATE VIRTUAL TABLE leads_search USING fts5(${fields}, content='', contentless_delete=1, tokenize='trigram')`).execute(db);
        await sql.raw(`INSERT INTO leads_search (rowid, ${fields}) SELECT leads.id, ${values("leads")} FROM leads`).execute(db);
        await sql
          .raw(`CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN INSERT INTO leads_search (rowid, ${fields}) VALUES (new.id, ${values("new")}); END`)
          .execute(db);
        await sql.raw(`CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN DELETE FROM leads_search WHERE rowid = old.id; END`).execute(db);
        await sql
          .raw(
            `CREATE TRIGGER leads_search_update AFTER UPDATE OF name, phone, email, from_location, to_location, utm_campaign, notes ON leads BEGIN
              DELETE FROM leads_search WHERE rowid = old.id;
              INSERT INTO leads_search (rowid, ${fields}) VALUES (new.id, ${values("new")}); END`,
          )
          .execute(db);
        return;
      }

      // PostgreSQL: one pg_trgm index over the same fields joined by spaces (a searched word has
      // none, so it cannot match across two fields), in place of 0003's index on the name alone;
      // the phone's digits keep theirs. Without pg_trgm (0003 could not create it) a search scans.
      const trgm = await sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
      if (trgm.rows.length > 0) {
        await sql`DROP INDEX IF EXISTS leads_name_trgm`.execute(db);
        await sql
          .raw(
            `CREATE INDEX leads_text_trgm ON leads USING gin ((name || ' ' || coalesce(email, '') || ' ' || coalesce(from_location, '') || ' ' ||
            coalesce(to_location, '') || ' ' || coalesce(utm_campaign, '') || ' ' || coalesce(notes, '')) gin_trgm_ops)`,
          )
          .execute(db);
      }
    },
  };
}
