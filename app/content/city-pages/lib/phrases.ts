/**
 * The company's service-time claims (docs/product.md#claims) as Hebrew phrases, from app/content/prices.ts, so the
 * city pages' copy never types a figure. Ranges are shown with an en dash ("1–3"), as the voice
 * rules ask (docs/content.md); prices.ts keeps them as "1-3".
 */
import { cityPagePrices, intercityGuide, serviceTimes } from "../../prices.ts";
import { dashRange } from "../../../lib/typography.ts";

const hourWords: Record<number, string> = { 1: "שעה", 2: "שעתיים" };
const hours = (n: number) => hourWords[n] ?? `${n} שעות`;

export const claims = {
  /** "תוך שעה": the one phrasing of the courier claim ("שליח תוך שעה"). */
  courierWithin: `תוך ${hours(serviceTimes.courierArrivesWithinHours)}`,
  /** "תוך 24 שעות" */
  deliveryWithin: `תוך ${serviceTimes.deliveryWithinHours} שעות`,
  /** "1–3 שעות" */
  expressHours: `${dashRange(serviceTimes.expressHours)} שעות`,
  /** "עד 6 שעות" */
  sameDayUpTo: `עד ${serviceTimes.sameDayUpToHours} שעות`,
  /** "יותר מ-15 שנות ניסיון" */
  experience: `יותר מ-${serviceTimes.yearsOfExperience} שנות ניסיון`,
  /** "25 ₪": a regular delivery within a city (the city pages' table). */
  regularFrom: `${cityPagePrices.regular.from} ₪`,
  /** "20 ₪": documents within a city (the city pages' table). */
  documentsFrom: `${cityPagePrices.documents.from} ₪`,
} as const;

/**
 * The intercity guide's fast delivery between Tel Aviv and a city it lists ("2–4 שעות"), so a city
 * page can give its own route's time. Fails the build when the guide has no such route.
 */
export function fastFromTelAviv(cityId: string): string {
  const route = intercityGuide.routes.find((r) => r.fromCityId === "tel-aviv" && r.toCityId === cityId);
  if (!route) throw new Error(`app/content/prices.ts: intercityGuide has no route from tel-aviv to ${cityId}`);
  return dashRange(route.fast);
}
