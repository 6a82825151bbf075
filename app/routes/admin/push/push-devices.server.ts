/** The admin's push devices on the security screen: the list (this browser's marked) and one removed. */
import { adminMessages } from "../../../lib/admin-leads.ts";
import type { PushDeviceListItem } from "../../../lib/security-data.ts";
import { pushDeviceMessages } from "../../../lib/web-push.ts";
import { recordActivity } from "../../../.server/activity.ts";
import type { Db } from "../../../.server/db/database.ts";
import { log } from "../../../.server/log.ts";
import { deviceOf } from "../../../.server/push/device-cookie.ts";
import { listDevices, removeDevice } from "../../../.server/push/subscriptions.ts";
import { getServices } from "../../../.server/runtime.ts";
import { doneChange, refusedChange, type ChangeArgs } from "../security/security-change.server.ts";

/** The security screen's list: this admin's push devices, the one this browser registered marked. */
export async function pushDevicesOf(db: Db, userId: number, request: Request): Promise<PushDeviceListItem[]> {
  const current = deviceOf(request);
  return (await listDevices(db, userId)).map((device) => ({ ...device, current: device.id === current }));
}

/** One of this admin's devices (the form's `id`), confirmed on the screen first. */
export async function removeOnePushDevice({ form, admin, clientAddress }: ChangeArgs) {
  const idText = form.get("id");
  if (typeof idText !== "string" || !/^[1-9]\d{0,15}$/.test(idText) || !Number.isSafeInteger(Number(idText))) {
    return refusedChange(400, adminMessages.badRequest);
  }
  const { db } = await getServices();
  // Another admin's device is simply not found: the delete names this admin.
  const removed = await removeDevice(db, admin.userId, Number(idText));
  if (removed === null) return refusedChange(404, pushDeviceMessages.notFound);
  log("info", "push device removed", { userId: admin.userId, subscriptionId: Number(idText) });
  await recordActivity(db, { action: "push_remove", userId: admin.userId, userEmail: admin.email, client: clientAddress, details: { device: removed } });
  return doneChange({ ok: true, message: pushDeviceMessages.removed(removed) });
}
