import { preload } from "react-dom";
import type { Route } from "./+types/home.ts";
import { serverConfig } from "../.server/config.ts";
import { staticMarkup } from "../.server/static-markup.tsx";
import { settingsForRequest } from "../.server/site-settings/for-request.ts";
import { priceBookOf } from "../content/price-book.ts";
import { calculatorSetupOf } from "../lib/delivery-estimate.ts";
import { DeliveryCalculator } from "../components/calculator/delivery-calculator.tsx";
import { ContactSection } from "../components/contact-section.tsx";
import { HomeHighlights } from "../components/home/home-sections.tsx";
import { StaticHtml } from "../components/static-html.tsx";
import { LeadForm } from "../components/lead-form.tsx";
import { ContactButtons } from "../components/page/contact-buttons.tsx";
import { buttonSizes, LinkButton } from "../components/ui/button.tsx";
import { TitledSection } from "../components/page/section.tsx";
import { cityById } from "../content/cities.ts";
import { homeOf } from "../content/home.ts";
import { cityPages } from "../content/city-pages/all-cities.ts";
import { homePage, pageAt } from "../content/pages.ts";
import { servicesOf } from "../content/services.ts";
import { organizationJsonLd, pageMeta, siteFromMatches } from "../lib/seo.ts";
import { Bidi } from "../components/bidi.tsx";

// Runs at build time (the page is pre-rendered), and again when the owner publishes (decision 066:
// the testimonials and the prices are his); PRICING_MODEL is a build-time variable.
export async function loader({ request }: Route.LoaderArgs) {
  const { settings } = await settingsForRequest(request);
  const prices = priceBookOf(settings.prices);
  const home = homeOf(prices);
  const pricing = pageAt("/pricing");
  const serviceCards = [
    ...servicesOf(prices).map((s) => ({ path: s.path, label: s.label, text: s.cardText })),
    { path: pricing.path, label: pricing.label, text: "כל המחירים המשוערים במקום אחד: משלוחים, מסמכים, יעדים והנחות." },
  ];
  const cityCards = home.featuredCitySlugs.map((slug) => {
    const city = cityPages.find((c) => c.slug === slug)!;
    return { path: city.path, label: city.label, text: city.description };
  });
  return {
    // What the head and the heading read; the rest of the record stays on the server (every byte
    // of this page's data is in its first flight, budgeted at 14 KB).
    page: { path: homePage.path, title: homePage.title, description: homePage.description, keywords: homePage.keywords },
    calculator: calculatorSetupOf(serverConfig.pricingModel, prices.rates),
    hero: home.hero,
    urgent: home.urgent,
    // Nothing in these sections acts in the browser: they travel as HTML, once (StaticHtml).
    highlights: {
      html: staticMarkup(
        <HomeHighlights
          whyChooseUs={home.whyChooseUs}
          serviceCards={serviceCards}
          cityCards={cityCards}
          moreCities={home.moreCityIds.map((id) => cityById(id).name)}
          benefits={home.benefits}
          testimonials={settings.testimonials}
        />,
      ),
    },
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...loaderData.page, structuredData: [organizationJsonLd(site)] });
}

const HERO_IMAGE = "/images/hero.svg";
/** Tailwind's `md`: the hero image is drawn from this width up (`hidden md:block`). */
const HERO_SHOWN = "(width >= 48rem)";
/** A one-pixel GIF, never drawn (the image is hidden below `md`): what a phone "loads" instead of the hero. */
const NOTHING_TO_LOAD = "data:image/gif;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAACAkQBADs=";

/**
 * Small SVG above the fold on a laptop, never a slow LCP; hidden on a phone, which neither
 * downloads it nor parses it as an SVG document (docs/decisions/064-the-hero-image-stays-off-phones.md).
 * The preload (high priority, as React wrote it for the plain <img>) is for the widths that show it.
 */
function HeroImage({ alt }: { alt: string }) {
  preload(HERO_IMAGE, { as: "image", fetchPriority: "high", media: HERO_SHOWN });
  return (
    <picture className="hidden md:block">
      <source media="(width < 48rem)" srcSet={NOTHING_TO_LOAD} />
      <img src={HERO_IMAGE} alt={alt} width={480} height={360} fetchPriority="high" className="block h-auto w-full" />
    </picture>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, hero, urgent, highlights } = loaderData;
  return (
    <>
      <header className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-[1fr_20rem] md:py-14 lg:grid-cols-[1fr_26rem]">
          <div>
            <h1 className="text-4xl leading-tight font-bold text-brand-900 md:text-5xl">{page.title}</h1>
            <p className="mt-4 text-xl leading-relaxed text-ink">
              <Bidi>{hero.lead}</Bidi>
            </p>
            <ContactButtons className="mt-6" />
          </div>
          <HeroImage alt={hero.imageAlt} />
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <DeliveryCalculator setup={loaderData.calculator} />

        <TitledSection
          id="home-lead-heading"
          className="rounded-card border border-brand-100 p-6 shadow-sm"
          headingClassName="mb-4 text-2xl font-bold text-brand-900"
          title="קבלו הצעת מחיר עכשיו"
        >
          <LeadForm source="lead_form" />
        </TitledSection>

        <StaticHtml name="home-highlights" html={highlights.html} className="space-y-16" />

        <TitledSection
          id="home-urgent"
          className="rounded-card bg-accent-700 p-8 text-white"
          headingClassName="text-2xl font-bold md:text-3xl"
          title={urgent.heading}
        >
          <p className="mt-2 text-lg">
            <Bidi>{urgent.text}</Bidi>
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ContactButtons inverted />
            <LinkButton to="/contact" size={buttonSizes.lg} className="border-2 border-white text-center hover:bg-accent-800">
              לעמוד יצירת הקשר
            </LinkButton>
          </div>
        </TitledSection>

        {/* The mobile-only embedded contact section (docs/product.md#home). */}
        <ContactSection className="md:hidden" />
      </div>
    </>
  );
}
