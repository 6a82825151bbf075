import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0006_admin_summary, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The 30-day sources summary read from one index instead of a row per lead
      // (docs/decisions/021-admin-at-a-million-leads.md). Each engine gets the shape it aggregates fastest:
      // PostgreSQL hashes the last 30 days' entries of an index on created_at that carries the
      // attribution columns; SQLite, which can only group by sorting, walks an index already in
      // group order (created_at last), so no sort is needed however many of the leads are recent.
      const live = "is_spam = 0 AND deleted_at IS NULL";
      if (engine === "postgres") {
        await sql
          .raw(
            `CREATE INDEX leads_attribution ON leads (created_at)
            INCLUDE (utm_source, utm_medium, utm_campaign, referrer_host, gclid, fbclid, landing_page) WHERE ${live}`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `CREATE INDEX leads_attribution ON leads (utm_source, utm_medium, utm_campaign, referrer_host,
            (gclid IS NOT NULL), (fbclid IS NOT NULL), landing_page, created_at) WHERE ${live}`,
          )
          .execute(db);
      }

      // Numbers that change, in the same transaction, whenever what the admin summary counts
      // changes, from any code path, process or instance: a cached summary is reused only while
      // they are the same. `version`: leads added, erased, marked spam, moved to or from the
      // trash, or their date or attribution changed (everything the summary shows).
      // `handled_version`: leads marked handled or open again, which only the counts show.
      await sql`CREATE TABLE leads_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL, handled_version bigint NOT NULL)`.execute(db);
      await sql`INSERT INTO leads_version (id, version, handled_version) VALUES (1, 0, 0)`.execute(db);
      const columns = "is_spam, deleted_at, created_at, utm_source, utm_medium, utm_campaign, referrer_host, gclid, fbclid, landing_page";
      const bump = "UPDATE leads_version SET version = version + 1 WHERE id = 1;";
      const bumpHandled = "UPDATE leads_version SET handled_version = handled_version + 1 WHERE id = 1;";
      if (engine === "postgres") {
        await sql.raw(`CREATE FUNCTION leads_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bump} RETURN NULL; END; $$`).execute(db);
        await sql
          .raw(`CREATE FUNCTION leads_bump_handled_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bumpHandled} RETURN NULL; END; $$`)
          .execute(db);
        // Once per statement: a purge of thousands of leads is one bump.
        await sql
          .raw(
            `CREATE TRIGGER leads_bump_version
            AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${columns} ON leads
            FOR EACH STATEMENT EXECUTE FUNCTION leads_bump_version()`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER leads_bump_handled_version
            AFTER UPDATE OF handled_at ON leads
            FOR EACH STATEMENT EXECUTE FUNCTION leads_bump_handled_version()`,
          )
          .execute(db);
        return;
      }
      // SQLite triggers are per row.
      await sql.raw(`CREATE TRIGGER leads_version_insert AFTER INSERT ON leads BEGIN ${bump} END`).execute(db);
      await sql.raw(`CREATE TRIGGER leads_version_delete AFTER DELETE ON leads BEGIN ${bump} END`).execute(db);
      await sql.raw(`CREATE TRIGGER leads_version_update AFTER UPDATE OF ${columns} ON leads BEGIN ${bump} END`).execute(db);
      await sql.raw(`CREATE TRIGGER leads_version_handled AFTER UPDATE OF handled_at ON leads BEGIN ${bumpHandled} END`).execute(db);
    },
  };
}
