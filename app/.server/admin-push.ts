/**
 * The header's notifications control talks to this: GET says which key to subscribe to and
 * whether this browser's own subscription is on; POST turns this device on (its subscription) or
 * off. Authorized from the admin layout's context like every admin action: cross-site refused,
 * signed in, an admin with every screen open to them (lead names travel in the notifications).
 *
 * Nothing here is an oracle on an endpoint: a refused endpoint gets the same 400 as any bad
 * subscription (before anything is sent to it), and `subscribed` is answered only for the
 * subscription this browser registered (its device cookie), never for an endpoint named in the
 * query alone.
 */
import { data, type RouterContextProvider } from "react-router";
import { adminMessages } from "../lib/admin-leads.ts";
import type { AdminActionResult, PushDeviceListItem } from "../lib/admin-page.ts";
import { pushDeviceMessages, pushDeviceName, pushMessages, pushSubscriptionSchema } from "../lib/web-push.ts";
import { reverifyMessages, verifiedUntil } from "../lib/reverify.ts";
import { recordActivity } from "./activity.ts";
import { guardMessages } from "./auth/guard.ts";
import { twoFactorMessages } from "../lib/two-factor.ts";
import { adminVisit, refuseCrossSite, type SignedInAdmin } from "./admin-session.ts";
import type { Db } from "./db/index.ts";
import { errorFields, log } from "./log.ts";
import { clearedDeviceCookie, deviceCookie, deviceOf } from "./push/device-cookie.ts";
import { vapidKeys } from "./push/keys.ts";
import { endpointAcceptable, endpointPolicy } from "./push/post.ts";
import { isOwnDevice, listDevices, removeDevice, removeSubscription, saveSubscription } from "./push/subscriptions.ts";
import { ADMIN_HEADERS, adminJson } from "./responses.ts";
import { getServices } from "./runtime.ts";

type Refusal = { refused: Response };

function pushAdmin(context: Readonly<RouterContextProvider>): { userId: number; email: string; verifiedAt: string } | Refusal {
  const visit = adminVisit(context);
  if (visit.unavailable) return { refused: adminJson({ error: guardMessages.unavailable }, { status: 503 }) };
  if (!visit.user) return { refused: adminJson({ error: guardMessages.signedOut }, { status: 401 }) };
  if (!visit.user.admin) return { refused: adminJson({ error: guardMessages.notAdmin }, { status: 403 }) };
  if (visit.user.enrolFirst) return { refused: adminJson({ error: twoFactorMessages.requiredGuard }, { status: 403 }) };
  return { userId: visit.user.userId, email: visit.user.email, verifiedAt: visit.user.verifiedAt };
}

/** GET ?endpoint=...: the server's public key, and whether this browser's own subscription is on at that endpoint. */
export async function loadPushState(context: Readonly<RouterContextProvider>, request: Request): Promise<Response> {
  const admin = pushAdmin(context);
  if ("refused" in admin) return admin.refused;
  try {
    const { db } = await getServices();
    const endpoint = new URL(request.url).searchParams.get("endpoint");
    const device = deviceOf(request);
    const subscribed = endpoint !== null && device !== null ? await isOwnDevice(db, admin.userId, device, endpoint) : false;
    return adminJson({ publicKey: (await vapidKeys(db)).publicKey, subscribed });
  } catch (error) {
    log("error", "push state unavailable", errorFields(error));
    return adminJson({ error: guardMessages.unavailable }, { status: 503 });
  }
}

const badSubscription = () => adminJson({ error: pushMessages.badSubscription }, { status: 400 });

/** POST {on: true, subscription} or {on: false, endpoint}: this device's notifications on or off. */
export async function pushAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string): Promise<Response> {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return adminJson({ error: guardMessages.crossSite }, { status: 403 });
  const admin = pushAdmin(context);
  if ("refused" in admin) return admin.refused;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badSubscription();
  }
  const on = typeof body === "object" && body !== null && "on" in body ? body.on : undefined;
  const actor = { userId: admin.userId, userEmail: admin.email, client: clientAddress };
  try {
    const { db } = await getServices();
    if (on === true) {
      // A stolen session must not add a device of its own: a recent sign-in, or the password typed again.
      if (!verifiedUntil(admin.verifiedAt)) return adminJson({ error: reverifyMessages.refused, reverify: true }, { status: 403 });
      const parsed = pushSubscriptionSchema(endpointPolicy()).safeParse((body as { subscription?: unknown }).subscription);
      if (!parsed.success || !(await endpointAcceptable(parsed.data.endpoint))) return badSubscription();
      const deviceName = pushDeviceName(request.headers.get("User-Agent"));
      const saved = await saveSubscription(db, admin.userId, parsed.data, { deviceName });
      log("info", "push turned on", { userId: admin.userId, subscriptionId: saved.id, host: new URL(parsed.data.endpoint).host });
      await recordActivity(db, { ...actor, action: "push_on", details: { device: deviceName } });
      for (const evicted of saved.evicted) {
        log("info", "push device limit: the oldest device removed", { userId: admin.userId, subscriptionId: evicted.id });
        await recordActivity(db, { ...actor, action: "push_limit", details: { device: evicted.deviceName } });
      }
      return adminJson({ subscribed: true, message: pushMessages.on }, { headers: { "Set-Cookie": deviceCookie(saved.id) } });
    }
    const endpoint = (body as { endpoint?: unknown }).endpoint;
    if (on !== false || typeof endpoint !== "string" || endpoint.length > 2048) return badSubscription();
    const removed = await removeSubscription(db, admin.userId, endpoint);
    if (removed !== null) {
      log("info", "push turned off", { userId: admin.userId });
      await recordActivity(db, { ...actor, action: "push_off", details: { device: removed } });
    }
    return adminJson({ subscribed: false, message: pushMessages.off }, { headers: { "Set-Cookie": clearedDeviceCookie() } });
  } catch (error) {
    log("error", "push subscription not saved", errorFields(error));
    return adminJson({ error: guardMessages.unavailable }, { status: 503 });
  }
}

/** The security screen's list: this admin's push devices, the one this browser registered marked. */
export async function pushDevicesOf(db: Db, userId: number, request: Request): Promise<PushDeviceListItem[]> {
  const current = deviceOf(request);
  return (await listDevices(db, userId)).map((device) => ({ ...device, current: device.id === current }));
}

/** The security screen's `remove-push-device`: one of this admin's devices (the form's `id`), confirmed on the screen first. */
export async function removeOnePushDevice(form: FormData, admin: SignedInAdmin, clientAddress: string) {
  const intent = "remove-push-device";
  const idText = form.get("id");
  if (typeof idText !== "string" || !/^[1-9]\d{0,15}$/.test(idText) || !Number.isSafeInteger(Number(idText))) {
    return data<AdminActionResult>({ ok: false, intent, error: adminMessages.badRequest }, { status: 400, headers: ADMIN_HEADERS });
  }
  const { db } = await getServices();
  // Another admin's device is simply not found: the delete names this admin.
  const removed = await removeDevice(db, admin.userId, Number(idText));
  if (removed === null) return data<AdminActionResult>({ ok: false, intent, error: pushDeviceMessages.notFound }, { status: 404, headers: ADMIN_HEADERS });
  log("info", "push device removed", { userId: admin.userId, subscriptionId: Number(idText) });
  await recordActivity(db, { action: "push_remove", userId: admin.userId, userEmail: admin.email, client: clientAddress, details: { device: removed } });
  return data<AdminActionResult>({ ok: true, intent, message: pushDeviceMessages.removed(removed) }, { headers: ADMIN_HEADERS });
}
