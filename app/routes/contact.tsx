import type { Route } from "./+types/contact";
import { ContactSection } from "../components/contact-section";
import { SimplePage } from "../components/simple-page";
import { pageAt } from "../content/pages";
import { pageMeta, siteFromMatches } from "../lib/seo";

export function loader() {
  return { page: pageAt("/contact") };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return <SimplePage page={loaderData.page}><ContactSection withEmail /></SimplePage>;
}
