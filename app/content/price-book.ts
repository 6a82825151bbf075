/**
 * The price book (docs/product.md#the-price-model; docs/decisions/036-price-book.md): the one model
 * of the offer. Speeds (regular, same day, express) x scopes (within a city, between cities, far
 * destinations such as Eilat) x weight bands (the calculator's package sizes), plus documents and
 * extras. Every price table, FAQ answer, city page, article figure, discount, meta description,
 * the footer, /llms.txt and the calculator's label read their figures from here or compute them
 * from it; app/content/price-book.test.ts holds the invariants (every calculator estimate lies in
 * its tier, a faster tier never costs less, documents never cost more than a small parcel).
 *
 * Shekels, VAT included (a consumer price in Israel is shown with VAT). A tier's range is for the
 * smallest band; a heavier band multiplies both ends by the band's multiplier, as the calculator does.
 */
import { calculatorRates } from "../lib/calculator-rates.ts";
import { packageSizes, type PackageSize } from "./package-sizes.ts";

export type SpeedId = "regular" | "sameDay" | "express";
export type ScopeId = "withinCity" | "betweenCities" | "far";
type BandId = PackageSize["id"];

/** Fastest last: the invariant "a faster tier never costs less" reads this order. */
export const speedOrder: readonly SpeedId[] = ["regular", "sameDay", "express"];
export const scopeOrder: readonly ScopeId[] = ["withinCity", "betweenCities", "far"];

/** One name per speed; no two speeds share one. */
export const speedNames: Readonly<Record<SpeedId, string>> = {
  regular: "משלוח רגיל",
  sameDay: "משלוח באותו יום",
  express: "משלוח אקספרס",
};

/** How a scope is said after a speed's name or a time ("משלוח אקספרס בתוך העיר"). */
export const scopeNames: Readonly<Record<ScopeId, string>> = {
  withinCity: "בתוך העיר",
  betweenCities: "בין ערים",
  far: "ליעדים מרוחקים כמו אילת",
};

/** The calculator cities whose routes are far destinations (every other pair of two cities is "between cities"). */
const farCityIds: readonly string[] = ["eilat"];

export interface PriceRange {
  low: number;
  high: number;
}

/** A tier with published prices, or one priced on request (a quote by phone), with its delivery time. */
export type Tier = { time: string; range: PriceRange } | { time: string; range: null };

/**
 * The tiers, speed x scope; a missing one is not offered (express to far destinations).
 * Regular is what the calculator prices: within the city its same-city price (40), between cities
 * its minimum (50) up to the longest non-far pair (304, Kiryat Shmona-Dimona), far destinations
 * from Dimona-Eilat (210) to Kiryat Shmona-Eilat (513). The spec's four pair prices, 66, 95, 115
 * and 355, fall inside (decision 036).
 */
export const tiers: Readonly<Record<SpeedId, Partial<Record<ScopeId, Tier>>>> = {
  regular: {
    withinCity: { time: "תוך 24 שעות", range: { low: 40, high: 40 } },
    betweenCities: { time: "תוך 24 שעות", range: { low: 50, high: 310 } },
    far: { time: "24–48 שעות", range: { low: 210, high: 520 } },
  },
  sameDay: {
    withinCity: { time: "עד 6 שעות", range: { low: 60, high: 80 } },
    betweenCities: { time: "באותו יום", range: { low: 80, high: 400 } },
    far: { time: "באותו יום, בתנאים מסוימים ובתוספת תשלום", range: null },
  },
  express: {
    withinCity: { time: "1–3 שעות", range: { low: 100, high: 150 } },
    betweenCities: { time: "2–5 שעות", range: { low: 150, high: 500 } },
  },
};

/** The weight bands: the calculator's package sizes, with the heaviest a band has room for. */
export interface Band extends PackageSize {
  maxKg: number;
}
const bandMaxKg: Readonly<Record<BandId, number>> = { small: 5, medium: 15, large: 30 };
export const bands: readonly Band[] = packageSizes.map((size) => ({ ...size, maxKg: bandMaxKg[size.id] }));
/** Heavier than the largest band: priced on request. */
export const heaviestKg = bandMaxKg.large;

