import type { Route } from "./+types/contact";
import { ContactSection } from "../components/contact-section";
import { PageHeader } from "../components/page/page-header";
import { pageAt } from "../content/pages";
import { pageMeta, siteFromMatches } from "../lib/seo";

export function loader() {
  return { page: pageAt("/contact") };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function ContactPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title={page.title} lead={page.description} />
      <ContactSection withEmail />
    </article>
  );
}
