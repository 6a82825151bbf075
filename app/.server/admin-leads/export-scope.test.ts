import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { attributionInput, leadInput as lead } from "../../../tests/support/lead-fixtures.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { exportHeader, exportLeadsCsv } from "./export.ts";
import { moveToTrash } from "./queries.ts";

/** The CSV's records as cells: every cell is quoted, quotes inside doubled (export.ts). */
async function readCsv(stream: ReadableStream<Uint8Array>): Promise<string[][]> {
  const text = (await new Response(stream).text()).replace(/^\uFEFF/, "");
  return text
    .split("\r\n")
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replaceAll('""', '"')));
}

function exportSuite(engine: string, open: () => Promise<Db>) {
  describe(`the export on ${engine}`, () => {
    const db = suiteDb(open, ["leads"]);
    const at = (iso: string) => ({ spam: false, now: new Date(iso) });

    it("follows the view and the search on the screen, with the follow-up columns, Hebrew headings and phones a spreadsheet keeps", async () => {
      await saveLead(db, lead({ name: "יוסי כהן", phone: "0542665322", attribution: attributionInput({ utm_campaign: "חורף" }) }), at("2026-11-20T08:00:00Z"));
      const won = await saveLead(db, lead({ name: "רינה כהן", phone: "+972 52 765 4321" }), at("2026-11-21T08:00:00Z"));
      await db.kysely
        .updateTable("leads")
        .set({ stage: "won", won_value: 450, handled_at: "2026-11-21T09:00:00.000Z", first_contact_at: "2026-11-21T08:12:00.000Z", first_contact_via: "call" })
        .where("id", "=", won)
        .execute();
      const lost = await saveLead(db, lead({ name: "משה לוי" }), at("2026-11-22T08:00:00Z"));
      await db.kysely
        .updateTable("leads")
        .set({ stage: "lost", lost_reason: "price", handled_at: "2026-11-22T09:00:00.000Z" })
        .where("id", "=", lost)
        .execute();
      await saveLead(db, lead({ name: "ספאם כהן" }), { spam: true, now: new Date("2026-11-23T08:00:00Z") });
      const trashed = await saveLead(db, lead({ name: "זבל כהן" }), at("2026-11-23T09:00:00Z"));
      await moveToTrash(db, trashed);

      const names = (rows: string[][]) => rows.slice(1).map((row) => row[1]);
      const all = await readCsv(exportLeadsCsv(db));
      expect(all[0]).toEqual(exportHeader);
      expect(all[0]!.slice(0, 7)).toEqual(["תאריך", "שם", "טלפון", "מוצא", "יעד", "מקור", "הערות"]);
      expect(all[0]).toContain("קמפיין: שם (utm_campaign)");
      expect(all[0]!.filter((heading) => /^[a-z_]+$/.test(heading))).toEqual([]);
      expect(names(all)).toEqual(["משה לוי", "רינה כהן", "יוסי כהן"]);

      const column = (rows: string[][], heading: string, name: string) => rows.find((row) => row[1] === name)![rows[0]!.indexOf(heading)];
      expect(column(all, "טלפון", "יוסי כהן")).toBe("054-266-5322");
      expect(column(all, "טלפון", "רינה כהן")).toBe("052-765-4321");
      expect(column(all, "שלב", "יוסי כהן")).toBe("חדש");
      expect(column(all, "שלב", "רינה כהן")).toBe("הוזמן");
      expect(column(all, "שווי העבודה (₪)", "רינה כהן")).toBe("450");
      expect(column(all, "יצירת קשר ראשונה", "רינה כהן")).toBe("21/11/2026 10:12");
      expect(column(all, "דרך יצירת הקשר", "רינה כהן")).toBe("שיחה");
      expect(column(all, "סיבה (לא רלוונטי)", "משה לוי")).toBe("המחיר גבוה מדי");
      expect(column(all, "קמפיין: שם (utm_campaign)", "יוסי כהן")).toBe("חורף");

      expect(names(await readCsv(exportLeadsCsv(db, { view: "open" })))).toEqual(["יוסי כהן"]);
      // A search reads every live view, as the screen's does; never spam or the trash.
      expect(names(await readCsv(exportLeadsCsv(db, { view: "open", search: "כהן" })))).toEqual(["רינה כהן", "יוסי כהן"]);
      expect(names(await readCsv(exportLeadsCsv(db, { search: "חורף" })))).toEqual(["יוסי כהן"]);
      expect(names(await readCsv(exportLeadsCsv(db, { search: "054-266" })))).toEqual(["יוסי כהן"]);
      expect(names(await readCsv(exportLeadsCsv(db, { search: "אין כזה" })))).toEqual([]);
    });
  });
}

describeOnBothEngines(exportSuite);
