/**
 * What the city route's loader hands its page: one city's record with its price rows and the
 * links the page shows, its prose's prices filled from the book it is drawn with. Built on the
 * server; the component only draws it.
 */
import type { Table } from "../../blocks.ts";
import { toLink, type PageLink } from "../../page-schema.ts";
import type { PriceBook } from "../../price-book.ts";
import { fillPrices } from "./phrases.ts";
import { priceTableFor } from "./price-table.ts";
import type { CityPage, CityRecord } from "./city-page-schema.ts";

export type { PageLink } from "../../page-schema.ts";

export interface CityView {
  slug: string;
  path: string;
  label: string;
  title: string;
  description: string;
  keywords: string[];
  content: CityRecord["content"];
  priceTable: Table | null;
  otherCities: PageLink[];
  services: PageLink[];
}

export function cityView(record: CityRecord, allCities: readonly CityPage[], services: readonly PageLink[], prices: PriceBook): CityView {
  return {
    slug: record.slug,
    path: record.path,
    label: record.label,
    title: record.title,
    description: record.description,
    keywords: record.keywords,
    content: fillPrices(record.content, prices),
    priceTable: priceTableFor(prices, record.content.variant, record.label),
    otherCities: allCities.filter((c) => c.slug !== record.slug).map(toLink),
    services: services.map(toLink),
  };
}
