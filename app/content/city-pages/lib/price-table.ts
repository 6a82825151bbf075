/**
 * The city pages' price tables, built from app/content/prices.ts: no figure is typed here.
 * Netanya's page has its own two-row table (spec 9); the others share the four-row one.
 */
import { fromPrice, type Table } from "../../blocks";
import { cityPagePrices, netanyaPrices, serviceTimes } from "../../prices";
import type { CityVariant } from "./schema";

const columns = ["סוג המשלוח", "זמן מסירה", "מחיר"];

export function cityPriceTable(cityLabel: string): Table {
  const p = cityPagePrices;
  return {
    caption: `מחירים משוערים למשלוח ב${cityLabel}, לפי סוג המשלוח`,
    columns,
    rows: [
      ["משלוח רגיל", `תוך ${p.regular.withinHours} שעות`, fromPrice(p.regular.from)],
      ["משלוח באותו יום", `עד ${p.sameDay.upToHours} שעות`, fromPrice(p.sameDay.from)],
      ["משלוח אקספרס", `${p.express.hours} שעות`, fromPrice(p.express.from)],
      ["משלוח מסמכים", "לפי סוג המשלוח", fromPrice(p.documents.from)],
    ],
  };
}

export function netanyaPriceTable(cityLabel: string): Table {
  return {
    caption: `מחירים משוערים למשלוח ב${cityLabel}`,
    columns,
    rows: [
      ["משלוח רגיל", `תוך ${serviceTimes.deliveryWithinHours} שעות`, fromPrice(netanyaPrices.regular.from)],
      ["משלוח מהיר", `עד ${netanyaPrices.fast.hours} שעות`, fromPrice(netanyaPrices.fast.from)],
    ],
  };
}

/** The table a page variant shows; none for the service-areas pages, whose spec has no table. */
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
