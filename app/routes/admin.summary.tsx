import { useLoaderData } from "react-router";
import type { Route } from "./+types/admin.summary.ts";
import { loadSummaryScreen } from "../.server/admin-summary.ts";
import { adminHeaders, type SummaryScreenData } from "../lib/admin-page.ts";
import { SummaryScreen } from "../components/admin/summary-screen.tsx";

export const headers = adminHeaders;

/** The summary: leads per day, the sources, the system's status (off the leads' first screen). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSummaryScreen(context, request);
}

export default function Screen() {
  return <SummaryScreen page={useLoaderData<typeof loader>() as SummaryScreenData} />;
}
