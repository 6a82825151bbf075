import { PUSH_DEVICES_PER_ADMIN, UNKNOWN_DEVICE, type PushSubscriptionInput } from "../../lib/web-push.ts";
import type { Db } from "../db/database.ts";

/** A device that turned notifications on, as the sender needs it. */
export interface StoredSubscription {
  id: number;
  userId: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A device as the security screen lists it (never its endpoint: that is the device's capability). */
export interface PushDevice {
  id: number;
  deviceName: string;
  createdAt: string;
  lastSentAt: string | null;
}

export interface SavedSubscription {
  id: number;
  /** Older devices of this admin removed to keep PUSH_DEVICES_PER_ADMIN. */
  evicted: Array<{ id: number; deviceName: string }>;
}

/**
 * Keeps a device's subscription for this admin. A browser has one subscription per push service
 * address: posted again (or by another admin signed in on the same device), it moves to that
 * admin. Then only the admin's newest PUSH_DEVICES_PER_ADMIN stay: the oldest go. No transaction
 * on purpose: each statement sees every insert committed before it, so two admins' tabs posting
 * at once still end with the limit (a transaction under READ COMMITTED could miss the other's).
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  subscription: PushSubscriptionInput,
  { deviceName = UNKNOWN_DEVICE, now = new Date() }: { deviceName?: string; now?: Date } = {},
): Promise<SavedSubscription> {
  const row = {
    user_id: userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    created_at: now.toISOString(),
    device_name: deviceName,
    last_sent_at: null,
  };
  const { id } = await db.kysely
    .insertInto("push_subscriptions")
    .values(row)
    .onConflict((oc) =>
      oc.column("endpoint").doUpdateSet({
        user_id: row.user_id,
        p256dh: row.p256dh,
        auth: row.auth,
        created_at: row.created_at,
        device_name: row.device_name,
        last_sent_at: null,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  const kept = db.kysely
    .selectFrom("push_subscriptions")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PUSH_DEVICES_PER_ADMIN);
  const evicted = await db.kysely
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", userId)
    .where("id", "not in", kept)
    .returning(["id", "device_name"])
    .execute();
  return { id: Number(id), evicted: evicted.map((device) => ({ id: Number(device.id), deviceName: device.device_name })) };
}

/** This admin's device turned notifications off (by its endpoint): its name, or null when it was not theirs. */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<string | null> {
  const removed = await db.kysely
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", userId)
    .where("endpoint", "=", endpoint)
    .returning("device_name")
    .executeTakeFirst();
  return removed?.device_name ?? null;
}

/** One of this admin's devices removed from the security screen: its name, or null when there is no such device of theirs. */
export async function removeDevice(db: Db, userId: number, id: number): Promise<string | null> {
  const removed = await db.kysely
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .returning("device_name")
    .executeTakeFirst();
  return removed?.device_name ?? null;
}

/** A subscription the push service says is gone (404, 410), or one whose endpoint the server no longer posts to. */
export async function dropSubscription(db: Db, id: number): Promise<void> {
  await db.kysely.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}

/** A notification reached the device's push service. */
export async function markSent(db: Db, id: number, at = new Date()): Promise<void> {
  await db.kysely.updateTable("push_subscriptions").set({ last_sent_at: at.toISOString() }).where("id", "=", id).execute();
}

/**
 * Whether the subscription this browser registered (its id, from the browser's own cookie) is
 * still this admin's, at this endpoint: the header's control shows its state from it.
 */
export async function isOwnDevice(db: Db, userId: number, id: number, endpoint: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom("push_subscriptions")
    .select("id")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("endpoint", "=", endpoint)
    .executeTakeFirst();
  return row !== undefined;
}

/** This admin's devices, oldest first. */
export async function listDevices(db: Db, userId: number): Promise<PushDevice[]> {
  const rows = await db.kysely
    .selectFrom("push_subscriptions")
    .select(["id", "device_name", "created_at", "last_sent_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), deviceName: row.device_name, createdAt: row.created_at, lastSentAt: row.last_sent_at }));
}

/** Every device of every user who is still an admin: who hears of a new lead. */
export async function adminSubscriptions(db: Db): Promise<StoredSubscription[]> {
  const rows = await db.kysely
    .selectFrom("push_subscriptions")
    .innerJoin("user_roles", "user_roles.user_id", "push_subscriptions.user_id")
    .where("user_roles.role", "=", "admin")
    .select(["push_subscriptions.id", "push_subscriptions.user_id", "push_subscriptions.endpoint", "push_subscriptions.p256dh", "push_subscriptions.auth"])
    .orderBy("push_subscriptions.id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id), endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
}
