import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { attributionSummary } from "./attribution-summary.ts";
import { countLeads, deleteForever, leadsPerDay, listLeads, moveToTrash, restoreFromTrash, SEARCH_COUNT_CAP, updateLead } from "./queries.ts";
import { leadCountsAsTheyCome, leadsSummary } from "./summary.ts";
import { leadInput as lead, recordingStatements, sqlitePlan } from "../../../tests/support/lead-fixtures.ts";

const versions = async (db: Db) => {
  const row = (
    await sql<{ version: number | string; handled_version: number | string }>`SELECT version, handled_version FROM leads_version WHERE id = 1`.execute(
      db.kysely,
    )
  ).rows[0]!;
  return { version: Number(row.version), handled: Number(row.handled_version) };
};

function summarySuite(engine: string, open: () => Promise<Db>) {
  describe(`admin summary on ${engine}`, () => {
    const db = suiteDb(open, ["leads"]);
    /** Another connection, as another instance or a script would have. */
    const other = suiteDb(open);

    const now = new Date("2026-06-15T09:00:00Z");
    const at = (iso: string) => ({ spam: false, now: new Date(iso) });

    it("raises leads_version on every change the summary shows, from any connection, and on nothing else", async () => {
      /** Which of the two numbers moved. */
      const moved = async (work: () => Promise<unknown>) => {
        const before = await versions(db);
        await work();
        const after = await versions(db);
        return { version: after.version > before.version, handled: after.handled > before.handled };
      };
      const everything = { version: true, handled: false };
      let id = 0;
      expect(await moved(async () => (id = await saveLead(other, lead(), at("2026-06-14T10:00:00Z"))))).toEqual(everything);
      expect(await moved(() => updateLead(other, id, { stage: { stage: "won", wonValue: null, lostReason: null } }))).toEqual({
        version: false,
        handled: true,
      });
      expect(await moved(() => moveToTrash(other, id))).toEqual(everything);
      expect(await moved(() => restoreFromTrash(other, id))).toEqual(everything);
      expect(await moved(() => other.kysely.updateTable("leads").set({ is_spam: 1 }).where("id", "=", id).execute())).toEqual(everything);
      expect(await moved(() => other.kysely.updateTable("leads").set({ utm_source: "google" }).where("id", "=", id).execute())).toEqual(everything);
      // A note, the notice bookkeeping: nothing the summary shows.
      const nothing = { version: false, handled: false };
      expect(await moved(() => updateLead(other, id, { note: "להתקשר" }))).toEqual(nothing);
      expect(await moved(() => other.kysely.updateTable("leads").set({ notified_at: now.toISOString() }).where("id", "=", id).execute())).toEqual(nothing);
      await moveToTrash(other, id);
      expect(await moved(() => deleteForever(other, id))).toEqual(everything);
    });

    it("is computed once and reused until a lead changes (here or through another connection) or the Israeli day does", async () => {
      const first = await saveLead(db, lead({ attribution: null }), at("2026-06-14T10:00:00Z"));
      const { db: watched, sent } = recordingStatements(db);
      const summary = await leadsSummary(watched, now);
      expect(summary).toEqual({
        counts: await countLeads(db, now),
        perDay: await leadsPerDay(db, now),
        attribution: await attributionSummary(db, now),
        recentAt: now.toISOString(),
      });
      expect(summary.counts.total).toBe(1);

      // Nothing changed, or nothing the summary shows: one statement (the versions), the same summary.
      sent.length = 0;
      expect(await leadsSummary(watched, new Date(now.getTime() + 60_000))).toEqual(summary);
      await updateLead(other, first, { note: "הערה" });
      expect(await leadsSummary(watched, now)).toEqual(summary);
      expect(sent).toHaveLength(2);

      // Moved to another stage elsewhere: the counts again (the versions and twelve counts), not the chart or the sources.
      sent.length = 0;
      await updateLead(other, first, { stage: { stage: "won", wonValue: null, lostReason: null } });
      const handled = await leadsSummary(watched, now);
      expect(handled.counts).toMatchObject({ total: 1, open: 0, new: 0, won: 1 });
      const texts = sent.map((node) => db.kysely.getExecutor().compileQuery(node, { queryId: "sent" }).sql);
      expect(texts.filter((text) => /count\(\*\)/i.test(text))).toHaveLength(12);
      expect(texts.some((text) => text.includes("landing_page") || text.includes('"d29"'))).toBe(false);

      // A lead from another connection: everything again, and counted.
      sent.length = 0;
      await saveLead(other, lead(), at("2026-06-15T08:00:00Z"));
      const second = await leadsSummary(watched, now);
      const again = sent.map((node) => db.kysely.getExecutor().compileQuery(node, { queryId: "sent" }).sql);
      expect(again.some((text) => text.includes("landing_page"))).toBe(true);
      expect(again.some((text) => text.includes('"d29"'))).toBe(true);
      expect(second.counts).toMatchObject({ total: 2, today: 1, open: 1 });
      expect(second.perDay.at(-1)).toEqual({ date: "2026-06-15", count: 1 });

      // The next Israeli day (15 June 21:00 UTC is 16 June 00:00 in Israel): "today" starts again.
      const nextDay = await leadsSummary(watched, new Date("2026-06-15T21:00:00Z"));
      expect(nextDay.counts.today).toBe(0);
      expect(nextDay.perDay.at(-1)).toEqual({ date: "2026-06-16", count: 0 });
    });

    it("counts job applications apart: out of the customers' figures and chart, in a figure of their own", async () => {
      await saveLead(db, lead(), at("2026-06-15T07:00:00Z"));
      await saveLead(db, lead({ source: "join_team" }), at("2026-06-15T07:30:00Z"));
      await saveLead(db, lead({ source: "join_team" }), at("2026-06-14T07:30:00Z"));
      const summary = await leadsSummary(db, now);
      expect(summary.counts).toMatchObject({ total: 1, today: 1, week: 1, open: 1, new: 1, applicants: 2 });
      expect(summary.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(1);
    });

    it("keeps no failed summary", async () => {
      let failing = true;
      let calls = 0;
      // The version reads; then the database fails (once).
      const flaky: Db = {
        ...db,
        kysely: db.kysely.withPlugin({
          transformQuery: ({ node }) => node,
          transformResult: async ({ result }) => (failing && ++calls > 1 ? Promise.reject(new Error("down")) : result),
        }),
      };
      await expect(leadsSummary(flaky, now)).rejects.toThrow("down");
      failing = false;
      // Same version, same day: asked again, it is computed again.
      await expect(leadsSummary(flaky, now)).resolves.toMatchObject({ counts: { total: 0 } });
    });

    it("gives the open count first and the counts as they are when nothing changed, else their promise with the counts from before", async () => {
      await saveLead(db, lead(), at("2026-06-14T10:00:00Z"));
      const first = await leadCountsAsTheyCome(db, now);
      expect(await first.waiting).toBe(1);
      const counted = await first.counts();
      expect(counted).toEqual(await countLeads(db, now));
      // Nothing changed: the same counts, as a value (nothing to stream).
      const again = await leadCountsAsTheyCome(db, now);
      expect(again.counts()).toEqual(counted);
      expect(again.counts()).not.toBeInstanceOf(Promise);
      // A lead added elsewhere: counted again, the counts shown before kept for the wait.
      await saveLead(other, lead(), at("2026-06-14T11:00:00Z"));
      const after = await leadCountsAsTheyCome(db, now);
      expect(after.before).toEqual(counted);
      expect(await after.waiting).toBe(2);
      const coming = after.counts();
      expect(coming).toBeInstanceOf(Promise);
      expect(await coming).toMatchObject({ open: 2, total: 2 });
    });

    it(`counts a search's matches up to ${SEARCH_COUNT_CAP} past the page, then says there are more`, async () => {
      // More matches than SQLite fetches by id (5,000): the page and the count walk the view's index.
      const total = 5_200;
      const rows = Array.from({ length: total }, (_, i) => ({
        created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        name: `לקוח כהן ${i}`,
        phone: "050-0000000",
        source: "lead_form",
        // Every tenth a honeypot catch, every fiftieth in the trash, every fourth handled.
        is_spam: i % 10 === 0 ? 1 : 0,
        deleted_at: i % 50 === 1 ? "2026-06-01T00:00:00.000Z" : null,
        handled_at: i % 4 === 2 ? "2026-06-01T00:00:00.000Z" : null,
      }));
      for (let i = 0; i < rows.length; i += 250)
        await db.kysely
          .insertInto("leads")
          .values(rows.slice(i, i + 250))
          .execute();
      const ids = (await db.kysely.selectFrom("leads").select(["id", "created_at"]).execute()).sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
      const expected = (keep: (r: (typeof rows)[number]) => boolean) => ids.filter((_, i) => keep(rows[total - 1 - i]!)).map((r) => Number(r.id));
      // A search from any live view reads every live lead, honeypot catches included (each says where it is).
      const live = expected((r) => r.deleted_at === null);
      const trash = expected((r) => r.deleted_at !== null);

      const { db: watched, sent } = recordingStatements(db);
      const first = await listLeads(watched, { view: "all", search: "כהן" });
      expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, moreThanTotal: true });
      if (engine === "SQLite") {
        // The page and the count walk the live leads' own index newest first (leads_live), no sort.
        for (const node of sent.slice(1)) {
          const plan = await sqlitePlan(db, node);
          expect(plan).toMatch(/INDEX leads_live\b/);
          expect(plan).not.toContain("TEMP B-TREE");
        }
      }
      expect(first.rows.map((r) => r.id)).toEqual(live.slice(0, 50));
      const deep = await listLeads(db, { view: "all", search: "כהן", page: 20 });
      expect(deep).toMatchObject({ total: 19 * 50 + SEARCH_COUNT_CAP, moreThanTotal: true });
      expect(deep.rows.map((r) => r.id)).toEqual(live.slice(950, 1000));
      // Near the end the count is exact again.
      const last = await listLeads(db, { view: "all", search: "כהן", page: Math.ceil(live.length / 50) });
      expect(last.total).toBe(live.length);
      expect(last.moreThanTotal).toBeUndefined();
      const inTrash = await listLeads(db, { view: "trash", search: "כהן" });
      expect(inTrash.total).toBe(trash.length);
      expect(inTrash.moreThanTotal).toBeUndefined();
      expect(new Set(inTrash.rows.map((r) => r.id))).toEqual(new Set(trash.slice(0, 50)));
      expect((await listLeads(db, { view: "all", search: "לקוח כהן 5199" })).rows.map((r) => r.id)).toEqual(live.slice(0, 1));
    });

    it.runIf(engine === "SQLite")("reads the sources summary from leads_attribution, in group order, without sorting", async () => {
      await saveLead(db, lead({ attribution: null }), at("2026-06-14T10:00:00Z"));
      const { db: watched, sent } = recordingStatements(db);
      await attributionSummary(watched, now);
      expect(sent).toHaveLength(1);
      const detail = await sqlitePlan(db, sent[0]!);
      expect(detail).toMatch(/INDEX leads_attribution\b/);
      expect(detail).not.toContain("TEMP B-TREE");
    });
  });
}

describeOnBothEngines(summarySuite);
