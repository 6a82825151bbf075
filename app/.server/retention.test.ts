import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../tests/support/both-engines.ts";
import { listActivity, recordActivity } from "./activity.ts";
import { findLead, moveToTrash } from "./admin-leads/queries.ts";
import { checkSignIn, recordFailure, recordSuccess } from "./auth/throttle.ts";
import type { Db } from "./db/database.ts";
import { saveLead } from "./leads.ts";
import { runRetention, TRASH_DAYS } from "./retention.ts";
import type { LeadSource } from "../lib/lead-schema.ts";
import type { CustomerStage } from "../lib/lead-stages.ts";

const now = new Date("2026-06-15T12:00:00.000Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
const monthsAgo = (n: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - n);
  return date;
};
const SECOND = 1000;
const justBefore = (at: Date) => new Date(at.getTime() - SECOND);
const justAfter = (at: Date) => new Date(at.getTime() + SECOND);
// The periods by kind stay out of the way of the tests of the other purges (120 months > 365 days).
const settings = { leadRetentionDays: 365, unorderedLeadRetentionMonths: 120, applicationRetentionMonths: 120, activityRetentionMonths: 24, now };
/** The defaults' shape: orders 7 years; unordered leads 12 months; applications their own 6 here, to tell the two apart. */
const byKind = { ...settings, leadRetentionDays: 7 * 365, unorderedLeadRetentionMonths: 12, applicationRetentionMonths: 6 };
const nothing = { leads: 0, unordered: 0, applications: 0, trash: 0, activity: 0, throttle: 0 };

