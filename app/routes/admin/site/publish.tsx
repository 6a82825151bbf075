import type { Route } from "./+types/publish.ts";
import { loadScreenAfterPost, siteChangeAction, siteRefusal } from "./site.server.ts";
import { SiteScreen } from "./site-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { siteMessages } from "../../../lib/site-settings.ts";
import { refreshPublished } from "../../../.server/site-settings/published.ts";
import { publishDrafts } from "../../../.server/site-settings/store.ts";

export const headers = adminHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadScreenAfterPost(context, request);
}

/** The drafts made live: a new version, and every pre-built page drawn again before the answer (decision 066). */
export function action(args: Route.ActionArgs) {
  return siteChangeAction(args, "publish", async (db, _form, actor) => {
    if ((await publishDrafts(db, actor)) === null) return siteRefusal(409, { error: siteMessages.nothingToPublish });
    await refreshPublished(db);
    return "published";
  });
}

export default SiteScreen;
