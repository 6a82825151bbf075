import type { Route } from "./+types/faq.ts";
import { ContactButtons } from "../components/page/contact-buttons.tsx";
import { PageHeader } from "../components/page/page-header.tsx";
import { pricesForRequest } from "../.server/site-settings/for-request.ts";
import { faqOf } from "../content/faq.ts";
import { pageAt } from "../content/pages.ts";
import { faqPageJsonLd, pageMeta, siteFromMatches } from "../lib/seo.ts";
import { Bidi } from "../components/bidi.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  return { page: pageAt("/faq"), faq: faqOf(await pricesForRequest(request)) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(siteFromMatches(matches), { ...loaderData.page, structuredData: [faqPageJsonLd(loaderData.faq)] });
}

// Native exclusive accordion: <details> sharing a name open one at a time, and close again.
export default function FaqPage({ loaderData: { page, faq } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title={page.title} lead="התשובות לשאלות שהכי הרבה לקוחות שואלים אותנו. לא מצאתם תשובה? דברו איתנו." />
      <div className="space-y-3">
        {faq.map((item) => (
          <details
            key={item.id}
            name="faq"
            id={`faq-${item.id}`}
            className="group rounded-card border border-brand-100 bg-white shadow-sm open:border-brand-200"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-lg font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <span>
                <Bidi>{item.question}</Bidi>
              </span>
              <span aria-hidden="true" className="text-2xl leading-none text-brand-700 transition-transform group-open:rotate-45 motion-reduce:transition-none">
                +
              </span>
            </summary>
            <p className="px-5 pb-5 text-lg leading-relaxed">
              <Bidi>{item.answer}</Bidi>
            </p>
          </details>
        ))}
      </div>
      <section aria-labelledby="faq-more" className="mt-12 rounded-card bg-brand-50 p-6">
        <h2 id="faq-more" className="text-2xl font-bold text-brand-900">
          יש לכם שאלה אחרת?
        </h2>
        <p className="mt-2 text-lg">התקשרו אלינו או כתבו לנו בוואטסאפ, ונשמח לעזור.</p>
        <ContactButtons className="mt-4" />
      </section>
    </article>
  );
}
