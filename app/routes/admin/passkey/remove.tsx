import { useActionData } from "react-router";
import type { Route } from "./+types/remove.ts";
import { securityChange } from "../security/security-change.server.ts";
import { loadSecurityScreen } from "../security/security-screen.server.ts";
import { removeOnePasskey } from "./passkey-removal.server.ts";
import { SecurityScreen } from "../security/security-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedChange } from "../../../components/admin/change-notices.ts";

export const headers = adminHeaders;

/** Opened (a reload after the change): the security screen. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurityScreen(context, request);
}

/** One of the admin's passkeys removed, with the sessions it opened. */
export function action(args: Route.ActionArgs) {
  return securityChange(args, "remove-passkey", removeOnePasskey);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction);
}

export default function RemovePasskey() {
  return <SecurityScreen results={{ removePasskey: useActionData<typeof clientAction>() }} />;
}
