import { useEffect } from "react";
import { useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin.ts";
import { handleAdminAction, loadAdminPage } from "../.server/admin-page.ts";
import { clientAddressContext } from "../context.ts";
import type { AdminActionResult, AdminPageData } from "../lib/admin-page.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { ADMIN_PATH } from "../lib/paths.ts";
import { announceActionResult, announceUnreachable, rememberGoodData, staleOrThrow } from "../components/admin/admin-notices.ts";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { AdminDashboard } from "../components/admin/dashboard.tsx";
import { NotAdminNotice } from "../components/admin/not-admin-notice.tsx";
import { SecondFactorCard } from "../components/admin/second-factor-card.tsx";
import { SecuritySection } from "../components/admin/security-section.tsx";
import { SignInCard } from "../components/admin/sign-in-card.tsx";
import { Spinner } from "../components/admin/spinner.tsx";
import { preloadToaster } from "../components/notices.tsx";
import "../admin.css";

/** The root layout draws the admin's own lean frame for this route (no visitor furniture). */
export const handle = { layout: "admin" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), {
    title: "מערכת ניהול",
    description: "ניהול לידים",
    path: ADMIN_PATH,
    noindex: true,
  });
}

// Rendered on request, never pre-rendered, never cached, never indexed. A refusal that asks the
// browser to wait (a throttled sign-in, a code that must wait) says how long, also on a plain form post.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminPage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, context.get(clientAddressContext));
}

/**
 * After a refused code, reload anyway (a 4xx would skip it): the last wrong code, or one sent too
 * late, has ended the challenge, and the page must ask for the password again.
 */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === "second-factor" || intent === "recovery-code" ? true : defaultShouldRevalidate;
}

/** A reload that cannot reach the server keeps what the page shows and says so, once. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<AdminPageData> {
  try {
    const fresh = (await serverLoader()) as AdminPageData;
    return fresh.state === "unavailable" ? staleOrThrow(new Error(fresh.message), fresh) : rememberGoodData(fresh);
  } catch (error) {
    return staleOrThrow(error);
  }
}

/** Every change's outcome is told here, in one place: a toast, and for a delete the undo. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<AdminActionResult> {
  const form = await request.clone().formData();
  try {
    const result = (await serverAction()) as AdminActionResult;
    announceActionResult(result, form);
    return result;
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect: signed in or out
    return announceUnreachable(form, error);
  }
}

export default function AdminPage() {
  const page = useLoaderData<typeof loader>() as AdminPageData & { stale?: boolean };
  const result = useActionData<typeof action>() as AdminActionResult | undefined;
  const navigation = useNavigation();
  // Every state of this page may end in a notice: load the toaster now, not on the first one.
  useEffect(preloadToaster, []);
  // What the server rendered is what a failed reload falls back to.
  useEffect(() => void rememberGoodData(page), [page]);

  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const signingIn = pendingIntent === "sign-in" || pendingIntent === "second-factor" || pendingIntent === "recovery-code";
  const refused = result && !result.ok ? result : undefined;
  return (
    <>
      <AdminHeader
        email={page.state === "admin" || page.state === "not-admin" || page.state === "security" ? page.email : undefined}
        securityLink={page.state === "admin"}
      />
      {/* The bottom padding keeps the last lead clear of the accessibility button, low at the left edge below xl. */}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-screen-2xl flex-1 px-3 pt-6 pb-36 focus:outline-none sm:px-6 sm:pt-8 md:pb-20 xl:pb-8">
        {page.state === "admin" ? (
          <AdminDashboard page={page} />
        ) : page.state === "security" ? (
          <SecuritySection page={page} result={result} pending={pendingIntent === "enable-2fa" || pendingIntent === "disable-2fa" ? pendingIntent : null} />
        ) : page.state === "unavailable" ? (
          <p role="alert" className="mx-auto max-w-md rounded-card border border-red-300 bg-red-50 p-6 text-center">
            {page.message}
          </p>
        ) : (
          <div className="py-4 sm:py-10">
            {page.state === "not-admin" ? (
              <NotAdminNotice />
            ) : page.state === "second-factor" ? (
              <SecondFactorCard
                email={page.email}
                pending={pendingIntent === "second-factor" || pendingIntent === "recovery-code" ? pendingIntent : null}
                result={refused?.intent === "second-factor" || refused?.intent === "recovery-code" ? refused : undefined}
              />
            ) : (
              // A code refused for the last time (or too late) lands here: the card says why.
              <SignInCard
                pending={pendingIntent === "sign-in"}
                result={
                  refused && (refused.intent === "sign-in" || refused.intent === "second-factor" || refused.intent === "recovery-code") ? refused : undefined
                }
              />
            )}
            {signingIn ? <Spinner label="בודק התחברות..." /> : null}
          </div>
        )}
      </main>
    </>
  );
}
