import type { PushSubscriptionInput } from "../../lib/web-push.ts";
import type { Db } from "../db/index.ts";

/** A device that turned notifications on, as the sender needs it. */
export interface StoredSubscription {
  id: number;
  userId: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Keeps a device's subscription for this admin. A browser has one subscription per push service
 * address: posted again (or by another admin signed in on the same device), it moves to that admin.
 */
export async function saveSubscription(db: Db, userId: number, subscription: PushSubscriptionInput, now = new Date()): Promise<void> {
  const row = {
    user_id: userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    created_at: now.toISOString(),
  };
  await db.kysely
    .insertInto("push_subscriptions")
    .values(row)
    .onConflict((oc) => oc.column("endpoint").doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, created_at: row.created_at }))
    .execute();
}

/** This admin's device turned notifications off; false when there was no such subscription of theirs. */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "=", endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A subscription the push service says is gone (404, 410). */
export async function dropSubscription(db: Db, id: number): Promise<void> {
  await db.kysely.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}

/** Whether this admin has this device's subscription (the header's control shows its state from it). */
export async function hasSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const row = await db.kysely.selectFrom("push_subscriptions").select("id").where("user_id", "=", userId).where("endpoint", "=", endpoint).executeTakeFirst();
  return row !== undefined;
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
