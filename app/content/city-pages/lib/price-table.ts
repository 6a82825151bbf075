/**
 * The city pages' price tables, built from the price book (app/content/price-book.ts): no figure is
 * typed here. These are the within-the-city prices, smallest band; deliveries between cities follow
 * the general price list at /pricing, as the note under the table says (app/components/city/sections.tsx,
 * PriceTable). Netanya's page has its own two-row table (docs/product.md#figures); the others share the four-row one.
 */
import { bands, documents, shekelRange, speedNames, tier, type SpeedId } from "../../price-book.ts";
import type { Table } from "../../blocks.ts";
import type { CityVariant } from "./city-page-schema.ts";

const columns = ["סוג המשלוח", "זמן מסירה", "מחיר"];

/** The table's caption: what its figures apply to, said the same way on every city page. */
export const withinCityCaption = (cityLabel: string) =>
  `משלוח בתוך ${cityLabel}: מחירים משוערים לחבילה ${bands[0]!.name} (${bands[0]!.description}), כולל מע״מ`;

function speedRow(speed: SpeedId): string[] {
  const t = tier(speed, "withinCity")!;
  return [speedNames[speed], t.time, shekelRange(t.range!)];
}

export function cityPriceTable(cityLabel: string): Table {
  const envelope = documents[0]!;
  return {
    caption: withinCityCaption(cityLabel),
    columns,
    rows: [
      speedRow("regular"),
      speedRow("sameDay"),
      speedRow("express"),
      [`משלוח מסמכים (${envelope.kind})`, `כמו ${speedNames[envelope.speed]}`, `מ-${envelope.from} ₪`],
    ],
  };
}

export function netanyaPriceTable(cityLabel: string): Table {
  return { caption: withinCityCaption(cityLabel), columns, rows: [speedRow("regular"), speedRow("sameDay")] };
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
