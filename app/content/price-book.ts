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
 *
 * The figures are the owner's (docs/decisions/067): `makePriceBook` computes a book from the published
 * inputs (app/lib/price-inputs.ts), and `priceBookProblem` refuses inputs that would make the site
 * contradict itself. The words, the delivery times and the bands' weights stay here, in code.
 */
import { calculatorRatesOf, startingPrices, type CalculatorRates, type PriceField, type PriceInputs, type PriceRange } from "../lib/price-inputs.ts";
import { estimateByTable, roundWhole } from "../lib/delivery-estimate.ts";
import { farReach } from "../lib/customer-facts.ts";
import { cities } from "./cities.ts";
import { packageSizes, type PackageSize } from "./package-sizes.ts";

export type { PriceRange } from "../lib/price-inputs.ts";
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

/** A tier with published prices, or one priced on request (a quote by phone), with its delivery time. */
export type Tier = { time: string; range: PriceRange } | { time: string; range: null };

/** The tiers' delivery times, speed x scope; a missing one is not offered (express to far destinations). */
export const tierTimes: Readonly<Record<SpeedId, Partial<Record<ScopeId, string>>>> = {
  regular: { withinCity: "תוך 24 שעות", betweenCities: "תוך 24 שעות", far: "24–48 שעות" },
  sameDay: { withinCity: "עד 6 שעות", betweenCities: "באותו יום", far: "באותו יום, בתנאים מסוימים ובתוספת תשלום" },
  express: { withinCity: "1–3 שעות", betweenCities: "2–5 שעות" },
};

/** What reaches far destinations, said once (issue 41): express does not. */
export const FAR_REACH = farReach({ regular: tierTimes.regular.far, sameDay: tierTimes.sameDay.far, express: tierTimes.express.far });

/** The input that holds each priced tier's range (same day to far destinations is on request). */
const tierFields: Readonly<Record<SpeedId, Partial<Record<ScopeId, PriceField>>>> = {
  regular: { withinCity: "regularWithinCity", betweenCities: "regularBetweenCities", far: "regularFar" },
  sameDay: { withinCity: "sameDayWithinCity", betweenCities: "sameDayBetweenCities" },
  express: { withinCity: "expressWithinCity", betweenCities: "expressBetweenCities" },
};

/** The weight bands: the calculator's package sizes, with the heaviest a band has room for and the multiplier. */
export interface Band extends PackageSize {
  maxKg: number;
  multiplier: number;
}
const bandMaxKg: Readonly<Record<BandId, number>> = { small: 5, medium: 15, large: 30 };
/** Heavier than the largest band: priced on request. */
export const heaviestKg = bandMaxKg.large;

/** The documents' kinds, each at its speed within the city, and the input that prices it. */
const documentKinds: ReadonlyArray<{ kind: string; speed: SpeedId; field: PriceField }> = [
  { kind: "מעטפה או מסמך בודד", speed: "regular", field: "documentEnvelope" },
  { kind: "חבילת מסמכים", speed: "regular", field: "documentSet" },
  { kind: "מסמכים דחופים", speed: "sameDay", field: "documentSameDay" },
  { kind: "מסמכים דחופים", speed: "express", field: "documentExpress" },
];

/** The VAT statement, said once near every price table and in the calculator. */
export const VAT_NOTE = "המחירים כוללים מע״מ.";

/** A tier's range for a band: both ends times the band's multiplier, to whole shekels as the calculator does. */
export function bandRange(range: PriceRange, band: Pick<Band, "multiplier">): PriceRange {
  const times = (n: number) => Math.round(Number((n * band.multiplier).toPrecision(12)));
  return { low: times(range.low), high: times(range.high) };
}

/** "40 ₪" or "50–310 ₪". */
export function shekelRange(range: PriceRange): string {
  return range.low === range.high ? `${range.low} ₪` : `${range.low}–${range.high} ₪`;
}

const offered = (speed: SpeedId, scope: ScopeId) => tierTimes[speed][scope] !== undefined;

/** "משלוח אקספרס בתוך העיר: 1–3 שעות": every time claim with its speed and scope. */
export function timeClaim(speed: SpeedId, scope: ScopeId): string {
  const time = tierTimes[speed][scope];
  if (time === undefined) throw new Error(`price-book: no ${speed} tier ${scope}`);
  return `${speedNames[speed]} ${scopeNames[scope]}: ${time}`;
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
  return `${speedNames[CALCULATOR_SPEED]} ${scopeNames[scope]}, ${tierTimes[CALCULATOR_SPEED][scope]!}`;
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
  const regular = tierTimes.regular[scope]!;
  const express = routeExpressHours.find((r) => r.toCityId === toCityId);
  if (express) return { regular, fastest: `${express.low}–${express.high} שעות`, fastestSpeed: "express" };
  if (offered("express", scope)) return { regular, fastest: tierTimes.express[scope]!, fastestSpeed: "express" };
  return { regular, fastest: tierTimes.sameDay[scope]!, fastestSpeed: "sameDay" };
}

