import { Link } from "react-router";
import type { Route } from "./+types/pricing.ts";
import { ContactButtons } from "../components/page/contact-buttons.tsx";
import { DataTable } from "../components/page/content-blocks.tsx";
import { PageHeader } from "../components/page/page-header.tsx";
import { TextCards, TitledSection } from "../components/page/section.tsx";
import { pageAt } from "../content/pages.ts";
import { pricesForRequest } from "../.server/site-settings/for-request.ts";
import { pricingOf } from "../content/pricing-page.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { Bidi } from "../components/bidi.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  return { page: pageAt("/pricing"), pricing: pricingOf(await pricesForRequest(request)) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function PricingPage({ loaderData: { page, pricing } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={page.title} lead={pricing.intro} />
      <div className="space-y-12">
        {pricing.tables.map((table) => (
          <section key={table.caption} className="rounded-card border border-brand-100 bg-white p-4 shadow-sm md:p-6">
            <DataTable table={table} />
          </section>
        ))}

        <TitledSection id="pricing-extras" title="תוספות">
          <PriceCards items={pricing.extras} className="sm:grid-cols-3" />
        </TitledSection>

        <TitledSection id="pricing-surcharges" title="תוספות לפי שעה, יום ומקום">
          <p className="mt-2 text-muted">נוספות למחיר המשלוח כשהן חלות עליו, ונמסרות לכם בהצעת המחיר לפני האיסוף.</p>
          <PriceCards items={pricing.surcharges} className="sm:grid-cols-2" />
        </TitledSection>

        <TitledSection id="pricing-discounts" title="הנחות">
          <TextCards
            items={pricing.discounts}
            className="mt-4 grid gap-4 sm:grid-cols-2"
            cardClassName="rounded-card bg-brand-50 p-5"
            textClassName="mt-2"
            beforeText={(item) => (
              <p className="mt-1 text-3xl font-bold text-accent-700">
                <Bidi>{item.percent}</Bidi>
              </p>
            )}
          />
        </TitledSection>

        <TitledSection id="pricing-savings" title="חיסכון כשהמשלוח יכול לחכות">
          <p className="mt-2 text-muted">זו לא הנחה: זה ההפרש בין המחירים שבמחירון, כשבוחרים משלוח איטי יותר.</p>
          <TextCards
            items={pricing.savings}
            className="mt-4 grid gap-4 sm:grid-cols-2"
            cardClassName="rounded-card bg-brand-50 p-5"
            textClassName="mt-2"
            beforeText={(item) => (
              <p className="mt-1 text-3xl font-bold text-accent-700">
                <Bidi>{item.percent}</Bidi>
              </p>
            )}
          />
        </TitledSection>

        <TitledSection id="pricing-quote" className="rounded-card bg-brand-800 p-6 text-white" headingClassName="text-2xl font-bold" title="רוצים מחיר מדויק?">
          <p className="mt-2 text-lg text-brand-100">
            <Bidi>{pricing.note}</Bidi>
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ContactButtons inverted />
            <Link to="/#calculator" className="rounded-card border-2 border-white px-6 py-3 text-center text-lg font-bold hover:bg-brand-900">
              למחשבון המחיר
            </Link>
          </div>
        </TitledSection>
      </div>
    </article>
  );
}

/** A priced item per card: the extras and the surcharges. */
function PriceCards({ items, className }: { items: ReadonlyArray<{ label: string; price: string }>; className: string }) {
  return (
    <ul className={`mt-4 grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item.label} className="rounded-card bg-surface-alt p-4">
          <span className="block">
            <Bidi>{item.label}</Bidi>
          </span>
          <span className="mt-1 block text-xl font-bold text-brand-800">{item.price}</span>
        </li>
      ))}
    </ul>
  );
}