/** Documents: an envelope or a set of papers, at each speed within the city. */
export const documents: ReadonlyArray<{ kind: string; speed: SpeedId; from: number }> = [
  { kind: "מעטפה או מסמך בודד", speed: "regular", from: 20 },
  { kind: "חבילת מסמכים", speed: "regular", from: 30 },
  { kind: "מסמכים דחופים", speed: "sameDay", from: 60 },
  { kind: "מסמכים דחופים", speed: "express", from: 100 },
];

/** Extras on any delivery. */
export const extras = { packaging: 20, deliveryConfirmation: 15, extraPickup: 20 } as const;

/**
 * Discounts that are the company's policy on top of the list (the volume of shipments decides),
 * percent. The savings between two speeds are not typed: see `speedSaving`.
 */
const policyDiscounts = { business: { low: 10, high: 25 }, regularCustomers: { low: 20, high: 40 } } as const;

/** The VAT statement, said once near every price table and in the calculator. */
export const VAT_NOTE = "המחירים כוללים מע״מ.";

// ---- Derived figures -------------------------------------------------------------------------

export function tier(speed: SpeedId, scope: ScopeId): Tier | undefined {
  return tiers[speed][scope];
}

/** A tier's range for a band: both ends times the band's multiplier, to whole shekels as the calculator does. */
export function bandRange(range: PriceRange, band: Band): PriceRange {
  const times = (n: number) => Math.round(Number((n * band.multiplier).toPrecision(12)));
  return { low: times(range.low), high: times(range.high) };
}

/** "40 ₪" or "50–310 ₪". */
export function shekelRange(range: PriceRange): string {
  return range.low === range.high ? `${range.low} ₪` : `${range.low}–${range.high} ₪`;
}

/** "משלוח אקספרס בתוך העיר: 1–3 שעות": every time claim with its speed and scope. */
export function timeClaim(speed: SpeedId, scope: ScopeId): string {
  const t = tier(speed, scope);
  if (!t) throw new Error(`price-book: no ${speed} tier ${scope}`);
  return `${speedNames[speed]} ${scopeNames[scope]}: ${t.time}`;
}

/**
 * How much a slower speed saves against a faster one, whole percent, from the two list prices of
 * the same scope and band: the lowest and the highest ratio over the scopes both speeds price.
 */
export function speedSaving(slower: SpeedId, faster: SpeedId): PriceRange {
  const ratios = scopeOrder.flatMap((scope) => {
    const s = tier(slower, scope)?.range;
    const f = tier(faster, scope)?.range;
    return s && f ? [1 - s.low / f.low, 1 - s.high / f.high] : [];
  });
  return { low: Math.floor(Math.min(...ratios) * 100), high: Math.floor(Math.max(...ratios) * 100) };
}

/** The scope of a calculator route: the same city, a far destination, or between cities. */
export function scopeOfRoute(fromId: string, toId: string): ScopeId {
  if (fromId === toId) return "withinCity";
  return farCityIds.includes(fromId) || farCityIds.includes(toId) ? "far" : "betweenCities";
}

/** The speed the calculator prices: regular, the tier its rates are the list prices of. */
export const CALCULATOR_SPEED: SpeedId = "regular";

/** "משלוח רגיל בין ערים, תוך 24 שעות": what the calculator's estimate is the price of. */
export function calculatorTierLabel(fromId: string, toId: string): string {
  const scope = scopeOfRoute(fromId, toId);
  return `${speedNames[CALCULATOR_SPEED]} ${scopeNames[scope]}, ${tier(CALCULATOR_SPEED, scope)!.time}`;
}

/** Every price figure the model holds: the content lint and the e2e check look prose figures up here. */
export function modelFigures(): Set<number> {
  const figures = new Set<number>();
  for (const speed of speedOrder) {
    for (const scope of scopeOrder) {
      const range = tier(speed, scope)?.range;
      if (!range) continue;
      for (const band of bands) {
        const r = bandRange(range, band);
        figures.add(r.low).add(r.high);
      }
    }
  }
  for (const d of documents) figures.add(d.from);
  for (const value of Object.values(extras)) figures.add(value);
  for (const [, , price] of calculatorRates.fixedPairs) figures.add(price);
  figures.add(calculatorRates.sameCity).add(calculatorRates.minimum);
  return figures;
}

