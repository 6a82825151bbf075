import type { Route } from "./+types/faq";

import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { pageMeta, siteFromMatches } from "../lib/seo";

export function loader() {
  return { page: pageAt("/faq") };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <SimplePage page={loaderData.page}></SimplePage>;
}
