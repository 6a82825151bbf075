import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseAt, describeOnBothEngines } from "../../../tests/support/both-engines.ts";
import { countLeads, findLead, listLeads } from "../admin-leads/queries.ts";
import { openDb } from "./database.ts";

/**
 * Migration 0014 on a database made before it (docs/decisions/048-lead-stages.md): a lead marked
 * handled becomes "closed" (neither won nor lost: we do not know which), an open one "new", and
 * the one note each lead had becomes the first entry of its note history. The database is
 * brought to 0013 by the real migrations, filled as the admin left it, then opened as the server
 * opens it (openDb: every migration since).
 */
describeOnBothEngines((engine, _open, target) => {
  describe(`migration 0014 on ${engine}`, () => {
    it("moves a handled lead to closed and its note into lead_notes; open leads become new", async () => {
      const options = target();
      const before = await databaseAt(options, "0013_customer_search");
      try {
        const lead = (name: string, createdAt: string, more: Record<string, unknown> = {}) => ({
          created_at: createdAt,
          name,
          phone: "050-1234567",
          source: "lead_form",
          is_spam: 0,
          ...more,
        });
        await before
          .insertInto("leads")
          .values([
            lead("טופל עם הערה", "2026-05-01T10:00:00.000Z", { handled_at: "2026-05-02T10:00:00.000Z", notes: "חזרנו ללקוח, הזמין" }),
            lead("פתוח", "2026-05-03T10:00:00.000Z"),
            lead("פתוח עם הערה", "2026-05-04T10:00:00.000Z", { notes: "להתקשר מחר" }),
          ])
          .execute();
      } finally {
        await before.destroy();
      }

      const db = await openDb(options);
      try {
        const ids = Object.fromEntries(
          (await db.kysely.selectFrom("leads").select(["id", "name"]).execute()).map((row) => [row.name, Number(row.id)]),
        ) as Record<string, number>;
        const handled = await findLead(db, ids["טופל עם הערה"]!);
        expect(handled).toMatchObject({
          stage: "closed",
          handledAt: "2026-05-02T10:00:00.000Z",
          wonValue: null,
          lostReason: null,
          notes: "חזרנו ללקוח, הזמין",
        });
        expect(await findLead(db, ids["פתוח"]!)).toMatchObject({ stage: "new", handledAt: null });

        const notes = await db.kysely.selectFrom("lead_notes").select(["lead_id", "at", "user_id", "user_email", "body"]).orderBy("lead_id").execute();
        expect(notes.map((n) => ({ ...n, lead_id: Number(n.lead_id) }))).toEqual([
          { lead_id: ids["טופל עם הערה"], at: "2026-05-01T10:00:00.000Z", user_id: null, user_email: null, body: "חזרנו ללקוח, הזמין" },
          { lead_id: ids["פתוח עם הערה"], at: "2026-05-04T10:00:00.000Z", user_id: null, user_email: null, body: "להתקשר מחר" },
        ]);

        // Closed: out of the open view and out of every stage's view, in "all"; counted nowhere but there.
        expect((await listLeads(db, { view: "open" })).rows.map((r) => r.name)).toEqual(["פתוח עם הערה", "פתוח"]);
        expect((await listLeads(db, { view: "new" })).total).toBe(2);
        for (const view of ["no_answer", "quote_sent", "won", "lost"] as const) expect((await listLeads(db, { view })).total, view).toBe(0);
        expect((await listLeads(db, { view: "all" })).total).toBe(3);
        expect(await countLeads(db)).toMatchObject({ total: 3, open: 2, new: 2, no_answer: 0, quote_sent: 0, won: 0, lost: 0 });

        // The database refuses a stage it does not know.
        await expect(sql`UPDATE leads SET stage = 'handled' WHERE id = ${ids["פתוח"]!}`.execute(db.kysely)).rejects.toThrow();
      } finally {
        await db.close();
      }
    });
  });
});
