import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothEngines } from "../../../tests/support/both-engines.ts";
import { TEMPLATES_MAX } from "../../lib/reply-templates.ts";
import type { Db } from "../db/database.ts";
import { listTemplates } from "./reply-template-store.ts";
import { addTemplateLogged, deleteTemplateLogged, editTemplateLogged } from "./template-changes.ts";

/**
 * Each template change and its activity-log entry are one transaction: when the entry cannot be
 * written, the change is not kept either, on either engine (so the form posted again adds the
 * template once). A trigger that refuses the log's entries stands in for any failure of that write.
 */
describeOnBothEngines((engine, open) => {
  describe(`template changes on ${engine}: the change and its log entry, or neither`, () => {
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
    const logged = async () =>
      (await db.kysely.selectFrom("activity_log").select("action").where("action", "like", "template_%").orderBy("id").execute()).map((row) => row.action);

    beforeAll(async () => {
      db = await open();
    });
    afterAll(async () => {
      await allowLog();
      await db.close();
    });

    it("a refused log entry leaves no template added, edited or deleted", async () => {
      expect(await addTemplateLogged(db, { title: "קיימת", body: "שלום {שם}" }, actor)).toBe(true);
      const [kept] = await listTemplates(db);

      await refuseLog();
      try {
        await expect(addTemplateLogged(db, { title: "חדשה", body: "שלום" }, actor)).rejects.toThrow();
        await expect(editTemplateLogged(db, kept!.id, { title: "שונתה", body: "אחרת" }, actor)).rejects.toThrow();
        await expect(deleteTemplateLogged(db, kept!.id, actor)).rejects.toThrow();
      } finally {
        await allowLog();
      }

      expect(await listTemplates(db)).toEqual([kept]);
      expect(await logged()).toEqual(["template_add"]);

      // Posted again once the log is back: each change once, each with its entry.
      expect(await addTemplateLogged(db, { title: "חדשה", body: "שלום" }, actor)).toBe(true);
      expect(await editTemplateLogged(db, kept!.id, { title: "שונתה", body: "אחרת" }, actor)).toBe(true);
      expect((await listTemplates(db)).map((template) => template.title)).toEqual(["שונתה", "חדשה"]);
      expect(await deleteTemplateLogged(db, kept!.id, actor)).toBe(true);
      expect((await listTemplates(db)).map((template) => template.title)).toEqual(["חדשה"]);
      expect(await logged()).toEqual(["template_add", "template_add", "template_edit", "template_delete"]);
    });

    it("a change that finds no template, or an addition past the limit, writes no entry", async () => {
      const before = await logged();
      const missing = 987_654;
      expect(await editTemplateLogged(db, missing, { title: "אין", body: "אין" }, actor)).toBe(false);
      expect(await deleteTemplateLogged(db, missing, actor)).toBe(false);
      for (let count = (await listTemplates(db)).length; count < TEMPLATES_MAX; count++) {
        expect(await addTemplateLogged(db, { title: `מלא ${count}`, body: "שלום" }, actor)).toBe(true);
      }
      const full = await logged();
      expect(await addTemplateLogged(db, { title: "אחת יותר מדי", body: "שלום" }, actor)).toBe(false);
      expect(await listTemplates(db)).toHaveLength(TEMPLATES_MAX);
      expect(await logged()).toEqual(full);
      expect(full.slice(0, before.length)).toEqual(before);
    });
  });
});
