import type { Route } from "./+types/privacy.ts";
import { PageHeader } from "../components/page/page-header.tsx";
import { useSite } from "../components/use-site.ts";
import { pageAt } from "../content/pages.ts";
import { privacy } from "../content/privacy.ts";
import { telHref } from "../lib/phone.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { Bidi } from "../components/bidi.tsx";
import { PhoneNumber } from "../components/phone-number.tsx";

export function loader() {
  return { page: pageAt("/privacy"), privacy };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function PrivacyPage({ loaderData: { page, privacy } }: Route.ComponentProps) {
  const site = useSite();
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title={page.title} lead={`עודכן לאחרונה: ${privacy.updated}`} />
      <ol className="space-y-8">
        {privacy.sections.map((section, i) => (
          <li key={section.heading}>
            <section aria-labelledby={`privacy-${i + 1}`} className="space-y-3">
              <h2 id={`privacy-${i + 1}`} className="text-2xl font-bold text-brand-900">
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
