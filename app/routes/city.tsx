import { data } from "react-router";
import type { Route } from "./+types/city.ts";
import { CityPageView } from "../components/city/city-page.tsx";
import { cityPages } from "../content/city-pages/all-cities.ts";
import { cityRecordAt } from "../content/city-pages/lib/records.server.ts";
import { cityView } from "../content/city-pages/lib/view.ts";
import { servicePages } from "../content/pages.ts";
import { pricesForRequest } from "../.server/site-settings/for-request.ts";
import { faqPageJsonLd, pageMeta, serviceJsonLd, siteFromMatches } from "../lib/seo.ts";

// One module serves every /shipping-<slug> path (routes.ts); the request path picks the city.
// Runs at build time (the pages are pre-rendered), and again when the owner publishes his prices.
export async function loader({ url, request }: Route.LoaderArgs) {
  const record = cityRecordAt(url.pathname);
  if (!record) throw data(null, { status: 404 });
  return cityView(record, cityPages, servicePages, await pricesForRequest(request));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  const city = loaderData;
  const structuredData: object[] = [
    { ...serviceJsonLd(site, city), areaServed: { "@type": "City", name: city.label, containedInPlace: { "@type": "Country", name: "ישראל" } } },
  ];
  if (city.content.variant === "full" && city.content.faq) structuredData.push(faqPageJsonLd(city.content.faq));
  // With the label, pageMeta adds the BreadcrumbList (home > city).
  return pageMeta(site, { title: city.title, description: city.description, path: city.path, keywords: city.keywords, label: city.label, structuredData });
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView city={loaderData} />;
}
