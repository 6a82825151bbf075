/**
 * The header's notifications control talks to this: GET says which key to subscribe to and
 * whether this device is on; POST turns this device on (its subscription) or off. Authorized from
 * the admin layout's context like every admin action: cross-site refused, signed in, an admin
 * with every screen open to them (lead names travel in the notifications).
 */
import type { RouterContextProvider } from "react-router";
import { pushMessages, pushSubscriptionSchema } from "../lib/web-push.ts";
import { guardMessages } from "./auth/guard.ts";
import { twoFactorMessages } from "../lib/two-factor.ts";
import { adminVisit, refuseCrossSite } from "./admin-session.ts";
import { errorFields, log } from "./log.ts";
import { vapidKeys } from "./push/keys.ts";
import { hasSubscription, removeSubscription, saveSubscription } from "./push/subscriptions.ts";
import { adminJson } from "./responses.ts";
import { getServices } from "./runtime.ts";

type Refusal = { refused: Response };

function pushAdmin(context: Readonly<RouterContextProvider>): { userId: number } | Refusal {
  const visit = adminVisit(context);
  if (visit.unavailable) return { refused: adminJson({ error: guardMessages.unavailable }, { status: 503 }) };
  if (!visit.user) return { refused: adminJson({ error: guardMessages.signedOut }, { status: 401 }) };
  if (!visit.user.admin) return { refused: adminJson({ error: guardMessages.notAdmin }, { status: 403 }) };
  if (visit.user.enrolFirst) return { refused: adminJson({ error: twoFactorMessages.requiredGuard }, { status: 403 }) };
  return { userId: visit.user.userId };
}

/** GET ?endpoint=...: the server's public key, and whether that endpoint is this admin's. */
export async function loadPushState(context: Readonly<RouterContextProvider>, request: Request): Promise<Response> {
  const admin = pushAdmin(context);
  if ("refused" in admin) return admin.refused;
  try {
    const { db } = await getServices();
    const endpoint = new URL(request.url).searchParams.get("endpoint");
    const subscribed = endpoint ? await hasSubscription(db, admin.userId, endpoint) : false;
    return adminJson({ publicKey: (await vapidKeys(db)).publicKey, subscribed });
  } catch (error) {
    log("error", "push state unavailable", errorFields(error));
    return adminJson({ error: guardMessages.unavailable }, { status: 503 });
  }
}

/** POST {on: true, subscription} or {on: false, endpoint}: this device's notifications on or off. */
export async function pushAction(context: Readonly<RouterContextProvider>, request: Request): Promise<Response> {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return adminJson({ error: guardMessages.crossSite }, { status: 403 });
  const admin = pushAdmin(context);
  if ("refused" in admin) return admin.refused;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return adminJson({ error: pushMessages.badSubscription }, { status: 400 });
  }
  const on = typeof body === "object" && body !== null && "on" in body ? body.on : undefined;
  try {
    const { db } = await getServices();
    if (on === true) {
      const parsed = pushSubscriptionSchema.safeParse((body as { subscription?: unknown }).subscription);
      if (!parsed.success) return adminJson({ error: pushMessages.badSubscription }, { status: 400 });
      await saveSubscription(db, admin.userId, parsed.data);
      log("info", "push turned on", { userId: admin.userId, host: new URL(parsed.data.endpoint).host });
      return adminJson({ subscribed: true, message: pushMessages.on });
    }
    const endpoint = (body as { endpoint?: unknown }).endpoint;
    if (on !== false || typeof endpoint !== "string" || endpoint.length > 2048) return adminJson({ error: pushMessages.badSubscription }, { status: 400 });
    await removeSubscription(db, admin.userId, endpoint);
    log("info", "push turned off", { userId: admin.userId });
    return adminJson({ subscribed: false, message: pushMessages.off });
  } catch (error) {
    log("error", "push subscription not saved", errorFields(error));
    return adminJson({ error: guardMessages.unavailable }, { status: 503 });
  }
}
