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
  discountBusiness: { low: 10, high: 25 },
  discountRegularCustomers: { low: 20, high: 40 },
};

export type PriceUnit = "shekels" | "percent" | "times";

/** Each field in the owner's words, grouped as the form shows them. */
export const priceFieldGroups: ReadonlyArray<{ title: string; fields: ReadonlyArray<{ name: PriceField; label: string; unit: PriceUnit }> }> = [
  {
    title: "משלוח רגיל (גם מחיר המחשבון)",
    fields: [
      { name: "regularWithinCity", label: "בתוך העיר", unit: "shekels" },
      { name: "regularBetweenCities", label: "בין ערים (מ־ הוא המינימום במחשבון)", unit: "shekels" },
      { name: "regularFar", label: "ליעדים מרוחקים כמו אילת", unit: "shekels" },
      { name: "perRoadKm", label: "מחיר לק״מ כביש בין ערים, במחשבון", unit: "shekels" },
    ],
  },
  {
    title: "מחירים קבועים מתל אביב (חבילה קטנה)",
    fields: [
      { name: "pairJerusalem", label: "תל אביב – ירושלים", unit: "shekels" },
      { name: "pairHaifa", label: "תל אביב – חיפה", unit: "shekels" },
      { name: "pairBeerSheva", label: "תל אביב – באר שבע", unit: "shekels" },
      { name: "pairEilat", label: "תל אביב – אילת", unit: "shekels" },
    ],
  },
  {
    title: "משלוח באותו יום ואקספרס",
    fields: [
      { name: "sameDayWithinCity", label: "באותו יום, בתוך העיר", unit: "shekels" },
      { name: "sameDayBetweenCities", label: "באותו יום, בין ערים", unit: "shekels" },
      { name: "expressWithinCity", label: "אקספרס, בתוך העיר", unit: "shekels" },
      { name: "expressBetweenCities", label: "אקספרס, בין ערים", unit: "shekels" },
    ],
  },
  {
    title: "מדרגות משקל",
    fields: [
      { name: "multiplierMedium", label: "חבילה בינונית (5–15 ק״ג), פי", unit: "times" },
      { name: "multiplierLarge", label: "חבילה גדולה (15–30 ק״ג), פי", unit: "times" },
    ],
  },
  {
    title: "מסמכים, בתוך העיר",
    fields: [
      { name: "documentEnvelope", label: "מעטפה או מסמך בודד (רגיל)", unit: "shekels" },
      { name: "documentSet", label: "חבילת מסמכים (רגיל)", unit: "shekels" },
      { name: "documentSameDay", label: "מסמכים דחופים, באותו יום", unit: "shekels" },
      { name: "documentExpress", label: "מסמכים דחופים, אקספרס", unit: "shekels" },
    ],
  },
  {
    title: "תוספות",
    fields: [
      { name: "extraPackaging", label: "אריזה", unit: "shekels" },
      { name: "extraDeliveryConfirmation", label: "אישור מסירה", unit: "shekels" },
      { name: "extraPickup", label: "איסוף נוסף", unit: "shekels" },
    ],
  },
  {
    title: "הנחות (אחוזים, לפי היקף המשלוחים)",
    fields: [
      { name: "discountBusiness", label: "עסקים ששולחים באופן שוטף", unit: "percent" },
      { name: "discountRegularCustomers", label: "לקוחות קבועים", unit: "percent" },
    ],
  },
];

export const priceFieldLabels = Object.fromEntries(priceFieldGroups.flatMap((g) => g.fields.map((f) => [f.name, f.label]))) as Record<PriceField, string>;
export const PRICE_FIELDS = priceFieldGroups.flatMap((g) => g.fields.map((f) => f.name));

export const isRange = (value: number | PriceRange): value is PriceRange => typeof value === "object";

/** A figure as the owner reads it: "40 ₪", "50–310 ₪", "10–25%", "פי 1.3". */
export function priceText(field: PriceField, value: number | PriceRange): string {
  const unit = priceFieldGroups.flatMap((g) => g.fields).find((f) => f.name === field)!.unit;
  const figure = isRange(value) ? (value.low === value.high ? `${value.low}` : `${value.low}–${value.high}`) : `${value}`;
  return unit === "shekels" ? `${figure} ₪` : unit === "percent" ? `${figure}%` : `פי ${figure}`;
}

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

export function calculatorRatesOf(prices: PriceInputs): CalculatorRates {
  return {
    sameCity: prices.regularWithinCity,
    minimum: prices.regularBetweenCities.low,
    perRoadKm: prices.perRoadKm,
    fixedPairs: [
      ["tel-aviv", "jerusalem", prices.pairJerusalem],
      ["tel-aviv", "haifa", prices.pairHaifa],
      ["tel-aviv", "beer-sheva", prices.pairBeerSheva],
      ["tel-aviv", "eilat", prices.pairEilat],
    ],
    multipliers: { small: 1, medium: prices.multiplierMedium, large: prices.multiplierLarge },
  };
}
