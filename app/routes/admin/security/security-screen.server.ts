/**
 * The security screen on the server: what it loads (two-step sign-in's enrolment with its QR
 * code, or its state; the passkeys; the push devices).
 */
import { data, type RouterContextProvider } from "react-router";
import { verifiedUntil } from "../../../lib/reverify.ts";
import type { SecurityScreenData, SecuritySection } from "../../../lib/security-data.ts";
import { groupSecret } from "../../../lib/two-factor.ts";
import { requireAdminScreen } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import { relyingParty } from "../../../.server/auth/passkey-ceremonies.ts";
import { listPasskeys } from "../../../.server/auth/passkey-store.ts";
import { otpauthUri, qrCodeSvg } from "../../../.server/auth/totp-codes.ts";
import { pendingSecret, twoFactorStatus } from "../../../.server/auth/two-step-enrolment.ts";
import { serverConfig, siteConfig } from "../../../.server/config.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";
import { pushDevicesOf } from "../push/push-devices.server.ts";
import { sessionIdOf } from "./security-change.server.ts";

/**
 * The security screen for a signed-in admin: the enrolment step (a secret offered to this
 * session only) or the state of it. With ADMIN_2FA=required and no two-step sign-in yet, it is
 * the only screen open to them.
 */
export async function loadSecurityScreen(context: Readonly<RouterContextProvider>, request: Request) {
  const admin = requireAdminScreen(context, request);
  try {
    const { db } = await getServices();
    const status = await twoFactorStatus(db, admin.userId);
    let security: SecuritySection;
    if (status.enabled) {
      security = status;
    } else {
      const secret = await pendingSecret(db, admin.userId, sessionIdOf(context));
      const uri = otpauthUri(secret, admin.email, siteConfig().brandName);
      security = { enabled: false, secret: groupSecret(secret), otpauthUri: uri, qrSvg: await qrCodeSvg(uri) };
    }
    return data<SecurityScreenData>(
      {
        email: admin.email,
        security,
        enrolFirst: admin.enrolFirst,
        required: serverConfig.admin2fa === "required",
        passkeys: await listPasskeys(db, admin.userId),
        passkeysAvailable: relyingParty(request) !== null,
        verifiedUntil: verifiedUntil(admin.verifiedAt),
        currentPasskeyId: admin.passkeyId,
        pushDevices: await pushDevicesOf(db, admin.userId, request),
      },
      { headers: ADMIN_HEADERS },
    );
  } catch (error) {
    log("error", "admin: loading the security screen failed", errorFields(error));
    throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
  }
}
