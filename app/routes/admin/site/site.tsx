import type { Route } from "./+types/site.ts";
import { loadSiteScreen } from "./site.server.ts";
import { SiteScreen } from "./site-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";

export const headers = adminHeaders;

/**
 * The site's facts the owner edits (docs/decisions/066): business details and a notice, saved as
 * drafts, previewed on the real pages, published to every page at once, and rolled back. Each
 * change is a route of its own beside this one.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSiteScreen(context, request);
}

export default SiteScreen;
