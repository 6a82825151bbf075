import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../tests/support/both-engines.ts";
import type { Db } from "./db/database.ts";
import { claimPendingNotices, leadsAwaitingNotice, markNotified, purgeLeadsBefore, recordNoticeFailure, releaseNoticeClaims, saveLead } from "./leads.ts";
import { attributionInput, leadInput as lead } from "../../tests/support/lead-fixtures.ts";

/** The same storage behaviour on both engines. */
function storageSuite(engine: string, open: () => Promise<Db>) {
  describe(`lead storage on ${engine}`, () => {
    const db = suiteDb(open);

    it("stores every field as given and returns its id", async () => {
      const input = lead({ email: "dana@example.co.il", fromLocation: 'חיפה, רחוב "הנמל" 5', toLocation: "אילת 'מרכז'", pagePath: "/contact" });
      const id = await saveLead(db, input, { spam: false, now: new Date("2026-03-01T10:00:00.000Z") });
      const row = await db.kysely.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: input.name,
        phone: input.phone,
        email: input.email,
        from_location: input.fromLocation,
        to_location: input.toLocation,
        source: "contact_form",
        page_path: "/contact",
        created_at: "2026-03-01T10:00:00.000Z",
        consent_at: "2026-03-01T10:00:00.000Z",
        is_spam: 0,
        notified_at: null,
      });
    });

    it("hands a due notice over in the lead's own names, as it came in", async () => {
      const input = lead({ email: "dana@example.co.il", fromLocation: "חיפה", toLocation: "אילת", pagePath: "/contact" });
      const id = await saveLead(db, input, { spam: false, now: new Date("2026-03-02T10:00:00.000Z") });
      expect((await leadsAwaitingNotice(db, 1000)).find((notice) => notice.id === id)).toEqual({
        id,
        createdAt: "2026-03-02T10:00:00.000Z",
        name: input.name,
        phone: input.phone,
        email: "dana@example.co.il",
        fromLocation: "חיפה",
        toLocation: "אילת",
        vehicle: null,
        workArea: null,
        source: "contact_form",
        pagePath: "/contact",
        notifyAttempts: 0,
        quote: { from: null, to: null, price: null },
      });
    });

    it("stores where the visit came from and the estimate it saw, and nulls without them", async () => {
      const attribution = attributionInput({ utm_term: "שליח '); DROP TABLE leads; --" });
      const quote = { from: "תל אביב-יפו", to: "חיפה", size: "medium", price: 117, model: "table" } as const;
      const id = await saveLead(db, lead({ attribution, quote }), { spam: false });
      const row = await db.kysely.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ...attribution, quote_from: "תל אביב-יפו", quote_to: "חיפה", quote_size: "medium", quote_model: "table" });
      expect(Number(row.quote_price)).toBe(117);

      const bare = await saveLead(db, lead({ attribution: null, quote: null }), { spam: false });
      const plain = await saveLead(db, lead(), { spam: false });
      const rows = await db.kysely.selectFrom("leads").selectAll().where("id", "in", [bare, plain]).execute();
      const columns = [...Object.keys(attribution), "quote_from", "quote_to", "quote_size", "quote_price", "quote_model"] as const;
      for (const stored of rows) {
        expect(Object.fromEntries(columns.map((c) => [c, stored[c as keyof typeof stored]]))).toEqual(Object.fromEntries(columns.map((c) => [c, null])));
      }
    });

    it("stores a job application's vehicle and work area (migration 0018), hands them to its notice, and nulls on a customer's lead", async () => {
      const application = lead({ source: "join_team", vehicle: "van", workArea: "השרון ו'גוש דן'", fromLocation: "נתניה" });
      const id = await saveLead(db, application, { spam: false, now: new Date("2026-03-03T10:00:00.000Z") });
      const customer = await saveLead(db, lead(), { spam: false });
      const rows = await db.kysely
        .selectFrom("leads")
        .select(["id", "vehicle", "work_area", "from_location"])
        .where("id", "in", [id, customer])
        .orderBy("id")
        .execute();
      expect(rows.map(({ id: _, ...row }) => row)).toEqual([
        { vehicle: "van", work_area: "השרון ו'גוש דן'", from_location: "נתניה" },
        { vehicle: null, work_area: null, from_location: null },
      ]);
      expect((await leadsAwaitingNotice(db, 1000)).find((notice) => notice.id === id)).toMatchObject({
        vehicle: "van",
        workArea: "השרון ו'גוש דן'",
        source: "join_team",
      });
    });

    it("stores SQL and HTML fragments as plain text", async () => {
      const text = "'); DROP TABLE leads; -- <img src=x onerror=alert(1)>";
      const id = await saveLead(db, lead({ fromLocation: text }), { spam: false });
      const row = await db.kysely.selectFrom("leads").select("from_location").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.from_location).toBe(text);
    });

    it("keeps honeypot catches, flagged, and never queues a notice for them", async () => {
      const spamId = await saveLead(db, lead({ name: "Bot" }), { spam: true });
      const pending = await leadsAwaitingNotice(db, 1000);
      expect(pending.map((p) => p.id)).not.toContain(spamId);
      const row = await db.kysely.selectFrom("leads").select("is_spam").where("id", "=", spamId).executeTakeFirstOrThrow();
      expect(row.is_spam).toBe(1);
    });

    it("queues notices until they are marked sent, counting failures", async () => {
      const id = await saveLead(db, lead(), { spam: false });
      expect((await leadsAwaitingNotice(db, 1000)).map((p) => p.id)).toContain(id);
      await recordNoticeFailure(db, id);
      const again = (await leadsAwaitingNotice(db, 1000)).find((p) => p.id === id);
      expect(again?.notifyAttempts).toBe(1);
      await markNotified(db, id);
      expect((await leadsAwaitingNotice(db, 1000)).map((p) => p.id)).not.toContain(id);
    });

    it("commits leads that arrive together in one group, each with its own id", async () => {
      const names = Array.from({ length: 40 }, (_, i) => `קבוצה ${"אבגדהוזחטי"[i % 10]} ${"abcdefghij"[Math.floor(i / 10)]}`);
      const ids = await Promise.all(names.map((name) => saveLead(db, lead({ name }), { spam: false })));
      expect(new Set(ids).size).toBe(names.length);
      const rows = await db.kysely.selectFrom("leads").select(["id", "name"]).where("id", "in", ids).execute();
      expect(new Map(rows.map((r) => [r.id, r.name]))).toEqual(new Map(ids.map((id, i) => [id, names[i]])));
    });

    it("fails every lead of a group whose commit fails, and acknowledges none of them", async () => {
      const broken = await open();
      await broken.close();
      const results = await Promise.allSettled([saveLead(broken, lead(), { spam: false }), saveLead(broken, lead(), { spam: false })]);
      expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    });

    it("lets only one instance claim a notice, until it is sent, fails, or the lease lapses", async () => {
      await db.kysely.updateTable("leads").set({ notified_at: new Date().toISOString() }).where("notified_at", "is", null).execute();
      const ids = await Promise.all(Array.from({ length: 30 }, () => saveLead(db, lead(), { spam: false })));
      const other = await open();
      try {
        const [mine, theirs] = await Promise.all([claimPendingNotices(db, { limit: 20 }), claimPendingNotices(other, { limit: 20 })]);
        const claimedIds = [...mine, ...theirs].map((l) => l.id);
        expect(new Set(claimedIds).size).toBe(claimedIds.length);
        expect(claimedIds.sort((a, b) => a - b)).toEqual(ids);
        expect(await claimPendingNotices(db)).toEqual([]);

        await recordNoticeFailure(db, mine[0]!.id);
        await releaseNoticeClaims(db, [mine[1]!.id]);
        await markNotified(db, mine[2]!.id);
        expect((await claimPendingNotices(other)).map((l) => l.id)).toEqual([mine[0]!.id, mine[1]!.id]);

        const later = new Date(Date.now() + 16 * 60 * 1000);
        const lapsed = await claimPendingNotices(other, { limit: 100, now: later });
        expect(lapsed.map((l) => l.id)).not.toContain(mine[2]!.id);
        expect(lapsed.length).toBe(ids.length - 1);
      } finally {
        await other.close();
      }
    });

    it("purges only leads older than the cutoff", async () => {
      const old = await saveLead(db, lead(), { spam: false, now: new Date("2018-01-01T00:00:00.000Z") });
      const recent = await saveLead(db, lead(), { spam: false, now: new Date("2025-06-01T00:00:00.000Z") });
      const removed = await purgeLeadsBefore(db, new Date("2019-01-01T00:00:00.000Z"));
      expect(removed).toBe(1);
      const ids = (await db.kysely.selectFrom("leads").select("id").execute()).map((r) => r.id);
      expect(ids).not.toContain(old);
      expect(ids).toContain(recent);
    });

    it("runs migrations once: opening again is a no-op", async () => {
      const second = await open();
      const count = await second.kysely
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBeGreaterThan(0);
      await second.close();
    });
  });
}

describeOnBothEngines(storageSuite);
