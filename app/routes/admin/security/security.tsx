import type { Route } from "./+types/security.ts";
import { loadSecurityScreen } from "./security-screen.server.ts";
import { SecurityScreen } from "./security-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";

export const headers = adminHeaders;

/**
 * Two-step sign-in: turning it on (with ADMIN_2FA=required, before anything else) or off;
 * passkeys added and removed; push devices removed. Each change is a route of its own beside
 * this one (two-step-enable.tsx, ...), answered on this same screen.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurityScreen(context, request);
}

export default function Security() {
  return <SecurityScreen />;
}
