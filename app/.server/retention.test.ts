import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../tests/support/both-engines.ts";
import { listActivity, recordActivity } from "./activity.ts";
import { findLead, moveToTrash } from "./admin-leads/queries.ts";
import { checkSignIn, recordFailure, recordSuccess } from "./auth/throttle.ts";
import type { Db } from "./db/database.ts";
import { saveLead } from "./leads.ts";
import { runRetention, TRASH_DAYS } from "./retention.ts";

const now = new Date("2026-06-15T12:00:00.000Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
const monthsAgo = (n: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - n);
  return date;
};
const settings = { leadRetentionDays: 365, activityRetentionMonths: 24, now };

function retentionSuite(engine: string, open: () => Promise<Db>) {
  describe(`retention on ${engine}`, () => {
    const db = suiteDb(open, ["leads", "activity_log", "sign_in_throttle"]);

    const newLead = (createdAt: Date) =>
      saveLead(db, { name: "דנה כהן", phone: "050-1234567", consent: true, source: "lead_form" }, { spam: false, now: createdAt });

    it(`erases leads in the trash for more than ${TRASH_DAYS} days, and leaves live leads alone`, async () => {
      const [long, recent, live] = [await newLead(daysAgo(60)), await newLead(daysAgo(60)), await newLead(daysAgo(60))];
      await moveToTrash(db, long, daysAgo(31));
      await moveToTrash(db, recent, daysAgo(29));
      expect(await runRetention(db, settings)).toEqual({ leads: 0, trash: 1, activity: 0, throttle: 0 });
      expect(await findLead(db, long)).toBeUndefined();
      expect(await findLead(db, recent)).toMatchObject({ deletedAt: daysAgo(29).toISOString() });
      expect(await findLead(db, live)).toMatchObject({ deletedAt: null });
    });

    it("erases leads past the retention period, live or in the trash", async () => {
      const [old, oldInTrash, kept] = [await newLead(daysAgo(366)), await newLead(daysAgo(366)), await newLead(daysAgo(364))];
      await moveToTrash(db, oldInTrash, daysAgo(1));
      expect(await runRetention(db, settings)).toEqual({ leads: 2, trash: 0, activity: 0, throttle: 0 });
      expect(await findLead(db, old)).toBeUndefined();
      expect(await findLead(db, oldInTrash)).toBeUndefined();
      expect(await findLead(db, kept)).toBeDefined();
    });

    it("purges activity-log entries older than the setting's months", async () => {
      await recordActivity(db, { action: "sign_in", now: monthsAgo(25) });
      await recordActivity(db, { action: "sign_out", now: monthsAgo(23) });
      expect(await runRetention(db, settings)).toEqual({ leads: 0, trash: 0, activity: 1, throttle: 0 });
      expect((await listActivity(db)).rows.map((r) => r.action)).toEqual(["sign_out"]);
      expect(await runRetention(db, { ...settings, activityRetentionMonths: 12 })).toMatchObject({ activity: 1, throttle: 0 });
    });

    it("forgets sign-in throttle counters older than a day, and keeps known clients and current counters", async () => {
      await recordFailure(db, "stale@x.co", "1.1.1.1", 60, daysAgo(2));
      await recordSuccess(db, "owner@x.co", "2.2.2.2", daysAgo(2));
      await recordFailure(db, "today@x.co", "3.3.3.3", 60, now);
      // The stale failure's pair, client and account counters go; the known client and today's three stay.
      expect(await runRetention(db, settings)).toEqual({ leads: 0, trash: 0, activity: 0, throttle: 3 });
      expect(await db.kysely.selectFrom("sign_in_throttle").select("key").execute()).toHaveLength(4);
      expect(await checkSignIn(db, "today@x.co", "3.3.3.3", now)).toEqual({ allowed: true });
    });
  });
}

describeOnBothEngines(retentionSuite);
