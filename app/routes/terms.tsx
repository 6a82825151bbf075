import type { Route } from "./+types/terms.ts";
import { PageHeader } from "../components/page/page-header.tsx";
import { useSite } from "../components/use-site.ts";
import { pageAt } from "../content/pages.ts";
import { terms } from "../content/terms.ts";
import { telHref } from "../lib/phone.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { businessIdentityLines } from "../lib/business-details.ts";
import { Bidi } from "../components/bidi.tsx";
import { PhoneNumber } from "../components/phone-number.tsx";

export function loader() {
  return { page: pageAt("/terms"), terms };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function TermsPage({ loaderData: { page, terms } }: Route.ComponentProps) {
  const site = useSite();
  const identity = businessIdentityLines(site);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title={page.title} lead={`עודכן לאחרונה: ${terms.updated}`} />
      <ol className="space-y-8">
        {terms.sections.map((section, i) => (
          <li key={section.id}>
            <section id={section.id} aria-labelledby={`terms-${section.id}`} className="scroll-mt-24 space-y-3">
              <h2 id={`terms-${section.id}`} className="text-2xl font-bold text-brand-900">
                {i + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="text-lg leading-relaxed">
                  <Bidi>{p}</Bidi>
                </p>
              ))}
              {section.list && (
                <ul className="list-disc space-y-1 ps-6 text-lg">
                  {section.list.map((item) => (
                    <li key={item}>
                      <Bidi>{item}</Bidi>
                    </li>
                  ))}
                </ul>
              )}
              {section.withIdentity && identity.length > 0 && (
                <ul className="space-y-1 text-lg" data-business-identity>
                  {identity.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              {section.withContactDetails && (
                <p className="text-lg">
                  טלפון:{" "}
                  <a href={telHref(site.phone)} className="text-brand-700 underline">
                    <PhoneNumber phone={site.phone} />
                  </a>
                  {" · "}אימייל:{" "}
                  <a href={`mailto:${site.email}`} className="text-brand-700 underline" dir="ltr">
                    {site.email}
                  </a>
                </p>
              )}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
