import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseAt, describeOnBothEngines } from "../../../tests/support/both-engines.ts";
import { listLeads } from "../admin-leads/queries.ts";
import { openDb } from "./database.ts";

/** A lead row as the site stored it. */
const lead = (name: string, createdAt: string, more: Record<string, unknown> = {}) => ({
  created_at: createdAt,
  name,
  phone: "050-1234567",
  source: "lead_form",
  ...more,
});

/**
 * Migration 0019 on a database that already holds leads: brought to 0018 by the real migrations,
 * filled as the site left it, then opened as the server opens it. The leads stored before are
 * found with any quote mark and by what brought them: the indexes are rebuilt from the rows.
 */
describeOnBothEngines((engine, _open, target) => {
  describe(`migration 0019 on ${engine}`, () => {
    it("rebuilds the search index from the leads already stored: any quote mark, landing page and campaign", async () => {
      const options = target();
      const postgres = options.databaseUrl !== undefined;
      const before = await databaseAt(options, "0018_application_details");
      try {
        await before
          .insertInto("leads")
          .values([
            lead("עו״ד מיכל לוי", "2026-05-01T10:00:00.000Z", { landing_page: "/shipping-haifa", utm_source: "google", utm_campaign: "haifa-search" }),
            lead('ד"ר גולן', "2026-05-02T10:00:00.000Z", { notes: "ביקש ג׳ק לרכב", referrer_host: "l.facebook.com" }),
            lead("יוסי כהן", "2026-05-03T10:00:00.000Z"),
          ])
          .execute();
        // Before 0019 a gershayim did not find a straight quote, nor the landing page anything.
        if (!postgres) {
          const match = (text: string) => sql<{ n: number }>`SELECT count(*) AS n FROM leads_search WHERE leads_search MATCH ${text}`.execute(before);
          expect((await match('"ד״ר"')).rows[0]!.n).toBe(0);
        }
      } finally {
        await before.destroy();
      }

      const db = await openDb(options);
      try {
        const found = async (search: string) => (await listLeads(db, { view: "all", search })).rows.map((r) => r.name);
        for (const typed of ['עו"ד מיכל', "עו״ד מיכל", "עו”ד"]) expect(await found(typed), typed).toEqual(["עו״ד מיכל לוי"]);
        for (const typed of ['ד"ר גולן', "ד״ר גולן", "ד“ר"]) expect(await found(typed), typed).toEqual(['ד"ר גולן']);
        expect(await found("ג'ק")).toEqual(['ד"ר גולן']);
        expect(await found("shipping-haifa")).toEqual(["עו״ד מיכל לוי"]);
        expect(await found("haifa-search")).toEqual(["עו״ד מיכל לוי"]);
        expect(await found("google")).toEqual(["עו״ד מיכל לוי"]);
        expect(await found("facebook")).toEqual(['ד"ר גולן']);
        expect(await found("כהן")).toEqual(["יוסי כהן"]);
        // The triggers follow what comes after.
        await db.kysely.insertInto("leads").values(lead("רו״ח שרה", "2026-05-04T10:00:00.000Z")).execute();
        expect(await found('רו"ח')).toEqual(["רו״ח שרה"]);
        if (postgres) {
          const { rows } = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE indexname = 'leads_text_trgm'`.execute(db.kysely);
          expect(rows).toHaveLength(1);
          expect(rows[0]!.indexdef).toContain("translate(");
          expect(rows[0]!.indexdef).toContain("landing_page");
        }
      } finally {
        await db.close();
      }
    });
  });
});
