import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { leadInput as lead } from "../../../tests/support/lead-fixtures.ts";
import { stageMessages, type LeadStage } from "../../lib/lead-stages.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { stageLead } from "./lead-changes.ts";
import { changeStage, countLeads, findLead, listLeads, type StageMove } from "./queries.ts";

const at = (iso: string) => ({ spam: false, now: new Date(iso) });
const change = (stage: LeadStage) => ({ stage, wonValue: null, lostReason: null });
const actor = { userId: 1, userEmail: "owner@example.co.il", client: "127.0.0.1" };

/**
 * Job applications apart from customers (issue 42): their own view and count, in no customer's
 * view or figure, their own stages (migration 0020), and neither kind put in the other's stage.
 */
function applicantSuite(engine: string, open: () => Promise<Db>) {
  describe(`job applications apart on ${engine}`, () => {
    const db = suiteDb(open, ["leads", "activity_log"]);

    it("keeps applications out of the customers' views and figures, in their own view with its count", async () => {
      const now = new Date("2026-05-01T12:00:00Z");
      await saveLead(db, lead({ name: "לקוחה" }), at("2026-05-01T10:00:00Z"));
      const applicant = await saveLead(db, lead({ name: "מועמד", source: "join_team" }), at("2026-05-01T11:00:00Z"));
      await saveLead(db, lead({ name: "מועמדת", source: "join_team" }), at("2026-05-01T11:30:00Z"));
      await changeStage(db, applicant, change("hired"), now);

      for (const view of ["open", "new", "no_answer", "quote_sent", "won", "lost", "all"] as const)
        expect(
          (await listLeads(db, { view })).rows.every((row) => row.source !== "join_team"),
          view,
        ).toBe(true);
      const applicants = await listLeads(db, { view: "applicants" });
      expect(applicants.rows.map((row) => [row.name, row.stage])).toEqual([
        ["מועמדת", "new"],
        ["מועמד", "hired"],
      ]);
      expect(applicants.total).toBe(2);
      expect(await countLeads(db, now)).toMatchObject({ total: 1, today: 1, week: 1, open: 1, new: 1, won: 0, applicants: 2 });
    });

    it("moves an application through its own stages, closing it when hired or not suitable, with the undo", async () => {
      const id = await saveLead(db, lead({ source: "join_team" }), at("2026-05-01T10:00:00Z"));
      expect(await findLead(db, id)).toMatchObject({ stage: "new", handledAt: null, awaitingFirstContact: true });
      for (const stage of ["called", "interview"] as const)
        expect(await changeStage(db, id, change(stage))).toMatchObject({ lead: { stage, handledAt: null } });
      const hired = (await changeStage(db, id, change("hired"), new Date("2026-05-03T10:00:00Z"))) as StageMove;
      expect(hired.before).toEqual(change("interview"));
      expect(hired.lead).toMatchObject({ stage: "hired", handledAt: "2026-05-03T10:00:00.000Z" });
      // The undo puts back exactly what it was; the customer's stage column is untouched.
      expect(await changeStage(db, id, hired.before)).toMatchObject({ lead: { stage: "interview", handledAt: null } });
      expect(await changeStage(db, id, change("new"))).toMatchObject({ lead: { stage: "new" } });
      const row = await db.kysely.selectFrom("leads").select(["stage", "applicant_stage"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toEqual({ stage: "new", applicant_stage: "new" });
    });

    it("refuses a customer's stage on an application and an applicant's on a customer, in Hebrew, unchanged and unlogged", async () => {
      const applicant = await saveLead(db, lead({ source: "join_team" }), at("2026-05-01T10:00:00Z"));
      const customer = await saveLead(db, lead(), at("2026-05-01T10:00:00Z"));
      for (const stage of ["no_answer", "quote_sent", "won", "lost", "closed"] as const)
        expect(await stageLead(db, applicant, change(stage), actor), stage).toEqual({ refused: stageMessages.customerStageOnApplicant });
      for (const stage of ["called", "interview", "hired", "not_suitable"] as const)
        expect(await stageLead(db, customer, change(stage), actor), stage).toEqual({ refused: stageMessages.applicantStageOnCustomer });
      expect(await findLead(db, applicant)).toMatchObject({ stage: "new", handledAt: null });
      expect(await findLead(db, customer)).toMatchObject({ stage: "new", handledAt: null });
      expect(await db.kysely.selectFrom("activity_log").select("id").execute()).toEqual([]);
      // "new" is both kinds': each takes it in its own column.
      expect(await stageLead(db, customer, change("won"), actor)).toMatchObject({ lead: { stage: "won" } });
      expect(await stageLead(db, customer, change("new"), actor)).toMatchObject({ lead: { stage: "new" } });
      expect(await stageLead(db, applicant, change("new"), actor)).toMatchObject({ lead: { stage: "new" } });
    });
  });
}

describeOnBothEngines((engine, open) => applicantSuite(engine, open));
