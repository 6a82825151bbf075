import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { attributionInput, leadInput as lead } from "../../../tests/support/lead-fixtures.ts";
import { listActivity, logActivity } from "../activity.ts";
import { saveLead } from "../leads.ts";
import { exportLeadsCsv } from "./export.ts";
import { listLeads, moveToTrash, updateLead } from "./queries.ts";

const at = (iso: string) => ({ spam: false, now: new Date(iso) });

/** Search as people type Hebrew (issue 42): every quote mark, what brought the lead, and the log. */
describeOnBothEngines((engine, open) => {
  describe(`search as typed on ${engine}`, () => {
    const db = suiteDb(open, ["activity_log", "lead_notes", "leads"]);
    const found = async (search: string, view: "open" | "trash" = "open") => (await listLeads(db, { view, search })).rows.map((r) => r.name);

    it("finds gershayim, straight and curly double quotes alike, both ways round, and so geresh and apostrophes", async () => {
      await saveLead(db, lead({ name: "ד״ר גולן" }), at("2026-05-01T10:00:00Z"));
      await saveLead(db, lead({ name: 'ד"ר גולן שני' }), at("2026-05-02T10:00:00Z"));
      await saveLead(db, lead({ name: "עו״ד מיכל לוי" }), at("2026-05-03T10:00:00Z"));
      await saveLead(db, lead({ name: "ג׳ורג׳ חביב" }), at("2026-05-04T10:00:00Z"));
      const accountant = await saveLead(db, lead({ name: "רו”ח בן דוד", fromLocation: "קריית מוצקין" }), at("2026-05-05T10:00:00Z"));
      await updateLead(db, accountant, { note: "משרד ברח’ הרצל" });
      await saveLead(db, lead({ name: "דור גולני" }), at("2026-05-06T10:00:00Z")); // no quote mark: never found by one

      for (const typed of ["ד״ר גולן", 'ד"ר גולן', "ד“ר גולן", "ד”ר גולן", "גולן ד״ר"]) expect(await found(typed), typed).toEqual(['ד"ר גולן שני', "ד״ר גולן"]);
      for (const typed of ['עו"ד מיכל', "עו״ד מיכל", "עו”ד מיכל", 'מיכל עו"ד']) expect(await found(typed), typed).toEqual(["עו״ד מיכל לוי"]);
      for (const typed of ["ג'ורג'", "ג׳ורג׳", "ג’ורג’", "ג`ורג`"]) expect(await found(typed), typed).toEqual(["ג׳ורג׳ חביב"]);
      // Words shorter than the trigram index are scanned, with the same marks.
      for (const typed of ['ד"', "ד״", "ג'", "ג׳"]) expect((await found(typed)).length, typed).toBeGreaterThan(0);
      expect(await found('ד"')).toEqual(['ד"ר גולן שני', "ד״ר גולן"]);
      expect(await found("ג'")).toEqual(["ג׳ורג׳ חביב"]);
      // Every searched field, not the name alone.
      expect(await found('רו"ח')).toEqual(["רו”ח בן דוד"]);
      expect(await found("רח'")).toEqual(["רו”ח בן דוד"]);
      expect(await found("רח׳ הרצל")).toEqual(["רו”ח בן דוד"]);
    });

    it("keeps the marks one when a lead changes, and in the trash's search and the export", async () => {
      const id = await saveLead(db, lead({ name: "משה כהן" }), at("2026-05-01T10:00:00Z"));
      expect(await found('עו"ד')).toEqual([]);
      await updateLead(db, id, { note: "עו״ד של החברה" });
      expect(await found('עו"ד')).toEqual(["משה כהן"]);
      await db.kysely.updateTable("leads").set({ name: "ד״ר משה כהן" }).where("id", "=", id).execute();
      expect(await found('ד"ר משה')).toEqual(["ד״ר משה כהן"]);
      const csv = await new Response(exportLeadsCsv(db, { search: 'ד"ר משה' })).text();
      expect(csv).toContain("ד״ר משה כהן");
      await moveToTrash(db, id);
      expect(await found('ד"ר משה')).toEqual([]);
      expect(await found("ד”ר משה", "trash")).toEqual(["ד״ר משה כהן"]);
    });

    it("finds a lead by its landing page, campaign, source and referring site", async () => {
      await saveLead(
        db,
        lead({ name: "מחיפה", attribution: attributionInput({ landing_page: "/shipping-haifa", utm_campaign: "haifa-search" }) }),
        at("2026-05-01T10:00:00Z"),
      );
      await saveLead(
        db,
        lead({
          name: "מפייסבוק",
          attribution: attributionInput({
            landing_page: "/moving",
            referrer_host: "l.facebook.com",
            utm_source: "facebook",
            utm_medium: null,
            utm_campaign: "קיץ-2026",
          }),
        }),
        at("2026-05-02T10:00:00Z"),
      );
      await saveLead(db, lead({ name: "ישיר" }), at("2026-05-03T10:00:00Z"));
      expect(await found("shipping-haifa")).toEqual(["מחיפה"]);
      expect(await found("/shipping-haifa")).toEqual(["מחיפה"]);
      expect(await found("haifa-search")).toEqual(["מחיפה"]);
      expect(await found("קיץ-2026")).toEqual(["מפייסבוק"]);
      expect(await found("facebook")).toEqual(["מפייסבוק"]);
      expect(await found("l.facebook")).toEqual(["מפייסבוק"]);
      expect(await found("google")).toEqual(["מחיפה"]);
      expect(await found("/moving")).toEqual(["מפייסבוק"]);
      expect(await found("haifa מחיפה")).toEqual(["מחיפה"]);
      expect(await found("haifa ישיר")).toEqual([]);
    });

    it("searches the activity log: the lead's name and phone in any spelling, the action, the stages, the e-mail", async () => {
      const golan = await saveLead(db, lead({ name: "ד״ר גולן", phone: "+972526870920" }), at("2026-05-01T10:00:00Z"));
      const dana = await saveLead(db, lead({ name: "דנה כהן", phone: "050-1112222" }), at("2026-05-02T10:00:00Z"));
      const entry = (action: Parameters<typeof logActivity>[1]["action"], iso: string, more: Partial<Parameters<typeof logActivity>[1]> = {}) =>
        logActivity(db, { action, now: new Date(iso), userEmail: "owner@example.com", ...more });
      await entry("sign_in", "2026-05-03T08:00:00Z");
      await entry("stage", "2026-05-03T09:00:00Z", { leadId: golan, details: { from: "new", to: "won", value: 450 } });
      await entry("stage", "2026-05-03T10:00:00Z", { leadId: dana, details: { from: "new", to: "lost", reason: "competitor" } });
      await entry("reminder_set", "2026-05-03T11:00:00Z", { leadId: dana, details: { at: "2026-05-04T06:00:00.000Z" } });
      await entry("user_add", "2026-05-03T12:00:00Z", { client: "cli", userEmail: null, details: { email: "helper@example.com" } });
      await entry("push_on", "2026-05-03T13:00:00Z", { details: { device: "Chrome ב-Android" } });

      const actions = async (search: string) =>
        (await listActivity(db, { search })).rows.map((row) => `${row.action}${row.leadName ? `:${row.leadName}` : ""}`);
      expect((await listActivity(db)).total).toBe(6);
      // The lead: its name with any quote mark, its phone however it is typed.
      for (const typed of ['ד"ר גולן', "ד״ר", "0526870920", "+972 52 687", "052-687-0920"]) expect(await actions(typed), typed).toEqual(["stage:ד״ר גולן"]);
      expect(await actions("דנה")).toEqual(["reminder_set:דנה כהן", "stage:דנה כהן"]);
      // The action's words, a stage change's stages, a lost lead's reason.
      expect(await actions("תזכורת")).toEqual(["reminder_set:דנה כהן"]);
      expect(await actions("הוזמן")).toEqual(["stage:ד״ר גולן"]);
      expect(await actions("מתחרה")).toEqual(["stage:דנה כהן"]);
      expect(await actions("שינוי שלב דנה")).toEqual(["stage:דנה כהן"]);
      expect(await actions("התחברות")).toEqual(["sign_in"]);
      // E-mail addresses and a device's name.
      expect(await actions("helper@")).toEqual(["user_add"]);
      expect(await actions("android")).toEqual(["push_on"]);
      expect(await actions("owner@example")).toHaveLength(5);
      // Every word must match; nothing else is found, and the count and pages follow the search.
      expect(await actions("הוזמן דנה")).toEqual([]);
      expect(await actions("%")).toEqual([]);
      expect(await actions("new")).toEqual([]); // a stage's key is not what the log shows
      const page = await listActivity(db, { search: "דנה", pageSize: 1, page: 2 });
      expect(page.total).toBe(2);
      expect(page.rows.map((row) => row.action)).toEqual(["stage"]);
      // Only a lead's entries, and searched (the detail's list never searches, but the two combine).
      expect((await listActivity(db, { leadId: dana, search: "תזכורת" })).rows.map((row) => row.action)).toEqual(["reminder_set"]);
    });
  });
});
