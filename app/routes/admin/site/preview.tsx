import { redirect } from "react-router";
import type { Route } from "./+types/preview.ts";
import { loadScreenAfterPost, siteChangeAction } from "./site.server.ts";
import { SiteScreen } from "./site-view.tsx";
import { adminHeaders } from "../../../lib/admin-page.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import { authConfig } from "../../../.server/auth/auth-config.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { forgetPreview, PREVIEW_COOKIE } from "../../../.server/site-settings/published.ts";
import { endPreview, startPreview } from "../../../.server/site-settings/store.ts";

export const headers = adminHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadScreenAfterPost(context, request);
}

const cookie = (value: string, maxAge: number) =>
  `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${authConfig().https ? "; Secure" : ""}`;

/**
 * The preview turned on in this browser (a cookie for the whole site, checked against the database
 * on each page, so only a signed-in admin's browser sees the draft), or off.
 */
export function action(args: Route.ActionArgs) {
  return siteChangeAction(args, "preview", async (db, form, actor, old) => {
    if (old) {
      await endPreview(db, old);
      forgetPreview(old);
    }
    const headers = new Headers(ADMIN_HEADERS);
    if (form.get("preview") === "on") {
      const { token } = await startPreview(db, actor.userId);
      headers.append("Set-Cookie", cookie(token, 2 * 3600));
      return redirect(`${ADMIN_PAGES.site}?done=preview-on`, { status: 303, headers });
    }
    headers.append("Set-Cookie", cookie("", 0));
    return redirect(`${ADMIN_PAGES.site}?done=preview-off`, { status: 303, headers });
  });
}

export default SiteScreen;
