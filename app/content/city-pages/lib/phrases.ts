/**
 * The company's service-time claims (docs/product.md#claims) as Hebrew phrases, from the price book
 * (app/content/price-book.ts) and app/content/prices.ts, so the city pages' copy never types a figure.
 * Every time of a speed is the within-the-city one here: the city pages speak of deliveries in their city.
 */
import { book, routeFromTelAviv } from "../../price-book.ts";
import { serviceTimes } from "../../prices.ts";

const hourWords: Record<number, string> = { 1: "שעה", 2: "שעתיים" };
const hours = (n: number) => hourWords[n] ?? `${n} שעות`;

export const claims = {
  /** "תוך שעה": the one phrasing of the courier claim ("שליח תוך שעה"). */
  courierWithin: `תוך ${hours(serviceTimes.courierArrivesWithinHours)}`,
  /** "תוך 24 שעות": regular delivery within the city. */
  deliveryWithin: book.regular.withinCity!.time,
  /** "1–3 שעות": express within the city. */
  expressHours: book.express.withinCity!.time,
  /** "עד 6 שעות": same day within the city. */
  sameDayUpTo: book.sameDay.withinCity!.time,
  /** "יותר מ-15 שנות ניסיון" */
  experience: `יותר מ-${serviceTimes.yearsOfExperience} שנות ניסיון`,
  /** "40 ₪": a regular delivery within a city (the city pages' table). */
  regularFrom: `${book.regular.withinCity!.from} ₪`,
  /** "20 ₪": documents within a city (an envelope, regular). */
  documentsFrom: `${book.documents.envelope} ₪`,
} as const;

/**
 * Express between Tel Aviv and a city of the intercity guide ("2–4 שעות"), so a city page can give
 * its own route's time. Fails the build when the guide has no express for the route.
 */
export function fastFromTelAviv(cityId: string): string {
  const route = routeFromTelAviv(cityId);
  if (route.fastestSpeed !== "express") throw new Error(`app/content/price-book.ts: no express route from tel-aviv to ${cityId}`);
  return route.fastest;
}
