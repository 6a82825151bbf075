import { data } from "react-router";
import type { Route } from "./+types/city";
import { breadcrumbJsonLd } from "../components/breadcrumbs";
import { CityPageView } from "../components/city/city-page";
import { cityPages } from "../content/city-pages";
import { cityRecordAt } from "../content/city-pages/lib/records.server";
import { cityView } from "../content/city-pages/lib/view";
import { homePage, servicePages } from "../content/pages";
import { faqPageJsonLd, pageMeta, serviceJsonLd, siteFromMatches } from "../lib/seo";

// One module serves every /shipping-<slug> path (routes.ts); the request path picks the city.
// Runs at build time: the pages are pre-rendered.
export function loader({ url }: Route.LoaderArgs) {
  const record = cityRecordAt(url.pathname);
  if (!record) throw data(null, { status: 404 });
  return cityView(record, cityPages, servicePages);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return [];
  const city = loaderData;
  const crumbs = [
    { path: homePage.path, label: homePage.label },
    { path: city.path, label: city.label },
  ];
  const structuredData = [
    breadcrumbJsonLd(crumbs, site.siteUrl),
    serviceJsonLd(site, { name: city.title, description: city.description, path: city.path, areaServed: city.label }),
  ];
  if (city.content.variant === "full" && city.content.faq) structuredData.push(faqPageJsonLd(city.content.faq));
  return pageMeta(site, { title: city.title, description: city.description, path: city.path, keywords: city.keywords, structuredData });
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView city={loaderData} />;
}
