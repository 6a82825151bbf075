import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { leadInput as lead } from "../../../tests/support/lead-fixtures.ts";
import { createUser, revokeRole } from "../auth/users.ts";
import type { Db } from "../db/index.ts";
import { claimDueLeads, claimPendingNotices, markNotified, saveLead } from "../leads.ts";
import { vapidKeys } from "./keys.ts";
import { adminSubscriptions, dropSubscription, hasSubscription, removeSubscription, saveSubscription } from "./subscriptions.ts";

const keys = (n: number) => ({ p256dh: `B${String(n).padStart(86, "A")}`, auth: String(n).padStart(22, "A") });
const device = (n: number) => ({ endpoint: `https://push.example/${n}`, keys: keys(n) });

function pushSuite(engine: string, open: () => Promise<Db>) {
  describe(`push storage on ${engine}`, () => {
    const db = suiteDb(open, ["push_subscriptions", "vapid_keys"]);

    it("creates the VAPID key pair once and gives every instance the same one", async () => {
      const other = await open();
      try {
        const [mine, theirs] = await Promise.all([vapidKeys(db), vapidKeys(other)]);
        expect(mine).toEqual(theirs);
        expect(mine.publicKey).toMatch(/^B[\w-]{86}$/);
        expect(mine.privateKey).toMatch(/^[\w-]{43}$/);
        expect(await db.kysely.selectFrom("vapid_keys").select("id").execute()).toHaveLength(1);
      } finally {
        await other.close();
      }
    });

    it("keeps a device per admin, moves a re-posted device to whoever posted it, and lists only current admins' devices", async () => {
      const stamp = Date.now();
      const owner = await createUser(db, `owner-${stamp}@example.co.il`, "a long enough password", { admin: true });
      const helper = await createUser(db, `helper-${stamp}@example.co.il`, "a long enough password", { admin: true });
      await saveSubscription(db, owner, device(1));
      await saveSubscription(db, owner, device(2));
      await saveSubscription(db, helper, device(2));
      expect(await hasSubscription(db, owner, device(2).endpoint)).toBe(false);
      expect((await adminSubscriptions(db)).map((s) => [s.userId, s.endpoint])).toEqual([
        [owner, device(1).endpoint],
        [helper, device(2).endpoint],
      ]);
      expect(await removeSubscription(db, owner, device(2).endpoint)).toBe(false);
      await revokeRole(db, `helper-${stamp}@example.co.il`);
      const [only] = await adminSubscriptions(db);
      expect(only).toMatchObject({ userId: owner, keys: keys(1) });
      await dropSubscription(db, only!.id);
      expect(await adminSubscriptions(db)).toEqual([]);
    });

    it("claims a lead's push apart from its e-mail notice, one instance at a time, never the honeypot's", async () => {
      await db.kysely.updateTable("leads").set({ pushed_at: new Date().toISOString(), notified_at: new Date().toISOString() }).execute();
      const spam = await saveLead(db, lead(), { spam: true });
      const ids = await Promise.all(Array.from({ length: 10 }, () => saveLead(db, lead(), { spam: false })));
      const other = await open();
      try {
        const [mine, theirs] = await Promise.all([claimDueLeads(db, "push"), claimDueLeads(other, "push")]);
        const claimed = [...mine, ...theirs].map((l) => l.id).sort((a, b) => a - b);
        expect(claimed).toEqual(ids);
        expect(claimed).not.toContain(spam);
        // The e-mail notices are still due: a channel's claim is its own.
        expect((await claimPendingNotices(db)).map((l) => l.id)).toEqual(ids);
        for (const id of ids) await markNotified(db, id, new Date(), "push");
        const later = new Date(Date.now() + 16 * 60 * 1000);
        expect(await claimDueLeads(other, "push", { now: later })).toEqual([]);
      } finally {
        await other.close();
      }
    });
  });
}

describeOnBothEngines(pushSuite);
