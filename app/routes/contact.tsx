import type { Route } from "./+types/contact.ts";
import { ContactSection } from "../components/contact-section.tsx";
import { PageHeader } from "../components/page/page-header.tsx";
import { pageAt } from "../content/pages.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

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
