/**
 * The city pages' price tables, built from app/content/prices.ts: no figure is typed here.
 * Netanya's page has its own two-row table (spec 9); the others share the four-row one.
 */
import { cityPagePrices, netanyaPrices, serviceTimes } from "../../prices";
import type { CityVariant } from "./schema";

export interface PriceRow {
  service: string;
  time: string;
  /** Shekels, "from". */
  from: number;
}

export function cityPriceRows(): PriceRow[] {
  return [
    { service: "משלוח רגיל", time: `תוך ${cityPagePrices.regular.withinHours} שעות`, from: cityPagePrices.regular.from },
    { service: "משלוח באותו יום", time: `עד ${cityPagePrices.sameDay.upToHours} שעות`, from: cityPagePrices.sameDay.from },
    { service: "משלוח אקספרס", time: `${cityPagePrices.express.hours} שעות`, from: cityPagePrices.express.from },
    { service: "משלוח מסמכים", time: "לפי סוג המשלוח", from: cityPagePrices.documents.from },
  ];
}

export function netanyaPriceRows(): PriceRow[] {
  return [
    { service: "משלוח רגיל", time: `תוך ${serviceTimes.deliveryWithinHours} שעות`, from: netanyaPrices.regular.from },
    { service: "משלוח מהיר", time: `עד ${netanyaPrices.fast.hours} שעות`, from: netanyaPrices.fast.from },
  ];
}

/** The rows a page variant shows; none for the service-areas pages, whose spec has no table. */
export function priceRowsFor(variant: CityVariant): PriceRow[] | null {
  switch (variant) {
    case "compact":
      return netanyaPriceRows();
    case "service-areas":
      return null;
    default:
      return cityPriceRows();
  }
}
