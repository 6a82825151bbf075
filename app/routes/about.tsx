import { Link } from "react-router";
import type { Route } from "./+types/about.ts";
import { ContentBlocks } from "../components/page/content-blocks.tsx";
import { PageHeader } from "../components/page/page-header.tsx";
import { TextCards, TitledSection } from "../components/page/section.tsx";
import { about, aboutLead } from "../content/about.ts";
import { experienceClaim } from "../lib/customer-facts.ts";
import { pageAt } from "../content/pages.ts";
import { pricesForRequest, settingsForRequest } from "../.server/site-settings/for-request.ts";
import { servicesOf } from "../content/services.ts";
import { organizationJsonLd, pageMeta, siteFromMatches } from "../lib/seo.ts";
import { Bidi } from "../components/bidi.tsx";

// Drawn again when the owner publishes: the lead claims years of experience only when he set them.
export async function loader({ request }: Route.LoaderArgs) {
  const [{ settings }, prices] = await Promise.all([settingsForRequest(request), pricesForRequest(request)]);
  return {
    page: pageAt("/about"),
    about: { ...about, lead: aboutLead(experienceClaim(settings.business.experienceYears)) },
    services: servicesOf(prices).map((s) => ({ path: s.path, label: s.label, text: s.cardText })),
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
        <TitledSection id="about-values" className="space-y-4" title="הערכים שלנו">
          <TextCards items={about.values} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" cardClassName="rounded-card bg-brand-50 p-5" />
        </TitledSection>
        <TitledSection id="about-services" className="space-y-4" title="השירותים שלנו">
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
        </TitledSection>
      </div>
    </article>
  );
}
