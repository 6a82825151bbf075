import { pageMeta, siteFromMatches } from "../lib/seo";
import type { Route } from "./+types/admin";
import { ADMIN_PATH } from "../content/pages";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), {
    title: "מערכת ניהול",
    description: "ניהול לידים",
    path: ADMIN_PATH,
    noindex: true,
  });
}

// Rendered on request, never pre-rendered. Sign-in and the lead table arrive with the admin issue.
export default function AdminPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">מערכת ניהול</h1>
    </section>
  );
}
