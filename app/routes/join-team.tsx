import type { Route } from "./+types/join-team.ts";
import { APPLICATION_SOURCE, LeadForm } from "../components/lead-form.tsx";
import { PageHeader } from "../components/page/page-header.tsx";
import { TextCards, TitledSection } from "../components/page/section.tsx";
import { joinTeam } from "../content/join-team.ts";
import { pageAt } from "../content/pages.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

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
        <TitledSection id="join-benefits" className="space-y-4" title="למה לעבוד איתנו">
          <TextCards items={joinTeam.benefits} className="grid gap-4 sm:grid-cols-2" cardClassName="rounded-card bg-brand-50 p-5" />
        </TitledSection>
        <TitledSection id="join-requirements" className="space-y-4" title="דרישות התפקיד">
          <ol className="list-decimal space-y-2 ps-6 text-lg">
            {joinTeam.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </TitledSection>
        <section aria-labelledby="join-apply" className="rounded-card bg-surface-alt p-6 shadow-sm" data-application>
          <h2 id="join-apply" className="text-2xl font-bold text-brand-900">
            {joinTeam.application.heading}
          </h2>
          <p className="mt-2 mb-4 text-lg">{joinTeam.application.lead}</p>
          <LeadForm source={APPLICATION_SOURCE} withEmail submitLabel={joinTeam.application.submitLabel} />
        </section>
      </div>
    </article>
  );
}
