import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { leadInput as lead } from "../../../tests/support/lead-fixtures.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { addTemplate, deleteTemplate, editTemplate, findTemplate, listTemplates } from "./reply-template-store.ts";
import { TEMPLATES_MAX } from "../../lib/reply-templates.ts";
import { forgetResponseTimes, recordFirstContact, responseTimes } from "./first-contact-store.ts";
import { findLead, listLeads, moveToTrash, updateLead } from "./queries.ts";

// Israel is UTC+2 in winter; 2026-11-26 is a Thursday, its week began on Sunday 2026-11-22.
const il = (local: string) => new Date(`${local}+02:00`);
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

function firstContactSuite(engine: string, open: () => Promise<Db>) {
  describe(`first contact on ${engine}`, () => {
    const db = suiteDb(open, ["activity_log", "leads", "reply_templates"]);
    const save = (at: Date, spam = false) => saveLead(db, lead(), { spam, now: at });

    it("keeps the first contact only; a lead in the trash or gone records nothing", async () => {
      const id = await save(il("2026-11-26T10:00"));
      expect((await findLead(db, id))!).toMatchObject({ firstContact: null, awaitingFirstContact: true });
      expect(await recordFirstContact(db, id, { by: "owner@example.co.il", via: "whatsapp" }, il("2026-11-26T10:20"))).toBe("recorded");
      expect(await recordFirstContact(db, id, { by: "other@example.co.il", via: "call" }, il("2026-11-26T10:30"))).toBe("kept");
      const contacted = (await findLead(db, id))!;
      expect(contacted.firstContact).toEqual({ at: il("2026-11-26T10:20").toISOString(), by: "owner@example.co.il", via: "whatsapp" });
      expect(contacted.awaitingFirstContact).toBe(false);
      // The list reads it too.
      expect((await listLeads(db, { view: "open" })).rows[0]!.firstContact).toMatchObject({ via: "whatsapp" });

      const trashed = await save(il("2026-11-26T10:00"));
      await moveToTrash(db, trashed);
      expect(await recordFirstContact(db, trashed, { by: "owner@example.co.il", via: "call" })).toBe("missing");
      expect(await recordFirstContact(db, 987_654, { by: "owner@example.co.il", via: "call" })).toBe("missing");
    });

    it("a lead from before first contacts were recorded (0023) waits for nobody, and a call now is not its first", async () => {
      const now = il("2026-11-26T18:00");
      const thisWeek = async () => {
        forgetResponseTimes(db);
        return (await responseTimes(db, now)).thisWeek;
      };
      const old = await save(il("2026-11-26T09:00"));
      await db.kysely.updateTable("leads").set({ first_contact_unrecorded: 1 }).where("id", "=", old).execute();
      expect((await findLead(db, old))!).toMatchObject({ firstContact: "unrecorded", awaitingFirstContact: false });
      expect(await thisWeek()).toMatchObject({ contacted: 0, waiting: 0 });
      expect(await recordFirstContact(db, old, { by: "owner@example.co.il", via: "call" }, il("2026-11-26T10:00"))).toBe("kept");
      expect((await findLead(db, old))!.firstContact).toBe("unrecorded");
      expect(await thisWeek()).toMatchObject({ contacted: 0, waiting: 0 });
      // A lead of the same morning beside it waits.
      await save(il("2026-11-26T11:00"));
      expect(await thisWeek()).toMatchObject({ contacted: 0, waiting: 1 });
    });

    it("is not awaited from a lead marked lost or caught as spam", async () => {
      const handled = await save(il("2026-11-26T10:00"));
      await updateLead(db, handled, { stage: { stage: "lost", wonValue: null, lostReason: null } });
      expect((await findLead(db, handled))!.awaitingFirstContact).toBe(false);
      expect((await findLead(db, await save(il("2026-11-26T10:00"), true)))!.awaitingFirstContact).toBe(false);
    });

    it("gives this week's and last week's median and 90th percentile in courier minutes, and who still waits", async () => {
      const now = il("2026-11-26T18:00");
      // This week: ten leads on Thursday morning, contacted after 10, 20, ... 100 courier minutes.
      for (let i = 1; i <= 10; i++) {
        const at = il("2026-11-26T09:00");
        const id = await save(at);
        await recordFirstContact(db, id, { by: "owner@example.co.il", via: "call" }, minutes(at, i * 10));
      }
      // A lead of Friday 14:55 called on Sunday 08:40 of this week: 15 courier minutes, though it arrived last week.
      const friday = await save(il("2026-11-20T14:55"));
      await recordFirstContact(db, friday, { by: "owner@example.co.il", via: "call" }, il("2026-11-22T08:40"));
      // Last week: that one, and one that arrived at 23:00 and was called at 08:40: 10 minutes.
      const night = await save(il("2026-11-18T23:00"));
      await recordFirstContact(db, night, { by: "owner@example.co.il", via: "whatsapp" }, il("2026-11-19T08:40"));
      // Still waiting: two this week (one handled without contact does not wait), one last week.
      await save(il("2026-11-26T11:00"));
      await save(il("2026-11-25T11:00"));
      await updateLead(db, await save(il("2026-11-26T11:00")), { stage: { stage: "lost", wonValue: null, lostReason: null } });
      await save(il("2026-11-17T11:00"));
      // Not counted: spam, the trash, two weeks ago.
      const spam = await save(il("2026-11-26T09:00"), true);
      await recordFirstContact(db, spam, { by: "owner@example.co.il", via: "call" }, il("2026-11-26T17:00"));
      const trashed = await save(il("2026-11-26T09:00"));
      await recordFirstContact(db, trashed, { by: "owner@example.co.il", via: "call" }, il("2026-11-26T17:00"));
      await moveToTrash(db, trashed);
      await save(il("2026-11-10T11:00"));

      expect(await responseTimes(db, now)).toEqual({
        thisWeek: { contacted: 10, median: 50, p90: 90, waiting: 2 },
        lastWeek: { contacted: 2, median: 10, p90: 15, waiting: 1 },
        computedAt: now.toISOString(),
      });
    });
  });

  describe(`response times reused on ${engine}`, () => {
    const db = suiteDb(open, ["activity_log", "leads"]);
    it("are read again after a minute or after a contact recorded here, and reused in between", async () => {
      const now = il("2026-11-26T12:00");
      const first = await saveLead(db, lead(), { spam: false, now: il("2026-11-26T11:00") });
      expect((await responseTimes(db, now)).thisWeek.waiting).toBe(1);
      // Another connection's change shows within the minute only if a contact here reads again.
      await saveLead(db, lead(), { spam: false, now: il("2026-11-26T11:30") });
      expect((await responseTimes(db, minutes(now, 0.5))).thisWeek.waiting).toBe(1);
      expect((await responseTimes(db, minutes(now, 1))).thisWeek.waiting).toBe(2);
      await recordFirstContact(db, first, { by: "owner@example.co.il", via: "call" }, minutes(now, 1.2));
      expect((await responseTimes(db, minutes(now, 1.3))).thisWeek).toMatchObject({ contacted: 1, waiting: 1 });
    });
  });

  describe(`reply templates on ${engine}`, () => {
    const db = suiteDb(open, ["reply_templates"]);

    it("adds, lists oldest first, edits and deletes", async () => {
      const first = (await addTemplate(db, { title: "הצעה", body: "שלום {שם}, המחיר {מחיר}." }))!;
      const second = (await addTemplate(db, { title: "לא ענה", body: "ניסינו להשיג אותך" }))!;
      expect((await listTemplates(db)).map((t) => t.title)).toEqual(["הצעה", "לא ענה"]);
      expect(await editTemplate(db, first, { title: "הצעת מחיר", body: "המחיר {מחיר}" })).toBe(true);
      expect(await findTemplate(db, first)).toEqual({ id: first, title: "הצעת מחיר", body: "המחיר {מחיר}" });
      expect(await deleteTemplate(db, second)).toBe(true);
      expect(await deleteTemplate(db, second)).toBe(false);
      expect(await editTemplate(db, second, { title: "x", body: "y" })).toBe(false);
      expect(await listTemplates(db)).toEqual([{ id: first, title: "הצעת מחיר", body: "המחיר {מחיר}" }]);
    });

    it(`keeps at most ${TEMPLATES_MAX}`, async () => {
      for (let i = 0; i < TEMPLATES_MAX; i++) expect(await addTemplate(db, { title: `תבנית ${i}`, body: "שלום" })).not.toBeNull();
      expect(await addTemplate(db, { title: "אחת יותר", body: "שלום" })).toBeNull();
      expect(await listTemplates(db)).toHaveLength(TEMPLATES_MAX);
    });
  });
}

describeOnBothEngines(firstContactSuite);
