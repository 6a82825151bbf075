/**
 * The price book's inputs (docs/decisions/067-prices-the-owner-edits.md): the figures the owner sets in
 * the admin's "מחירים" section, and nothing derived. Every table, claim, discount, the calculator's
 * rates and /llms.txt are computed from one of these (app/content/price-book.ts). Plain data and
 * words, no checking code: the browser's calculator carries only `CalculatorRates`.
 *
 * Shekels, VAT included. The delivery times, the tiers' names and the bands' weights stay in code.
 */

export type PackageSizeId = "small" | "medium" | "large";

export interface PriceRange {
  low: number;
  high: number;
}

export interface PriceInputs {
  /** Regular within a city: one price, the calculator's same-city price. */
  regularWithinCity: number;
  /** Regular between cities: from (the calculator's minimum) up to the longest route. */
  regularBetweenCities: PriceRange;
  regularFar: PriceRange;
  sameDayWithinCity: PriceRange;
  sameDayBetweenCities: PriceRange;
  expressWithinCity: PriceRange;
  expressBetweenCities: PriceRange;
  /** Shekels per estimated road km, for a pair of cities without a fixed price. */
  perRoadKm: number;
  /** The fixed city-pair prices from Tel Aviv, small package. */
  pairJerusalem: number;
  pairHaifa: number;
  pairBeerSheva: number;
  pairEilat: number;
  /** A heavier band's price is the small band's times this. */
  multiplierMedium: number;
  multiplierLarge: number;
  documentEnvelope: number;
  documentSet: number;
  documentSameDay: number;
  documentExpress: number;
  extraPackaging: number;
  extraDeliveryConfirmation: number;
  extraPickup: number;
  /** Surcharges added to a delivery's price (issue 41): the terms and the price list name each amount. */
  surchargeNight: number;
  surchargeShabbat: number;
  /** Each 15 minutes of waiting after the first 10. */
  surchargeWaiting: number;
  /** Each floor climbed with the parcel where there is no lift. */
  surchargeStairs: number;
  /** Percent off the list, by the volume of shipments. */
  discountBusiness: PriceRange;
  discountRegularCustomers: PriceRange;
}

export type PriceField = keyof PriceInputs;

/** What the installation starts with: the figures of docs/decisions/036 (the spec's 66, 95, 115 and 355 among them). */
export const startingPrices: PriceInputs = {
  regularWithinCity: 40,
  regularBetweenCities: { low: 50, high: 310 },
  regularFar: { low: 210, high: 520 },
  sameDayWithinCity: { low: 60, high: 80 },
  sameDayBetweenCities: { low: 80, high: 400 },
  expressWithinCity: { low: 100, high: 150 },
  expressBetweenCities: { low: 150, high: 500 },
  perRoadKm: 1,
  pairJerusalem: 66,
  pairHaifa: 95,
  pairBeerSheva: 115,
  pairEilat: 355,
  multiplierMedium: 1.3,
  multiplierLarge: 1.6,
  documentEnvelope: 20,
  documentSet: 30,
  documentSameDay: 60,
  documentExpress: 100,
  extraPackaging: 20,
  extraDeliveryConfirmation: 15,
  extraPickup: 20,
  surchargeNight: 50,
  surchargeShabbat: 50,
  surchargeWaiting: 15,
  surchargeStairs: 10,
  discountBusiness: { low: 10, high: 25 },
  discountRegularCustomers: { low: 20, high: 40 },
};

/** Table model: great-circle km to an estimated road km (geometry, not a price). */
export const ROAD_FACTOR = 1.25;
/** Distance model (PRICING_MODEL=distance, decision 004): shekels per great-circle ("air") km; the model is a developer's choice, and so is its rate. */
export const PER_AIR_KM = 3.45;

/** What the browser's calculator needs: the rates and the bands' multipliers, no more. */
export interface CalculatorRates {
  sameCity: number;
  minimum: number;
  perRoadKm: number;
  fixedPairs: Array<[string, string, number]>;
  multipliers: Record<PackageSizeId, number>;
}

/**
 * The rates from their nine figures, in this order: same city, minimum, per road km, the fixed pairs
 * from Tel Aviv to Jerusalem, Haifa, Beer Sheva and Eilat, the medium and the large multiplier.
 */
export function calculatorRatesFrom(figures: readonly number[]): CalculatorRates {
  const [sameCity, minimum, perRoadKm, jerusalem, haifa, beerSheva, eilat, medium, large] = figures as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    sameCity,
    minimum,
    perRoadKm,
    fixedPairs: [
      ["tel-aviv", "jerusalem", jerusalem],
      ["tel-aviv", "haifa", haifa],
      ["tel-aviv", "beer-sheva", beerSheva],
      ["tel-aviv", "eilat", eilat],
    ],
    multipliers: { small: 1, medium, large },
  };
}

export function calculatorRatesOf(p: PriceInputs): CalculatorRates {
  return calculatorRatesFrom([
    p.regularWithinCity,
    p.regularBetweenCities.low,
    p.perRoadKm,
    p.pairJerusalem,
    p.pairHaifa,
    p.pairBeerSheva,
    p.pairEilat,
    p.multiplierMedium,
    p.multiplierLarge,
  ]);
}
