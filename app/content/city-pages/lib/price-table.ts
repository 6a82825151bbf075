/**
 * The city pages' price tables, built from the price book (app/content/price-book.ts): no figure is
 * typed here. These are the within-the-city prices, smallest band; deliveries between cities follow
 * the general price list at /pricing, as the note under the table says (app/components/city/sections.tsx,
 * PriceTable). Netanya's page has its own two-row table (docs/product.md#figures); the others share the four-row one.
 */
import { shekelRange, speedNames, type PriceBook, type SpeedId } from "../../price-book.ts";
import type { Table } from "../../blocks.ts";
import type { CityVariant } from "./city-page-schema.ts";

const columns = ["סוג המשלוח", "זמן מסירה", "מחיר"];

/** The table's caption: what its figures apply to, said the same way on every city page. */
export const withinCityCaption = ({ bands }: PriceBook, cityLabel: string) =>
  `משלוח בתוך ${cityLabel}: מחירים משוערים לחבילה ${bands[0]!.name} (${bands[0]!.description}), כולל מע״מ`;

function speedRow({ tier }: PriceBook, speed: SpeedId): string[] {
  const t = tier(speed, "withinCity")!;
  return [speedNames[speed], t.time, shekelRange(t.range!)];
}

export function cityPriceTable(pb: PriceBook, cityLabel: string): Table {
  const envelope = pb.documents[0]!;
  return {
    caption: withinCityCaption(pb, cityLabel),
    columns,
    rows: [
      speedRow(pb, "regular"),
      speedRow(pb, "sameDay"),
      speedRow(pb, "express"),
      [`משלוח מסמכים (${envelope.kind})`, `כמו ${speedNames[envelope.speed]}`, `מ-${envelope.from} ₪`],
    ],
  };
}

export function netanyaPriceTable(pb: PriceBook, cityLabel: string): Table {
  return { caption: withinCityCaption(pb, cityLabel), columns, rows: [speedRow(pb, "regular"), speedRow(pb, "sameDay")] };
}

/** The table a page variant shows; none for the service-areas pages, whose layout has none (docs/product.md#city-pages). */
export function priceTableFor(pb: PriceBook, variant: CityVariant, cityLabel: string): Table | null {
  switch (variant) {
    case "compact":
      return netanyaPriceTable(pb, cityLabel);
    case "service-areas":
      return null;
    default:
      return cityPriceTable(pb, cityLabel);
  }
}
