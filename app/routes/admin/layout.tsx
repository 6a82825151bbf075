import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/layout.ts";
import { adminVisit, adminVisitMiddleware } from "../../.server/admin-session.ts";
import { authConfig } from "../../.server/auth/auth-config.ts";
import { adminHeaders, type AdminLayoutData } from "../../lib/admin-page.ts";
import { signInMessages } from "../../lib/admin-sign-in.ts";
import { sessionClock } from "../../lib/idle-timeout.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { ADMIN_APP, ADMIN_PATH } from "../../lib/paths.ts";
import { AdminHeader } from "../../components/admin/admin-header.tsx";
import { AdminIconSprite } from "../../components/admin/admin-icons.tsx";
import { IdleNotice, SessionEndedNotice, useIdleTimeout } from "../../components/admin/idle-notice.tsx";
import { preloadToaster, setNoticePlacement } from "../../components/notices.tsx";
import { AdminBottomBar } from "../../components/admin/admin-bottom-bar.tsx";
import { useUnseenCountInTitle } from "../../components/admin/new-leads-store.ts";
import "../../admin.css";

/** The root layout draws the admin's own lean frame for these routes (no visitor furniture). */
export const handle = { layout: "admin" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), {
    title: "מערכת ניהול",
    description: "ניהול לידים",
    path: ADMIN_PATH,
    noindex: true,
  });
}

/** The admin installs as an app of its own (manifest, icon); public pages link none of it. */
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: ADMIN_APP.manifest },
  { rel: "apple-touch-icon", href: ADMIN_APP.icon },
];

/** Who is at the admin, found once per request for every screen below (app/context.ts). */
export const middleware: Route.MiddlewareFunction[] = [adminVisitMiddleware];

// Rendered on request, never pre-rendered, never cached, never indexed.
export const headers = adminHeaders;

/** The header's part: who is signed in, whether every screen is open to them, and when the session ends unused. */
export function loader({ context }: Route.LoaderArgs): AdminLayoutData {
  const { user } = adminVisit(context);
  return {
    email: user?.email ?? null,
    securityLink: !!user?.admin && !user.enrolFirst,
    session: user ? sessionClock(user.expiresAt, authConfig().idleSeconds, new Date()) : null,
  };
}

/** Every answer says again when the session ends unused (each screen the owner opens renews it), so the layout reloads with every screen. */
export const shouldRevalidate = () => true;

let lastHeader: AdminLayoutData | undefined;

/** A reload that cannot reach the server keeps the header it has (the screen below says so). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<AdminLayoutData> {
  try {
    return (lastHeader = await serverLoader());
  } catch (error) {
    if (lastHeader && !(error instanceof Response)) return lastHeader;
    throw error;
  }
}

/**
 * A data request the router gave up on (a live update's reload overtaken by the owner's next
 * screen) can end as a promise rejected with the browser's AbortError ("BodyStreamBuffer was
 * aborted") that no code awaits any more: React Router's single fetch lets some escape
 * (remix-run/react-router#14203). Nothing failed and the new screen loads; only that rejection is
 * kept from reporting itself as an error. Any other rejection still does.
 */
function ignoreAbandonedRequests() {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
  };
  window.addEventListener("unhandledrejection", onRejection);
  return () => window.removeEventListener("unhandledrejection", onRejection);
}

/** On a phone the bottom bar floats over the page's end: room for it below the last lead. */
const mainClass = "mx-auto w-full max-w-screen-2xl flex-1 px-3 pt-3 pb-8 focus:outline-none sm:px-6 sm:pt-6";
const withBarClass = `${mainClass} max-sm:pb-24`;

export default function AdminLayout() {
  const header = useLoaderData<typeof loader>();
  const { email, securityLink } = header;
  const { deadline, ended } = useIdleTimeout(header.session);
  // What the server rendered is what a failed reload keeps.
  useEffect(() => void (lastHeader = header), [header]);
  // Every screen may end in a notice: load the toaster now, not on the first one.
  useEffect(preloadToaster, []);
  useEffect(ignoreAbandonedRequests, []);
  // The admin's notices at the bottom, clear of the open lead's name, stages and close (issue 42).
  useEffect(() => setNoticePlacement("bottom"), []);
  useUnseenCountInTitle();
  const withBar = securityLink && !ended;
  return (
    <>
      <AdminIconSprite />
      <AdminHeader email={email ?? undefined} securityLink={securityLink} notifications={securityLink} phonePanel={withBar} />
      <main id="main" tabIndex={-1} className={withBar ? withBarClass : mainClass}>
        {ended ? <SessionEndedNotice /> : <Outlet />}
      </main>
      {withBar ? <AdminBottomBar /> : null}
      {deadline && !ended ? <IdleNotice deadline={deadline} /> : null}
    </>
  );
}

/** A screen that could not load (the database unreachable): the reason, in the admin's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  // The proxy's 429 (deploy/nginx-courier.conf) carries its own JSON, not a message of ours.
  const busy = isRouteErrorResponse(error) && error.status === 429;
  const message = busy ? signInMessages.busy : isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "אירעה שגיאה. נסו שוב בעוד רגע.";
  return (
    <>
      <AdminIconSprite />
      <AdminHeader />
      <main id="main" tabIndex={-1} className={mainClass}>
        <p role="alert" className="mx-auto max-w-md rounded-card border border-red-300 bg-red-50 p-6 text-center">
          {message}
        </p>
      </main>
    </>
  );
}
