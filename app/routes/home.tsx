import type { Route } from "./+types/home";
import { serverConfig } from "../.server/config";
import { DeliveryCalculator } from "../components/calculator/delivery-calculator";
import { ContactSection } from "../components/contact-section";
import { LeadForm } from "../components/lead-form";
import { SimplePage } from "../components/simple-page";
import { homePage } from "../content/pages";
import { organizationJsonLd, pageMeta, siteFromMatches } from "../lib/seo";

// Runs at build time (the page is pre-rendered); PRICING_MODEL is a build-time variable.
export function loader() {
  return { page: homePage, pricingModel: serverConfig.pricingModel };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...loaderData.page, structuredData: [organizationJsonLd(site)] });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage page={loaderData.page}>
      <div className="space-y-12">
        <DeliveryCalculator pricingModel={loaderData.pricingModel} />
        <section aria-labelledby="home-lead-heading" className="rounded-card border border-brand-100 p-6 shadow-sm">
          <h2 id="home-lead-heading" className="mb-4 text-2xl font-bold text-brand-900">
            קבלו הצעת מחיר עכשיו
          </h2>
          <LeadForm source="lead_form" />
        </section>
        {/* The spec's mobile-only embedded contact form. */}
        <ContactSection className="md:hidden" />
      </div>
    </SimplePage>
  );
}
