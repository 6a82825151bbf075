import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0012_lead_change_spam, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // An insert caught by the honeypot says so in its notification (as the app says it on
      // SQLite): an open admin tab neither chimes nor marks it new (docs/decisions/047).
      if (engine !== "postgres") return;
      await sql`
          CREATE OR REPLACE FUNCTION leads_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF TG_OP = 'DELETE' THEN
              PERFORM pg_notify('leads_changes', json_build_object('op', 'delete', 'id', OLD.id)::text);
            ELSIF TG_OP = 'INSERT' AND NEW.is_spam <> 0 THEN
              PERFORM pg_notify('leads_changes', json_build_object('op', 'insert', 'id', NEW.id, 'spam', true)::text);
            ELSE
              PERFORM pg_notify('leads_changes', json_build_object('op', lower(TG_OP), 'id', NEW.id)::text);
            END IF;
            RETURN NULL;
          END;
          $$`.execute(db);
    },
  };
}
