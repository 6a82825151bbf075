import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../engine.ts";

/** Migration 0024_sources_without_applications, as shipped: never edit it (add a new migration instead; see ../migrations.ts). */
export function migration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The summary's sources and landing pages count customers' leads only: job applications are
      // counted apart (0020, decision 072). The index of 0006 that answers them leaves the
      // applications out, in the same shape per engine, so the summary still reads no table row.
      const customers = "is_spam = 0 AND deleted_at IS NULL AND source <> 'join_team'";
      await sql`DROP INDEX leads_attribution`.execute(db);
      if (engine === "postgres") {
        await sql
          .raw(
            `CREATE INDEX leads_attribution ON leads (created_at)
            INCLUDE (utm_source, utm_medium, utm_campaign, referrer_host, gclid, fbclid, landing_page) WHERE ${customers}`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `CREATE INDEX leads_attribution ON leads (utm_source, utm_medium, utm_campaign, referrer_host,
            (gclid IS NOT NULL), (fbclid IS NOT NULL), landing_page, created_at) WHERE ${customers}`,
          )
          .execute(db);
      }
    },
  };
}
