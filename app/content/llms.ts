/**
 * /llms.txt (https://llmstxt.org): the site in one Markdown file for language models and AI
 * assistants: an H1 with the company, a blockquote summary, then H2 sections of link lists
 * (services, areas, prices, blog, contact). Built from the same content records and price source
 * as the pages (this folder), so it cannot drift from them. Pure: the page records and the
 * published price book come in through ./llms-input.ts.
 */
import { scopeNames, scopeOrder, shekelRange, speedNames, speedOrder, timeClaim, VAT_NOTE, type PriceBook } from "./price-book.ts";
import type { PricingModel } from "../lib/delivery-estimate.ts";
import { telHref, whatsappHref } from "../lib/phone.ts";
import { PER_AIR_KM, ROAD_FACTOR } from "../lib/price-inputs.ts";
import { courierHours, openingHours, type SiteConfig } from "../lib/business-details.ts";

interface LlmsPage {
  path: string;
  title: string;
  description?: string;
}

export interface LlmsInput {
  site: SiteConfig;
  pricingModel: PricingModel;
  home: LlmsPage;
  services: readonly LlmsPage[];
  areas: readonly LlmsPage[];
  pricing: LlmsPage;
  blog: LlmsPage;
  articles: readonly LlmsPage[];
  contact: LlmsPage;
  /** FAQ, about, join the team: worth reading, after the sections above. */
  more: readonly LlmsPage[];
  /** Legal pages: the llms.txt "Optional" section, which a short context may skip. */
  optional: readonly LlmsPage[];
  /** The calculator's place names by id (cities.ts), for the fixed pairs and destinations. */
  placeName: (id: string) => string;
  /** The published price book: the tiers, documents, extras and the calculator's rates. */
  prices: PriceBook;
}

/** Text that sits inside a Markdown link label or after it: no brackets, no line breaks. */
const inline = (text: string) => text.replace(/\s+/g, " ").replace(/[[\]]/g, "").trim();
const shekels = (n: number) => `${n} ₪`;

function link(site: SiteConfig, page: LlmsPage, notes = page.description): string {
  const url = page.path.startsWith("http") || page.path.startsWith("tel:") ? page.path : `${site.siteUrl}${page.path}`;
  return `- [${inline(page.title)}](${url})${notes ? `: ${inline(notes)}` : ""}`;
}

function priceLines(input: LlmsInput): string[] {
  const { site, pricing } = input;
  const { tier, documents, extras, rates: c, bands } = input.prices;
  const at = (title: string, notes: string) => link(site, { path: pricing.path, title }, notes);
  const tierLines = speedOrder.flatMap((speed) =>
    scopeOrder.flatMap((scope) => {
      const t = tier(speed, scope);
      if (!t) return [];
      return [at(timeClaim(speed, scope), t.range ? `${shekelRange(t.range)} לחבילה קטנה, כולל מע״מ` : "בהצעת מחיר")];
    }),
  );
  const lines = [
    ...tierLines,
    at("שליחת מסמכים", `${scopeNames.withinCity}: ${documents.map((d) => `${d.kind}, ${speedNames[d.speed]}: ${shekels(d.from)}`).join("; ")}`),
    at("תוספות", `אריזה ${shekels(extras.packaging)}, אישור מסירה ${shekels(extras.deliveryConfirmation)}, איסוף נוסף ${shekels(extras.extraPickup)}`),
  ];
  const sizes = bands.map((size) => `${size.name} (${size.description}) x${size.multiplier}`).join(", ");
  const calculator =
    input.pricingModel === "distance"
      ? `הערכה: מרחק בקו אווירי בק״מ x ${PER_AIR_KM} ₪ x מכפיל גודל, לפחות ${shekels(c.minimum)}`
      : `הערכה: באותה עיר ${shekels(c.sameCity)}; ${c.fixedPairs
          .map(([a, b, price]) => `${input.placeName(a)}-${input.placeName(b)} ${shekels(price)}`)
          .join(", ")}; בין ערים אחרות ${c.perRoadKm} ₪ לק״מ כביש משוער (קו אווירי x ${ROAD_FACTOR}), לפחות ${shekels(c.minimum)}`;
  lines.push(
    link(
      site,
      { path: `${input.home.path === "/" ? "" : input.home.path}/#calculator`, title: "מחשבון עלות משלוח" },
      `${speedNames.regular}; ${calculator}; מכפילי גודל: ${sizes}. ${VAT_NOTE}`,
    ),
  );
  return lines;
}

export function llmsTxt(input: LlmsInput): string {
  const { site } = input;
  const sections: [string, string[]][] = [
    ["שירותים (Services)", input.services.map((p) => link(site, p))],
    ["אזורי שירות (Areas)", input.areas.map((p) => link(site, p))],
    ["מחירים (Prices, indicative, in shekels)", priceLines(input)],
    ["בלוג (Blog)", [link(site, input.blog), ...input.articles.map((p) => link(site, p))]],
    [
      "יצירת קשר (Contact)",
      [
        link(site, input.contact, `טופס פנייה; טלפון ${site.phone}; אימייל ${site.email}; כתובת ${site.address}`),
        link(site, { path: whatsappHref(site.whatsappNumber), title: "וואטסאפ" }, "צ׳אט עם המשרד"),
        link(site, { path: telHref(site.phone), title: `טלפון ${site.phone}` }, courierHours),
      ],
    ],
    ["מידע נוסף (More)", input.more.map((p) => link(site, p))],
    ["Optional", input.optional.map((p) => link(site, p))],
  ];
  return [
    `# ${inline(site.brandName)}`,
    "",
    `> ${inline(input.home.description ?? input.home.title)}`,
    "",
    inline(
      `חברת שליחויות ארצית בישראל. ${openingHours.service} (הזמנות ומשלוחים דחופים); המשרד והשליחים במשלוחים רגילים: ${courierHours}. המחירים באתר הם מחירי "החל מ-" להערכה בלבד. ` +
        `הזמנה: טופס הפנייה באתר (שם וטלפון, באישור מדיניות הפרטיות) או וואטסאפ. ` +
        `Site language: Hebrew. Pages with the calculator offer the WebMCP tool estimate_delivery_price; the lead forms are WebMCP form tools.`,
    ),
    ...sections.filter(([, lines]) => lines.length).flatMap(([title, lines]) => ["", `## ${title}`, "", ...lines]),
    "",
  ].join("\n");
}
