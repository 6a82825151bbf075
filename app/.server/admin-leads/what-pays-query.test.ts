import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { attributionInput, leadInput } from "../../../tests/support/lead-fixtures.ts";
import type { LeadAttribution } from "../../lib/admin-leads.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { whatPays } from "./what-pays-query.ts";

function suite(engine: string, open: () => Promise<Db>) {
  describe(`what pays in the owner's words on ${engine}`, () => {
    const db = suiteDb(open, ["leads"]);

    it("sums one campaign over Facebook and Instagram with each platform's share, names sources and pages in words", async () => {
      // Thursday 26 November 2026, 16:00 Israel.
      const now = new Date("2026-11-26T14:00:00Z");
      const created = { spam: false, now: new Date("2026-11-24T08:00:00Z") };
      const add = async (attribution: Partial<LeadAttribution>, won?: number) => {
        const id = await saveLead(db, leadInput({ attribution: attributionInput({ gclid: null, referrer_host: null, ...attribution }) }), created);
        if (won !== undefined) await db.kysely.updateTable("leads").set({ stage: "won", won_value: won }).where("id", "=", id).execute();
      };
      const winter = { utm_campaign: "חורף-חיפה", utm_medium: "paid", landing_page: "/shipping-haifa" };
      await add({ ...winter, utm_source: "facebook", referrer_host: "l.facebook.com", fbclid: "IwAR1" }, 1200);
      await add({ ...winter, utm_source: "facebook", referrer_host: "m.facebook.com" });
      await add({ ...winter, utm_source: "ig", referrer_host: "l.instagram.com" }, 800);
      await add({ utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: "l.facebook.com", landing_page: "/" });
      await add({ utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: "www.google.com", landing_page: "/pricing" });
      await add({ utm_source: null, utm_medium: null, utm_campaign: null, landing_page: "/" });

      const month = await whatPays(db, 30, now);
      expect(month.bySource).toEqual([
        {
          label: "חורף-חיפה",
          campaign: true,
          platforms: [
            { label: "פייסבוק", leads: 2, won: 1, wonValue: 1200 },
            { label: "אינסטגרם", leads: 1, won: 1, wonValue: 800 },
          ],
          leads: 3,
          won: 2,
          wonValue: 2000,
          medianFirstContact: null,
          contacted: 0,
        },
        { label: "גוגל – חיפוש", leads: 1, won: 0, wonValue: 0, medianFirstContact: null, contacted: 0 },
        { label: "ישיר", leads: 1, won: 0, wonValue: 0, medianFirstContact: null, contacted: 0 },
        { label: "פייסבוק", leads: 1, won: 0, wonValue: 0, medianFirstContact: null, contacted: 0 },
      ]);
      expect(month.byLandingPage.map((r) => [r.label, r.leads, r.won, r.wonValue])).toEqual([
        ["שליחויות בחיפה", 3, 2, 2000],
        ["דף הבית", 2, 0, 0],
        ["מחירון משלוחים", 1, 0, 0],
      ]);
    });
  });
}

describeOnBothEngines(suite);
