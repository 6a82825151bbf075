/**
 * The city pages' price tables, built from app/content/prices.ts: no figure is typed here.
 * These are the within-the-city prices (docs/content.md, "Figures always carry their context");
 * deliveries between cities follow the general price list at /pricing, as the note under the
 * table says (app/components/city/sections.tsx, PriceTable).
 * Netanya's page has its own two-row table (docs/product.md#figures); the others share the four-row one.
 */
import { fromPrice, type Table } from "../../blocks.ts";
import { cityPagePrices, netanyaPrices, serviceTimes } from "../../prices.ts";
import { dashRange } from "../../../lib/typography.ts";
import type { CityVariant } from "./schema.ts";

const columns = ["סוג המשלוח", "זמן מסירה", "מחיר"];

/** The table's caption: what its figures apply to, said the same way on every city page. */
export const withinCityCaption = (cityLabel: string) => `משלוח בתוך ${cityLabel}: מחירים משוערים לפי סוג המשלוח`;

export function cityPriceTable(cityLabel: string): Table {
  const p = cityPagePrices;
  return {
    caption: withinCityCaption(cityLabel),
    columns,
    rows: [
      ["משלוח רגיל", `תוך ${p.regular.withinHours} שעות`, fromPrice(p.regular.from)],
      ["משלוח באותו יום", `עד ${p.sameDay.upToHours} שעות`, fromPrice(p.sameDay.from)],
      ["משלוח אקספרס", `${dashRange(p.express.hours)} שעות`, fromPrice(p.express.from)],
      ["משלוח מסמכים", "לפי סוג המשלוח", fromPrice(p.documents.from)],
    ],
  };
}

export function netanyaPriceTable(cityLabel: string): Table {
  return {
    caption: withinCityCaption(cityLabel),
    columns,
    rows: [
      ["משלוח רגיל", `תוך ${serviceTimes.deliveryWithinHours} שעות`, fromPrice(netanyaPrices.regular.from)],
      ["משלוח מהיר", `עד ${netanyaPrices.fast.hours} שעות`, fromPrice(netanyaPrices.fast.from)],
    ],
  };
}

/** The table a page variant shows; none for the service-areas pages, whose layout has none (docs/product.md#city-pages). */
export function priceTableFor(variant: CityVariant, cityLabel: string): Table | null {
  switch (variant) {
    case "compact":
      return netanyaPriceTable(cityLabel);
    case "service-areas":
      return null;
    default:
      return cityPriceTable(cityLabel);
  }
}
