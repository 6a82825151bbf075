import type { Route } from "./+types/discard.ts";
import { loadScreenAfterPost, siteChangeAction } from "./site.server.ts";
import { SiteScreen } from "./site-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { discardDrafts } from "../../../.server/site-settings/store.ts";

export const headers = adminHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadScreenAfterPost(context, request);
}

/** Every unpublished draft dropped; the site is unchanged. */
export function action(args: Route.ActionArgs) {
  return siteChangeAction(args, "discard", async (db, _form, actor) => {
    await discardDrafts(db, actor);
    return "discarded";
  });
}

export default SiteScreen;
