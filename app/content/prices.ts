/**
 * Every figure the site shows or computes with (docs/product.md#figures), in one place: the pricing page,
 * the city pages' price tables, the articles, /llms.txt and the calculator all read it from here,
 * so a price changes in one edit. Shekels unless said otherwise; "from" prices are indicative.
 * Checked by zod when the module loads (app/content/collection.ts): a bad figure fails the build.
 */
import { z } from "zod";
import { calculatorRates } from "./calculator-rates.ts";
import { defineCollection } from "./collection.ts";

const shekels = z.number().int().positive();
/** "1-2", "30-40": a range of whole numbers, low before high. */
const range = z
  .string()
  .regex(/^\d+-\d+$/, "expected a range such as 1-2")
  .refine((text) => {
    const [low, high] = text.split("-").map(Number);
    return low! < high!;
  }, "the low end must come first");
const percent = z.number().int().min(1).max(100);
const cityId = z.string().regex(/^[a-z]+(-[a-z]+)*$/, "expected a calculator city id such as tel-aviv");

const pricesSchema = z.object({
  servicePrices: z.object({
    regular: z.object({ days: range, from: shekels }),
    sameDay: z.object({ from: shekels }),
    express: z.object({ from: shekels }),
    standardMaxKg: z.number().positive(),
    mediumParcel: z.object({ kg: range, from: shekels }),
    largeParcel: z.object({ kg: range, from: shekels }),
  }),
  documentPrices: z.array(shekels).length(4),
  extrasPrices: z.object({ packaging: shekels, deliveryConfirmation: shekels, extraPickup: shekels }),
  destinationPrices: z.array(z.object({ cityId, hours: z.union([range, z.string().regex(/^\d+$/)]), from: shekels })).min(1),
  cityPagePrices: z.object({
    regular: z.object({ withinHours: z.number().int().positive(), from: shekels }),
    sameDay: z.object({ upToHours: z.number().int().positive(), from: shekels }),
    express: z.object({ hours: range, from: shekels }),
    documents: z.object({ from: shekels }),
  }),
  netanyaPrices: z.object({
    regular: z.object({ from: shekels }),
    fast: z.object({ hours: z.number().int().positive(), from: shekels }),
  }),
  discounts: z.object({ business: range, nextDayVsSameDay: range, regularCustomers: range, planningAhead: range }),
  intercityGuide: z.object({
    routes: z.array(z.object({ fromCityId: cityId, toCityId: cityId, regular: z.string().min(1), fast: z.string().min(1) })).min(1),
    priceRanges: z.object({ regular: range, fast: range, express: range }),
  }),
  savings: z.object({
    planAhead: percent,
    rightPackaging: percent,
    priceComparison: percent,
    regularInsteadOfExpress: percent,
    volumeDiscounts: percent,
    deliveryAreas: percent,
    technology: percent,
    total: range,
    shareOfOperatingCosts: range,
  }),
  serviceTimes: z.object({
    deliveryWithinHours: z.number().int().positive(),
    courierArrivesWithinHours: z.number().int().positive(),
    expressHours: range,
    sameDayUpToHours: z.number().int().positive(),
    yearsOfExperience: z.number().int().positive(),
  }),
  packing: z.object({
    clearanceCm: range,
    bubbleWrapLayers: range,
    bottomLayerCm: range,
    tapeShape: z.string().min(1),
  }),
  medicalTemperatures: z.object({
    refrigerated: z.object({ minC: z.number(), maxC: z.number() }),
    frozenC: z.number().max(0),
    room: z.object({ minC: z.number(), maxC: z.number() }),
  }),
  /** Days the leads are kept (the privacy policy's 7 years) and the minimum age of a customer. */
  policy: z.object({ retentionYears: z.number().int().positive(), minimumAge: z.number().int().positive() }),
  calculatorPrices: z.object({
    sameCity: shekels,
    minimum: shekels,
    roadFactor: z.number().min(1),
    perRoadKm: z.number().positive(),
    perAirKm: z.number().positive(),
    fixedPairs: z.array(z.tuple([cityId, cityId, shekels])),
  }),
});

export type Prices = z.output<typeof pricesSchema>;

