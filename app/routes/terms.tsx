import type { Route } from "./+types/terms.ts";
import { pricesForRequest, settingsForRequest } from "../.server/site-settings/for-request.ts";
import { LegalPage } from "../components/legal-page.tsx";
import { pageAt } from "../content/pages.ts";
import { termsOf } from "../content/terms.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

// Runs at build time (the page is pre-rendered), and again when the owner publishes his terms' figures or prices (the surcharges).
export async function loader({ request }: Route.LoaderArgs) {
  const [{ settings }, { book }] = await Promise.all([settingsForRequest(request), pricesForRequest(request)]);
  return { page: pageAt("/terms"), terms: termsOf(settings.terms, book.surcharges) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function TermsPage({ loaderData: { page, terms } }: Route.ComponentProps) {
  return <LegalPage title={page.title} document={terms} anchorPrefix="terms" />;
}
