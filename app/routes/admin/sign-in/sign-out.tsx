import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-out.ts";
import { clientAddressContext } from "../../../context.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../../lib/paths.ts";
import { adminVisit, refuseCrossSite } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import { signOut } from "../../../.server/auth/sign-in.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";

/** What sign-out asks the browser to forget: cached answers (and pages kept for Back) and every kind of storage. */
const CLEAR_SITE_DATA = '"cache", "storage"';

/** Nothing to see here: sign-out is a POST (from the header's button, with or without JavaScript). */
export function loader() {
  return redirect(ADMIN_PATH);
}

/**
 * "התנתק": the session ends on the server and in the browser, and the browser is told to forget
 * this site's cache and storage (Clear-Site-Data: the pages it kept, the service worker and its
 * push subscription); an admin lands on the sign-in screen, a user without the role on the home
 * page. A refusal (another site's page, no database) is thrown: this screen has nothing to show but the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (refuseCrossSite(request)) throw data(guardMessages.crossSite, { status: 403, headers: ADMIN_HEADERS });
  const visit = adminVisit(context);
  let cookie: string;
  try {
    cookie = await signOut(visit.sessionToken, visit.user, context.get(clientAddressContext));
  } catch (error) {
    log("error", "admin action failed", { change: "sign-out", ...errorFields(error) });
    throw data(guardMessages.unavailable, { status: 503, headers: ADMIN_HEADERS });
  }
  const to = visit.user && !visit.user.admin ? "/" : ADMIN_PAGES.signIn;
  return redirect(to, { status: 303, headers: { ...ADMIN_HEADERS, "Clear-Site-Data": CLEAR_SITE_DATA, "Set-Cookie": cookie } });
}

/**
 * The header's button posts here as a plain form (a full page load, so Clear-Site-Data reaches the
 * browser and the page that held the leads is gone); a page component all the same, so the
 * not-admin notice's scripted post (a `.data` request) is a page's, not a resource's.
 */
export default function SignOut() {
  return null;
}
