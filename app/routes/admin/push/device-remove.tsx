import { useActionData } from "react-router";
import type { Route } from "./+types/device-remove.ts";
import { securityChange } from "../security/security-change.server.ts";
import { loadSecurityScreen } from "../security/security-screen.server.ts";
import { removeOnePushDevice } from "./push-devices.server.ts";
import { SecurityScreen } from "../security/security-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedChange } from "../../../components/admin/change-notices.ts";

export const headers = adminHeaders;

/** Opened (a reload after the change): the security screen. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurityScreen(context, request);
}

/** One of the admin's push devices removed. */
export function action(args: Route.ActionArgs) {
  return securityChange(args, "remove-push-device", removeOnePushDevice);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction);
}

export default function RemovePushDevice() {
  return <SecurityScreen results={{ removePushDevice: useActionData<typeof clientAction>() }} />;
}
