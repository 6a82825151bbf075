import type { Route } from "./+types/privacy";

import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { pageMeta, siteFromMatches } from "../lib/seo";

export function loader() {
  return { page: pageAt("/privacy") };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <SimplePage page={loaderData.page}></SimplePage>;
}
