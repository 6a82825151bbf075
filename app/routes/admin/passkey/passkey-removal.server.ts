/**
 * Removes one of the admin's passkeys (the form's `id`), confirmed on the screen first. With
 * ADMIN_2FA=required the last second step of an account without codes stays: removing it would
 * leave the account with the password alone.
 */
import { redirect } from "react-router";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { passkeyMessages } from "../../../lib/passkeys.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import { recordActivity } from "../../../.server/activity.ts";
import { authConfig } from "../../../.server/auth/auth-config.ts";
import { clearedSessionCookie } from "../../../.server/auth/cookie.ts";
import { listPasskeys, removePasskey } from "../../../.server/auth/passkey-store.ts";
import { revokePasskeySessions } from "../../../.server/auth/sessions.ts";
import { hasTwoFactor } from "../../../.server/auth/two-step-enrolment.ts";
import { serverConfig } from "../../../.server/config.ts";
import { log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";
import { doneChange, refusedChange, type ChangeArgs } from "../security/security-change.server.ts";

export async function removeOnePasskey({ form, admin, clientAddress }: ChangeArgs) {
  const idText = form.get("id");
  if (typeof idText !== "string" || !/^[1-9]\d{0,15}$/.test(idText) || !Number.isSafeInteger(Number(idText))) {
    return refusedChange(400, adminMessages.badRequest);
  }
  const { db } = await getServices();
  const passkeys = await listPasskeys(db, admin.userId);
  const passkey = passkeys.find((p) => p.id === Number(idText));
  if (!passkey) return refusedChange(404, passkeyMessages.notFound);
  if (serverConfig.admin2fa === "required" && passkeys.length === 1 && !(await hasTwoFactor(db, admin.userId))) {
    return refusedChange(403, passkeyMessages.removeRefusedRequired);
  }
  // The sessions it opened end with it (a thief's passkey takes the thief's session along).
  const sessionsEnded = await revokePasskeySessions(db, passkey.id);
  const removed = await removePasskey(db, admin.userId, passkey.id);
  if (removed === null) return refusedChange(404, passkeyMessages.notFound);
  log("info", "passkey removed", { userId: admin.userId, sessionsEnded });
  await recordActivity(db, {
    action: "passkey_remove",
    userId: admin.userId,
    userEmail: admin.email,
    client: clientAddress,
    details: { count: passkeys.length - 1, sessions: sessionsEnded },
  });
  // This very session was opened with it: it has ended too, and the browser goes to sign in again.
  if (admin.passkeyId === passkey.id) {
    return redirect(ADMIN_PAGES.signIn, { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": clearedSessionCookie(authConfig()) } });
  }
  return doneChange({ ok: true, message: passkeyMessages.removed(removed) });
}
