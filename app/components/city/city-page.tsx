import type { ReactNode } from "react";
import type { CityView } from "../../content/city-pages/lib/view.ts";
import { ContactButtons } from "../page/contact-buttons.tsx";
import { PageHeader } from "../page/page-header.tsx";
import { CallToAction, CityContactForm, Faq, Hero, Intro, LinkList, PlaceList, PriceTable, QuoteBox, Reasons, WithSidebar } from "./sections.tsx";

const nearbyNote = "אנחנו מגיעים גם לשכונות שלא ברשימה וליישובים הסמוכים.";

/** One city page, laid out by its variant (docs/product.md#city-pages). */
export function CityPageView({ city }: { city: CityView }) {
  const { content, label } = city;
  const prices = city.priceTable && <PriceTable cityLabel={label} table={city.priceTable} />;
  // The first intro paragraph is the lead under the h1; the rest opens the main column.
  const [lead = "", ...intro] = content.intro;
  const otherCities = <LinkList id="other-cities" title="שליחויות בערים נוספות" links={city.otherCities} />;
  const services = <LinkList id="services" title="שירותים נוספים" links={city.services} />;
  const sideForm = <CityContactForm cityLabel={label} />;

  const neighbourhoods = (places: readonly string[], note?: string) => (
    <PlaceList id="neighbourhoods" title={`השכונות שאנחנו משרתים ב${label}`} places={places} note={note} />
  );
  /** Every variant but the hero: the h1 and lead, then the main column after the rest of the intro, beside `sidebar`. */
  const withHeader = (main: ReactNode, sidebar: ReactNode = sideForm, after?: ReactNode) => (
    <Page>
      <PageHeader title={city.title} lead={lead} />
      <WithSidebar sidebar={sidebar}>
        <Intro paragraphs={intro} />
        {main}
      </WithSidebar>
      {after}
    </Page>
  );

  switch (content.variant) {
    case "hero":
      return (
        <Page>
          <Hero title={city.title} tagline={content.tagline} />
          <WithSidebar sidebar={sideForm}>
            <Intro paragraphs={content.intro} />
            {neighbourhoods(content.neighbourhoods)}
            {prices}
            <CallToAction {...content.callToAction} />
            {otherCities}
          </WithSidebar>
        </Page>
      );
    case "compact":
      return withHeader(
        <>
          {prices}
          <CallToAction {...content.callToAction} />
          {otherCities}
        </>,
      );
    case "service-areas":
      return withHeader(
        <>
          <Reasons title={`למה לבחור בנו ב${label}?`} reasons={content.reasons} />
          <PlaceList id="service-areas" title={`אזורי השירות שלנו ב${label}`} places={content.serviceAreas} />
          {services}
          {otherCities}
        </>,
        <QuoteBox {...content.quote} />,
        <CityContactForm cityLabel={label} className="mt-12" />,
      );
    case "neighbourhoods":
      return withHeader(
        <>
          {neighbourhoods(content.neighbourhoods, nearbyNote)}
          {prices}
          <CallToAction {...content.callToAction}>
            <ContactButtons className="mt-5" />
          </CallToAction>
          {otherCities}
        </>,
      );
    case "full":
      return withHeader(
        <>
          {neighbourhoods(content.neighbourhoods, nearbyNote)}
          {prices}
          <Reasons title="למה לבחור בנו?" reasons={content.reasons} />
          {content.faq && <Faq cityLabel={label} items={content.faq} />}
          {services}
          {otherCities}
        </>,
      );
  }
}

function Page({ children }: { children: ReactNode }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-10" data-city-page>
      {children}
    </article>
  );
}
