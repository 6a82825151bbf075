import { useActionData } from "react-router";
import type { Route } from "./+types/two-step-disable.ts";
import { securityChange } from "./security-change.server.ts";
import { loadSecurityScreen } from "./security-screen.server.ts";
import { disableTwoStep } from "./two-step-switch.server.ts";
import { SecurityScreen } from "./security-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedChange } from "../../../components/admin/change-notices.ts";
import { twoFactorMessages } from "../../../lib/two-factor.ts";

export const headers = adminHeaders;

/** Opened (a reload after the change): the security screen. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurityScreen(context, request);
}

/** Two-step sign-in off: a current code, or a recovery code (never with ADMIN_2FA=required). */
export function action(args: Route.ActionArgs) {
  return securityChange(args, "disable-2fa", disableTwoStep);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction, { done: twoFactorMessages.disabledToast });
}

export default function DisableTwoStep() {
  return <SecurityScreen results={{ disableTwoStep: useActionData<typeof clientAction>() }} />;
}
