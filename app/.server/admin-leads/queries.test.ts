import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeOnBothEngines } from "../../../tests/support/both-engines";
import type { LeadChange } from "../../lib/admin-leads";
import { openDb, type Db } from "../db";
import { saveLead } from "../leads";
import type { LeadInput } from "../../lib/lead-schema";
import { exportHeader, exportLeadsCsv } from "./export";
import { LeadsHub } from "./hub";
import { countLeads, deleteLead, leadsPerDay, listLeads, setHandled, setNote } from "./queries";

const lead = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  name: "דנה כהן",
  phone: "050-1234567",
  consent: true,
  source: "contact_form",
  ...overrides,
});

const at = (iso: string) => ({ spam: false, now: new Date(iso) });

/** The same admin queries on both engines. */
function adminSuite(engine: string, open: () => Promise<Db>) {
  describe(`admin lead queries on ${engine}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(async () => {
      await db?.close();
    });
    beforeEach(async () => {
      await db.kysely.deleteFrom("leads").execute();
    });

    it("counts today and this week on the Israeli calendar, across the spring clock change, without spam", async () => {
      // Monday 30 March 2026, 10:00 Israel (UTC+3). The week began Sunday 29 March 00:00 = 28 March 21:00 UTC.
      const now = new Date("2026-03-30T07:00:00Z");
      await saveLead(db, lead(), at("2026-03-29T21:30:00Z")); // Mon 30 Mar 00:30 Israel: today
      await saveLead(db, lead(), at("2026-03-29T20:59:00Z")); // Sun 29 Mar 23:59 Israel: this week, not today
      await saveLead(db, lead(), at("2026-03-28T21:00:00Z")); // Sun 29 Mar 00:00 Israel: first instant of the week
      await saveLead(db, lead(), at("2026-03-28T20:59:59Z")); // Sat 28 Mar 23:59:59 Israel: last week
      await saveLead(db, lead(), { spam: true, now: new Date("2026-03-30T06:00:00Z") }); // today, but spam
      expect(await countLeads(db, now)).toEqual({ total: 4, today: 1, week: 3, open: 4, handled: 0, spam: 1 });
    });

    it("counts leads per Israeli day, a 25-hour day at the autumn change included", async () => {
      const now = new Date("2026-10-26T09:00:00Z");
      await saveLead(db, lead(), at("2026-10-24T21:00:00Z")); // 25 Oct 00:00 Israel (UTC+3)
      await saveLead(db, lead(), at("2026-10-25T21:30:00Z")); // 25 Oct 23:30 Israel (now UTC+2)
      await saveLead(db, lead(), at("2026-10-25T22:00:00Z")); // 26 Oct 00:00 Israel
      await saveLead(db, lead(), at("2026-09-01T10:00:00Z")); // outside the 30 days
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
      await setHandled(db, ids[6]!, true, new Date("2026-05-10T10:00:00Z"));

      const first = await listLeads(db, { view: "all", pageSize: 3 });
      expect(first.total).toBe(7);
      expect(first.rows.map((r) => r.id)).toEqual([ids[6], ids[5], ids[4]]);
      const third = await listLeads(db, { view: "all", pageSize: 3, page: 3 });
      expect(third.rows.map((r) => r.id)).toEqual([ids[0]]);

      const open = await listLeads(db, { view: "open" });
      expect(open.total).toBe(6);
      expect(open.rows.map((r) => r.id)).not.toContain(ids[6]);
      const handled = await listLeads(db, { view: "handled" });
      expect(handled.rows.map((r) => r.id)).toEqual([ids[6]]);
      expect(handled.rows[0]!.handled_at).toBe("2026-05-10T10:00:00.000Z");
      const spamView = await listLeads(db, { view: "spam" });
      expect(spamView.rows.map((r) => [r.id, r.is_spam])).toEqual([[spam, true]]);

      await setHandled(db, ids[6]!, false);
      expect((await listLeads(db, { view: "handled" })).total).toBe(0);
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

    it("keeps a note, clears it, and deletes a lead", async () => {
      const id = await saveLead(db, lead(), at("2026-05-01T10:00:00Z"));
      expect(await setNote(db, id, "להתקשר מחר")).toBe(true);
      expect((await listLeads(db, { view: "all" })).rows[0]!.notes).toBe("להתקשר מחר");
      await setNote(db, id, null);
      expect((await listLeads(db, { view: "all" })).rows[0]!.notes).toBeNull();
      expect(await deleteLead(db, id)).toBe(true);
      expect(await deleteLead(db, id)).toBe(false);
      expect(await setNote(db, id, "x")).toBe(false);
    });

    it("exports every genuine lead as CSV with a BOM, newest first, formulas neutralised, across batches", async () => {
      await saveLead(db, lead({ name: "Bot" }), { spam: true });
      const first = await saveLead(db, lead({ name: "ראשון", fromLocation: "=HYPERLINK(\"x\")", email: "a@b.co" }), at("2026-01-14T23:30:00Z"));
      await setNote(db, first, "הערה, עם \"מרכאות\"");
      await setHandled(db, first, true);
      const many = Array.from({ length: 2100 }, (_, i) => ({
        created_at: new Date(Date.UTC(2026, 1, 1) + i * 60_000).toISOString(),
        name: `לקוח`,
        phone: "050-0000000",
        source: "lead_form",
        is_spam: 0,
      }));
      for (let i = 0; i < many.length; i += 500) await db.kysely.insertInto("leads").values(many.slice(i, i + 500)).execute();

      const bytes = new Uint8Array(await new Response(exportLeadsCsv(db)).arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).split("\r\n");
      expect(lines[0]).toBe(exportHeader.map((h) => `"${h}"`).join(","));
      expect(lines.at(-1)).toBe("");
      expect(lines).toHaveLength(1 + 2101 + 1);
      expect(lines.at(-2)).toBe(`"15/01/2026 01:30","ראשון","050-1234567","'=HYPERLINK(""x"")","","טופס יצירת קשר","הערה, עם ""מרכאות""","a@b.co","כן"`);
      expect(text).not.toContain("Bot");
    });
  });
}

describeOnBothEngines(adminSuite, (url) => {
  it("indexes names and phone digits with pg_trgm, and the search uses them", async () => {
    const db = await openDb({ databaseUrl: url() });
    try {
      const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'leads' AND indexname LIKE '%trgm'`.execute(db.kysely);
      expect(rows.map((r) => r.indexname).sort()).toEqual(["leads_name_trgm", "leads_phone_trgm"]);
      const plan = await db.kysely.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const name = await sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT id FROM leads WHERE name ILIKE ${"%כהן%"}`.execute(trx);
        const phone = await sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT id FROM leads WHERE replace(replace(replace(phone, '-', ''), ' ', ''), '+', '') LIKE ${"%0521234%"}`.execute(trx);
        return [...name.rows, ...phone.rows].map((r) => r["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain("leads_name_trgm");
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
      await setHandled(db, id, true);
      await db.kysely.updateTable("leads").set({ notified_at: new Date().toISOString() }).where("id", "=", id).execute(); // not an admin change
      await deleteLead(db, id);
      const expected = [
        { op: "insert", id },
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
