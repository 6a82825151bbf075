import { describe, expect, it } from "vitest";
import { databaseAt, describeOnBothEngines } from "../../../tests/support/both-engines.ts";
import { findLead } from "../admin-leads/queries.ts";
import { openDb } from "./database.ts";

/**
 * Migration 0023 on a database whose first contacts have been recorded since 0014 ran (here on
 * 2026-11-20; 0001..0014 ran then, the rest now): only the leads that came before that are marked
 * as not known, and a later lead, called or not, is read as before. The database is brought to
 * 0022 by the real migrations, filled, then opened as the server opens it. (The upgrade from
 * 2026-11-25, where every lead came before: upgrade-from-release.test.ts.)
 */
describeOnBothEngines((engine, _open, target) => {
  describe(`migration 0023 on ${engine}`, () => {
    it("marks the leads that came before first contacts were recorded, and no other", async () => {
      const options = target();
      const before = await databaseAt(options, "0022_join_team_contacts");
      try {
        await before
          .withTables<{ kysely_migration: { name: string; timestamp: string } }>()
          .updateTable("kysely_migration")
          .set({ timestamp: "2026-11-20T08:00:00.000Z" })
          .where("name", "<=", "0014_follow_up")
          .execute();
        const lead = (name: string, createdAt: string, contactedAt: string | null = null) => ({
          created_at: createdAt,
          name,
          phone: "050-1234567",
          source: "lead_form",
          is_spam: 0,
          first_contact_at: contactedAt,
          first_contact_via: contactedAt ? "call" : null,
        });
        await before
          .insertInto("leads")
          .values([
            lead("לפני", "2026-11-20T07:59:00.000Z"),
            lead("אחרי", "2026-11-20T08:01:00.000Z"),
            lead("אחרי ודובר", "2026-11-21T09:00:00.000Z", "2026-11-21T09:10:00.000Z"),
          ])
          .execute();
      } finally {
        await before.destroy();
      }

      const db = await openDb(options);
      try {
        const byName = Object.fromEntries((await db.kysely.selectFrom("leads").select(["id", "name"]).execute()).map((row) => [row.name, Number(row.id)]));
        expect(await findLead(db, byName["לפני"]!)).toMatchObject({ firstContact: "unrecorded", awaitingFirstContact: false });
        expect(await findLead(db, byName["אחרי"]!)).toMatchObject({ firstContact: null, awaitingFirstContact: true });
        expect(await findLead(db, byName["אחרי ודובר"]!)).toMatchObject({
          firstContact: { at: "2026-11-21T09:10:00.000Z", via: "call" },
          awaitingFirstContact: false,
        });
      } finally {
        await db.close();
      }
    });
  });
});
