import type { Route } from "./+types/terms.ts";
import { LegalPage } from "../components/legal-page.tsx";
import { pageAt } from "../content/pages.ts";
import { terms } from "../content/terms.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

export function loader() {
  return { page: pageAt("/terms"), terms };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function TermsPage({ loaderData: { page, terms } }: Route.ComponentProps) {
  return <LegalPage title={page.title} document={terms} anchorPrefix="terms" />;
}
