import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseAt, describeOnBothEngines } from "../../../tests/support/both-engines.ts";
import { countLeads, findLead, listLeads } from "../admin-leads/queries.ts";
import { openDb } from "./database.ts";

/**
 * Migration 0020 on a database filled before it (issue 42): each job application the owner had
 * already moved through a customer's stages takes its nearest applicant stage (won: hired, lost:
 * not suitable, no answer, quote sent or closed: called), keeps when it was closed, and leaves
 * the customers' views and counts; customers keep their stages. The database is brought to 0018
 * by the real migrations, filled, then opened as the server opens it.
 */
describeOnBothEngines((engine, _open, target) => {
  describe(`migration 0020 on ${engine}`, () => {
    it("gives the applications their own stages and takes them out of the customers' views", async () => {
      const options = target();
      const before = await databaseAt(options, "0018_application_details");
      const stages = ["new", "no_answer", "quote_sent", "won", "lost", "closed"] as const;
      try {
        const lead = (name: string, source: string, stage: (typeof stages)[number], hour: number) => ({
          created_at: `2026-05-01T${String(hour).padStart(2, "0")}:00:00.000Z`,
          name,
          phone: "050-1234567",
          source,
          is_spam: 0,
          stage,
          handled_at: stage === "won" || stage === "lost" || stage === "closed" ? "2026-05-02T10:00:00.000Z" : null,
        });
        await before
          .insertInto("leads")
          .values([
            ...stages.map((stage, index) => lead(`מועמד ${stage}`, "join_team", stage, index)),
            ...stages.map((stage, index) => lead(`לקוח ${stage}`, "lead_form", stage, 10 + index)),
          ])
          .execute();
      } finally {
        await before.destroy();
      }

      const db = await openDb(options);
      try {
        const byName = Object.fromEntries((await db.kysely.selectFrom("leads").select(["id", "name"]).execute()).map((row) => [row.name, Number(row.id)]));
        const stageOf = async (name: string) => (await findLead(db, byName[name]!))?.stage;
        expect(await Promise.all(stages.map((stage) => stageOf(`מועמד ${stage}`)))).toEqual(["new", "called", "called", "hired", "not_suitable", "called"]);
        expect(await Promise.all(stages.map((stage) => stageOf(`לקוח ${stage}`)))).toEqual([...stages]);
        expect(await findLead(db, byName["מועמד won"]!)).toMatchObject({ handledAt: "2026-05-02T10:00:00.000Z" });

        expect((await listLeads(db, { view: "applicants" })).total).toBe(6);
        for (const view of ["open", "new", "no_answer", "quote_sent", "won", "lost", "all"] as const)
          expect(
            (await listLeads(db, { view })).rows.map((row) => row.source),
            view,
          ).not.toContain("join_team");
        expect(await countLeads(db)).toMatchObject({ total: 6, open: 3, new: 1, no_answer: 1, quote_sent: 1, won: 1, lost: 1, applicants: 6 });

        // The database refuses a stage no application has.
        await expect(sql`UPDATE leads SET applicant_stage = 'won' WHERE id = ${byName["מועמד new"]!}`.execute(db.kysely)).rejects.toThrow();
      } finally {
        await db.close();
      }
    });
  });
});
