/**
 * Every figure the site shows or computes with (spec section 9), in one place: the pricing page,
 * the city pages' price tables, the articles, /llms.txt and the calculator all read it from here,
 * so a price changes in one edit. Shekels unless said otherwise; "from" prices are indicative.
 */

/** Pricing table 1: service, weight, price from. */
export const servicePrices = {
  regular: { days: "1-2", from: 30 },
  sameDay: { from: 70 },
  express: { from: 120 },
  standardMaxKg: 2,
  mediumParcel: { kg: "2-10", from: 50 },
  largeParcel: { kg: "10-30", from: 150 },
} as const;

/** Pricing table 2: documents, four rows from the cheapest up. */
export const documentPrices = [25, 30, 100, 150] as const;

/** Extras on any delivery. */
export const extrasPrices = { packaging: 20, deliveryConfirmation: 15, extraPickup: 20 } as const;

/** Pricing table 3: destination, time, price from. Keys are the calculator's city ids. */
export const destinationPrices = [
  { cityId: "tel-aviv", hours: "1-2", from: 30 },
  { cityId: "jerusalem", hours: "2-3", from: 40 },
  { cityId: "haifa", hours: "2-4", from: 50 },
  { cityId: "beer-sheva", hours: "3-4", from: 60 },
  { cityId: "eilat", hours: "24", from: 150 },
] as const;

/** The city pages' price table (Haifa, Beer Sheva and the others). */
export const cityPagePrices = {
  regular: { withinHours: 24, from: 25 },
  sameDay: { upToHours: 6, from: 60 },
  express: { hours: "1-3", from: 100 },
  documents: { from: 20 },
} as const;

/** Netanya's page has two rows only. */
export const netanyaPrices = {
  regular: { from: 25 },
  fast: { hours: 6, from: 60 },
} as const;

/** Discounts, percent ranges. */
export const discounts = {
  business: "10-25",
  nextDayVsSameDay: "30-40",
  regularCustomers: "20-40",
  planningAhead: "30-50",
} as const;

/** The intercity guide: delivery times per route and price ranges per speed. */
export const intercityGuide = {
  routes: [
    { fromCityId: "tel-aviv", toCityId: "jerusalem", regular: "up to 24h", fast: "2-4h" },
    { fromCityId: "tel-aviv", toCityId: "haifa", regular: "up to 24h", fast: "3-5h" },
    { fromCityId: "tel-aviv", toCityId: "beer-sheva", regular: "up to 24h", fast: "3-5h" },
    { fromCityId: "tel-aviv", toCityId: "eilat", regular: "24-48h", fast: "same day, conditions and extra fee" },
  ],
  priceRanges: { regular: "30-80", fast: "70-150", express: "120-250" },
} as const;

/** The saving-tips article: potential saving per tip, percent. */
export const savings = {
  planAhead: 40,
  rightPackaging: 25,
  priceComparison: 20,
  regularInsteadOfExpress: 50,
  volumeDiscounts: 30,
  deliveryAreas: 35,
  technology: 15,
  total: "30-40",
  shareOfOperatingCosts: "10-30",
} as const;

/** Service-time claims of spec section 1. */
export const serviceTimes = {
  deliveryWithinHours: 24,
  courierArrivesWithinHours: 1,
  expressHours: "1-3",
  sameDayUpToHours: 6,
  yearsOfExperience: 15,
} as const;

/** The calculator (docs/decisions/004-pricing.md). */
export const calculatorPrices = {
  sameCity: 40,
  minimum: 50,
  /** Great-circle km to an estimated road km (reading B). */
  roadFactor: 1.25,
  perRoadKm: 1,
  /** Shekels per great-circle km (reading A). */
  perKmReadingA: 3.45,
  /** The fixed city-pair prices, small package; only the four the spec gives. */
  fixedPairs: [
    ["tel-aviv", "jerusalem", 66],
    ["tel-aviv", "haifa", 95],
    ["tel-aviv", "beer-sheva", 115],
    ["tel-aviv", "eilat", 355],
  ] as ReadonlyArray<readonly [string, string, number]>,
} as const;
