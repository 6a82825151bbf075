import { type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider, sql } from "kysely";

export type Engine = "sqlite" | "postgres";

/** Versioned migrations, in code so they ship inside the server build. Never edit one that has shipped. */
function migrations(engine: Engine): Record<string, Migration> {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  /** The id column of every table: an identity on PostgreSQL, SQLite's autoincrement. Shipped migrations use it: never change it. */
  const identity = (c: ColumnDefinitionBuilder) => (engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement());
  return {
    "0001_leads": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("leads")
          .addColumn("id", "integer", identity)
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("email", "text")
          .addColumn("from_location", "text")
          .addColumn("to_location", "text")
          .addColumn("source", "text", (c) => c.notNull())
          .addColumn("notes", "text")
          .addColumn("page_path", "text")
          .addColumn("consent_at", timestamp)
          .addColumn("is_spam", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("notified_at", timestamp)
          .addColumn("notify_attempts", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
        await sql`CREATE INDEX leads_pending_notice ON leads (id) WHERE notified_at IS NULL AND is_spam = 0`.execute(db);
      },
    },
    "0002_auth": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("users")
          .addColumn("id", "integer", identity)
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("password_hash", "text", (c) => c.notNull())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("user_roles")
          .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
          .addColumn("role", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role"])
          .execute();
        await db.schema
          .createTable("sessions")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("expires_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
        await db.schema
          .createTable("sign_in_throttle")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("window_start", timestamp, (c) => c.notNull())
          .addColumn("blocked_until", timestamp)
          .addColumn("succeeded_at", timestamp)
          .execute();
      },
    },
    "0003_lead_handling": {
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
    },
    "0004_lead_path_hardening": {
      async up(db: Kysely<unknown>) {
        // A notice is claimed by one instance until this lease ends; a crashed instance's claim expires.
        await db.schema.alterTable("leads").addColumn("notice_claimed_until", timestamp).execute();
        if (engine === "postgres") {
          // rate-limiter-flexible's PostgreSQL store: one table shared by every limiter (keys are prefixed).
          await sql`CREATE TABLE rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`.execute(db);
        }
      },
    },
    "0005_admin_workplace": {
      async up(db: Kysely<unknown>) {
        // Trash: a deleted lead keeps its row until restored, erased, or purged after 30 days.
        await db.schema.alterTable("leads").addColumn("deleted_at", timestamp).execute();
        // Where the lead came from (for the visit only, sent with the form) and the estimate it saw.
        for (const column of [
          "landing_page",
          "referrer_host",
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "utm_term",
          "utm_content",
          "gclid",
          "fbclid",
          "quote_from",
          "quote_to",
          "quote_size",
          "quote_model",
        ]) {
          await db.schema.alterTable("leads").addColumn(column, "text").execute();
        }
        await db.schema.alterTable("leads").addColumn("quote_price", "integer").execute();
        // The view indexes leave the trash out, so pages and counts stay index-only.
        for (const name of ["leads_genuine", "leads_open", "leads_handled", "leads_spam"]) {
          await sql.raw(`DROP INDEX ${name}`).execute(db);
        }
        const live = "deleted_at IS NULL";
        await sql.raw(`CREATE INDEX leads_genuine ON leads (created_at, id) WHERE is_spam = 0 AND ${live}`).execute(db);
        await sql.raw(`CREATE INDEX leads_open ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NULL AND ${live}`).execute(db);
        await sql.raw(`CREATE INDEX leads_handled ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NOT NULL AND ${live}`).execute(db);
        await sql.raw(`CREATE INDEX leads_spam ON leads (created_at, id) WHERE is_spam = 1 AND ${live}`).execute(db);
        await sql`CREATE INDEX leads_trash ON leads (deleted_at, id) WHERE deleted_at IS NOT NULL`.execute(db);

        // Who did what, when, from where, to which lead. No foreign keys: the record outlives the
        // user and the lead it names.
        await db.schema
          .createTable("activity_log")
          .addColumn("id", "integer", identity)
          .addColumn("at", timestamp, (c) => c.notNull())
          .addColumn("user_id", "integer")
          .addColumn("user_email", "text")
          .addColumn("client", "text")
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("lead_id", "integer")
          .addColumn("details", "text")
          .execute();
        await db.schema.createIndex("activity_log_at").on("activity_log").columns(["at", "id"]).execute();
        await db.schema.createIndex("activity_log_lead").on("activity_log").columns(["lead_id", "at"]).execute();

        if (engine === "postgres") {
          // Moving to and from the trash is a change the other admin pages must hear of.
          await sql`DROP TRIGGER leads_notify_change ON leads`.execute(db);
          await sql`
            CREATE TRIGGER leads_notify_change
            AFTER INSERT OR DELETE OR UPDATE OF handled_at, notes, deleted_at ON leads
            FOR EACH ROW EXECUTE FUNCTION leads_notify_change()`.execute(db);
        }
      },
    },
    "0006_admin_summary": {
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
    },
    "0007_backups": {
      async up(db: Kysely<unknown>) {
        // One row per backup taken (by the server's daily job or `npm run backup`), so every
        // instance's status card and /metrics see the last one, whichever instance took it.
        await db.schema
          .createTable("backup_runs")
          .addColumn("id", "integer", identity)
          .addColumn("started_at", timestamp, (c) => c.notNull())
          .addColumn("finished_at", timestamp, (c) => c.notNull())
          /** The file's name inside BACKUP_DIR; null when the backup failed. */
          .addColumn("file", "text")
          .addColumn("bytes", "bigint")
          .addColumn("sha256", "text")
          /** "ok" or "failed". */
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("error", "text")
          /** "none" (no BACKUP_AFTER), "ok" or "failed". */
          .addColumn("after_status", "text", (c) => c.notNull().defaultTo("none"))
          .addColumn("after_error", "text")
          .execute();
        await db.schema.createIndex("backup_runs_finished_at").on("backup_runs").column("finished_at").execute();
      },
    },
    "0008_two_factor": {
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
    },
    "0009_second_step_budget": {
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
    },
    "0010_applicants_view": {
      async up(db: Kysely<unknown>) {
        // The admin's applicants view (job applications from the join-team page), newest first,
        // and its count, read from this index alone as the other views read theirs (0005).
        await sql`CREATE INDEX leads_applicants ON leads (created_at, id) WHERE source = 'join_team' AND is_spam = 0 AND deleted_at IS NULL`.execute(db);
      },
    },
  };
}

export function migrationProvider(engine: Engine): MigrationProvider {
  return { getMigrations: async () => migrations(engine) };
}
