import type { ReactNode } from "react";
import type { CityView } from "../../content/city-pages/lib/view";
import { ContactButtons } from "../page/contact-buttons";
import { PageHeader } from "../page/page-header";
import { CallToAction, CityContactForm, Faq, Hero, Intro, LinkList, PlaceList, PriceTable, QuoteBox, Reasons, WithSidebar } from "./sections";

const nearbyNote = "אנחנו מגיעים גם לשכונות שלא ברשימה וליישובים הסמוכים.";

/** One city page, laid out by its variant (spec 2, "City pages"). */
export function CityPageView({ city }: { city: CityView }) {
  const { content, label } = city;
  const prices = city.priceTable && <PriceTable cityLabel={label} table={city.priceTable} />;
  // The first intro paragraph is the lead under the h1; the rest opens the main column.
  const [lead = "", ...intro] = content.intro;
  const otherCities = <LinkList id="other-cities" title="שליחויות בערים נוספות" links={city.otherCities} />;
  const services = <LinkList id="services" title="שירותים נוספים" links={city.services} />;
  const sideForm = <CityContactForm cityLabel={label} />;

  switch (content.variant) {
    case "hero":
      return (
        <Page>
          <Hero title={city.title} tagline={content.tagline} />
          <WithSidebar sidebar={sideForm}>
            <Intro paragraphs={content.intro} />
            <PlaceList id="neighbourhoods" title={`השכונות שאנחנו משרתים ב${label}`} places={content.neighbourhoods} />
            {prices}
            <CallToAction {...content.callToAction} />
            {otherCities}
          </WithSidebar>
        </Page>
      );
    case "compact":
      return (
        <Page>
          <PageHeader title={city.title} lead={lead} />
          <WithSidebar sidebar={sideForm}>
            <Intro paragraphs={intro} />
            {prices}
            <CallToAction {...content.callToAction} />
            {otherCities}
          </WithSidebar>
        </Page>
      );
    case "service-areas":
      return (
        <Page>
          <PageHeader title={city.title} lead={lead} />
          <WithSidebar sidebar={<QuoteBox {...content.quote} />}>
            <Intro paragraphs={intro} />
            <Reasons title={`למה לבחור בנו ב${label}?`} reasons={content.reasons} />
            <PlaceList id="service-areas" title={`אזורי השירות שלנו ב${label}`} places={content.serviceAreas} />
            {services}
            {otherCities}
          </WithSidebar>
          <CityContactForm cityLabel={label} className="mt-12" />
        </Page>
      );
    case "neighbourhoods":
      return (
        <Page>
          <PageHeader title={city.title} lead={lead} />
          <WithSidebar sidebar={sideForm}>
            <Intro paragraphs={intro} />
            <PlaceList id="neighbourhoods" title={`השכונות שאנחנו משרתים ב${label}`} places={content.neighbourhoods} note={nearbyNote} />
            {prices}
            <CallToAction {...content.callToAction}>
              <ContactButtons className="mt-5" />
            </CallToAction>
            {otherCities}
          </WithSidebar>
        </Page>
      );
    case "full":
      return (
        <Page>
          <PageHeader title={city.title} lead={lead} />
          <WithSidebar sidebar={sideForm}>
            <Intro paragraphs={intro} />
            <PlaceList id="neighbourhoods" title={`השכונות שאנחנו משרתים ב${label}`} places={content.neighbourhoods} note={nearbyNote} />
            {prices}
            <Reasons title="למה לבחור בנו?" reasons={content.reasons} />
            {content.faq && <Faq cityLabel={label} items={content.faq} />}
            {services}
            {otherCities}
          </WithSidebar>
        </Page>
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