function retentionSuite(engine: string, open: () => Promise<Db>) {
  describe(`retention on ${engine}`, () => {
    const db = suiteDb(open, ["leads", "activity_log", "sign_in_throttle"]);

    const newLead = (createdAt: Date, source: LeadSource = "lead_form") =>
      saveLead(db, { name: "דנה כהן", phone: "050-1234567", consent: true, source }, { spam: false, now: createdAt });
    const setLead = (id: number, values: { stage?: CustomerStage; first_contact_at?: string; handled_at?: string; remind_at?: string }) =>
      db.kysely.updateTable("leads").set(values).where("id", "=", id).execute();
    const addNote = (id: number, at: Date) =>
      db.kysely.insertInto("lead_notes").values({ lead_id: id, at: at.toISOString(), body: "לחזור אחרי החג" }).execute();
    const remaining = async (ids: number[]) => {
      const found = await Promise.all(ids.map(async (id) => ((await findLead(db, id)) ? id : null)));
      return found.filter((id) => id !== null);
    };

    it(`erases leads in the trash for more than ${TRASH_DAYS} days, and leaves live leads alone`, async () => {
      const [long, recent, live] = [await newLead(daysAgo(60)), await newLead(daysAgo(60)), await newLead(daysAgo(60))];
      await moveToTrash(db, long, daysAgo(31));
      await moveToTrash(db, recent, daysAgo(29));
      expect(await runRetention(db, settings)).toEqual({ ...nothing, trash: 1 });
      expect(await findLead(db, long)).toBeUndefined();
      expect(await findLead(db, recent)).toMatchObject({ deletedAt: daysAgo(29).toISOString() });
      expect(await findLead(db, live)).toMatchObject({ deletedAt: null });
    });

    it("erases leads past the retention period, live or in the trash", async () => {
      const [old, oldInTrash, kept] = [await newLead(daysAgo(366)), await newLead(daysAgo(366)), await newLead(daysAgo(364))];
      await moveToTrash(db, oldInTrash, daysAgo(1));
      expect(await runRetention(db, settings)).toEqual({ ...nothing, leads: 2 });
      expect(await findLead(db, old)).toBeUndefined();
      expect(await findLead(db, oldInTrash)).toBeUndefined();
      expect(await findLead(db, kept)).toBeDefined();
    });

    it("erases a customer's lead that never became an order once it is quiet for the unordered months, in every stage but won and closed", async () => {
      const cutoff = monthsAgo(12);
      const stages: CustomerStage[] = ["new", "no_answer", "quote_sent", "lost"];
      const outside: number[] = [];
      const inside: number[] = [];
      for (const stage of stages) {
        for (const [list, at] of [
          [outside, justBefore(cutoff)],
          [inside, justAfter(cutoff)],
        ] as const) {
          const id = await newLead(at, stage === "new" ? "contact_form" : "lead_form");
          // A closed lead's handled_at is its closing: here, when it came in.
          await setLead(id, { stage, ...(stage === "lost" || stage === "closed" ? { handled_at: at.toISOString() } : {}) });
          list.push(id);
        }
      }
      // An order just outside the unordered months: kept for the orders' years.
      const order = await newLead(justBefore(cutoff));
      await setLead(order, { stage: "won", handled_at: justBefore(cutoff).toISOString() });
      // A lead marked handled before stages existed ("closed") may have been an order: kept like one.
      const handledBeforeStages = await newLead(justBefore(cutoff));
      await setLead(handledBeforeStages, { stage: "closed", handled_at: justBefore(cutoff).toISOString() });
      // Quiet in the trash too: erased by the same rule, not left for the trash's days.
      const trashed = await newLead(justBefore(cutoff));
      await moveToTrash(db, trashed, daysAgo(1));

      expect(await runRetention(db, byKind)).toEqual({ ...nothing, unordered: stages.length + 1 });
      expect(await remaining([...outside, trashed])).toEqual([]);
      expect(await remaining([...inside, order, handledBeforeStages])).toEqual([...inside, order, handledBeforeStages]);
    });

    it("ages an unordered lead by its last recorded activity: first contact, closing, a reminder's time or a note", async () => {
      const cutoff = monthsAgo(12);
      const old = monthsAgo(30);
      const activities = {
        firstContact: (id: number, at: Date) => setLead(id, { first_contact_at: at.toISOString() }),
        closing: (id: number, at: Date) => setLead(id, { stage: "lost", handled_at: at.toISOString() }),
        reminder: (id: number, at: Date) => setLead(id, { remind_at: at.toISOString() }),
        note: (id: number, at: Date) => addNote(id, at),
      };
      const kept: number[] = [];
      const erased: number[] = [];
      for (const record of Object.values(activities)) {
        const recent = await newLead(old);
        await record(recent, justAfter(cutoff));
        kept.push(recent);
        const stale = await newLead(old);
        await record(stale, justBefore(cutoff));
        erased.push(stale);
      }
      // A note exactly on the cutoff still counts (nothing "since" means strictly before it).
      const onTheCutoff = await newLead(old);
      await addNote(onTheCutoff, cutoff);
      kept.push(onTheCutoff);

      expect(await runRetention(db, byKind)).toEqual({ ...nothing, unordered: erased.length });
      expect(await remaining(erased)).toEqual([]);
      expect(await remaining(kept)).toEqual(kept);
      // Their notes went with them.
      const notes = await db.kysely.selectFrom("lead_notes").select("lead_id").execute();
      expect(notes.map((n) => Number(n.lead_id)).sort((a, b) => a - b)).toEqual([kept[3], onTheCutoff].sort((a, b) => a! - b!));
    });

    it("erases a job application once it is quiet for the applications' months, whatever its stage, by its own setting", async () => {
      const cutoff = monthsAgo(6);
      const stale = await newLead(justBefore(cutoff), "join_team");
      const staleWon = await newLead(justBefore(cutoff), "join_team");
      await setLead(staleWon, { stage: "won", handled_at: justBefore(cutoff).toISOString() });
      const recent = await newLead(justAfter(cutoff), "join_team");
      const contacted = await newLead(monthsAgo(20), "join_team");
      await setLead(contacted, { first_contact_at: justAfter(cutoff).toISOString() });
      // A customer's lead as quiet as the stale application: inside its own 12 months, kept.
      const customer = await newLead(justBefore(cutoff));

      expect(await runRetention(db, byKind)).toEqual({ ...nothing, applications: 2 });
      expect(await remaining([stale, staleWon])).toEqual([]);
      expect(await remaining([recent, contacted, customer])).toEqual([recent, contacted, customer]);
      // At 12 months for applications too, the customer's lead and the application age alike.
      const both = [await newLead(justBefore(monthsAgo(12)), "join_team"), await newLead(justBefore(monthsAgo(12)))];
      expect(await runRetention(db, { ...byKind, applicationRetentionMonths: 12 })).toMatchObject({ unordered: 1, applications: 1 });
      expect(await remaining(both)).toEqual([]);
    });

    it("keeps an order for the orders' days from when it came in, then erases it", async () => {
      const cutoff = daysAgo(7 * 365);
      const [gone, kept] = [await newLead(justBefore(cutoff)), await newLead(justAfter(cutoff))];
      for (const id of [gone, kept]) await setLead(id, { stage: "won", handled_at: daysAgo(10).toISOString() });
      expect(await runRetention(db, byKind)).toEqual({ ...nothing, leads: 1 });
      expect(await remaining([gone, kept])).toEqual([kept]);
    });

    it("purges activity-log entries older than the setting's months", async () => {
      await recordActivity(db, { action: "sign_in", now: monthsAgo(25) });
      await recordActivity(db, { action: "sign_out", now: monthsAgo(23) });
      expect(await runRetention(db, settings)).toEqual({ ...nothing, activity: 1 });
      expect((await listActivity(db)).rows.map((r) => r.action)).toEqual(["sign_out"]);
      expect(await runRetention(db, { ...settings, activityRetentionMonths: 12 })).toMatchObject({ activity: 1, throttle: 0 });
    });

    it("forgets sign-in throttle counters older than a day, and keeps known clients and current counters", async () => {
      await recordFailure(db, "stale@x.co", "1.1.1.1", 60, daysAgo(2));
      await recordSuccess(db, "owner@x.co", "2.2.2.2", daysAgo(2));
      await recordFailure(db, "today@x.co", "3.3.3.3", 60, now);
      // The stale failure's pair, client and account counters go; the known client and today's three stay.
      expect(await runRetention(db, settings)).toEqual({ ...nothing, throttle: 3 });
      expect(await db.kysely.selectFrom("sign_in_throttle").select("key").execute()).toHaveLength(4);
      expect(await checkSignIn(db, "today@x.co", "3.3.3.3", now)).toEqual({ allowed: true });
    });
  });
}

describeOnBothEngines(retentionSuite);