const rangeText = (r: PriceRange) => (r.low === r.high ? `${r.low}` : `${r.low}–${r.high}`);
const asRange = (value: number | PriceRange): PriceRange => (typeof value === "number" ? { low: value, high: value } : value);

export type PriceBook = ReturnType<typeof makePriceBook>;

/** The book of one set of inputs: every tier, band, document, extra and discount, and the figures the copy reads. */
export function makePriceBook(inputs: PriceInputs) {
  const rates: CalculatorRates = calculatorRatesOf(inputs);
  const tiers = Object.fromEntries(
    speedOrder.map((speed) => [
      speed,
      Object.fromEntries(
        scopeOrder.flatMap((scope) => {
          const time = tierTimes[speed][scope];
          if (time === undefined) return [];
          const field = tierFields[speed][scope];
          return [[scope, { time, range: field ? asRange(inputs[field] as number | PriceRange) : null } satisfies Tier]];
        }),
      ),
    ]),
  ) as Record<SpeedId, Partial<Record<ScopeId, Tier>>>;
  const tier = (speed: SpeedId, scope: ScopeId): Tier | undefined => tiers[speed][scope];
  const bands: Band[] = packageSizes.map((size) => ({ ...size, maxKg: bandMaxKg[size.id], multiplier: rates.multipliers[size.id] }));
  const documents = documentKinds.map(({ kind, speed, field }) => ({ kind, speed, from: inputs[field] as number }));
  const extras = { packaging: inputs.extraPackaging, deliveryConfirmation: inputs.extraDeliveryConfirmation, extraPickup: inputs.extraPickup };
  const surcharges = { night: inputs.surchargeNight, shabbat: inputs.surchargeShabbat, waiting: inputs.surchargeWaiting, stairs: inputs.surchargeStairs };
  const policyDiscounts = { business: inputs.discountBusiness, regularCustomers: inputs.discountRegularCustomers };

  /**
   * How much a slower speed saves against a faster one, whole percent, from the two list prices of
   * the same scope and band: the lowest and the highest ratio over the scopes both speeds price.
   */
  const speedSaving = (slower: SpeedId, faster: SpeedId): PriceRange => {
    const ratios = scopeOrder.flatMap((scope) => {
      const s = tier(slower, scope)?.range;
      const f = tier(faster, scope)?.range;
      return s && f ? [1 - s.low / f.low, 1 - s.high / f.high] : [];
    });
    return { low: Math.floor(Math.min(...ratios) * 100), high: Math.floor(Math.max(...ratios) * 100) };
  };

  /** One tier's figures for prose and tables: "from", the range as text, the time, the claim with its scope. */
  const tierFigures = (speed: SpeedId, scope: ScopeId) => {
    const t = tier(speed, scope)!;
    return {
      time: t.time,
      claim: timeClaim(speed, scope),
      from: t.range?.low,
      range: t.range ? rangeText(t.range) : undefined,
      bands: t.range ? Object.fromEntries(bands.map((b) => [b.id, rangeText(bandRange(t.range!, b))])) : undefined,
    };
  };
  const figuresOf = (speed: SpeedId) => Object.fromEntries(scopeOrder.flatMap((scope) => (tier(speed, scope) ? [[scope, tierFigures(speed, scope)]] : [])));

  /** The model's figures as the copy reads them (the articles' `{{book....}}` placeholders, the FAQ, the city pages). */
  const book = {
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
    documents: { envelope: documents[0]!.from, set: documents[1]!.from, sameDay: documents[2]!.from, express: documents[3]!.from },
    extras,
    surcharges,
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

  /** Every price figure the model holds: the content lint and the e2e check look prose figures up here. */
  const modelFigures = (): Set<number> => {
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
    for (const value of [...Object.values(extras), ...Object.values(surcharges)]) figures.add(value);
    // The fixed pairs and the same-city price in every size, as the calculator and /pricing's destinations table give them.
    for (const price of [...rates.fixedPairs.map(([, , p]) => p), rates.sameCity]) for (const band of bands) figures.add(roundWhole(price * band.multiplier));
    figures.add(rates.minimum);
    return figures;
  };

  /** Every percentage the model holds (policy discounts and the savings computed from list prices). */
  const modelPercents = (): Set<number> => {
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
  };

  return { inputs, rates, tiers, tier, bands, documents, extras, speedSaving, book, modelFigures, modelPercents };
}

/** The book of the installation's figures: what the build checks prose against, and what a page shows until the owner publishes his own. */
export const startingPriceBook = /* @__PURE__ */ makePriceBook(startingPrices);

/** A value computed once per book (the published book is one object until the next publish). */
export function perBook<T>(make: (book: PriceBook) => T): (book: PriceBook) => T {
  const made = new WeakMap<PriceBook, T>();
  return (book) => {
    if (!made.has(book)) made.set(book, make(book));
    return made.get(book)!;
  };
}

/** The books of the last few sets of figures: a publish that changes no price draws the pages with the same book, and its content is not made again. */
const priceBooks = new Map<string, PriceBook>();
const REMEMBERED_BOOKS = 8;
const STARTING_KEY = JSON.stringify(startingPrices);

/** The book of a set of inputs, made once per set of figures. */
export function priceBookOf(inputs: PriceInputs): PriceBook {
  const key = JSON.stringify(inputs);
  if (key === STARTING_KEY) return startingPriceBook;
  let book = priceBooks.get(key);
  if (!book) {
    if (priceBooks.size >= REMEMBERED_BOOKS) priceBooks.delete(priceBooks.keys().next().value!);
    book = makePriceBook(inputs);
    priceBooks.set(key, book);
  }
  return book;
}

export interface PriceProblem {
  /** The form's field: a scalar's name, or a range's end (`regularBetweenCities-high`). */
  field: string;
  message: string;
}

const bandWords: Readonly<Record<BandId, string>> = { small: "חבילה קטנה", medium: "חבילה בינונית", large: "חבילה גדולה" };
const pairFields: Readonly<Record<string, PriceField>> = {
  jerusalem: "pairJerusalem",
  haifa: "pairHaifa",
  "beer-sheva": "pairBeerSheva",
  eilat: "pairEilat",
};

/**
 * The price book's invariants (docs/decisions/036), over every city pair and every band: the first
 * one these inputs break, in one Hebrew sentence naming the field and the rule; null when they hold.
 * The admin's save refuses on it, and app/content/price-book.test.ts holds the installation's figures to it.
 */
export function priceBookProblem(inputs: PriceInputs): PriceProblem | null {
  const pb = makePriceBook(inputs);
  const pricedCities = cities.filter((c) => !(c.lat === 0 && c.lng === 0));
  const tierName = (speed: SpeedId, scope: ScopeId) => `${speedNames[speed]} ${scopeNames[scope]}`;
  for (const speed of speedOrder) {
    for (const scope of scopeOrder) {
      const range = pb.tier(speed, scope)?.range;
      if (range && range.low > range.high)
        return { field: `${tierFields[speed][scope]!}-low`, message: `${tierName(speed, scope)}: המחיר "מ־" גבוה מהמחיר "עד".` };
    }
  }
  for (const scope of scopeOrder) {
    const priced = speedOrder.filter((speed) => pb.tier(speed, scope)?.range);
    for (let i = 1; i < priced.length; i++) {
      const slower = pb.tier(priced[i - 1]!, scope)!.range!;
      const faster = pb.tier(priced[i]!, scope)!.range!;
      for (const band of pb.bands) {
        const [s, f] = [bandRange(slower, band), bandRange(faster, band)];
        if (f.low < s.low || f.high < s.high)
          return {
            field: `${tierFields[priced[i]!][scope]!}-${f.low < s.low ? "low" : "high"}`,
            message: `${tierName(priced[i]!, scope)}: משלוח מהיר יותר לא יכול לעלות פחות מ${tierName(priced[i - 1]!, scope)} (${shekelRange(f)} מול ${shekelRange(s)}, ${bandWords[band.id]}).`,
          };
      }
    }
  }
  for (const d of documentKinds) {
    const from = inputs[d.field] as number;
    const lows = scopeOrder.flatMap((scope) => pb.tier(d.speed, scope)?.range?.low ?? []);
    if (from > Math.min(...lows))
      return { field: d.field, message: `${d.kind} (${speedNames[d.speed]}): מסמכים לא יכולים לעלות יותר מחבילה קטנה באותה מהירות (${Math.min(...lows)} ₪).` };
  }
  for (const from of pricedCities) {
    for (const to of pricedCities) {
      const scope = scopeOfRoute(from.id, to.id);
      const range = pb.tier(CALCULATOR_SPEED, scope)!.range!;
      for (const band of pb.bands) {
        const estimate = estimateByTable(pb.rates, from, to, band.multiplier)!;
        const allowed = bandRange(range, band);
        if (estimate.price >= allowed.low && estimate.price <= allowed.high) continue;
        const pairField = from.id === "tel-aviv" ? pairFields[to.id] : to.id === "tel-aviv" ? pairFields[from.id] : undefined;
        const tierField = tierFields[CALCULATOR_SPEED][scope]!;
        const end = typeof inputs[tierField] === "number" ? "" : estimate.price < allowed.low ? "-low" : "-high";
        const field = pairField ?? `${tierField}${end}`;
        return {
          field,
          message: `המחשבון נותן ${estimate.price} ₪ מ${from.name} ל${to.name} (${bandWords[band.id]}), מחוץ לטווח של ${tierName(CALCULATOR_SPEED, scope)} (${shekelRange(allowed)}): התאימו את הטווח או את המחיר.`,
        };
      }
    }
  }
  return null;
}
