import { Link } from "react-router";
import type { Route } from "./+types/pricing";
import { ContactButtons } from "../components/page/contact-buttons";
import { DataTable } from "../components/page/content-blocks";
import { PageHeader } from "../components/page/page-header";
import { pageAt } from "../content/pages";
import { pricing } from "../content/pricing";
import { pageMeta, siteFromMatches } from "../lib/seo";
import { Bidi } from "../components/bidi";

export function loader() {
  return { page: pageAt("/pricing"), pricing };
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

        <section aria-labelledby="pricing-extras">
          <h2 id="pricing-extras" className="text-2xl font-bold text-brand-900">
            תוספות
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {pricing.extras.map((extra) => (
              <li key={extra.label} className="rounded-card bg-surface-alt p-4">
                <span className="block">
                  <Bidi>{extra.label}</Bidi>
                </span>
                <span className="mt-1 block text-xl font-bold text-brand-800">{extra.price}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="pricing-discounts">
          <h2 id="pricing-discounts" className="text-2xl font-bold text-brand-900">
            הנחות
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {pricing.discounts.map((discount) => (
              <li key={discount.title} className="rounded-card bg-brand-50 p-5">
                <h3 className="text-lg font-bold text-brand-900">{discount.title}</h3>
                <p className="mt-1 text-3xl font-bold text-accent-700">
                  <Bidi>{discount.percent}</Bidi>
                </p>
                <p className="mt-2">
                  <Bidi>{discount.text}</Bidi>
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="pricing-quote" className="rounded-card bg-brand-800 p-6 text-white">
          <h2 id="pricing-quote" className="text-2xl font-bold">
            רוצים מחיר מדויק?
          </h2>
          <p className="mt-2 text-lg text-brand-100">
            <Bidi>{pricing.note}</Bidi>
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ContactButtons inverted />
            <Link to="/#calculator" className="rounded-card border-2 border-white px-6 py-3 text-center text-lg font-bold hover:bg-brand-900">
              למחשבון המחיר
            </Link>
          </div>
        </section>
      </div>
    </article>
  );
}
