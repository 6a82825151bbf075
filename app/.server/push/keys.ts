import webpush from "web-push";
import { serverConfig, siteConfig } from "../config.ts";
import type { Db } from "../db/database.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cached = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair (RFC 8292): the settings' pair when given; else the one kept in the
 * database, created by whichever instance needs it first (the others read the same row back). A
 * browser subscribes to this public key, so it must not change: a new pair silently orphans
 * every subscription.
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  if (serverConfig.vapidKeys) return Promise.resolve(serverConfig.vapidKeys);
  let keys = cached.get(db);
  if (!keys) {
    keys = storedKeys(db).catch((error: unknown) => {
      cached.delete(db);
      throw error;
    });
    cached.set(db, keys);
  }
  return keys;
}

async function storedKeys(db: Db): Promise<VapidKeys> {
  const read = () => db.kysely.selectFrom("vapid_keys").select(["public_key", "private_key"]).where("id", "=", 1).executeTakeFirst();
  let row = await read();
  if (!row) {
    const fresh = webpush.generateVAPIDKeys();
    await db.kysely
      .insertInto("vapid_keys")
      .values({ id: 1, public_key: fresh.publicKey, private_key: fresh.privateKey, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error("VAPID keys could not be stored");
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/** Who the push services may contact about our messages: VAPID_SUBJECT, else the https site, else the business e-mail. */
export function vapidSubject(): string {
  if (serverConfig.vapidSubject) return serverConfig.vapidSubject;
  const { siteUrl, email } = siteConfig();
  return siteUrl.startsWith("https://") ? siteUrl : `mailto:${email}`;
}
