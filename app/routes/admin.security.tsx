import { useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.security.ts";
import { loadSecurityScreen, securityAction } from "../.server/admin-security.ts";
import { clientAddressContext } from "../context.ts";
import { adminHeaders, type AdminActionResult } from "../lib/admin-page.ts";
import { announcedAction } from "../components/admin/admin-notices.ts";
import { PasskeysCard, PASSKEYS_ANCHOR } from "../components/admin/passkeys-card.tsx";
import { PushDevicesCard } from "../components/admin/push-devices-card.tsx";
import { SecuritySection } from "../components/admin/security-section.tsx";
import { passkeyMessages } from "../lib/passkeys.ts";

export const headers = adminHeaders;

/** Two-step sign-in: turning it on (with ADMIN_2FA=required, before anything else) or off; passkeys added and removed; push devices removed. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurityScreen(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return securityAction(context, request, context.get(clientAddressContext));
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return announcedAction(request, serverAction);
}

export default function SecurityScreen() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AdminActionResult | undefined;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  return (
    <>
      {page.enrolFirst && page.passkeysAvailable ? (
        <p className="mx-auto mb-4 w-full max-w-2xl">
          <a href={`#${PASSKEYS_ANCHOR}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {passkeyMessages.requiredChoice}
          </a>
        </p>
      ) : null}
      <SecuritySection page={page} result={result} pending={pending === "enable-2fa" || pending === "disable-2fa" ? pending : null} />
      <PasskeysCard page={page} result={result} removing={pending === "remove-passkey"} />
      <PushDevicesCard page={page} result={result} removing={pending === "remove-push-device"} />
    </>
  );
}
