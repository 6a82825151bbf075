/**
 * The price tables every page shows, drawn from the price book (./price-book.ts): the pricing page,
 * /delivery-24h, /domestic-shipping, /documents and the city pages build theirs here, so one table
 * reads the same wherever it appears. Every caption says what the figures apply to and that VAT is included.
 */
import type { Table } from "./blocks.ts";
import { bandRange, scopeNames, scopeOrder, shekelRange, speedNames, speedOrder, type PriceBook, type ScopeId } from "./price-book.ts";

const priceCell = ({ tier, bands }: PriceBook, scope: ScopeId, speed: (typeof speedOrder)[number], bandIndex = 0): string => {
  const t = tier(speed, scope);
  if (!t) return "לא זמין";
  return t.range ? shekelRange(bandRange(t.range, bands[bandIndex]!)) : "בהצעת מחיר";
};

/** Every tier, scope by scope, for the smallest band: one row each, so a phone shows three short columns. */
export function tiersTable(pb: PriceBook): Table {
  const { bands, tier } = pb;
  return {
    caption: `המחירון: לפי מהירות ויעד, לחבילה ${bands[0]!.name} (${bands[0]!.description}), כולל מע״מ`,
    columns: ["מהירות ויעד", "זמן מסירה", "מחיר"],
    rows: scopeOrder.flatMap((scope) =>
      speedOrder.map((speed) => {
        const t = tier(speed, scope);
        return [`${speedNames[speed]} ${scopeNames[scope]}`, t ? t.time : "לא זמין", priceCell(pb, scope, speed)];
      }),
    ),
  };
}

/** One scope's speeds for every band: what a heavier parcel costs. */
/** A band's column header, its weights kept on one line: "גדולה" over "(15–30 ק״ג)" at 390 px, not three lines. */
export const bandHeader = (b: { name: string; description: string }) => `${b.name} (${b.description.replace(/ /g, "\u00A0")})`;

export function bandsTable(pb: PriceBook, scope: ScopeId): Table {
  const { bands, tier } = pb;
  return {
    caption: `משלוח ${scopeNames[scope]}: מחיר לפי מדרגת משקל, כולל מע״מ`,
    columns: ["מהירות", ...bands.map(bandHeader)],
    rows: speedOrder.filter((speed) => tier(speed, scope)).map((speed) => [speedNames[speed], ...bands.map((_, i) => priceCell(pb, scope, speed, i))]),
  };
}

/** A scope's speeds, smallest band, with the time: the city pages and /delivery-24h. */
export function scopeTable(pb: PriceBook, scope: ScopeId, caption: string): Table {
  const { tier } = pb;
  return {
    caption,
    columns: ["סוג המשלוח", "זמן מסירה", "מחיר"],
    rows: speedOrder.filter((speed) => tier(speed, scope)).map((speed) => [speedNames[speed], tier(speed, scope)!.time, priceCell(pb, scope, speed)]),
  };
}

/** Documents, from the cheapest up, each at its speed within the city. */
export function documentsTable({ documents }: PriceBook): Table {
  return {
    caption: `משלוח מסמכים ${scopeNames.withinCity}: מחירים משוערים, כולל מע״מ`,
    columns: ["סוג המסמך", "סוג המשלוח", "מחיר"],
    rows: documents.map((d) => [d.kind, speedNames[d.speed], `מ-${d.from} ₪`]),
  };
}
