import type { Route } from "./+types/accessibility.ts";
import { settingsForRequest } from "../.server/site-settings/for-request.ts";
import { LegalPage } from "../components/legal-page.tsx";
import { accessibilityStatementOf } from "../content/accessibility-statement.ts";
import { pageAt } from "../content/pages.ts";
import { accessibilityContact } from "../lib/business-details.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

// Runs at build time (the page is pre-rendered), and again when the owner publishes his business details.
export async function loader({ request }: Route.LoaderArgs) {
  const { settings } = await settingsForRequest(request);
  const contact = accessibilityContact(settings.business);
  return { page: pageAt("/accessibility"), statement: accessibilityStatementOf(contact), contact };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function AccessibilityPage({ loaderData: { page, statement, contact } }: Route.ComponentProps) {
  return <LegalPage title={page.title} document={statement} anchorPrefix="accessibility" contact={contact} />;
}
