/**
 * The header's notifications control talks to these: GET says which key to subscribe to and
 * whether this browser's own subscription is on; POST turns this device on (its subscription) or
 * off. Authorized from the admin layout's context like every admin action: cross-site refused,
 * signed in, an admin with every screen open to them (lead names travel in the notifications).
 *
 * Nothing here is an oracle on an endpoint: a refused endpoint gets the same 400 as any bad
 * subscription (before anything is sent to it), and `subscribed` is answered only for the
 * subscription this browser registered (its device cookie), never for an endpoint named in the
 * query alone.
 */
import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "../../../context.ts";
import { reverifyMessages, verifiedUntil } from "../../../lib/reverify.ts";
import { twoFactorMessages } from "../../../lib/two-factor.ts";
import { pushDeviceName, pushMessages, pushSubscriptionSchema } from "../../../lib/web-push.ts";
import { recordActivity } from "../../../.server/activity.ts";
import { adminVisit, refuseCrossSite } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import type { Db } from "../../../.server/db/database.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { clearedDeviceCookie, deviceCookie, deviceOf } from "../../../.server/push/device-cookie.ts";
import { vapidKeys } from "../../../.server/push/keys.ts";
import { endpointAcceptable, endpointPolicy } from "../../../.server/push/post.ts";
import { isOwnDevice, removeSubscription, saveSubscription } from "../../../.server/push/subscriptions.ts";
import { adminJson } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";

interface PushAdmin {
  userId: number;
  email: string;
  verifiedAt: string;
}

function pushAdmin(context: Readonly<RouterContextProvider>): PushAdmin | Response {
  const visit = adminVisit(context);
  if (visit.unavailable) return adminJson({ error: guardMessages.unavailable }, { status: 503 });
  if (!visit.user) return adminJson({ error: guardMessages.signedOut }, { status: 401 });
  if (!visit.user.admin) return adminJson({ error: guardMessages.notAdmin }, { status: 403 });
  if (visit.user.enrolFirst) return adminJson({ error: twoFactorMessages.requiredGuard }, { status: 403 });
  return { userId: visit.user.userId, email: visit.user.email, verifiedAt: visit.user.verifiedAt };
}

/** GET ?endpoint=...: the server's public key, and whether this browser's own subscription is on at that endpoint. */
export async function loadPushState(context: Readonly<RouterContextProvider>, request: Request): Promise<Response> {
  const admin = pushAdmin(context);
  if (admin instanceof Response) return admin;
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

interface SwitchArgs {
  request: Request;
  db: Db;
  admin: PushAdmin;
  body: Record<string, unknown>;
  actor: { userId: number; userEmail: string; client: string };
}

/** This device's notifications switched (`turn`: on or off): cross-site refused, an admin, a JSON object; a failure logged. */
export async function switchPush(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  turn: (args: SwitchArgs) => Promise<Response>,
): Promise<Response> {
  if (refuseCrossSite(request)) return adminJson({ error: guardMessages.crossSite }, { status: 403 });
  const admin = pushAdmin(context);
  if (admin instanceof Response) return admin;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badSubscription();
  }
  if (typeof body !== "object" || body === null) return badSubscription();
  const actor = { userId: admin.userId, userEmail: admin.email, client: context.get(clientAddressContext) };
  try {
    const { db } = await getServices();
    return await turn({ request, db, admin, body: body as Record<string, unknown>, actor });
  } catch (error) {
    log("error", "push subscription not saved", errorFields(error));
    return adminJson({ error: guardMessages.unavailable }, { status: 503 });
  }
}

/** POST {subscription}: this device's notifications on. */
export async function turnPushOn({ request, db, admin, body, actor }: SwitchArgs): Promise<Response> {
  // A stolen session must not add a device of its own: a recent sign-in, or the password typed again.
  if (!verifiedUntil(admin.verifiedAt)) return adminJson({ error: reverifyMessages.refused, reverify: true }, { status: 403 });
  const parsed = pushSubscriptionSchema(endpointPolicy()).safeParse(body.subscription);
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

/** POST {endpoint}: this device's notifications off. */
export async function turnPushOff({ db, admin, body, actor }: SwitchArgs): Promise<Response> {
  const endpoint = body.endpoint;
  if (typeof endpoint !== "string" || endpoint.length > 2048) return badSubscription();
  const removed = await removeSubscription(db, admin.userId, endpoint);
  if (removed !== null) {
    log("info", "push turned off", { userId: admin.userId });
    await recordActivity(db, { ...actor, action: "push_off", details: { device: removed } });
  }
  return adminJson({ subscribed: false, message: pushMessages.off }, { headers: { "Set-Cookie": clearedDeviceCookie() } });
}
