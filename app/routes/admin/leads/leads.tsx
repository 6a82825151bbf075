import { useEffect } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/leads.ts";
import { loadDashboard } from "./leads-screen.server.ts";
import { dashboardScreenAt } from "../../../lib/admin-query.ts";
import { adminHeaders, keepUnchanged, type DashboardData } from "../../../lib/admin-page.ts";
import { lastShownData, rememberGoodData, staleOrThrow } from "../../../components/admin/admin-notices.ts";
import { AdminDashboard } from "../../../components/admin/dashboard.tsx";
import { leadsScreenMeta } from "../../../lib/tab-title.ts";

export const headers = adminHeaders;

/** The tab's title; the browser puts the number of unseen new leads before it (docs/decisions/070). */
export function meta({ matches }: Route.MetaArgs) {
  return leadsScreenMeta(matches);
}

/**
 * One module, mounted at three addresses (app/routes.ts): the lead views (the index, `?view=`),
 * the trash and the activity log differ only in what the loader reads. Their changes post to
 * their own action routes (app/routes/admin/leads/).
 */
export function loader({ request, context, pattern }: Route.LoaderArgs) {
  return loadDashboard(context, request, dashboardScreenAt(pattern));
}

/**
 * A reload keeps the leads that did not change as the objects on screen (their rows are not drawn
 * again); one that cannot reach the server keeps what the screen shows and says so, once.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return rememberGoodData(keepUnchanged(lastShownData(), (await serverLoader()) as DashboardData));
  } catch (error) {
    return staleOrThrow(error, request.signal);
  }
}

export default function Screen() {
  const page = useLoaderData<typeof loader>() as DashboardData & { stale?: boolean };
  // What the server rendered is what a failed reload falls back to.
  useEffect(() => void rememberGoodData(page), [page]);
  return <AdminDashboard page={page} />;
}
