/**
 * Slice C of issue 30 on both engines: reminders claimed once by concurrent claimers, the note
 * history (append, joined text, cap, search), and the "what pays" table.
 */
import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { attributionInput, leadInput } from "../../../tests/support/lead-fixtures.ts";
import type { Db } from "../db/database.ts";
import { saveLead } from "../leads.ts";
import { NOTES_JOINED_MAX, NOTES_SEPARATOR, addNote, leadNotes } from "./notes.ts";
import { listLeads, moveToTrash, updateLead } from "./queries.ts";
import { claimDueReminders, clearReminder, dueReminderLeads, markReminderPushed, openReminders, releaseReminderClaim, setReminder } from "./reminder-store.ts";
import { whatPays } from "./what-pays-query.ts";

const at = (iso: string) => ({ spam: false, now: new Date(iso) });

function suite(engine: string, open: () => Promise<Db>) {
  describe(`reminders on ${engine}`, () => {
    const db = suiteDb(open, ["lead_notes", "leads"]);

    it("claims each due reminder once, however many claim at the same time; one set again stays due", async () => {
      const now = new Date("2026-11-26T14:00:00Z");
      const ids: number[] = [];
      for (let i = 0; i < 30; i++) ids.push(await saveLead(db, leadInput({ name: `לקוח ${i}` }), at("2026-11-26T08:00:00Z")));
      for (const [i, id] of ids.entries()) await setReminder(db, id, new Date(now.getTime() - (i + 1) * 60_000));
      const later = await saveLead(db, leadInput({ name: "מאוחר" }), at("2026-11-26T08:00:00Z"));
      await setReminder(db, later, new Date(now.getTime() + 60_000));

      // Four claimers at once (on PostgreSQL each its own connection from the pool).
      const claims = await Promise.all([0, 1, 2, 3].map(() => claimDueReminders(db, now, { limit: 10 })));
      const claimed = claims.flat().map((r) => r.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      // Whatever is left is claimed by the next round, and nothing twice.
      const rest = (await claimDueReminders(db, now, { limit: 100 })).map((r) => r.id);
      expect([...claimed, ...rest].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(await claimDueReminders(db, now)).toEqual([]);

      // Done, except one set again while it was claimed: it stays due for the next round.
      const all = claims.flat();
      for (const reminder of all) if (reminder.id !== ids[0]) await markReminderPushed(db, reminder, now);
      await setReminder(db, ids[0]!, new Date(now.getTime() - 1000));
      const first = all.find((r) => r.id === ids[0]);
      if (first) await markReminderPushed(db, first, now); // remind_at changed: nothing marked
      const later2 = new Date(now.getTime() + 120_000);
      const again = await claimDueReminders(db, later2, { limit: 100 });
      expect(again.map((r) => r.id)).toContain(ids[0]);
      expect(again.map((r) => r.id)).toContain(later);
    });

    it("a released claim is claimed again; an expired claim too; a cleared reminder never", async () => {
      const now = new Date("2026-11-26T14:00:00Z");
      const a = await saveLead(db, leadInput({ name: "א" }), at("2026-11-26T08:00:00Z"));
      const b = await saveLead(db, leadInput({ name: "ב" }), at("2026-11-26T08:00:00Z"));
      await setReminder(db, a, new Date(now.getTime() - 1000));
      await setReminder(db, b, new Date(now.getTime() - 1000));
      expect((await claimDueReminders(db, now, { leaseMs: 60_000 })).map((r) => r.id)).toEqual([a, b]);
      await releaseReminderClaim(db, a);
      expect((await claimDueReminders(db, now)).map((r) => r.id)).toEqual([a]);
      // After the lease, the other instance's claim has lapsed.
      expect((await claimDueReminders(db, new Date(now.getTime() + 61_000))).map((r) => r.id).sort()).toEqual([a, b].sort());
      expect(await clearReminder(db, a)).toBe(true);
      expect((await claimDueReminders(db, new Date(now.getTime() + 200_000))).map((r) => r.id)).toEqual([b]);
    });

    it("due leads rise: only open, genuine, live ones, soonest first; a closed or trashed lead's reminder is silent", async () => {
      const now = new Date("2026-11-26T14:00:00Z");
      const due = await saveLead(db, leadInput({ name: "לחזור" }), at("2026-11-26T08:00:00Z"));
      const sooner = await saveLead(db, leadInput({ name: "קודם" }), at("2026-11-26T09:00:00Z"));
      const future = await saveLead(db, leadInput({ name: "בעתיד" }), at("2026-11-26T08:00:00Z"));
      const handled = await saveLead(db, leadInput({ name: "טופל" }), at("2026-11-26T08:00:00Z"));
      const trashed = await saveLead(db, leadInput({ name: "נמחק" }), at("2026-11-26T08:00:00Z"));
      await setReminder(db, due, new Date("2026-11-26T13:00:00Z"));
      await setReminder(db, sooner, new Date("2026-11-26T12:00:00Z"));
      await setReminder(db, future, new Date("2026-11-26T15:00:00Z"));
      await setReminder(db, handled, new Date("2026-11-26T12:00:00Z"));
      await setReminder(db, trashed, new Date("2026-11-26T12:00:00Z"));
      await updateLead(db, handled, { stage: { stage: "won", wonValue: null, lostReason: null } });
      await moveToTrash(db, trashed);
      expect((await dueReminderLeads(db, now)).map((l) => l.name)).toEqual(["קודם", "לחזור"]);
      const claimed = await claimDueReminders(db, now);
      expect(claimed.map((r) => [r.name, r.open])).toEqual([
        ["קודם", true],
        ["טופל", false],
        ["נמחק", false],
        ["לחזור", true],
      ]);
      // A trashed lead cannot be given a reminder.
      expect(await setReminder(db, trashed, new Date("2026-11-27T12:00:00Z"))).toBeUndefined();
    });

    it("the reminders screen: every open lead's reminder, due or not, soonest first, with its route and newest note; none of a closed, spam or trashed lead", async () => {
      const owner = { userId: null, userEmail: "owner@example.com" };
      const overdue = await saveLead(db, leadInput({ name: "באיחור", fromLocation: "חיפה", toLocation: "אילת" }), at("2026-11-20T08:00:00Z"));
      const later = await saveLead(db, leadInput({ name: "בהמשך", fromLocation: undefined, toLocation: undefined }), at("2026-11-20T08:00:00Z"));
      const none = await saveLead(db, leadInput({ name: "בלי תזכורת" }), at("2026-11-20T08:00:00Z"));
      const won = await saveLead(db, leadInput({ name: "נסגר" }), at("2026-11-20T08:00:00Z"));
      const spam = await saveLead(db, leadInput({ name: "זבל" }), { spam: true, now: new Date("2026-11-20T08:00:00Z") });
      const trashed = await saveLead(db, leadInput({ name: "בפח" }), at("2026-11-20T08:00:00Z"));
      await addNote(db, overdue, { ...owner, body: "ישנה" }, new Date("2026-11-20T09:00:00Z"));
      await addNote(db, overdue, { ...owner, body: "לשאול על מקרר" }, new Date("2026-11-21T09:00:00Z"));
      await setReminder(db, overdue, new Date("2026-11-25T07:00:00Z"));
      await setReminder(db, later, new Date("2026-12-01T07:00:00Z"));
      for (const id of [won, spam, trashed]) await setReminder(db, id, new Date("2026-11-24T07:00:00Z"));
      await updateLead(db, won, { stage: { stage: "won", wonValue: null, lostReason: null } });
      await moveToTrash(db, trashed);
      // A reminder already pushed stays on the screen until it is cleared.
      await markReminderPushed(db, { id: overdue, remindAt: new Date("2026-11-25T07:00:00Z").toISOString() }, new Date("2026-11-25T07:00:00Z"));
      const reminders = await openReminders(db);
      expect(reminders.map((r) => ({ ...r, remindAt: new Date(r.remindAt).toISOString() }))).toEqual([
        { id: overdue, name: "באיחור", fromLocation: "חיפה", toLocation: "אילת", remindAt: "2026-11-25T07:00:00.000Z", latestNote: "לשאול על מקרר" },
        { id: later, name: "בהמשך", fromLocation: null, toLocation: null, remindAt: "2026-12-01T07:00:00.000Z", latestNote: null },
      ]);
      expect(reminders.map((r) => r.id)).not.toContain(none);
      expect((await openReminders(db, 1)).map((r) => r.id)).toEqual([overdue]);
      await clearReminder(db, overdue);
      expect((await openReminders(db)).map((r) => r.id)).toEqual([later]);
    });
  });

  describe(`the note history on ${engine}`, () => {
    const db = suiteDb(open, ["lead_notes", "leads"]);
    const owner = { userId: null, userEmail: "owner@example.com" };

    it("adds notes with who and when, keeps their texts newest first in notes, and the search finds an older one's word", async () => {
      const id = await saveLead(db, leadInput({ name: "רות היסטוריה" }), at("2026-11-20T08:00:00Z"));
      expect(await addNote(db, id, { ...owner, body: "ביקשה הצעה לחבילה קטנה" }, new Date("2026-11-20T09:00:00Z"))).toBe(true);
      expect(await addNote(db, id, { ...owner, body: "להתקשר שוב ביום ראשון" }, new Date("2026-11-21T09:00:00Z"))).toBe(true);
      const notes = await leadNotes(db, id);
      expect(notes.map((n) => [n.body, n.userEmail, new Date(n.at).toISOString()])).toEqual([
        ["להתקשר שוב ביום ראשון", "owner@example.com", "2026-11-21T09:00:00.000Z"],
        ["ביקשה הצעה לחבילה קטנה", "owner@example.com", "2026-11-20T09:00:00.000Z"],
      ]);
      const page = await listLeads(db, { view: "open", search: "קטנה" });
      expect(page.rows.map((l) => l.id)).toEqual([id]);
      expect(page.rows[0]!.notes).toBe(`להתקשר שוב ביום ראשון${NOTES_SEPARATOR}ביקשה הצעה לחבילה קטנה`);
      // A lead in the trash takes no note.
      await moveToTrash(db, id);
      expect(await addNote(db, id, { ...owner, body: "x" })).toBe(false);
      expect(await leadNotes(db, id)).toHaveLength(2);
    });

    it("caps the joined text at 4,000 characters, the newest first; the history keeps every note", async () => {
      const id = await saveLead(db, leadInput(), at("2026-11-20T08:00:00Z"));
      await addNote(db, id, { ...owner, body: `ישן ${"א".repeat(490)} מילהנדירה` });
      for (let i = 0; i < 9; i++) await addNote(db, id, { ...owner, body: `${i} ${"ב".repeat(495)}` });
      const row = await db.kysely.selectFrom("leads").select("notes").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.notes!.length).toBe(NOTES_JOINED_MAX);
      expect(row.notes!.startsWith("8 ")).toBe(true);
      expect(row.notes).not.toContain("מילהנדירה");
      expect(await leadNotes(db, id)).toHaveLength(10);
    });
  });

  describe(`what pays on ${engine}`, () => {
    const db = suiteDb(open, ["lead_notes", "leads"]);

    it("counts leads, won, value, rate and the median first contact in courier hours, by campaign and landing page, over 30 and 90 days", async () => {
      // Thursday 26 November 2026, 16:00 Israel (UTC+2).
      const now = new Date("2026-11-26T14:00:00Z");
      const spring = attributionInput({ utm_campaign: "אביב", landing_page: "/shipping-haifa", gclid: null });
      const winter = attributionInput({ utm_campaign: "חורף", landing_page: "/express", gclid: null });
      const add = async (attribution: typeof spring, created: string, change: { stage?: string; value?: number; contact?: string } = {}) => {
        const id = await saveLead(db, leadInput({ attribution }), at(created));
        if (!change.stage && !change.contact) return id;
        await db.kysely
          .updateTable("leads")
          .set({
            ...(change.stage && { stage: change.stage as "won" }),
            ...(change.value !== undefined && { won_value: change.value }),
            ...(change.contact && { first_contact_at: new Date(change.contact).toISOString() }),
          })
          .where("id", "=", id)
          .execute();
        return id;
      };
      // Spring: 4 leads this month, 2 won (500 + 300), contacted after 10, 30 and 50 courier minutes.
      await add(spring, "2026-11-24T08:00:00Z", { stage: "won", value: 500, contact: "2026-11-24T08:10:00Z" }); // Tue 10:00 -> 10:10
      await add(spring, "2026-11-24T09:00:00Z", { stage: "won", value: 300, contact: "2026-11-24T09:30:00Z" });
      // Came Friday 13:00 Israel, called Sunday 08:50: Friday's hours end at 15:00 (120 minutes), Sunday's begin at 08:30 (20): 140.
      await add(spring, "2026-11-20T11:00:00Z", { stage: "lost", contact: "2026-11-22T06:50:00Z" });
      await add(spring, "2026-11-25T10:00:00Z");
      // Winter: one lead this month, one 60 days ago (won, 1,000), an application and a spam lead not counted.
      await add(winter, "2026-11-25T10:00:00Z", { contact: "2026-11-25T10:05:00Z" });
      await add(winter, "2026-09-27T10:00:00Z", { stage: "won", value: 1000 });
      await saveLead(db, leadInput({ attribution: winter, source: "join_team" }), at("2026-11-25T10:00:00Z"));
      await saveLead(db, leadInput({ attribution: winter }), { spam: true, now: new Date("2026-11-25T10:00:00Z") });

      const month = await whatPays(db, 30, now);
      const googleAds = (leads: number, won: number, wonValue: number) => [{ label: "גוגל – מודעות", leads, won, wonValue }];
      expect(month.bySource).toEqual([
        { label: "אביב", campaign: true, platforms: googleAds(4, 2, 800), leads: 4, won: 2, wonValue: 800, medianFirstContact: 30, contacted: 3 },
        { label: "חורף", campaign: true, platforms: googleAds(1, 0, 0), leads: 1, won: 0, wonValue: 0, medianFirstContact: 5, contacted: 1 },
      ]);
      // A page by its title; "/express" is no page of the site, so it stays a path.
      expect(month.byLandingPage.map((r) => [r.label, r.leads, r.won, r.wonValue])).toEqual([
        ["שליחויות בחיפה", 4, 2, 800],
        ["/express", 1, 0, 0],
      ]);
      const quarter = await whatPays(db, 90, now);
      expect(quarter.bySource.map((r) => [r.label, r.leads, r.won, r.wonValue])).toEqual([
        ["חורף", 2, 1, 1000],
        ["אביב", 4, 2, 800],
      ]);
    });
  });
}

describeOnBothEngines(suite);
