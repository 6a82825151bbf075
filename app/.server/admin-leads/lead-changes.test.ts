import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothEngines } from "../../../tests/support/both-engines.ts";
import { leadInput } from "../../../tests/support/lead-fixtures.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { eraseLead, noteLead, restoreLead, stageLead, trashLead } from "./lead-changes.ts";
import { leadNotes } from "./notes.ts";
import { findLead } from "./queries.ts";

/**
 * Each lead change and its activity-log entry are one transaction: when the entry cannot be
 * written, the change is not kept either, on either engine (so the form posted again adds the
 * note once). A trigger that refuses the log's entries stands in for any failure of that write.
 */
describeOnBothEngines((engine, open) => {
  describe(`lead changes on ${engine}: the change and its log entry, or neither`, () => {
    let db: Db;
    const actor = { userId: 1, userEmail: "owner@example.co.il", client: "127.0.0.1" };
    const refuseLog = async () => {
      if (db.engine === "sqlite") {
        await sql`CREATE TRIGGER refuse_log BEFORE INSERT ON activity_log BEGIN SELECT RAISE(ABORT, 'log refused'); END`.execute(db.kysely);
      } else {
        await sql`CREATE FUNCTION refuse_log() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'log refused'; END; $$`.execute(db.kysely);
        await sql`CREATE TRIGGER refuse_log BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION refuse_log()`.execute(db.kysely);
      }
    };
    const allowLog = async () => {
      await sql`DROP TRIGGER IF EXISTS refuse_log${sql.raw(db.engine === "sqlite" ? "" : " ON activity_log")}`.execute(db.kysely);
      if (db.engine === "postgres") await sql`DROP FUNCTION IF EXISTS refuse_log()`.execute(db.kysely);
    };
    const logged = async (leadId: number) =>
      (await db.kysely.selectFrom("activity_log").select("action").where("lead_id", "=", leadId).orderBy("id").execute()).map((row) => row.action);

    beforeAll(async () => {
      db = await open();
    });
    afterAll(async () => {
      await allowLog();
      await db.close();
    });

    it("a refused log entry leaves no note, stage, trash, restore or erase behind", async () => {
      const id = await saveLead(db, leadInput({ name: `יומן ${engine}` }), { spam: false });
      const inTrash = await saveLead(db, leadInput({ name: `בסל ${engine}` }), { spam: false });
      await trashLead(db, inTrash, actor);

      await refuseLog();
      try {
        await expect(noteLead(db, id, "הערה אחת", actor)).rejects.toThrow();
        await expect(stageLead(db, id, { stage: "won", wonValue: 450, lostReason: null }, actor)).rejects.toThrow();
        await expect(trashLead(db, id, actor)).rejects.toThrow();
        await expect(restoreLead(db, inTrash, actor)).rejects.toThrow();
        await expect(eraseLead(db, inTrash, actor)).rejects.toThrow();
      } finally {
        await allowLog();
      }

      const lead = await findLead(db, id);
      expect(lead).toMatchObject({ stage: "new", wonValue: null, deletedAt: null, notes: null });
      expect(await leadNotes(db, id)).toEqual([]);
      expect((await findLead(db, inTrash))?.deletedAt).not.toBeNull();
      expect(await logged(id)).toEqual([]);

      // Posted again once the log is back: the note once, the stage once, each with its entry.
      expect(await noteLead(db, id, "הערה אחת", actor)).toBe(true);
      expect(await stageLead(db, id, { stage: "won", wonValue: 450, lostReason: null }, actor)).toMatchObject({ before: { stage: "new" } });
      expect((await leadNotes(db, id)).map((note) => note.body)).toEqual(["הערה אחת"]);
      expect(await findLead(db, id)).toMatchObject({ stage: "won", wonValue: 450 });
      expect(await logged(id)).toEqual(["note", "stage"]);
    });

    it("a change that finds no lead writes no entry", async () => {
      const missing = 987_654;
      expect(await noteLead(db, missing, "x", actor)).toBe(false);
      expect(await stageLead(db, missing, { stage: "won", wonValue: null, lostReason: null }, actor)).toBeUndefined();
      expect(await restoreLead(db, missing, actor)).toBe(false);
      expect(await eraseLead(db, missing, actor)).toBe(false);
      expect(await logged(missing)).toEqual([]);
    });
  });
});
