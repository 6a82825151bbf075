import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { DIRECT_LABEL, type LeadAttribution } from "../../lib/admin-leads.ts";
import { emptyAttribution } from "../../lib/attribution.ts";
import type { LeadInput } from "../../lib/lead-schema.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { ATTRIBUTION_TOP, attributionSummary } from "./attribution-summary.ts";
import { exportHeader, exportLeadsCsv } from "./export.ts";

const none = emptyAttribution();

const lead = (attribution: Partial<LeadAttribution> | null = null, quote: LeadInput["quote"] = null, name = "דנה כהן"): LeadInput => ({
  name,
  phone: "050-1234567",
  consent: true,
  source: "contact_form",
  attribution: attribution && { ...none, ...attribution },
  quote,
});

const campaign = { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring-sale" };

function attributionSuite(engine: string, open: () => Promise<Db>) {
  describe(`attribution on ${engine}`, () => {
    const db = suiteDb(open, ["leads"]);

    const save = (input: LeadInput, iso: string, spam = false) => saveLead(db, input, { spam, now: new Date(iso) });

    it("counts genuine live leads of the last 30 Israeli days by source and by landing page, most first", async () => {
      // Monday 15 June 2026, 12:00 Israel (UTC+3); the 30 days begin Sunday 17 May 00:00 Israel = 16 May 21:00 UTC.
      const now = new Date("2026-06-15T09:00:00Z");
      const inRange = "2026-06-10T10:00:00Z";
      await save(lead({ ...campaign, landing_page: "/shipping-haifa", referrer_host: "www.google.com" }), inRange);
      await save(lead({ ...campaign, landing_page: "/shipping-haifa" }), "2026-05-16T21:00:00Z"); // the first instant of the 30 days
      await save(lead({ ...campaign, landing_page: "/pricing" }), "2026-06-15T08:59:00Z");
      await save(lead({ referrer_host: "www.facebook.com", landing_page: "/" }), inRange);
      await save(lead({ referrer_host: "www.facebook.com", landing_page: "/" }), inRange);
      await save(lead({ gclid: "Cj0KCQ-1", landing_page: "/" }), inRange);
      await save(lead({ gclid: "Cj0KCQ-2", landing_page: "/pricing" }), inRange);
      await save(lead({ landing_page: "/contact" }), inRange);
      await save(lead(), inRange); // no JavaScript, or storage blocked: direct, page unknown

      // Left out: job applications (counted apart, 0024), honeypot catches, the trash, before the 30 days, after today.
      await save({ ...lead({ ...campaign, utm_campaign: "jobs", landing_page: "/join-team" }), source: "join_team" }, inRange);
      await save(lead({ ...campaign, utm_campaign: "spam", landing_page: "/spam" }), inRange, true);
      const trashed = await save(lead({ ...campaign, utm_campaign: "trashed", landing_page: "/trashed" }), inRange);
      await db.kysely.updateTable("leads").set({ deleted_at: "2026-06-11T10:00:00.000Z" }).where("id", "=", trashed).execute();
      await save(lead({ ...campaign, utm_campaign: "old", landing_page: "/old" }), "2026-05-16T20:59:59Z");
      await save(lead({ ...campaign, utm_campaign: "tomorrow", landing_page: "/tomorrow" }), "2026-06-15T21:00:00Z");

      expect(await attributionSummary(db, now)).toEqual({
        // In the owner's words: the campaign by its name, the platforms and pages by theirs.
        bySource: [
          { label: "קמפיין spring-sale", count: 3 },
          { label: "גוגל – מודעות", count: 2 },
          { label: DIRECT_LABEL, count: 2 },
          { label: "פייסבוק", count: 2 },
        ],
        byLandingPage: [
          { label: "דף הבית", count: 3 },
          { label: "מחירון משלוחים", count: 2 },
          { label: "שליחויות בחיפה", count: 2 },
          { label: "לא ידוע", count: 1 },
          { label: "צרו קשר", count: 1 },
        ],
      });
    });

    it("shows the ten largest of each, ties in label order, and nothing for an empty month", async () => {
      const now = new Date("2026-06-15T09:00:00Z");
      expect(await attributionSummary(db, now)).toEqual({ bySource: [], byLandingPage: [] });
      const hosts = Array.from({ length: 12 }, (_, i) => `site${String(i).padStart(2, "0")}.example`);
      for (const [i, host] of hosts.entries())
        await save(lead({ referrer_host: host, landing_page: `/page-${String(i).padStart(2, "0")}` }), "2026-06-01T10:00:00Z");
      await save(lead({ referrer_host: "site11.example", landing_page: "/page-11" }), "2026-06-02T10:00:00Z");
      const summary = await attributionSummary(db, now);
      expect(summary.bySource).toHaveLength(ATTRIBUTION_TOP);
      expect(summary.bySource.map((r) => r.label)).toEqual(["site11.example", ...hosts.slice(0, 9)]);
      expect(summary.bySource[0]!.count).toBe(2);
      // Paths the site has no page for stay paths.
      expect(summary.byLandingPage.map((r) => r.label)).toEqual(["/page-11", ...hosts.slice(0, 9).map((_, i) => `/page-${String(i).padStart(2, "0")}`)]);
    });

    describe("the CSV export", () => {
      const csvLines = async (stream: ReadableStream<Uint8Array>) => {
        const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
        return text.slice(1).split("\r\n").slice(0, -1);
      };

      it("keeps the first columns in their order and adds attribution and the estimate after them", async () => {
        expect(exportHeader.slice(0, 9)).toEqual(["תאריך", "שם", "טלפון", "מוצא", "יעד", "מקור", "הערות", "אימייל", "שלב"]);
        const quote: LeadInput["quote"] = { from: "תל אביב-יפו", to: "חיפה", size: "medium", price: 117, model: "table" };
        await save(
          lead(
            {
              ...campaign,
              landing_page: "/shipping-haifa",
              referrer_host: "www.google.com",
              utm_term: "=cmd|' /C calc'!A0",
              gclid: "G1",
              fbclid: "F1",
              utm_content: "c",
            },
            quote,
            "עם מקור",
          ),
          "2026-06-10T10:00:00Z",
        );
        await save(lead(null, null, "בלי מקור"), "2026-06-09T10:00:00Z");
        const lines = await csvLines(exportLeadsCsv(db));
        expect(lines[0]).toBe(exportHeader.map((h) => `"${h}"`).join(","));
        expect(lines).toHaveLength(3);
        expect(lines[1]).toBe(
          `"10/06/2026 13:00","עם מקור","050-123-4567","","","טופס יצירת קשר","","","חדש","","","","",` +
            `"/shipping-haifa","www.google.com","google","cpc","spring-sale","'=cmd|' /C calc'!A0","c","G1","F1",` +
            `"תל אביב-יפו","חיפה","בינונית","117","טבלה"`,
        );
        expect(lines[2]).toBe(`"09/06/2026 13:00","בלי מקור","050-123-4567","","","טופס יצירת קשר","","","חדש"${',""'.repeat(18)}`);
      });

      it("exports a view, leaves out spam and the trash, and reports the rows once when done", async () => {
        await save(lead(null, null, "פתוח"), "2026-06-10T10:00:00Z");
        const handled = await save(lead(null, null, "טופל"), "2026-06-10T11:00:00Z");
        const trashed = await save(lead(null, null, "בסל"), "2026-06-10T12:00:00Z");
        await save(lead(null, null, "Bot"), "2026-06-10T13:00:00Z", true);
        await db.kysely.updateTable("leads").set({ handled_at: "2026-06-11T10:00:00.000Z" }).where("id", "=", handled).execute();
        await db.kysely.updateTable("leads").set({ deleted_at: "2026-06-11T10:00:00.000Z" }).where("id", "=", trashed).execute();

        const names = async (view?: "open" | "all") => {
          const done: number[] = [];
          const lines = await csvLines(exportLeadsCsv(db, view ? { view } : {}, (rows) => done.push(rows)));
          const rows = lines.slice(1).map((line) => line.split(",")[1]);
          expect(done).toEqual([rows.length]);
          return rows;
        };
        expect(await names()).toEqual(['"טופל"', '"פתוח"']);
        expect(await names("all")).toEqual(['"טופל"', '"פתוח"']);
        expect(await names("open")).toEqual(['"פתוח"']);
      });

      it("reports the rows written so far, once, when the client stops reading", async () => {
        for (let i = 0; i < 1200; i += 400) {
          await db.kysely
            .insertInto("leads")
            .values(
              Array.from({ length: 400 }, (_, j) => ({
                created_at: new Date(Date.UTC(2026, 5, 1) + (i + j) * 60_000).toISOString(),
                name: "לקוח",
                phone: "050-0000000",
                source: "lead_form",
                is_spam: 0,
              })),
            )
            .execute();
        }
        const done: number[] = [];
        const reader = exportLeadsCsv(db, {}, (rows) => done.push(rows)).getReader();
        await reader.read(); // the header
        await reader.read(); // the first batch
        await reader.cancel();
        expect(done).toHaveLength(1);
        // At least the first batch (500 leads on SQLite, 100 on PostgreSQL), not all of them.
        expect(done[0]).toBeGreaterThanOrEqual(100);
        expect(done[0]).toBeLessThan(1200);
      });
    });
  });
}

describeOnBothEngines(attributionSuite);
