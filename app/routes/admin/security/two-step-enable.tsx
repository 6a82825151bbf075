import { useActionData } from "react-router";
import type { Route } from "./+types/two-step-enable.ts";
import { securityChange } from "./security-change.server.ts";
import { loadSecurityScreen } from "./security-screen.server.ts";
import { enableTwoStep } from "./two-step-switch.server.ts";
import { SecurityScreen } from "./security-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedChange } from "../../../components/admin/change-notices.ts";
import { twoFactorMessages } from "../../../lib/two-factor.ts";

export const headers = adminHeaders;

/** Opened (a reload after the change): the security screen. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurityScreen(context, request);
}

/** Two-step sign-in on: the first code from the app, then the recovery codes, shown this once. */
export function action(args: Route.ActionArgs) {
  return securityChange(args, "enable-2fa", enableTwoStep);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction, { done: twoFactorMessages.enabledToast });
}

export default function EnableTwoStep() {
  return <SecurityScreen results={{ enableTwoStep: useActionData<typeof clientAction>() }} />;
}
