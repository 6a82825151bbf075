import { data } from "react-router";
import type { Route } from "./+types/service.ts";
import { ContactSection } from "../components/contact-section.tsx";
import { LeadForm } from "../components/lead-form.tsx";
import { ContentBlocks } from "../components/page/content-blocks.tsx";
import { CallCard, ContactButtons } from "../components/page/contact-buttons.tsx";
import { TitledSection } from "../components/page/section.tsx";
import { pricesForRequest } from "../.server/site-settings/for-request.ts";
import { servicesOf } from "../content/services.ts";
import { canonicalPath } from "../lib/canonical-path.ts";
import { pageMeta, serviceJsonLd, siteFromMatches } from "../lib/seo.ts";
import { Bidi } from "../components/bidi.tsx";

// One module for the four service paths (routes.ts derives them from app/content/services.ts).
export async function loader({ url, request }: Route.LoaderArgs) {
  const service = servicesOf(await pricesForRequest(request)).find((s) => s.path === canonicalPath(url.pathname));
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...loaderData.service, structuredData: [serviceJsonLd(site, loaderData.service)] });
}

/** The service's h1 and lead, in the sizes of its layout. */
function TitleAndLead({ service, titleClassName, leadClassName }: { service: { title: string; lead: string }; titleClassName: string; leadClassName: string }) {
  return (
    <>
      <h1 className={`text-3xl font-bold text-brand-900 ${titleClassName}`}>{service.title}</h1>
      <p className={`${leadClassName} text-xl leading-relaxed text-muted`}>
        <Bidi>{service.lead}</Bidi>
      </p>
    </>
  );
}

export default function ServicePage({ loaderData: { service } }: Route.ComponentProps) {
  if (service.layout === "short") {
    return (
      <article className="mx-auto max-w-4xl px-4 py-10">
        <header className="mb-8">
          <TitleAndLead service={service} titleClassName="md:text-4xl" leadClassName="mt-4" />
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
          <TitleAndLead service={service} titleClassName="md:text-5xl" leadClassName="mt-4 max-w-3xl" />
          <ContactButtons className="mt-6" />
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_22rem]">
        <article>
          <ContentBlocks blocks={service.blocks} />
        </article>
        <aside aria-label="יצירת קשר" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <CallCard />
          <TitledSection
            id="sidebar-form-heading"
            className="rounded-card border border-brand-100 bg-white p-6 shadow-sm"
            headingClassName="mb-4 text-xl font-bold text-brand-900"
            title="השאירו פרטים ונחזור אליכם"
          >
            <LeadForm source="contact_form" />
          </TitledSection>
        </aside>
      </div>
    </>
  );
}
