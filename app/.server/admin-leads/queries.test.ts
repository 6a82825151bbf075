import { CompiledQuery, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import type { LeadChange, LeadView } from "../../lib/admin-leads.ts";
import { leadPlace } from "../../lib/lead-search.ts";
import type { LeadStage, StageChange } from "../../lib/lead-stages.ts";
import { openDb, type Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { exportHeader, exportLeadsCsv } from "./export.ts";
import { LeadsHub } from "./hub.ts";
import {
  countLeads,
  customerHistory,
  deleteForever,
  findLead,
  leadsPerDay,
  listLeads,
  moveToTrash,
  purgeTrash,
  restoreFromTrash,
  changeStage,
  updateLead,
  type StageMove,
} from "./queries.ts";
import { attributionInput, leadInput as lead, recordingStatements, sqlitePlan } from "../../../tests/support/lead-fixtures.ts";

const at = (iso: string) => ({ spam: false, now: new Date(iso) });

/** A stage change as the admin's form makes it. */
const to = (stage: LeadStage, more: Partial<Omit<StageChange, "stage">> = {}) => ({ stage: { stage, wonValue: null, lostReason: null, ...more } });

/** The same admin queries on both engines. */
function adminSuite(engine: string, open: () => Promise<Db>) {
  describe(`admin lead queries on ${engine}`, () => {
    const db = suiteDb(open, ["leads"]);

    it("counts today and this week on the Israeli calendar, across the spring clock change, without spam", async () => {
      // Monday 30 March 2026, 10:00 Israel (UTC+3). The week began Sunday 29 March 00:00 = 28 March 21:00 UTC.
      const now = new Date("2026-03-30T07:00:00Z");
      await saveLead(db, lead(), at("2026-03-29T21:30:00Z")); // Mon 30 Mar 00:30 Israel: today
      await saveLead(db, lead(), at("2026-03-29T20:59:00Z")); // Sun 29 Mar 23:59 Israel: this week, not today
      await saveLead(db, lead(), at("2026-03-28T21:00:00Z")); // Sun 29 Mar 00:00 Israel: first instant of the week
      await saveLead(db, lead(), at("2026-03-28T20:59:59Z")); // Sat 28 Mar 23:59:59 Israel: last week
      await saveLead(db, lead(), { spam: true, now: new Date("2026-03-30T06:00:00Z") }); // today, but spam
      await moveToTrash(db, await saveLead(db, lead(), at("2026-03-30T06:00:00Z"))); // today, but in the trash
      await moveToTrash(db, await saveLead(db, lead(), { spam: true, now: new Date("2026-03-30T06:00:00Z") })); // spam in the trash
      await saveLead(db, lead({ source: "join_team" }), at("2026-03-29T21:40:00Z")); // an application today: counted apart, in no customer's figure
      await saveLead(db, lead({ source: "join_team" }), { spam: true, now: new Date("2026-03-30T06:00:00Z") }); // an application caught as spam
      await moveToTrash(db, await saveLead(db, lead({ source: "join_team" }), at("2026-03-30T06:00:00Z"))); // an application in the trash
      expect(await countLeads(db, now)).toEqual({
        total: 4,
        today: 1,
        week: 3,
        open: 4,
        new: 4,
        no_answer: 0,
        quote_sent: 0,
        won: 0,
        lost: 0,
        applicants: 1,
        spam: 2,
        trash: 3,
      });
    });

    it("lists and exports the job applications apart, labelled as such", async () => {
      await saveLead(db, lead({ name: "לקוחה" }), at("2026-05-01T10:00:00Z"));
      await saveLead(db, lead({ name: "מועמד", source: "join_team", vehicle: "motorcycle", workArea: "חיפה והקריות" }), at("2026-05-01T11:00:00Z"));
      await saveLead(db, lead({ name: "מועמד בזבל", source: "join_team" }), { spam: true, now: new Date("2026-05-01T12:00:00Z") });
      await moveToTrash(db, await saveLead(db, lead({ name: "מועמד שנמחק", source: "join_team" }), at("2026-05-01T13:00:00Z")));
      const page = await listLeads(db, { view: "applicants" });
      expect(page.rows.map((row) => row.name)).toEqual(["מועמד"]);
      expect(page.rows[0]).toMatchObject({ vehicle: "motorcycle", workArea: "חיפה והקריות" });
      expect(page.total).toBe(1);
      // In no customer's view (issue 42), found by a search from any of them.
      for (const view of ["open", "new", "all"] as const)
        expect(
          (await listLeads(db, { view })).rows.map((row) => row.name),
          view,
        ).toEqual(["לקוחה"]);
      expect((await listLeads(db, { view: "open", search: "מועמד" })).rows.map((row) => row.name)).toEqual(["מועמד בזבל", "מועמד"]);
      const text = await new Response(exportLeadsCsv(db, { view: "applicants" })).text();
      const rows = text.trim().split("\r\n");
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain('"מועמד"');
      expect(rows[1]).toContain('"מועמדות לעבודה"');
      // The customers' export leaves applications out; a search exports whoever it finds.
      const customers = await new Response(exportLeadsCsv(db)).text();
      expect(customers).toContain('"טופס יצירת קשר"');
      expect(customers).not.toContain('"מועמדות לעבודה"');
      const searched = await new Response(exportLeadsCsv(db, { search: "מועמד" })).text();
      expect(searched.trim().split("\r\n")).toHaveLength(2);
      expect(searched).toContain('"מועמד"');
    });

    it("counts leads per Israeli day, a 25-hour day at the autumn change included", async () => {
      const now = new Date("2026-10-26T09:00:00Z");
      await saveLead(db, lead(), at("2026-10-24T21:00:00Z")); // 25 Oct 00:00 Israel (UTC+3)
      await saveLead(db, lead(), at("2026-10-25T21:30:00Z")); // 25 Oct 23:30 Israel (now UTC+2)
      await saveLead(db, lead(), at("2026-10-25T22:00:00Z")); // 26 Oct 00:00 Israel
      await saveLead(db, lead(), at("2026-09-01T10:00:00Z")); // outside the 30 days
      await moveToTrash(db, await saveLead(db, lead(), at("2026-10-25T22:30:00Z"))); // in the trash
      const days = await leadsPerDay(db, now, 30);
      expect(days).toHaveLength(30);
      expect(days.at(-1)).toEqual({ date: "2026-10-26", count: 1 });
      expect(days.at(-2)).toEqual({ date: "2026-10-25", count: 2 });
      expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(3);
    });

    it("lists newest first in pages, by view, with the number of matches", async () => {
      const ids: number[] = [];
      for (let i = 0; i < 7; i++) ids.push(await saveLead(db, lead({ name: `לקוח ${"א".repeat(i + 1)}` }), at(`2026-05-0${i + 1}T10:00:00Z`)));
      const spam = await saveLead(db, lead({ name: "Bot" }), { spam: true, now: new Date("2026-05-09T10:00:00Z") });
      await updateLead(db, ids[6]!, to("won"), new Date("2026-05-10T10:00:00Z"));
      await updateLead(db, ids[5]!, to("quote_sent"), new Date("2026-05-10T10:00:00Z"));
      await moveToTrash(db, ids[3]!);

      const first = await listLeads(db, { view: "all", pageSize: 3 });
      expect(first.total).toBe(6);
      expect(first.rows.map((r) => r.id)).toEqual([ids[6], ids[5], ids[4]]);
      const second = await listLeads(db, { view: "all", pageSize: 3, page: 2 });
      expect(second.rows.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);

      const open = await listLeads(db, { view: "open" });
      expect(open.total).toBe(5);
      expect(open.rows.map((r) => r.id)).not.toContain(ids[6]);
      expect(open.rows.map((r) => r.id)).toContain(ids[5]);
      const won = await listLeads(db, { view: "won" });
      expect(won.rows.map((r) => r.id)).toEqual([ids[6]]);
      expect(won.rows[0]!.handledAt).toBe("2026-05-10T10:00:00.000Z");
      expect((await listLeads(db, { view: "quote_sent" })).rows.map((r) => [r.id, r.stage, r.handledAt])).toEqual([[ids[5], "quote_sent", null]]);
      expect((await listLeads(db, { view: "new" })).rows.map((r) => r.id)).toEqual([ids[4], ids[2], ids[1], ids[0]]);
      expect((await listLeads(db, { view: "lost" })).total).toBe(0);
      const spamView = await listLeads(db, { view: "spam" });
      expect(spamView.rows.map((r) => [r.id, r.isSpam])).toEqual([[spam, true]]);

      expect((await listLeads(db, { view: "trash" })).rows.map((r) => r.id)).toEqual([ids[3]]);

      await updateLead(db, ids[6]!, to("no_answer"));
      expect((await listLeads(db, { view: "won" })).total).toBe(0);
      expect((await listLeads(db, { view: "no_answer" })).rows.map((r) => r.id)).toEqual([ids[6]]);
      expect(await countLeads(db)).toMatchObject({ total: 6, open: 6, new: 4, no_answer: 1, quote_sent: 1, won: 0, lost: 0 });
    });

    it("searches by name (any case, any part) and by phone digits in local or international form", async () => {
      const dana = await saveLead(db, lead({ name: "Dana Levi", phone: "+972 52-765 4321" }), at("2026-05-01T10:00:00Z"));
      const moshe = await saveLead(db, lead({ name: "משה כהן", phone: "03-555-1234" }), at("2026-05-02T10:00:00Z"));
      await saveLead(db, lead({ name: "100%_off" }), at("2026-05-03T10:00:00Z"));
      const ids = async (search: string) => (await listLeads(db, { view: "all", search })).rows.map((r) => r.id);
      expect(await ids("dana")).toEqual([dana]);
      expect(await ids("LEV")).toEqual([dana]);
      expect(await ids("כהן")).toEqual([moshe]);
      expect(await ids("0527654321")).toEqual([dana]);
      expect(await ids("052-765")).toEqual([dana]);
      expect(await ids("5551234")).toEqual([moshe]);
      expect(await ids("+9723555")).toEqual([moshe]);
      expect(await ids("%")).toHaveLength(1); // a literal percent sign, not a wildcard
      expect(await ids("_")).toHaveLength(1);
      expect(await ids("nobody")).toEqual([]);
      expect((await listLeads(db, { view: "all", search: "dana" })).total).toBe(1);
    });

    it("reads Hebrew as people type it: gershayim, straight and curly quotes alike, geresh and apostrophes alike (issue 42)", async () => {
      const lawyer = await saveLead(db, lead({ name: "עו״ד מיכל לוי" }), at("2026-05-01T10:00:00Z"));
      const doctor = await saveLead(db, lead({ name: 'ד"ר גולן' }), at("2026-05-02T10:00:00Z"));
      const george = await saveLead(db, lead({ name: "ג׳ורג׳ חדד", toLocation: "צ'ק פוסט" }), at("2026-05-03T10:00:00Z"));
      const ids = async (search: string) => (await listLeads(db, { view: "all", search })).rows.map((r) => r.id);
      expect(await ids('עו"ד מיכל')).toEqual([lawyer]);
      expect(await ids("עו”ד")).toEqual([lawyer]);
      expect(await ids("ד״ר גולן")).toEqual([doctor]);
      expect(await ids('ד"ר')).toEqual([doctor]);
      expect(await ids("ג'ורג'")).toEqual([george]);
      expect(await ids("צ׳ק פוסט")).toEqual([george]);
      expect(await ids("ג׳ורג׳ חדד")).toEqual([george]);
    });

    it("searches every live view at once, by any field, with the words in any order; the trash apart", async () => {
      const campaign = attributionInput({ utm_campaign: "haifa-express" });
      const yossi = await saveLead(db, lead({ name: "יוסי כהן", phone: "050-123-4567", email: "Yossi.Cohen@Example.co.il" }), at("2026-05-01T10:00:00Z"));
      const handled = await saveLead(
        db,
        lead({ name: "רינה לוי", phone: "+972 52 765 4321", fromLocation: "כרמיאל", toLocation: "אילת", attribution: campaign }),
        at("2026-05-02T10:00:00Z"),
      );
      await updateLead(db, handled, { ...to("won"), note: "ביקשה משלוח קירור" });
      const spam = await saveLead(db, lead({ name: "Bot Cohen", phone: "03-555-1234" }), { spam: true, now: new Date("2026-05-03T10:00:00Z") });
      const trashed = await saveLead(db, lead({ name: "יוסי כהן", phone: "050-123-4567", email: "old@example.co.il" }), at("2026-04-01T10:00:00Z"));
      await moveToTrash(db, trashed);
      const short = await saveLead(db, lead({ name: "בן אור", phone: "08-1112222" }), at("2026-05-04T10:00:00Z"));

      // From the default open view, as from any live view: every live view, never the trash.
      const found = async (search: string, view: LeadView = "open") => (await listLeads(db, { view, search })).rows.map((r) => r.id);
      for (const view of ["open", "new", "won", "all", "applicants", "spam"] as const) expect(await found("כהן", view)).toEqual([yossi]);
      expect(await found("cohen")).toEqual([spam, yossi]); // the spam's name and yossi's e-mail, any case
      // A name in any word order, whole or in part.
      expect(await found("כהן יוסי")).toEqual([yossi]);
      expect(await found("לוי רינה")).toEqual([handled]);
      expect(await found("כה יוס")).toEqual([yossi]);
      expect(await found("אור בן")).toEqual([short]); // words shorter than the trigram index reads
      expect(await found("יוסי לוי")).toEqual([]); // every word must match
      // Any fragment of a phone number, however it is written.
      for (const typed of ["0501234", "050-123", "+972 50 123", "972501234567", "123-4567", "(050) 123 45"]) expect(await found(typed)).toEqual([yossi]);
      for (const typed of ["0527654321", "052-765", "+972 52 765", "765 4321"]) expect(await found(typed)).toEqual([handled]);
      expect(await found("יוסי 050-123")).toEqual([yossi]); // a name and a phone fragment together
      // E-mail, from and to, campaign (utm_campaign), note.
      expect(await found("yossi.cohen@example")).toEqual([yossi]);
      expect(await found("כרמיאל")).toEqual([handled]);
      expect(await found("אילת")).toEqual([handled]);
      expect(await found("haifa-express")).toEqual([handled]);
      expect(await found("קירור")).toEqual([handled]);
      // Each result says where it is.
      const rows = (await listLeads(db, { view: "open", search: "co" })).rows;
      expect(rows.map((r) => [r.id, leadPlace(r)])).toEqual([
        [spam, "spam"],
        [handled, "won"], // its referring site, www.google.com (searched since migration 0019)
        [yossi, "new"],
      ]);
      expect(leadPlace((await listLeads(db, { view: "open", search: "רינה" })).rows[0]!)).toBe("won");
      // The trash has its own search, with the same reach.
      expect(await found("כהן יוסי", "trash")).toEqual([trashed]);
      expect(await found("old@example", "trash")).toEqual([trashed]);
      expect(await found("+972 50 123", "trash")).toEqual([trashed]);
      expect(await found("רינה", "trash")).toEqual([]);
      // The FTS5 query language is not the owner's: every word is a quoted phrase, found as typed.
      for (const typed of ['"', '"יוסי', "יוסי*", "NEAR(כהן", "{name}:כהן", "כהן OR", "^כהן", "יוסי NOT"]) expect(await found(typed)).toEqual([]);
      expect(await found("כהן AND")).toEqual([]);
      // A changed note or campaign is found at once (SQLite: the index follows by trigger).
      await updateLead(db, yossi, { note: "לקוח עסקי קבוע" });
      expect(await found("עסקי")).toEqual([yossi]);
      await db.kysely.updateTable("leads").set({ utm_campaign: "winter-sale" }).where("id", "=", handled).execute();
      expect(await found("winter-sale")).toEqual([handled]);
      expect(await found("haifa-express")).toEqual([]);
    });

    it("lists a customer's other leads by phone number, whatever its format, newest first, wherever they are", async () => {
      const first = await saveLead(db, lead({ name: "יוסי כהן", phone: "050-123-4567" }), at("2026-01-01T10:00:00Z"));
      const second = await saveLead(db, lead({ name: "יוסי", phone: "+972 50 1234567" }), at("2026-02-01T10:00:00Z"));
      const third = await saveLead(db, lead({ name: "Yossi", phone: "0501234567" }), { spam: true, now: new Date("2026-03-01T10:00:00Z") });
      const fourth = await saveLead(db, lead({ name: "יוסי כהן", phone: "972-50-123-4567" }), at("2026-04-01T10:00:00Z"));
      await updateLead(db, second, to("lost", { lostReason: "price" }));
      await moveToTrash(db, first);
      await saveLead(db, lead({ name: "אחר", phone: "050-123-4568" }), at("2026-05-01T10:00:00Z"));

      const history = await customerHistory(db, { id: fourth, phone: "972-50-123-4567" });
      expect(history.more).toBe(false);
      expect(history.leads.map((l) => [l.id, l.place, l.createdAt])).toEqual([
        [third, "spam", "2026-03-01T10:00:00.000Z"],
        [second, "lost", "2026-02-01T10:00:00.000Z"],
        [first, "trash", "2026-01-01T10:00:00.000Z"],
      ]);
      expect(history.leads[0]!.name).toBe("Yossi");
      expect((await customerHistory(db, { id: first, phone: "050-123-4567" }, 2)).leads.map((l) => l.id)).toEqual([fourth, third]);
      expect((await customerHistory(db, { id: first, phone: "050-123-4567" }, 2)).more).toBe(true);
      expect((await customerHistory(db, { id: 999_999, phone: "03-0000000" })).leads).toEqual([]);
    });

    it("reads a customer's history from the leads_phone_key index", async () => {
      await saveLead(db, lead(), at("2026-01-01T10:00:00Z"));
      const { db: watched, sent } = recordingStatements(db);
      await customerHistory(watched, { id: 1, phone: "050-1234567" });
      expect(sent).toHaveLength(1);
      const plan =
        engine === "SQLite"
          ? await sqlitePlan(db, sent[0]!)
          : await db.kysely.transaction().execute(async (trx) => {
              await sql`SET LOCAL enable_seqscan = off`.execute(trx);
              const compiled = db.kysely.getExecutor().compileQuery(sent[0]!, { queryId: "plan" });
              const result = await trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
              return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
            });
      expect(plan).toContain("leads_phone_key");
      if (engine === "SQLite") expect(plan).not.toContain("TEMP B-TREE");
    });

    it("changes the stage and the note together, only on a live lead", async () => {
      const id = await saveLead(db, lead(), at("2026-05-01T10:00:00Z"));
      const changed = await updateLead(db, id, { ...to("won"), note: "להתקשר מחר" }, new Date("2026-05-02T10:00:00Z"));
      expect(changed).toMatchObject({ id, stage: "won", handledAt: "2026-05-02T10:00:00.000Z", notes: "להתקשר מחר" });
      // Closed again (lost after won): the first time it was closed stands.
      expect(await updateLead(db, id, to("lost"), new Date("2026-05-03T10:00:00Z"))).toMatchObject({ stage: "lost", handledAt: "2026-05-02T10:00:00.000Z" });
      expect(await updateLead(db, id, { note: "  " })).toMatchObject({ notes: null, handledAt: "2026-05-02T10:00:00.000Z" });
      expect(await updateLead(db, id, { ...to("quote_sent"), note: "שוב" })).toMatchObject({ stage: "quote_sent", handledAt: null, notes: "שוב" });
      expect(await updateLead(db, id, {})).toMatchObject({ id, notes: "שוב" });

      await moveToTrash(db, id);
      expect(await updateLead(db, id, { note: "x" })).toBeUndefined();
      expect(await updateLead(db, id, {})).toBeUndefined();
      expect((await findLead(db, id))!.notes).toBe("שוב");
      expect(await updateLead(db, id + 1000, to("won"))).toBeUndefined();
    });

    it("keeps a value only on a won lead and a reason only on a lost one; handled_at is the time it closed", async () => {
      const id = await saveLead(db, lead(), at("2026-05-01T10:00:00Z"));
      const t = (iso: string) => new Date(iso);
      expect(await updateLead(db, id, to("no_answer"), t("2026-05-01T11:00:00Z"))).toMatchObject({ stage: "no_answer", handledAt: null, wonValue: null });
      expect(await updateLead(db, id, to("won", { wonValue: 450 }), t("2026-05-02T10:00:00Z"))).toMatchObject({
        stage: "won",
        wonValue: 450,
        lostReason: null,
        handledAt: "2026-05-02T10:00:00.000Z",
      });
      // A reason sent with won is not kept; the value leaves with the stage.
      expect(await updateLead(db, id, to("lost", { lostReason: "competitor", wonValue: 99 }), t("2026-05-03T10:00:00Z"))).toMatchObject({
        stage: "lost",
        wonValue: null,
        lostReason: "competitor",
        handledAt: "2026-05-02T10:00:00.000Z",
      });
      expect(await updateLead(db, id, to("won", { lostReason: "price" }))).toMatchObject({ stage: "won", wonValue: null, lostReason: null });
      expect(await updateLead(db, id, to("new"))).toMatchObject({ stage: "new", wonValue: null, lostReason: null, handledAt: null });
      // Reopened and closed again: a new "closed since".
      expect(await updateLead(db, id, to("won", { wonValue: 0 }), t("2026-05-04T10:00:00Z"))).toMatchObject({
        wonValue: 0,
        handledAt: "2026-05-04T10:00:00.000Z",
      });
      // The stored row says the same (not only what the statement returned).
      const row = await db.kysely
        .selectFrom("leads")
        .select(["stage", "won_value", "lost_reason", "handled_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect({ ...row, won_value: Number(row.won_value) }).toEqual({ stage: "won", won_value: 0, lost_reason: null, handled_at: "2026-05-04T10:00:00.000Z" });
    });

    it("changes a stage and tells what it was before, for the log and the undo; nothing for a lead in the trash", async () => {
      const id = await saveLead(db, lead(), at("2026-05-01T10:00:00Z"));
      await updateLead(db, id, to("won", { wonValue: 1200 }), new Date("2026-05-02T10:00:00Z"));
      const moved = (await changeStage(db, id, { stage: "lost", wonValue: null, lostReason: "price" }, new Date("2026-05-03T10:00:00Z"))) as StageMove;
      expect(moved?.before).toEqual({ stage: "won", wonValue: 1200, lostReason: null });
      expect(moved?.lead).toMatchObject({ stage: "lost", lostReason: "price", wonValue: null });
      // The undo: back to exactly what it was.
      const back = (await changeStage(db, id, moved.before)) as StageMove;
      expect(back?.before).toEqual({ stage: "lost", wonValue: null, lostReason: "price" });
      expect(back?.lead).toMatchObject({ stage: "won", wonValue: 1200, lostReason: null, handledAt: "2026-05-02T10:00:00.000Z" });
      await moveToTrash(db, id);
      expect(await changeStage(db, id, { stage: "new", wonValue: null, lostReason: null })).toBeUndefined();
      expect(await changeStage(db, id + 1000, { stage: "new", wonValue: null, lostReason: null })).toBeUndefined();
      expect(await findLead(db, id)).toMatchObject({ stage: "won", wonValue: 1200 });
    });

    it("moves a lead to the trash and back; the trash lists newest deletion first, spam included, and searches", async () => {
      const older = await saveLead(db, lead({ name: "Dana Levi" }), at("2026-05-01T10:00:00Z"));
      const newer = await saveLead(db, lead({ name: "משה כהן" }), at("2026-05-02T10:00:00Z"));
      const spam = await saveLead(db, lead({ name: "Bot" }), { spam: true, now: new Date("2026-05-03T10:00:00Z") });
      expect(await moveToTrash(db, newer, new Date("2026-05-10T10:00:00Z"))).toBe(true);
      expect(await moveToTrash(db, older, new Date("2026-05-11T10:00:00Z"))).toBe(true);
      expect(await moveToTrash(db, spam, new Date("2026-05-11T10:00:00Z"))).toBe(true);
      expect(await moveToTrash(db, older)).toBe(false); // already there

      const trash = await listLeads(db, { view: "trash" });
      expect(trash.rows.map((r) => r.id)).toEqual([spam, older, newer]);
      expect(trash.rows[1]!.deletedAt).toBe("2026-05-11T10:00:00.000Z");
      expect((await listLeads(db, { view: "trash", search: "dana" })).rows.map((r) => r.id)).toEqual([older]);
      expect((await listLeads(db, { view: "trash", search: "כהן" })).total).toBe(1);
      for (const view of ["open", "new", "won", "all", "spam"] as const) expect((await listLeads(db, { view })).total).toBe(0);
      expect(await findLead(db, older)).toMatchObject({ id: older, deletedAt: "2026-05-11T10:00:00.000Z" });

      expect(await restoreFromTrash(db, older)).toBe(true);
      expect(await restoreFromTrash(db, older)).toBe(false); // live already
      expect(await findLead(db, older)).toMatchObject({ deletedAt: null });
      expect((await listLeads(db, { view: "open" })).rows.map((r) => r.id)).toEqual([older]);
    });

    it("erases a lead for good only from the trash, and search forgets it", async () => {
      const live = await saveLead(db, lead({ name: "Erase Me", phone: "054-9998877" }), at("2026-05-01T10:00:00Z"));
      const trashed = await saveLead(db, lead({ name: "Erase Too" }), at("2026-05-02T10:00:00Z"));
      await moveToTrash(db, trashed);
      // A live lead stays, untouched: it goes through the trash (and its undo) first.
      expect(await deleteForever(db, live)).toBe(false);
      expect(await findLead(db, live)).toMatchObject({ id: live, name: "Erase Me", deletedAt: null });
      expect(await deleteForever(db, trashed)).toBe(true);
      await moveToTrash(db, live);
      expect(await deleteForever(db, live)).toBe(true);
      expect(await deleteForever(db, live)).toBe(false);
      expect(await findLead(db, live)).toBeUndefined();
      expect(await restoreFromTrash(db, trashed)).toBe(false);
      const kept = await saveLead(db, lead({ name: "Kept" }), at("2026-05-03T10:00:00Z"));
      for (const view of ["all", "trash"] as const) {
        expect((await listLeads(db, { view, search: "Erase" })).total).toBe(0);
        expect((await listLeads(db, { view, search: "0549998877" })).total).toBe(0);
      }
      expect((await listLeads(db, { view: "all" })).rows.map((r) => r.id)).toEqual([kept]);
    });

    it("purges the trash before a cutoff, leaving live leads and later deletions", async () => {
      const [live, old, recent] = [
        await saveLead(db, lead(), at("2020-01-01T10:00:00Z")),
        await saveLead(db, lead(), at("2026-05-01T10:00:00Z")),
        await saveLead(db, lead(), at("2026-05-01T10:00:00Z")),
      ];
      await moveToTrash(db, old, new Date("2026-05-01T12:00:00Z"));
      await moveToTrash(db, recent, new Date("2026-05-20T12:00:00Z"));
      expect(await purgeTrash(db, new Date("2026-05-10T00:00:00Z"))).toBe(1);
      expect(await findLead(db, old)).toBeUndefined();
      expect(await findLead(db, recent)).toBeDefined();
      expect(await findLead(db, live)).toBeDefined();
    });

    it("returns the full lead: page, attribution, and the estimate only when there was one", async () => {
      const attribution = attributionInput({ utm_campaign: "spring", utm_term: "שליח", utm_content: "ad-1", gclid: "g-123" });
      const { id } = await db.kysely
        .insertInto("leads")
        .values({
          created_at: "2026-05-01T10:00:00.000Z",
          name: "Attributed",
          phone: "050-1111111",
          source: "lead_form",
          page_path: "/pricing",
          ...attribution,
          quote_from: "חיפה",
          quote_to: "תל אביב",
          quote_size: "medium",
          quote_price: 120,
          quote_model: "table",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const plain = await saveLead(db, lead(), at("2026-05-02T10:00:00Z"));
      const [withQuote, withoutQuote] = [await findLead(db, Number(id)), await findLead(db, plain)];
      expect(withQuote).toEqual({
        id: Number(id),
        createdAt: "2026-05-01T10:00:00.000Z",
        name: "Attributed",
        phone: "050-1111111",
        email: null,
        fromLocation: null,
        toLocation: null,
        vehicle: null,
        workArea: null,
        source: "lead_form",
        notes: null,
        handledAt: null,
        stage: "new",
        wonValue: null,
        lostReason: null,
        isSpam: false,
        deletedAt: null,
        pagePath: "/pricing",
        attribution,
        quote: { from: "חיפה", to: "תל אביב", size: "medium", price: 120, model: "table" },
        firstContact: null,
        awaitingFirstContact: true,
      });
      expect(withoutQuote!.quote).toBeNull();
      expect(Object.values(withoutQuote!.attribution).every((v) => v === null)).toBe(true);
      expect((await listLeads(db, { view: "all" })).rows.find((r) => r.id === Number(id))).toEqual(withQuote);
    });

    it.runIf(engine === "SQLite")("answers each view's page and count from its partial index", async () => {
      await saveLead(db, lead(), at("2026-05-01T10:00:00Z"));
      const expected = {
        open: "leads_customers_open",
        new: "leads_stage_new",
        no_answer: "leads_stage_no_answer",
        quote_sent: "leads_stage_quote_sent",
        won: "leads_stage_won",
        lost: "leads_stage_lost",
        all: "leads_customers",
        applicants: "leads_applicants",
        spam: "leads_spam",
        trash: "leads_trash",
      } as const;
      for (const [view, index] of Object.entries(expected)) {
        const { db: watched, sent } = recordingStatements(db);
        await listLeads(watched, { view: view as keyof typeof expected });
        expect(sent).toHaveLength(2);
        for (const node of sent) {
          const plan = await sqlitePlan(db, node);
          expect(plan, view).toMatch(new RegExp(`INDEX ${index}\\b`));
          expect(plan, view).not.toContain("TEMP B-TREE");
        }
      }
      const { db: watched, sent } = recordingStatements(db);
      await countLeads(watched);
      await leadsPerDay(watched);
      expect(sent).toHaveLength(13);
      const plans = await Promise.all(sent.map((node) => sqlitePlan(db, node)));
      expect(plans.map((plan) => /INDEX (leads_\w+)/.exec(plan)?.[1])).toEqual([
        "leads_customers",
        "leads_customers",
        "leads_customers",
        "leads_customers_open",
        "leads_applicants",
        "leads_spam",
        "leads_trash",
        "leads_stage_new",
        "leads_stage_no_answer",
        "leads_stage_quote_sent",
        "leads_stage_won",
        "leads_stage_lost",
        "leads_customers",
      ]);
    });

    it("exports every genuine lead as CSV with a BOM, newest first, formulas neutralised, across batches", async () => {
      await saveLead(db, lead({ name: "Bot" }), { spam: true });
      const first = await saveLead(db, lead({ name: "ראשון", fromLocation: '=HYPERLINK("x")', email: "a@b.co" }), at("2026-01-14T23:30:00Z"));
      await updateLead(db, first, { note: 'הערה, עם "מרכאות"', ...to("won") });
      await db.kysely.updateTable("leads").set({ won_value: 300 }).where("id", "=", first).execute();
      const many = Array.from({ length: 2100 }, (_, i) => ({
        created_at: new Date(Date.UTC(2026, 1, 1) + i * 60_000).toISOString(),
        name: `לקוח`,
        phone: "050-0000000",
        source: "lead_form",
        is_spam: 0,
      }));
      for (let i = 0; i < many.length; i += 500)
        await db.kysely
          .insertInto("leads")
          .values(many.slice(i, i + 500))
          .execute();

      const bytes = new Uint8Array(await new Response(exportLeadsCsv(db)).arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).split("\r\n");
      expect(lines[0]).toBe(exportHeader.map((h) => `"${h}"`).join(","));
      expect(lines.at(-1)).toBe("");
      expect(lines).toHaveLength(1 + 2101 + 1);
      // The first columns; any added after them (attribution, estimate) are export.ts's to test.
      const firstColumns = `"15/01/2026 01:30","ראשון","050-123-4567","'=HYPERLINK(""x"")","","טופס יצירת קשר","הערה, עם ""מרכאות""","a@b.co","הוזמן","300"`;
      expect(lines.at(-2)!.slice(0, firstColumns.length)).toBe(firstColumns);
      expect(text).not.toContain("Bot");
    });
  });
}

describeOnBothEngines(adminSuite, (url) => {
  it("indexes the searched fields and the phone digits with pg_trgm, and the search uses them", async () => {
    const db = await openDb({ databaseUrl: url() });
    try {
      const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'leads' AND indexname LIKE '%trgm'`.execute(
        db.kysely,
      );
      expect(rows.map((r) => r.indexname).sort()).toEqual(["leads_phone_trgm", "leads_text_trgm"]);
      // Enough leads, and their statistics, for the planner to weigh a rare word against the live leads' index.
      const many = Array.from({ length: 3000 }, (_, i) => ({
        created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        name: `לקוח ${i}`,
        phone: "050-0000000",
        source: "lead_form",
      }));
      for (let i = 0; i < many.length; i += 500)
        await db.kysely
          .insertInto("leads")
          .values(many.slice(i, i + 500))
          .execute();
      await sql`ANALYZE leads`.execute(db.kysely);
      const plan = await db.kysely.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        await sql`SET LOCAL enable_indexscan = off`.execute(trx);
        const { db: watched, sent } = recordingStatements({ ...db, kysely: trx });
        await listLeads(watched, { view: "open", search: "כהן יוסי" });
        const compiled = trx.getExecutor().compileQuery(sent[0]!, { queryId: "plan" });
        const name = await trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
        const phone = await sql<{
          "QUERY PLAN": string;
        }>`EXPLAIN SELECT id FROM leads WHERE replace(replace(replace(phone, '-', ''), ' ', ''), '+', '') LIKE ${"%0521234%"}`.execute(trx);
        return [...name.rows, ...phone.rows].map((r) => r["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain("leads_text_trgm");
      expect(plan).toContain("leads_phone_trgm");
    } finally {
      await db.close();
    }
  });

  it("announces inserts, changes and deletes from any connection to every listening hub", async () => {
    const db = await openDb({ databaseUrl: url() });
    const hubs = [new LeadsHub(url()), new LeadsHub(url())];
    const heard: LeadChange[][] = [[], []];
    hubs.forEach((hub, i) => hub.subscribe({ change: (c) => heard[i]!.push(c), close: () => {} }));
    await Promise.all(hubs.map((hub) => hub.ready()));
    try {
      const id = await saveLead(db, lead(), { spam: false });
      await updateLead(db, id, to("no_answer"));
      await db.kysely.updateTable("leads").set({ notified_at: new Date().toISOString() }).where("id", "=", id).execute(); // not an admin change
      await moveToTrash(db, id);
      await restoreFromTrash(db, id);
      await moveToTrash(db, id);
      await deleteForever(db, id);
      const expected = [
        { op: "insert", id },
        { op: "update", id },
        { op: "update", id },
        { op: "update", id },
        { op: "update", id },
        { op: "delete", id },
      ];
      await expect.poll(() => heard[0], { timeout: 5000 }).toEqual(expected);
      await expect.poll(() => heard[1], { timeout: 5000 }).toEqual(expected);
    } finally {
      await Promise.all(hubs.map((hub) => hub.close()));
      await db.close();
    }
  });
});
