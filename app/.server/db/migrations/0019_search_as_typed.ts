import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0019_search_as_typed, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The search reads a name as people type it (app/lib/lead-search.ts sameQuotes): gershayim and
      // straight or curly double quotes are one mark ("), geresh and apostrophes another ('), so
      // `ד״ר גולן` and `ד"ר גולן`, `עו"ד` and `עו״ד` find the same leads. The indexes hold the text
      // with the marks made one, and grow to what brought the lead: its landing page, campaign,
      // source and referring site. Both are rebuilt from the leads already stored.
      const doubles = "\u05F4\u201C\u201D\u201E\u201F\u2033";
      const singles = "\u05F3\u2018\u2019\u201A\u201B\u0060\u00B4\u2032";
      const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
      const fields = ["name", "email", "from_location", "to_location", "utm_campaign", "notes", "landing_page", "referrer_host", "utm_source"];

      if (engine === "sqlite") {
        // SQLite has no translate(): one replace() per mark, nested.
        const marks = [...[...doubles].map((mark) => [mark, '"']), ...[...singles].map((mark) => [mark, "'"])];
        const sameQuotes = (value: string) => marks.reduce((inner, [mark, as]) => `replace(${inner}, ${literal(mark!)}, ${literal(as!)})`, value);
        const digits = (row: string) => `replace(replace(replace(${row}.phone, '-', ''), ' ', ''), '+', '')`;
        const columns = `${fields.join(", ")}, phone_digits`;
        const values = (row: string) => `${fields.map((field) => sameQuotes(`${row}.${field}`)).join(", ")}, ${digits(row)}`;
        await sql`DROP TRIGGER leads_search_insert`.execute(db);
        await sql`DROP TRIGGER leads_search_delete`.execute(db);
        await sql`DROP TRIGGER leads_search_update`.execute(db);
        await sql`DROP TABLE leads_search`.execute(db);
        await sql.raw(`CREATE VIRTUAL TABLE leads_search USING fts5(${columns}, content='', contentless_delete=1, tokenize='trigram')`).execute(db);
        await sql.raw(`INSERT INTO leads_search (rowid, ${columns}) SELECT leads.id, ${values("leads")} FROM leads`).execute(db);
        await sql.raw(`CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN INSERT INTO leads_search (rowid, ${columns}) VALUES (new.id, ${values("new")}); END`).execute(db);
        await sql.raw(`CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN DELETE FROM leads_search WHERE rowid = old.id; END`).execute(db);
        await sql
          .raw(
            `CREATE TRIGGER leads_search_update AFTER UPDATE OF ${fields.join(", ")}, phone ON leads BEGIN
              DELETE FROM leads_search WHERE rowid = old.id;
              INSERT INTO leads_search (rowid, ${columns}) VALUES (new.id, ${values("new")}); END`,
          )
          .execute(db);
        return;
      }

      // PostgreSQL: leads_text_trgm, rebuilt under its name over the fields joined by spaces, the
      // marks made one by translate(). app/.server/admin-leads/queries.ts repeats the expression
      // exactly, or the planner would not use the index. Without pg_trgm a search scans, as before.
      const trgm = await sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
      if (trgm.rows.length === 0) return;
      const joined = fields.map((field) => (field === "name" ? field : `coalesce(${field}, '')`)).join(" || ' ' || ");
      const expression = `translate(${joined}, ${literal(doubles + singles)}, ${literal('"'.repeat(doubles.length) + "'".repeat(singles.length))})`;
      await sql`DROP INDEX IF EXISTS leads_text_trgm`.execute(db);
      await sql.raw(`CREATE INDEX leads_text_trgm ON leads USING gin ((${expression}) gin_trgm_ops)`).execute(db);
    },
  };
}
