import { redirect } from "react-router";
import type { Route } from "./+types/api.admin.leads.export.ts";
import { ADMIN_RESOURCES } from "../lib/paths.ts";
import { ADMIN_HEADERS } from "../.server/responses.ts";

/**
 * The export's address before it moved under the admin (issue 38), kept for one release for a
 * bookmark or a saved link: to the new address, with its view and search. Nothing is read here;
 * the new address asks for the session.
 */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${ADMIN_RESOURCES.export}${new URL(request.url).search}`, { status: 302, headers: ADMIN_HEADERS });
}
