import type { Route } from "./+types/join-team";
import { ContactSection } from "../components/contact-section";
import { PageHeader } from "../components/page/page-header";
import { joinTeam } from "../content/join-team";
import { pageAt } from "../content/pages";
import { pageMeta, siteFromMatches } from "../lib/seo";
import { Bidi } from "../components/bidi";

export function loader() {
  return { page: pageAt("/join-team"), joinTeam };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}

export default function JoinTeamPage({ loaderData: { page, joinTeam } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={page.title} lead={joinTeam.lead} />
      <div className="space-y-12">
        <section aria-labelledby="join-benefits" className="space-y-4">
          <h2 id="join-benefits" className="text-2xl font-bold text-brand-900">
            למה לעבוד איתנו
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {joinTeam.benefits.map((b) => (
              <li key={b.title} className="rounded-card bg-brand-50 p-5">
                <h3 className="text-lg font-bold text-brand-900">{b.title}</h3>
                <p className="mt-1">
                  <Bidi>{b.text}</Bidi>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="join-requirements" className="space-y-4">
          <h2 id="join-requirements" className="text-2xl font-bold text-brand-900">
            דרישות התפקיד
          </h2>
          <ol className="list-decimal space-y-2 ps-6 text-lg">
            {joinTeam.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </section>
        <ContactSection withEmail title="רוצים להצטרף? השאירו פרטים" />
      </div>
    </article>
  );
}
