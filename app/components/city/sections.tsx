/** The building blocks of the city pages; app/components/city/city-page.tsx puts them together per variant. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Table } from "../../content/blocks.ts";
import type { PageLink } from "../../content/city-pages/lib/view.ts";
import { telHref } from "../../lib/phone.ts";
import { ContactSection } from "../contact-section.tsx";
import { PhoneIcon } from "../icons.tsx";
import { DataTable } from "../page/content-blocks.tsx";
import { sectionHeadingClass, TextCards, TitledSection } from "../page/section.tsx";
import { Bidi } from "../bidi.tsx";
import { PhoneNumber } from "../phone-number.tsx";
import { buttonSizes, buttonVariants, LinkButton } from "../ui/button.tsx";
import { useSite } from "../use-site.ts";
import { VAT_NOTE } from "../../content/price-book.ts";

/** Where "leave your details" links point: the page's lead form. */
const FORM_ANCHOR = "city-form";

function Section({ id, title, children, className = "" }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <TitledSection id={`${id}-heading`} className={className} data-city-section={id} headingClassName={`mb-4 ${sectionHeadingClass}`} title={title}>
      {children}
    </TitledSection>
  );
}

/** A jump to the page's lead form, beside a call button. */
function FormButton({ variant, children }: { variant: string; children: ReactNode }) {
  return (
    <LinkButton href={`#${FORM_ANCHOR}`} variant={variant} size={buttonSizes.md} className="inline-flex items-center justify-center">
      {children}
    </LinkButton>
  );
}

function CallButton({ label = "התקשרו עכשיו" }: { label?: string }) {
  const site = useSite();
  return (
    <LinkButton href={telHref(site.phone)} variant={buttonVariants.call} size={buttonSizes.md} className="inline-flex items-center justify-center gap-2">
      <PhoneIcon />
      <span>
        {label}: <PhoneNumber phone={site.phone} />
      </span>
    </LinkButton>
  );
}

/** Beer Sheva's hero: the title, a line, and the call button. */
export function Hero({ title, tagline }: { title: string; tagline: string }) {
  return (
    <header className="mb-10 rounded-card bg-brand-800 px-6 py-10 text-white md:px-10" data-city-section="hero">
      <h1 className="text-3xl font-bold md:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-xl text-brand-50">
        <Bidi>{tagline}</Bidi>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <CallButton />
        <FormButton variant={buttonVariants.light}>השאירו פרטים</FormButton>
      </div>
    </header>
  );
}

export function Intro({ paragraphs }: { paragraphs: readonly string[] }) {
  if (paragraphs.length === 0) return null;
  return (
    <div className="space-y-4 text-lg leading-relaxed" data-city-section="intro">
      {paragraphs.map((p) => (
        <p key={p}>
          <Bidi>{p}</Bidi>
        </p>
      ))}
    </div>
  );
}

/** Neighbourhoods or service areas: a list of place names. */
export function PlaceList({ id, title, places, note }: { id: string; title: string; places: readonly string[]; note?: string }) {
  return (
    <Section id={id} title={title}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {places.map((place) => (
          <li key={place} className="flex items-center gap-2 rounded-lg bg-surface-alt px-3 py-2">
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-600" />
            {place}
          </li>
        ))}
      </ul>
      {note && <p className="mt-3 text-muted">{note}</p>}
    </Section>
  );
}

export function PriceTable({ cityLabel, table }: { cityLabel: string; table: Table }) {
  return (
    <Section id="prices" title={`מחירון משלוחים ב${cityLabel}`}>
      <DataTable table={table} />
      <p className="mt-3 text-sm text-muted">
        {VAT_NOTE} אלה מחירים משוערים למשלוח בתוך העיר, לחבילה קטנה; חבילה במדרגת משקל גבוהה יותר עולה יותר. משלוח מ{cityLabel} לעיר אחרת מחושב לפי{" "}
        <Link to="/pricing" className="text-brand-700 underline underline-offset-4">
          המחירון
        </Link>
        .
      </p>
    </Section>
  );
}

export function Reasons({ title, reasons }: { title: string; reasons: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <Section id="reasons" title={title}>
      <TextCards
        items={reasons}
        className="grid gap-4 sm:grid-cols-2"
        cardClassName="rounded-card border border-brand-100 p-5 shadow-sm"
        titleClassName="text-lg font-bold text-brand-800"
        textClassName="mt-2"
      />
    </Section>
  );
}

export function Faq({ cityLabel, items }: { cityLabel: string; items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <Section id="faq" title={`שאלות נפוצות על שליחויות ב${cityLabel}`}>
      <div className="divide-y divide-gray-200 rounded-card border border-gray-200">
        {items.map((item) => (
          <details key={item.question} name="city-faq" className="group px-5 py-2">
            <summary className="cursor-pointer py-2 text-lg font-semibold text-brand-900">
              <Bidi>{item.question}</Bidi>
            </summary>
            <p className="mt-3">
              <Bidi>{item.answer}</Bidi>
            </p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function LinkList({ id, title, links }: { id: string; title: string; links: readonly PageLink[] }) {
  const headingId = `${id}-heading`;
  return (
    <nav aria-labelledby={headingId} data-city-section={id}>
      <h2 id={headingId} className={`mb-4 ${sectionHeadingClass}`}>
        {title}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              prefetch="intent"
              className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 py-2 text-brand-700 hover:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A call to action: a title, a line and the ways to reach us (by default a call and a jump to the form). */
export function CallToAction({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Section id="call-to-action" title={title} className="rounded-card bg-brand-50 p-6">
      <p className="text-lg">
        <Bidi>{text}</Bidi>
      </p>
      {children ?? (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <CallButton />
          <FormButton variant={buttonVariants.outline}>השאירו פרטים</FormButton>
        </div>
      )}
    </Section>
  );
}

/** The service-areas pages' side box: a quick quote by phone or through the form below. */
export function QuoteBox({ title, text }: { title: string; text: string }) {
  return (
    <Section id="quote" title={title} className="rounded-card bg-brand-800 p-6 text-white [&_h2]:text-white">
      <p className="text-lg">
        <Bidi>{text}</Bidi>
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <CallButton label="התקשרו" />
        <FormButton variant={buttonVariants.light}>לטופס הצעת המחיר</FormButton>
      </div>
    </Section>
  );
}

/** The lead form (call-to-action block and form), where "leave your details" links land. */
export function CityContactForm({ cityLabel, className = "" }: { cityLabel: string; className?: string }) {
  return (
    <div id={FORM_ANCHOR} className={`scroll-mt-24 ${className}`}>
      <ContactSection title={`הזמינו שליח ב${cityLabel}`} />
    </div>
  );
}

/** Main column and a sidebar column on wide screens; on narrow ones the sidebar follows the content. */
export function WithSidebar({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-12" data-city-main>
        {children}
      </div>
      <div className="min-w-0" data-city-sidebar>
        {sidebar}
      </div>
    </div>
  );
}
