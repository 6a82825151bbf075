import { pageMeta, siteFromMatches } from "../lib/seo";
import type { Route } from "./+types/admin";
import { ADMIN_PATH } from "../lib/paths";
import { AdminDashboard } from "../components/admin/dashboard";
import { SignInCard } from "../components/admin/sign-in-card";
import { Spinner } from "../components/admin/spinner";
import { useAdminSession } from "../components/admin/use-admin-session";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), {
    title: "מערכת ניהול",
    description: "ניהול לידים",
    path: ADMIN_PATH,
    noindex: true,
  });
}

// Rendered on request, never pre-rendered, never cached, never indexed. No loader: the page
// carries no data; the browser asks /api/admin/session who is signed in, and every admin API
// checks the session itself.
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export default function AdminPage() {
  const { status, signIn, signOut } = useAdminSession();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-16">
      {status === "checking" && (
        <>
          <Spinner label="בודק התחברות..." />
          <noscript>
            <p className="text-center">מערכת הניהול דורשת JavaScript.</p>
          </noscript>
        </>
      )}
      {(status === "signed-out" || status === "not-admin") && <SignInCard signIn={signIn} disabled={status === "not-admin"} />}
      {status === "admin" && (
        <>
          <h1 className="mb-6 text-2xl font-bold text-brand-800">מערכת ניהול</h1>
          <AdminDashboard signOut={signOut} />
        </>
      )}
    </div>
  );
}