/** The figures themselves; exported for tests that check a broken copy fails. */
export const priceRecords: z.input<typeof pricesSchema> = {
  /** Pricing table 1: service, weight, price from. */
  servicePrices: {
    regular: { days: "1-2", from: 30 },
    sameDay: { from: 70 },
    express: { from: 120 },
    standardMaxKg: 2,
    mediumParcel: { kg: "2-10", from: 50 },
    largeParcel: { kg: "10-30", from: 150 },
  },

  /** Pricing table 2: documents, four rows from the cheapest up. */
  documentPrices: [25, 30, 100, 150],

  /** Extras on any delivery. */
  extrasPrices: { packaging: 20, deliveryConfirmation: 15, extraPickup: 20 },

  /** Pricing table 3: destination, time (hours), price from. Keys are the calculator's city ids. */
  destinationPrices: [
    { cityId: "tel-aviv", hours: "1-2", from: 30 },
    { cityId: "jerusalem", hours: "2-3", from: 40 },
    { cityId: "haifa", hours: "2-4", from: 50 },
    { cityId: "beer-sheva", hours: "3-4", from: 60 },
    { cityId: "eilat", hours: "24", from: 150 },
  ],

  /** The city pages' price table (Haifa, Beer Sheva and the others). */
  cityPagePrices: {
    regular: { withinHours: 24, from: 25 },
    sameDay: { upToHours: 6, from: 60 },
    express: { hours: "1-3", from: 100 },
    documents: { from: 20 },
  },

  /** Netanya's page has two rows only. */
  netanyaPrices: {
    regular: { from: 25 },
    fast: { hours: 6, from: 60 },
  },

  /** Discounts, percent ranges. */
  discounts: {
    business: "10-25",
    nextDayVsSameDay: "30-40",
    regularCustomers: "20-40",
    planningAhead: "30-50",
  },

  /** The intercity guide: delivery times per route (Hebrew, as shown) and price ranges per speed. */
  intercityGuide: {
    routes: [
      { fromCityId: "tel-aviv", toCityId: "jerusalem", regular: "עד 24 שעות", fast: "2–4 שעות" },
      { fromCityId: "tel-aviv", toCityId: "haifa", regular: "עד 24 שעות", fast: "3–5 שעות" },
      { fromCityId: "tel-aviv", toCityId: "beer-sheva", regular: "עד 24 שעות", fast: "3–5 שעות" },
      { fromCityId: "tel-aviv", toCityId: "eilat", regular: "24–48 שעות", fast: "באותו יום, בתנאים מסוימים ובתוספת תשלום" },
    ],
    priceRanges: { regular: "30-80", fast: "70-150", express: "120-250" },
  },

  /** The saving-tips article: potential saving per tip, percent. */
  savings: {
    planAhead: 40,
    rightPackaging: 25,
    priceComparison: 20,
    regularInsteadOfExpress: 50,
    volumeDiscounts: 30,
    deliveryAreas: 35,
    technology: 15,
    total: "30-40",
    shareOfOperatingCosts: "10-30",
  },

  /** The service-time claims (docs/product.md#claims). */
  serviceTimes: {
    deliveryWithinHours: 24,
    courierArrivesWithinHours: 1,
    expressHours: "1-3",
    sameDayUpToHours: 6,
    yearsOfExperience: 15,
  },

  /** The packing guide: clearance around the item, bubble-wrap layers, bottom layer, tape closure. */
  packing: { clearanceCm: "5-10", bubbleWrapLayers: "2-3", bottomLayerCm: "5-10", tapeShape: "H" },

  /** Medical shipments: temperature ranges, degrees Celsius. */
  medicalTemperatures: { refrigerated: { minC: 2, maxC: 8 }, frozenC: -20, room: { minC: 15, maxC: 25 } },

  /** The privacy policy: leads are kept 7 years; the service is for adults (18+). */
  policy: { retentionYears: 7, minimumAge: 18 },

  /** The calculator (docs/decisions/004-pricing.md): its own plain module, for the browser. */
  calculatorPrices: calculatorRates,
};

export function parsePrices(records: unknown): Prices {
  return defineCollection("app/content/prices.ts", pricesSchema, records as z.input<typeof pricesSchema>);
}

export const {
  servicePrices,
  documentPrices,
  extrasPrices,
  destinationPrices,
  cityPagePrices,
  netanyaPrices,
  discounts,
  intercityGuide,
  savings,
  serviceTimes,
  packing,
  medicalTemperatures,
  policy,
  calculatorPrices,
} = parsePrices(priceRecords);
