import webpush from "web-push";
import { isPushEndpoint } from "../../lib/push-endpoint.ts";
import { leadPushMessage } from "../../lib/web-push.ts";
import { ADMIN_PATH } from "../../lib/paths.ts";
import type { Db } from "../db/database.ts";
import { claimDueLeads, markNotified, recordNoticeFailure, releaseNoticeClaims, type PendingNotice } from "../leads.ts";
import { mustEnrolFirst } from "../auth/two-step-enrolment.ts";
import { startDrainLoop } from "../drain-loop.ts";
import { errorFields, log } from "../log.ts";
import { vapidKeys, vapidSubject } from "./keys.ts";
import { endpointPolicy, postToPushService } from "./post.ts";
import { adminSubscriptions, dropSubscription, markSent, type StoredSubscription } from "./subscriptions.ts";

/** A phone that was off longer than this gets no stale "new lead" (RFC 8030 TTL, seconds). */
const TTL_SECONDS = 4 * 3600;
/** One push service that does not answer must not hold the others. */
const SEND_TIMEOUT_MS = 10_000;
/** Posts in flight at once for one message: a lead never makes a burst of outbound requests. */
const SENDS_AT_ONCE = 4;

type Delivery = "sent" | "gone" | "failed";

/** Encrypts (RFC 8291, aes128gcm) and signs (VAPID) with web-push, and posts it to the push service only (post.ts). */
async function deliver(db: Db, subscription: StoredSubscription, payload: string): Promise<Delivery> {
  const host = new URL(subscription.endpoint).host;
  // Saved before the endpoints were checked, or by hand: never posted to, and gone for good.
  if (!isPushEndpoint(subscription.endpoint, endpointPolicy())) {
    await dropSubscription(db, subscription.id);
    log("warn", "push endpoint refused; subscription removed", { subscriptionId: subscription.id, userId: subscription.userId });
    return "gone";
  }
  const keys = await vapidKeys(db);
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: vapidSubject(), ...keys },
    TTL: TTL_SECONDS,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  try {
    const status = await postToPushService(
      request.endpoint,
      { method: request.method, headers: request.headers as Record<string, string | number>, body: request.body },
      { timeoutMs: SEND_TIMEOUT_MS },
    );
    if (status >= 200 && status < 300) {
      await markSent(db, subscription.id);
      return "sent";
    }
    // The browser unsubscribed, or the push service forgot it: it will never come back.
    if (status === 404 || status === 410) {
      await dropSubscription(db, subscription.id);
      log("info", "push subscription expired; removed", { subscriptionId: subscription.id, userId: subscription.userId, host, status });
      return "gone";
    }
    log("warn", "push refused", { subscriptionId: subscription.id, host, status });
    return "failed";
  } catch (error) {
    log("warn", "push not delivered", { subscriptionId: subscription.id, host, ...errorFields(error) });
    return "failed";
  }
}

/** Runs `task` on every item, at most `limit` at a time, and answers the results in order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
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
  const results = await mapLimited(subscriptions, SENDS_AT_ONCE, (subscription) => deliver(db, subscription, payload));
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
