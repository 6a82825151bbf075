import type { Route } from "./+types/home";
import { SimplePage } from "../components/simple-page";
import { homePage } from "../content/pages";
import { organizationJsonLd, pageMeta, siteFromMatches } from "../lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...homePage, structuredData: [organizationJsonLd(site)] });
}

export default function HomePage() {
  return <SimplePage page={homePage} />;
}
