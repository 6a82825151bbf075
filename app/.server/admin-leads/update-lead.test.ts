import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothEngines } from "../../../tests/support/both-engines.ts";
import { leadInput } from "../../../tests/support/lead-fixtures.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { findLead, updateLead } from "./queries.ts";

/**
 * The admin changes a lead's stage and writes its note in one change: updateLead. When the note's
 * write fails, the stage must not stay behind on its own, on either engine. A trigger that
 * refuses one note stands in for any failure after the row has been written (a constraint, a
 * lost connection, a full disk).
 */
describeOnBothEngines((engine, open) => {
  describe(`updateLead on ${engine}: both changes or neither`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
      if (db.engine === "sqlite") {
        await sql`CREATE TRIGGER refuse_boom_note AFTER UPDATE ON leads WHEN NEW.notes = 'boom' BEGIN SELECT RAISE(ABORT, 'note refused'); END`.execute(
          db.kysely,
        );
      } else {
        await sql`CREATE FUNCTION refuse_boom_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'note refused'; END; $$`.execute(db.kysely);
        await sql`CREATE TRIGGER refuse_boom_note AFTER UPDATE ON leads FOR EACH ROW WHEN (NEW.notes = 'boom') EXECUTE FUNCTION refuse_boom_note()`.execute(
          db.kysely,
        );
      }
    });
    afterAll(async () => {
      await sql`DROP TRIGGER IF EXISTS refuse_boom_note${sql.raw(db.engine === "sqlite" ? "" : " ON leads")}`.execute(db.kysely);
      if (db.engine === "postgres") await sql`DROP FUNCTION IF EXISTS refuse_boom_note()`.execute(db.kysely);
      await db.close();
    });

    it("a failing note leaves the stage undone", async () => {
      const won = { stage: "won", wonValue: 450, lostReason: null } as const;
      const reopened = { stage: "no_answer", wonValue: null, lostReason: null } as const;
      const id = await saveLead(db, leadInput({ name: `אטומי ${engine}` }), { spam: false });
      await expect(updateLead(db, id, { stage: won, note: "boom" })).rejects.toThrow(/note refused/);
      expect(await findLead(db, id)).toMatchObject({ id, stage: "new", wonValue: null, handledAt: null, notes: null });

      // Reopening with a failing note keeps the lead won, its value and its earlier note.
      const closed = await updateLead(db, id, { stage: won, note: "להתקשר מחר" }, new Date("2026-05-02T10:00:00Z"));
      expect(closed).toMatchObject({ stage: "won", wonValue: 450, handledAt: "2026-05-02T10:00:00.000Z", notes: "להתקשר מחר" });
      await expect(updateLead(db, id, { stage: reopened, note: "boom" })).rejects.toThrow(/note refused/);
      expect(await findLead(db, id)).toMatchObject({ stage: "won", wonValue: 450, handledAt: "2026-05-02T10:00:00.000Z", notes: "להתקשר מחר" });

      // Without the failure, both changes land together.
      expect(await updateLead(db, id, { stage: reopened, note: "שוב" })).toMatchObject({ stage: "no_answer", wonValue: null, handledAt: null, notes: "שוב" });
    });
  });
});
