import { Link } from "react-router";
import type { HomeCopy } from "../../content/home.ts";
import type { PageLink } from "../../content/page-schema.ts";
import { Bidi } from "../bidi.tsx";
import { sectionHeadingClass, TextCards, TitledSection } from "../page/section.tsx";

export interface CardLink extends PageLink {
  text: string;
}

const sectionHeading = `${sectionHeadingClass} md:text-3xl`;

function ServiceCards({ cards }: { cards: readonly CardLink[] }) {
  return (
    <TitledSection id="home-services" className="space-y-6" headingClassName={sectionHeading} title="השירותים שלנו">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.path} className="flex flex-col rounded-card border border-brand-100 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-bold text-brand-900">{card.label}</h3>
            <p className="mt-2 flex-1 text-muted">
              <Bidi>{card.text}</Bidi>
            </p>
            <Link
              to={card.path}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              לפרטים על {card.label}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function CityCards({ cards, moreCities }: { cards: readonly CardLink[]; moreCities: readonly string[] }) {
  return (
    <TitledSection id="home-cities" className="space-y-6" headingClassName={sectionHeading} title="שליחויות בכל הארץ">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.path}>
            <Link to={card.path} className="block h-full rounded-card bg-brand-800 p-6 text-white hover:bg-brand-900">
              <span className="block text-xl font-bold">{card.label}</span>
              <span className="mt-2 block text-brand-100">
                <Bidi>{card.text}</Bidi>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div>
        <h3 className="text-xl font-bold text-brand-900">ועוד {moreCities.length} ערים שאנחנו משרתים</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {moreCities.map((name) => (
            <li key={name} className="rounded-full bg-surface-alt px-4 py-1.5">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </TitledSection>
  );
}

function Benefits({ items }: { items: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <TitledSection id="home-benefits" className="space-y-6" headingClassName={sectionHeading} title="מה מקבלים איתנו">
      <TextCards items={items} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" cardClassName="rounded-card bg-brand-50 p-5" />
    </TitledSection>
  );
}

function Testimonials({ items }: { items: ReadonlyArray<{ name: string; place: string; quote: string }> }) {
  return (
    <TitledSection id="home-testimonials" className="space-y-6" headingClassName={sectionHeading} title="מה הלקוחות אומרים">
      <ul className="grid gap-4 md:grid-cols-3">
        {items.map((item, i) => (
          <li key={i}>
            <figure className="h-full rounded-card border border-gray-200 bg-white p-6 shadow-sm">
              <blockquote className="text-lg leading-relaxed">
                ״<Bidi>{item.quote}</Bidi>״
              </blockquote>
              <figcaption className="mt-4 font-semibold text-brand-800">
                {item.name}, {item.place}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function WhyChooseUs({ content }: { content: HomeCopy["whyChooseUs"] }) {
  return (
    <section aria-labelledby="home-why" className="grid items-center gap-8 md:grid-cols-2">
      <div>
        <h2 id="home-why" className="text-2xl font-bold text-brand-900 md:text-3xl">
          {content.heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed">
          <Bidi>{content.intro}</Bidi>
        </p>
        <ul className="mt-6 space-y-3">
          {content.points.map((point) => (
            <li key={point.title}>
              <span className="font-bold text-brand-800">{point.title}: </span>
              <Bidi>{point.text}</Bidi>
            </li>
          ))}
        </ul>
      </div>
      <img src="/images/why-choose-us.svg" alt={content.imageAlt} width={480} height={360} loading="lazy" decoding="async" className="h-auto w-full" />
    </section>
  );
}

/** The home page's sections between the lead form and the urgent call: drawn on the server only (StaticHtml). */
export function HomeHighlights(props: {
  whyChooseUs: HomeCopy["whyChooseUs"];
  serviceCards: readonly CardLink[];
  cityCards: readonly CardLink[];
  moreCities: readonly string[];
  benefits: HomeCopy["benefits"];
  testimonials: HomeCopy["testimonials"];
}) {
  return (
    <>
      <WhyChooseUs content={props.whyChooseUs} />
      <ServiceCards cards={props.serviceCards} />
      <CityCards cards={props.cityCards} moreCities={props.moreCities} />
      <Benefits items={props.benefits} />
      <Testimonials items={props.testimonials} />
    </>
  );
}