/** Every percentage the model holds (policy discounts and the savings computed from list prices). */
export function modelPercents(): Set<number> {
  const percents = new Set<number>();
  for (const d of Object.values(policyDiscounts)) percents.add(d.low).add(d.high);
  for (const [slower, faster] of [
    ["regular", "sameDay"],
    ["regular", "express"],
    ["sameDay", "express"],
  ] as const) {
    const s = speedSaving(slower, faster);
    percents.add(s.low).add(s.high);
  }
  return percents;
}

/**
 * Express between Tel Aviv and the big cities, hours from pickup, per route (the intercity guide);
 * each lies inside the express tier between cities (2–5 hours). Eilat has no express: same day,
 * on conditions.
 */
export const routeExpressHours: ReadonlyArray<{ toCityId: string; low: number; high: number }> = [
  { toCityId: "jerusalem", low: 2, high: 4 },
  { toCityId: "haifa", low: 3, high: 5 },
  { toCityId: "beer-sheva", low: 3, high: 5 },
];

/** The express tier between cities in hours, read from its time ("2–5 שעות"). */
export function hoursOf(time: string): PriceRange | null {
  const match = /^(\d+)–(\d+) שעות$/.exec(time);
  return match ? { low: Number(match[1]), high: Number(match[2]) } : null;
}

/** The intercity guide's rows from Tel Aviv: regular and the fastest speed offered, each with its time. */
export function routeFromTelAviv(toCityId: string): { regular: string; fastest: string; fastestSpeed: SpeedId } {
  const scope = scopeOfRoute("tel-aviv", toCityId);
  const regular = tier("regular", scope)!.time;
  const express = routeExpressHours.find((r) => r.toCityId === toCityId);
  if (express) return { regular, fastest: `${express.low}–${express.high} שעות`, fastestSpeed: "express" };
  if (tier("express", scope)) return { regular, fastest: tier("express", scope)!.time, fastestSpeed: "express" };
  return { regular, fastest: tier("sameDay", scope)!.time, fastestSpeed: "sameDay" };
}

const rangeText = (r: PriceRange) => (r.low === r.high ? `${r.low}` : `${r.low}–${r.high}`);

/** One tier's figures for prose and tables: "from", the range as text, the time, the claim with its scope. */
function tierFigures(speed: SpeedId, scope: ScopeId) {
  const t = tier(speed, scope);
  if (!t) return undefined;
  return {
    time: t.time,
    claim: timeClaim(speed, scope),
    from: t.range?.low,
    range: t.range ? rangeText(t.range) : undefined,
    bands: t.range ? Object.fromEntries(bands.map((b) => [b.id, rangeText(bandRange(t.range!, b))])) : undefined,
  };
}

const figuresOf = (speed: SpeedId) => Object.fromEntries(scopeOrder.flatMap((scope) => (tier(speed, scope) ? [[scope, tierFigures(speed, scope)!]] : [])));

/**
 * The model's figures as the copy reads them (the articles' `{{book....}}` placeholders, the FAQ,
 * the city pages): nothing here is typed, all is computed from the tables above.
 */
export const book = /* @__PURE__ */ makeBook();

function makeBook() {
  return {
    names: speedNames,
    scopes: scopeNames,
    regular: figuresOf("regular"),
    sameDay: figuresOf("sameDay"),
    express: figuresOf("express"),
    bands: {
      smallMaxKg: bandMaxKg.small,
      medium: `${bandMaxKg.small}–${bandMaxKg.medium}`,
      large: `${bandMaxKg.medium}–${bandMaxKg.large}`,
      heaviestKg,
    },
    documents: {
      envelope: documents[0]!.from,
      set: documents[1]!.from,
      sameDay: documents[2]!.from,
      express: documents[3]!.from,
    },
    extras,
    discounts: {
      business: rangeText(policyDiscounts.business),
      regularCustomers: rangeText(policyDiscounts.regularCustomers),
      businessUpTo: policyDiscounts.business.high,
    },
    saving: {
      regularInsteadOfSameDay: rangeText(speedSaving("regular", "sameDay")),
      regularInsteadOfSameDayUpTo: speedSaving("regular", "sameDay").high,
      regularInsteadOfExpress: rangeText(speedSaving("regular", "express")),
      regularInsteadOfExpressUpTo: speedSaving("regular", "express").high,
    },
    routes: ["jerusalem", "haifa", "beer-sheva", "eilat"].map(routeFromTelAviv),
    vat: VAT_NOTE,
  };
}
