import { data } from "react-router";
import type { Route } from "./+types/service";
import { ContactSection } from "../components/contact-section";
import { LeadForm } from "../components/lead-form";
import { ContentBlocks } from "../components/page/content-blocks";
import { CallCard, ContactButtons } from "../components/page/contact-buttons";
import { services } from "../content/services";
import { canonicalPath } from "../lib/paths";
import { pageMeta, serviceJsonLd, siteFromMatches } from "../lib/seo";
import { Bidi } from "../components/bidi";

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

export default function ServicePage({ loaderData: { service } }: Route.ComponentProps) {
  if (service.layout === "short") {
    return (
      <article className="mx-auto max-w-4xl px-4 py-10">
        <header className="mb-8">
          <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{service.title}</h1>
          <p className="mt-4 text-xl leading-relaxed text-muted">
            <Bidi>{service.lead}</Bidi>
          </p>
        </header>
        <ContentBlocks blocks={service.blocks} />
        <ContactSection className="mt-12" />
      </article>
    );
  }
  return (
    <>
      <header className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h1 className="text-3xl font-bold text-brand-900 md:text-5xl">{service.title}</h1>
          <p className="mt-4 max-w-3xl text-xl leading-relaxed text-muted">
            <Bidi>{service.lead}</Bidi>
          </p>
          <ContactButtons className="mt-6" />
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_22rem]">
        <article>
          <ContentBlocks blocks={service.blocks} />
        </article>
        <aside aria-label="יצירת קשר" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <CallCard />
          <section aria-labelledby="sidebar-form-heading" className="rounded-card border border-brand-100 bg-white p-6 shadow-sm">
            <h2 id="sidebar-form-heading" className="mb-4 text-xl font-bold text-brand-900">
              השאירו פרטים ונחזור אליכם
            </h2>
            <LeadForm source="contact_form" />
          </section>
        </aside>
      </div>
    </>
  );
}
