/**
 * The company's service-time claims (docs/product.md#claims) as Hebrew phrases, from the price book
 * (app/content/price-book.ts) and app/content/prices.ts, so the city pages' copy never types a figure.
 * A price is a placeholder here, filled from the published book when the page is drawn (decision 067).
 * Every time of a speed is the within-the-city one here: the city pages speak of deliveries in their city.
 */
import { routeFromTelAviv, tierTimes, type PriceBook } from "../../price-book.ts";

export const claims = {
  /** "תוך 24 שעות": regular delivery within the city. */
  deliveryWithin: tierTimes.regular.withinCity!,
  /** "1–3 שעות": express within the city. */
  expressHours: tierTimes.express.withinCity!,
  /** "עד 6 שעות": same day within the city. */
  sameDayUpTo: tierTimes.sameDay.withinCity!,
  /** "40 ₪", a regular delivery within a city: the owner's price, filled in when the page is drawn (`fillPrices`). */
  regularFrom: "{{regularFrom}}",
  /** "20 ₪", documents within a city (an envelope, regular): filled in the same way. */
  documentsFrom: "{{documentsFrom}}",
} as const;

/** The prices a city page's prose names, from the book the page is drawn with. */
function cityPricePhrases({ book }: PriceBook): Record<"regularFrom" | "documentsFrom", string> {
  return { regularFrom: `${book.regular.withinCity!.from} ₪`, documentsFrom: `${book.documents.envelope} ₪` };
}

/** Every string in `value` with its `{{regularFrom}}` and `{{documentsFrom}}` filled from the book. */
export function fillPrices<T>(value: T, prices: PriceBook): T {
  const phrases = cityPricePhrases(prices);
  const fill = (v: unknown): unknown =>
    typeof v === "string"
      ? v.replace(/\{\{(regularFrom|documentsFrom)\}\}/g, (_, key: keyof typeof phrases) => phrases[key])
      : Array.isArray(v)
        ? v.map(fill)
        : v && typeof v === "object"
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]))
          : v;
  return fill(value) as T;
}

/**
 * Express between Tel Aviv and a city of the intercity guide ("2–4 שעות"), so a city page can give
 * its own route's time. Fails the build when the guide has no express for the route.
 */
export function fastFromTelAviv(cityId: string): string {
  const route = routeFromTelAviv(cityId);
  if (route.fastestSpeed !== "express") throw new Error(`app/content/price-book.ts: no express route from tel-aviv to ${cityId}`);
  return route.fastest;
}
