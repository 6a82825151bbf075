import { Link } from "react-router";
import type { PageLink } from "../content/pages.ts";
import { telHref } from "../lib/phone.ts";
import { ACCESSIBILITY_STATEMENT_PATH, businessIdentityLines, openingHours, serviceHoursText } from "../lib/business-details.ts";
import { footerGeneralLinks, useSiteNavigation } from "./navigation.ts";
import { useSite } from "./use-site.ts";
import { PhoneNumber } from "./phone-number.tsx";
import { Bidi } from "./bidi.tsx";
import { dashRange } from "../lib/typography.ts";

const linkClass = "inline-flex min-h-11 min-w-11 items-center text-brand-100 underline-offset-4 hover:text-white hover:underline";

function LinkList({ id, title, pages }: { id: string; title: string; pages: readonly PageLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {pages.map((p) => (
          <li key={p.path}>
            <Link to={p.path} className={linkClass}>
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const site = useSite();
  const navigation = useSiteNavigation();
  const { joinTeam: joinTeamPage, privacy: privacyPage, terms: termsPage } = navigation;
  const identity = businessIdentityLines(site);
  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold">
            {site.brandName}
          </h2>
          {navigation.footerBlurb && (
            <p className="mt-3 text-brand-100" data-footer-blurb>
              {navigation.footerBlurb}
            </p>
          )}
          <address className="mt-4 space-y-2 not-italic">
            <p>
              <span className="font-semibold">טלפון: </span>
              <a href={telHref(site.phone)} className={linkClass}>
                <PhoneNumber phone={site.phone} />
              </a>
            </p>
            <p>
              <span className="font-semibold">אימייל: </span>
              <a href={`mailto:${site.email}`} className={linkClass} dir="ltr">
                {site.email}
              </a>
            </p>
            <p>
              <span className="font-semibold">כתובת: </span>
              {site.address}
            </p>
            {identity.map((line) => (
              <p key={line} className="text-brand-100" data-business-identity>
                {line}
              </p>
            ))}
          </address>
        </section>

        <LinkList id="footer-services" title="השירותים שלנו" pages={navigation.services} />
        <LinkList id="footer-areas" title="אזורי משלוח" pages={navigation.areas} />
        <LinkList id="footer-general" title="מידע כללי" pages={footerGeneralLinks(navigation)} />

        <section aria-labelledby="footer-hours" className="sm:col-span-2">
          <h2 id="footer-hours" className="text-lg font-bold">
            שעות פעילות
          </h2>
          <p className="mt-3">
            <Bidi>{serviceHoursText}</Bidi>
          </p>
          <p className="mt-2 text-brand-100">המשרד והשליחים במשלוחים רגילים:</p>
          <ul className="mt-1 space-y-1">
            {openingHours.couriers.map((row) => (
              <li key={row.days}>
                {row.days}: <span dir="ltr">{dashRange(row.hours)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-join" className="rounded-card bg-brand-800 p-6 sm:col-span-2">
          <h2 id="footer-join" className="text-lg font-bold">
            רוצים להצטרף לצוות שלנו?
          </h2>
          <p className="mt-2 text-brand-100">דרושים/ות שליחים/ות ונהגים/ות בכל הארץ. בואו לעבוד איתנו.</p>
          <Link to={joinTeamPage.path} className="mt-4 inline-block rounded-card bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800">
            {joinTeamPage.label}
          </Link>
        </section>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 pt-5 pb-40 text-sm text-brand-100 md:pb-20 xl:pb-5">
          <p>© {site.brandName}. כל הזכויות שמורות.</p>
          {/*
           * The fine print's links find their route when followed, not when drawn (no data-discover):
           * that keeps "/" inside its 14 KB first flight (decision 026) with the accessibility statement's link.
           */}
          <div className="flex flex-wrap gap-x-6">
            <Link to={privacyPage.path} discover="none" className={linkClass}>
              {privacyPage.label}
            </Link>
            <Link to={termsPage.path} discover="none" className={linkClass}>
              {termsPage.label}
            </Link>
            {/* Its label is its page record's (app/content/pages.ts). */}
            <Link to={ACCESSIBILITY_STATEMENT_PATH} discover="none" className={linkClass}>
              {navigation.breadcrumbLabels[ACCESSIBILITY_STATEMENT_PATH] ?? "הצהרת נגישות"}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
