import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { leadInput as lead, recordingStatements, sqlitePlan } from "../../../tests/support/lead-fixtures.ts";
import { createUser } from "../auth/accounts.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { dismissHandledNotice, handledNoticeFor } from "./handled-notice-store.ts";
import { moveToTrash, updateLead } from "./queries.ts";

const toStage = (stage: "closed" | "won" | "new") => ({ stage: { stage, wonValue: null, lostReason: null } });

function handledNoticeSuite(engine: string, open: () => Promise<Db>) {
  describe(`the notice about the leads marked handled before the stages, on ${engine}`, () => {
    const db = suiteDb(open, ["leads", "user_roles", "sessions", "users"]);
    const owner = () => createUser(db, "owner@example.co.il", "a long enough password 1", { admin: true });
    const closedLead = async (overrides = {}, spam = false) => {
      const id = await saveLead(db, lead(overrides), { spam });
      await updateLead(db, id, toStage("closed"));
      return id;
    };

    it("is not shown while no lead is closed, whatever else the leads are", async () => {
      const userId = await owner();
      await saveLead(db, lead(), { spam: false });
      await updateLead(db, await saveLead(db, lead(), { spam: false }), toStage("won"));
      expect(await handledNoticeFor(db, userId)).toBeNull();
    });

    it("counts the closed leads the 'הכל' view lists: not those in the trash, caught as spam or applications", async () => {
      const userId = await owner();
      await closedLead();
      await closedLead({ name: "יוסי לוי" });
      await moveToTrash(db, await closedLead());
      await closedLead({}, true);
      await closedLead({ source: "join_team" });
      // Moved on since: no longer "טופל".
      await updateLead(db, await closedLead(), toStage("new"));
      expect(await handledNoticeFor(db, userId)).toBe(2);
    });

    it("goes for good for the admin who read it, and only for them; a second 'הבנתי' keeps the first time", async () => {
      const userId = await owner();
      const second = await createUser(db, "partner@example.co.il", "a long enough password 2", { admin: true });
      await closedLead();
      await dismissHandledNotice(db, userId, new Date("2026-12-01T08:00:00Z"));
      await dismissHandledNotice(db, userId, new Date("2026-12-02T08:00:00Z"));
      expect(await handledNoticeFor(db, userId)).toBeNull();
      expect(await handledNoticeFor(db, second)).toBe(1);
      const read = await db.kysely.selectFrom("users").select("handled_notice_read_at").where("id", "=", userId).executeTakeFirstOrThrow();
      expect(new Date(read.handled_notice_read_at!).toISOString()).toBe("2026-12-01T08:00:00.000Z");
      // Nobody by that id: nothing to tell.
      expect(await handledNoticeFor(db, 987_654)).toBeNull();
    });

    it("once read, does not count the leads again", async () => {
      const userId = await owner();
      await closedLead();
      await dismissHandledNotice(db, userId);
      const { db: watched, sent } = recordingStatements(db);
      expect(await handledNoticeFor(watched, userId)).toBeNull();
      expect(sent).toHaveLength(1);
    });

    it.runIf(engine === "SQLite")("counts from the closed leads' own index", async () => {
      const userId = await owner();
      await closedLead();
      const { db: watched, sent } = recordingStatements(db);
      await handledNoticeFor(watched, userId);
      expect(sent).toHaveLength(2);
      expect(await sqlitePlan(db, sent[1]!)).toMatch(/INDEX leads_stage_closed\b/);
    });
  });
}

describeOnBothEngines((engine, open) => handledNoticeSuite(engine, open));
