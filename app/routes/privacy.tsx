import type { Route } from "./+types/privacy.ts";
import { LegalPage } from "../components/legal-page.tsx";
import { pageAt } from "../content/pages.ts";
import { privacy } from "../content/privacy.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

export function loader() {
  return { page: pageAt("/privacy"), privacy };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function PrivacyPage({ loaderData: { page, privacy } }: Route.ComponentProps) {
  return <LegalPage title={page.title} document={privacy} anchorPrefix="privacy" />;
}
