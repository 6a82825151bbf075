import { useEffect } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/admin.trash.ts";
import { dashboardAction, loadDashboard } from "../.server/admin-page.ts";
import { clientAddressContext } from "../context.ts";
import { adminHeaders, type DashboardData } from "../lib/admin-page.ts";
import { announcedAction, rememberGoodData, staleOrThrow } from "../components/admin/admin-notices.ts";
import { AdminDashboard } from "../components/admin/dashboard.tsx";
import { leadsScreenMeta } from "../lib/tab-title.ts";

export const headers = adminHeaders;

/** The tab's title counts the leads waiting for an answer (docs/decisions/047). */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  return leadsScreenMeta(matches, loaderData);
}

/** The trash: leads deleted in the last 30 days, to restore or erase. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadDashboard(context, request, "trash");
}

export function action({ request, context }: Route.ActionArgs) {
  return dashboardAction(context, request, context.get(clientAddressContext));
}

/** A reload that cannot reach the server keeps what the screen shows and says so, once. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return rememberGoodData((await serverLoader()) as DashboardData);
  } catch (error) {
    return staleOrThrow(error);
  }
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return announcedAction(request, serverAction);
}

export default function Screen() {
  const page = useLoaderData<typeof loader>() as DashboardData & { stale?: boolean };
  // What the server rendered is what a failed reload falls back to.
  useEffect(() => void rememberGoodData(page), [page]);
  return <AdminDashboard page={page} />;
}
