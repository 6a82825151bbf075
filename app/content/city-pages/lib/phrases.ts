/**
 * The company's service-time claims (spec 1) as Hebrew phrases, from app/content/prices.ts, so the
 * city pages' copy never types a figure.
 */
import { cityPagePrices, serviceTimes } from "../../prices";

const hourWords: Record<number, string> = { 1: "שעה", 2: "שעתיים" };

export const claims = {
  /** "תוך שעה" */
  courierWithin: `תוך ${hourWords[serviceTimes.courierArrivesWithinHours] ?? `${serviceTimes.courierArrivesWithinHours} שעות`}`,
  /** "עד שעה" */
  courierUpTo: `עד ${hourWords[serviceTimes.courierArrivesWithinHours] ?? `${serviceTimes.courierArrivesWithinHours} שעות`}`,
  /** "תוך 24 שעות" */
  deliveryWithin: `תוך ${serviceTimes.deliveryWithinHours} שעות`,
  /** "1-3 שעות" */
  expressHours: `${serviceTimes.expressHours} שעות`,
  /** "עד 6 שעות" */
  sameDayUpTo: `עד ${serviceTimes.sameDayUpToHours} שעות`,
  /** "יותר מ-15 שנות ניסיון" */
  experience: `יותר מ-${serviceTimes.yearsOfExperience} שנות ניסיון`,
  /** "25 ₪" */
  regularFrom: `${cityPagePrices.regular.from} ₪`,
  /** "20 ₪" */
  documentsFrom: `${cityPagePrices.documents.from} ₪`,
} as const;
