/**
 * What the city route's loader hands its page: one city's record with its price rows and the
 * links the page shows. Built on the server; the component only draws it.
 */
import { priceRowsFor, type PriceRow } from "./price-table";
import type { CityPage, CityRecord } from "./schema";

export interface PageLink {
  path: string;
  label: string;
}

export interface CityView {
  slug: string;
  path: string;
  label: string;
  title: string;
  description: string;
  keywords: string[];
  content: CityRecord["content"];
  priceRows: PriceRow[] | null;
  otherCities: PageLink[];
  services: PageLink[];
}

export function cityView(record: CityRecord, allCities: readonly CityPage[], services: readonly PageLink[]): CityView {
  return {
    slug: record.slug,
    path: record.path,
    label: record.label,
    title: record.title,
    description: record.description,
    keywords: record.keywords,
    content: record.content,
    priceRows: priceRowsFor(record.content.variant),
    otherCities: allCities.filter((c) => c.slug !== record.slug).map(({ path, label }) => ({ path, label })),
    services: services.map(({ path, label }) => ({ path, label })),
  };
}
