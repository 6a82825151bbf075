import webpush from "web-push";
import { leadPushMessage } from "../../lib/web-push.ts";
import { ADMIN_PATH } from "../../lib/paths.ts";
import type { Db } from "../db/index.ts";
import { claimDueLeads, markNotified, recordNoticeFailure, releaseNoticeClaims, type PendingNotice } from "../leads.ts";
import { mustEnrolFirst } from "../auth/two-factor.ts";
import { startDrainLoop } from "../drain-loop.ts";
import { errorFields, log } from "../log.ts";
import { vapidKeys, vapidSubject } from "./keys.ts";
import { adminSubscriptions, dropSubscription, type StoredSubscription } from "./subscriptions.ts";

/** A phone that was off longer than this gets no stale "new lead" (RFC 8030 TTL, seconds). */
const TTL_SECONDS = 4 * 3600;
/** One push service that does not answer must not hold the others. */
const SEND_TIMEOUT_MS = 10_000;

type Delivery = "sent" | "gone" | "failed";

/** Encrypts (RFC 8291, aes128gcm) and signs (VAPID) with web-push, and posts it with fetch (RFC 8030). */
async function deliver(db: Db, subscription: StoredSubscription, payload: string): Promise<Delivery> {
  const keys = await vapidKeys(db);
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: vapidSubject(), ...keys },
    TTL: TTL_SECONDS,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  const host = new URL(subscription.endpoint).host;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return "sent";
    // The browser unsubscribed, or the push service forgot it: it will never come back.
    if (response.status === 404 || response.status === 410) {
      await dropSubscription(db, subscription.id);
      log("info", "push subscription expired; removed", { subscriptionId: subscription.id, userId: subscription.userId, host, status: response.status });
      return "gone";
    }
    log("warn", "push refused", { subscriptionId: subscription.id, host, status: response.status });
    return "failed";
  } catch (error) {
    log("warn", "push not delivered", { subscriptionId: subscription.id, host, ...errorFields(error) });
    return "failed";
  }
}

/** Every admin device, but none of an admin who must turn two-step sign-in on first (ADMIN_2FA=required): they see no lead data yet. */
async function readySubscriptions(db: Db): Promise<StoredSubscription[]> {
  const subscriptions = await adminSubscriptions(db);
  const waiting = new Set<number>();
  for (const userId of new Set(subscriptions.map((s) => s.userId))) if (await mustEnrolFirst(db, userId)) waiting.add(userId);
  return subscriptions.filter((s) => !waiting.has(s.userId));
}

/** Pushes one lead to every admin device; true when it is done (delivered somewhere, or nowhere to deliver). */
const pushLead = (db: Db, lead: PendingNotice) => pushToAdmins(db, JSON.stringify(leadPushMessage(lead, ADMIN_PATH)));

/** Pushes one message to every admin device (a new lead, a reminder); true when delivered somewhere, or nowhere to deliver. */
export async function pushToAdmins(db: Db, payload: string): Promise<boolean> {
  const subscriptions = await readySubscriptions(db);
  const results = await Promise.all(subscriptions.map((subscription) => deliver(db, subscription, payload)));
  // A device that got it must not get it again: only a lead no device got is retried.
  return results.includes("sent") || !results.includes("failed");
}

/**
 * Pushes each new genuine lead once, the way the e-mail notices are sent (mail.ts): the leads
 * table is the queue (pushed_at), each instance claims the leads it pushes (claimDueLeads), so
 * several instances on one PostgreSQL push a lead once; a lead nobody could get is retried.
 */
export function createPusher(db: Db, { retryMs }: { retryMs: number }) {
  async function drain(): Promise<void> {
    for (;;) {
      const claimed = await claimDueLeads(db, "push");
      if (claimed.length === 0) return;
      for (const [index, lead] of claimed.entries()) {
        if (await pushLead(db, lead)) {
          await markNotified(db, lead.id, new Date(), "push");
          continue;
        }
        await recordNoticeFailure(db, lead.id, "push");
        await releaseNoticeClaims(
          db,
          claimed.slice(index + 1).map((l) => l.id),
          "push",
        );
        log("warn", "lead push failed; will retry", { leadId: lead.id });
        return;
      }
    }
  }

  return startDrainLoop(drain, { retryMs, name: "lead pusher" });
}
