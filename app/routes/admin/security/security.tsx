import { useActionData } from "react-router";
import type { Route } from "./+types/security.ts";
import { securityChange } from "./security-change.server.ts";
import { loadSecurityScreen } from "./security-screen.server.ts";
import { enableTwoStep } from "./two-step-switch.server.ts";
import { SecurityScreen } from "./security-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { twoFactorMessages } from "../../../lib/two-factor.ts";
import { announcedChange } from "../../../components/admin/change-notices.ts";

export const headers = adminHeaders;

/**
 * Two-step sign-in: turning it on (with ADMIN_2FA=required, before anything else) or off;
 * passkeys added and removed; push devices removed. Each other change is a route of its own
 * beside this one (two-step-disable.tsx, reverify.tsx, ../passkey/remove.tsx, ...), answered on
 * this same screen.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurityScreen(context, request);
}

/**
 * The screen's own change: two-step sign-in on, with the first code from the app; the recovery
 * codes are in this answer and nowhere else, so a post without JavaScript stays at /security.
 */
export function action(args: Route.ActionArgs) {
  return securityChange(args, "enable-2fa", enableTwoStep);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction, { done: twoFactorMessages.enabledToast });
}

export default function Security() {
  return <SecurityScreen results={{ enableTwoStep: useActionData<typeof clientAction>() }} />;
}
