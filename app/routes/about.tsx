import { Link } from "react-router";
import type { Route } from "./+types/about";
import { ContentBlocks } from "../components/page/content-blocks";
import { PageHeader } from "../components/page/page-header";
import { about } from "../content/about";
import { pageAt } from "../content/pages";
import { services } from "../content/services";
import { organizationJsonLd, pageMeta, siteFromMatches } from "../lib/seo";
import { Bidi } from "../components/bidi";

export function loader() {
  return {
    page: pageAt("/about"),
    about,
    services: services.map((s) => ({ path: s.path, label: s.label, text: s.cardText })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...loaderData.page, structuredData: [organizationJsonLd(site)] });
}

export default function AboutPage({ loaderData: { page, about, services } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={page.title} lead={about.lead} />
      <div className="space-y-12">
        <ContentBlocks blocks={[about.vision]} />
        <section aria-labelledby="about-values" className="space-y-4">
          <h2 id="about-values" className="text-2xl font-bold text-brand-900">
            הערכים שלנו
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-card bg-brand-50 p-5">
                <h3 className="text-lg font-bold text-brand-900">{value.title}</h3>
                <p className="mt-1">
                  <Bidi>{value.text}</Bidi>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-services" className="space-y-4">
          <h2 id="about-services" className="text-2xl font-bold text-brand-900">
            השירותים שלנו
          </h2>
          <p className="text-lg">{about.servicesIntro}</p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {services.map((s) => (
              <li key={s.path} className="rounded-card border border-brand-100 p-5">
                <Link to={s.path} className="text-lg font-bold text-brand-700 underline underline-offset-4">
                  {s.label}
                </Link>
                <p className="mt-1">
                  <Bidi>{s.text}</Bidi>
                </p>
              </li>
            ))}
          </ul>
          <p className="text-lg">{about.packing}</p>
        </section>
      </div>
    </article>
  );
}
