import { data } from "react-router";
import type { Route } from "./+types/service";
import { ContactSection } from "../components/contact-section";
import { SimplePage } from "../components/simple-page";
import { services } from "../content/services";
import { canonicalPath } from "../lib/paths";
import { pageMeta, serviceJsonLd, siteFromMatches } from "../lib/seo";

// One module for the four service paths (routes.ts derives them from app/content/services.ts).
export function loader({ url }: Route.LoaderArgs) {
  const service = services.find((s) => s.path === canonicalPath(url.pathname));
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...loaderData.service, structuredData: [serviceJsonLd(site, loaderData.service)] });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage page={loaderData.service}>
      <ContactSection />
    </SimplePage>
  );
}
