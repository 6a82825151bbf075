import type { Route } from "./+types/rollback.ts";
import { loadScreenAfterPost, siteChangeAction, siteRefusal } from "./site.server.ts";
import { SiteScreen } from "./site-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { siteMessages } from "../../../lib/site-settings.ts";
import { formId } from "../../../.server/admin-session.ts";
import { refreshPublished } from "../../../.server/site-settings/published.ts";
import { rollBackTo } from "../../../.server/site-settings/store.ts";

export const headers = adminHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadScreenAfterPost(context, request);
}

/** An earlier version published again (itself a new version), the pages drawn again before the answer. */
export function action(args: Route.ActionArgs) {
  return siteChangeAction(args, "rollback", async (db, form, actor) => {
    const version = formId(form, "version");
    if (version === undefined || (await rollBackTo(db, version, actor)) === null) return siteRefusal(404, { error: siteMessages.noSuchVersion });
    await refreshPublished(db);
    return "rolled-back";
  });
}

export default SiteScreen;
