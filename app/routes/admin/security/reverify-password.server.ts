/**
 * The password typed again (before adding a passkey or a push device): right, and the session
 * counts as freshly verified for REVERIFY_SECONDS. Throttled and counted like a sign-in: a stolen
 * session cannot guess its way through.
 */
import { PASSWORD_MAX } from "../../../lib/admin-sign-in.ts";
import { reverifyMessages } from "../../../lib/reverify.ts";
import { recordActivity } from "../../../.server/activity.ts";
import { adminVisit } from "../../../.server/admin-session.ts";
import { authConfig } from "../../../.server/auth/auth-config.ts";
import { verifyPassword } from "../../../.server/auth/password.ts";
import { markSessionVerified } from "../../../.server/auth/sessions.ts";
import { retryMessage, withSignInThrottle } from "../../../.server/auth/throttle.ts";
import { clientKey } from "../../../.server/rate-limit.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";
import { doneChange, refusedChange, type ChangeArgs } from "./security-change.server.ts";

export async function reverifyPassword({ context, form, admin, clientAddress }: ChangeArgs) {
  const password = form.get("password");
  if (typeof password !== "string" || password.length === 0 || password.length > PASSWORD_MAX) {
    return refusedChange(400, reverifyMessages.missingPassword, { field: "password" });
  }
  const { db } = await getServices();
  const checked = await withSignInThrottle(db, { email: admin.email, client: clientKey(clientAddress), blockSeconds: authConfig().blockSeconds }, async () => {
    const user = await db.kysely.selectFrom("users").select("password_hash").where("id", "=", admin.userId).executeTakeFirst();
    const right = user ? await verifyPassword(password, user.password_hash) : false;
    return { settle: right ? "success" : "failure", value: right };
  });
  if (!checked.allowed) {
    return refusedChange(429, retryMessage(checked.retryAfterSeconds), { headers: { ...ADMIN_HEADERS, "Retry-After": String(checked.retryAfterSeconds) } });
  }
  const actor = { userId: admin.userId, userEmail: admin.email, client: clientAddress };
  if (!checked.value) {
    await recordActivity(db, { ...actor, action: "reverify_failed" });
    return refusedChange(400, reverifyMessages.wrongPassword, { field: "password" });
  }
  await markSessionVerified(db, adminVisit(context).sessionToken!);
  await recordActivity(db, { ...actor, action: "reverify" });
  return doneChange({ ok: true, message: reverifyMessages.done });
}
