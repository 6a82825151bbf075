import { describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../../tests/support/both-engines.ts";
import { leadInput as lead } from "../../../tests/support/lead-fixtures.ts";
import { createUser, revokeRole } from "../auth/accounts.ts";
import type { Db } from "../db/database.ts";
import { claimDueLeads, claimPendingNotices, markNotified, saveLead } from "../leads.ts";
import { vapidKeys } from "./keys.ts";
import { PUSH_DEVICES_PER_ADMIN } from "../../lib/web-push.ts";
import {
  adminSubscriptions,
  dropSubscription,
  isOwnDevice,
  listDevices,
  markSent,
  removeDevice,
  removeSubscription,
  saveSubscription,
} from "./subscriptions.ts";

const keys = (n: number) => ({ p256dh: `B${String(n).padStart(86, "A")}`, auth: String(n).padStart(22, "A") });
const device = (n: number) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${n}`, keys: keys(n) });

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
      const first = await saveSubscription(db, owner, device(1), { deviceName: "Android · Chrome" });
      const second = await saveSubscription(db, owner, device(2));
      const moved = await saveSubscription(db, helper, device(2), { deviceName: "Windows · Edge" });
      expect(moved.id).toBe(second.id);
      expect(await isOwnDevice(db, owner, second.id, device(2).endpoint)).toBe(false);
      expect(await isOwnDevice(db, helper, second.id, device(2).endpoint)).toBe(true);
      expect(await isOwnDevice(db, owner, first.id, device(2).endpoint)).toBe(false);
      expect(await isOwnDevice(db, owner, first.id, device(1).endpoint)).toBe(true);
      expect((await adminSubscriptions(db)).map((s) => [s.userId, s.endpoint])).toEqual([
        [owner, device(1).endpoint],
        [helper, device(2).endpoint],
      ]);
      expect(await removeSubscription(db, owner, device(2).endpoint)).toBeNull();
      expect(await removeDevice(db, owner, second.id)).toBeNull();
      await revokeRole(db, `helper-${stamp}@example.co.il`);
      const [only] = await adminSubscriptions(db);
      expect(only).toMatchObject({ userId: owner, keys: keys(1) });
      await dropSubscription(db, only!.id);
      expect(await adminSubscriptions(db)).toEqual([]);
    });

    it("keeps an admin's newest devices, names each, and says which went; another admin's devices stay", async () => {
      const stamp = Date.now();
      const owner = await createUser(db, `many-${stamp}@example.co.il`, "a long enough password", { admin: true });
      const other = await createUser(db, `other-${stamp}@example.co.il`, "a long enough password", { admin: true });
      const start = Date.parse("2026-03-01T08:00:00Z");
      const at = (minute: number) => new Date(start + minute * 60_000);
      const otherDevice = await saveSubscription(db, other, device(5000), { deviceName: "Mac · Safari", now: at(0) });
      const saved = [];
      for (let n = 1; n <= PUSH_DEVICES_PER_ADMIN; n++)
        saved.push(await saveSubscription(db, owner, device(1000 + n), { deviceName: `Phone ${n}`, now: at(n) }));
      expect(saved.every((s) => s.evicted.length === 0)).toBe(true);
      const eleventh = await saveSubscription(db, owner, device(1011), { deviceName: "Phone 11", now: at(11) });
      expect(eleventh.evicted).toEqual([{ id: saved[0]!.id, deviceName: "Phone 1" }]);
      const listed = await listDevices(db, owner);
      expect(listed.map((d) => d.deviceName)).toEqual(Array.from({ length: PUSH_DEVICES_PER_ADMIN }, (_, i) => `Phone ${i + 2}`));
      expect(listed[0]).toEqual({ id: saved[1]!.id, deviceName: "Phone 2", createdAt: at(2).toISOString(), lastSentAt: null });
      await markSent(db, saved[1]!.id, at(30));
      expect((await listDevices(db, owner))[0]!.lastSentAt).toBe(at(30).toISOString());
      // Posted again, a device is new again: it goes last, and the next one replaces another.
      await saveSubscription(db, owner, device(1002), { deviceName: "Phone 2", now: at(40) });
      expect((await saveSubscription(db, owner, device(1012), { now: at(41) })).evicted.map((d) => d.deviceName)).toEqual(["Phone 3"]);
      expect((await listDevices(db, other)).map((d) => d.id)).toEqual([otherDevice.id]);
      expect(await removeDevice(db, owner, otherDevice.id)).toBeNull();
      expect(await removeDevice(db, other, otherDevice.id)).toBe("Mac · Safari");
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
