import type { Route } from "./+types/templates.ts";
import { loadTemplatesScreen } from "./templates.server.ts";
import { TemplatesScreen } from "./templates-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";

export const headers = adminHeaders;

/**
 * The owner's WhatsApp replies (docs/decisions/049). Each change is a route of its own beside
 * this one (add.tsx, edit.tsx, delete.tsx): done, it comes back here saying so; refused, it
 * answers this same screen with the reason beside its form.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadTemplatesScreen(context, request);
}

export default TemplatesScreen;
