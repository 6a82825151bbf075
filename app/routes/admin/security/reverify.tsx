import { useActionData } from "react-router";
import type { Route } from "./+types/reverify.ts";
import { securityChange } from "./security-change.server.ts";
import { loadSecurityScreen } from "./security-screen.server.ts";
import { reverifyPassword } from "./reverify-password.server.ts";
import { SecurityScreen } from "./security-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { announcedChange } from "../../../components/admin/change-notices.ts";

export const headers = adminHeaders;

/** Opened (a reload after the change): the security screen. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurityScreen(context, request);
}

/** The password typed again, before a passkey or a push device is added. */
export function action(args: Route.ActionArgs) {
  return securityChange(args, "reverify", reverifyPassword);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return announcedChange(serverAction);
}

export default function Reverify() {
  return <SecurityScreen results={{ reverify: useActionData<typeof clientAction>() }} />;
}
