/**
 * The price book's invariants (docs/decisions/036-price-book.md), over every city pair and every
 * band: a broken figure fails `npm test`, and so the build.
 */
import { describe, expect, it } from "vitest";
import { estimateByTable } from "../lib/delivery-estimate.ts";
import { cities } from "./cities.ts";
import { calculatorRatesOf, startingPrices, type PriceInputs } from "../lib/price-inputs.ts";
import {
  bandRange,
  calculatorTierLabel,
  CALCULATOR_SPEED,
  hoursOf,
  makePriceBook,
  priceBookProblem,
  routeExpressHours,
  scopeNames,
  scopeOfRoute,
  scopeOrder,
  speedNames,
  speedOrder,
  startingPriceBook,
  timeClaim,
} from "./price-book.ts";
import { pricingOf } from "./pricing-page.ts";
import { cityPriceTable } from "./city-pages/lib/price-table.ts";

const priced = cities.filter((c) => !(c.lat === 0 && c.lng === 0));
const { bands, book, documents, modelFigures, rates, speedSaving, tier, tiers } = startingPriceBook;
const pricing = pricingOf(startingPriceBook);

describe("the price book", () => {
  it("keeps the spec's four pair prices exactly", () => {
    expect(rates).toEqual(calculatorRatesOf(startingPrices));
    expect(rates.fixedPairs).toEqual([
      ["tel-aviv", "jerusalem", 66],
      ["tel-aviv", "haifa", 95],
      ["tel-aviv", "beer-sheva", 115],
      ["tel-aviv", "eilat", 355],
    ]);
  });

  it("puts every calculator estimate, every city pair and every band, inside its tier's published range", () => {
    let checked = 0;
    for (const from of priced) {
      for (const to of priced) {
        const scope = scopeOfRoute(from.id, to.id);
        const range = tier(CALCULATOR_SPEED, scope)?.range;
        expect(range, `${CALCULATOR_SPEED} ${scope}`).toBeTruthy();
        for (const band of bands) {
          const estimate = estimateByTable(rates, from, to, band.multiplier);
          expect(estimate, `${from.id}-${to.id}`).not.toBeNull();
          const { low, high } = bandRange(range!, band);
          expect(estimate!.price, `${from.id}-${to.id} ${band.id}: ${low}-${high}`).toBeGreaterThanOrEqual(low);
          expect(estimate!.price, `${from.id}-${to.id} ${band.id}: ${low}-${high}`).toBeLessThanOrEqual(high);
          checked++;
        }
      }
    }
    expect(checked).toBe(priced.length * priced.length * bands.length);
  });

  it("never lets a faster tier cost less than a slower one, at either end of the range, in any scope and band", () => {
    for (const scope of scopeOrder) {
      const offered = speedOrder.filter((speed) => tier(speed, scope)?.range);
      for (let i = 1; i < offered.length; i++) {
        const slower = tier(offered[i - 1]!, scope)!.range!;
        const faster = tier(offered[i]!, scope)!.range!;
        for (const band of bands) {
          expect(bandRange(faster, band).low, `${offered[i]} ${scope} ${band.id}`).toBeGreaterThanOrEqual(bandRange(slower, band).low);
          expect(bandRange(faster, band).high, `${offered[i]} ${scope} ${band.id}`).toBeGreaterThanOrEqual(bandRange(slower, band).high);
        }
      }
    }
  });

  it("never charges more for documents than for a parcel of the smallest band at the same speed", () => {
    for (const d of documents) {
      const lows = scopeOrder.flatMap((scope) => tier(d.speed, scope)?.range?.low ?? []);
      expect(d.from, `${d.kind}, ${d.speed}`).toBeLessThanOrEqual(Math.min(...lows));
    }
  });

  it("writes every range low to high", () => {
    for (const speed of speedOrder) {
      for (const scope of scopeOrder) {
        const range = tier(speed, scope)?.range;
        if (range) expect(range.low, `${speed} ${scope}`).toBeLessThanOrEqual(range.high);
        const hours = hoursOf(tier(speed, scope)?.time ?? "");
        if (hours) expect(hours.low).toBeLessThan(hours.high);
      }
    }
    for (const r of routeExpressHours) expect(r.low).toBeLessThan(r.high);
  });

  it("gives each speed one name, and no two speeds the same one", () => {
    const names = Object.values(speedNames);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(Object.values(scopeNames)).size).toBe(scopeOrder.length);
  });

  it("names the scope in every time claim", () => {
    for (const speed of speedOrder) {
      for (const scope of scopeOrder) {
        if (!tier(speed, scope)) continue;
        expect(timeClaim(speed, scope)).toContain(scopeNames[scope]);
        expect(timeClaim(speed, scope)).toContain(speedNames[speed]);
      }
    }
    expect(timeClaim("express", "withinCity")).toBe("משלוח אקספרס בתוך העיר: 1–3 שעות");
  });

  it("keeps each route's express time inside the express tier between cities", () => {
    const tierHours = hoursOf(tiers.express.betweenCities!.time)!;
    for (const r of routeExpressHours) {
      expect(scopeOfRoute("tel-aviv", r.toCityId)).toBe("betweenCities");
      expect(r.low).toBeGreaterThanOrEqual(tierHours.low);
      expect(r.high).toBeLessThanOrEqual(tierHours.high);
    }
  });

  it("computes each saving from two list prices", () => {
    const within = (speed: "regular" | "sameDay") => tiers[speed].withinCity!.range!.low;
    expect(speedSaving("regular", "sameDay").low).toBeLessThanOrEqual(Math.floor((1 - within("regular") / within("sameDay")) * 100));
    expect(book.saving.regularInsteadOfExpressUpTo).toBe(speedSaving("regular", "express").high);
    for (const d of pricing.discounts) expect(d.percent).toMatch(/^(עד )?\d+(–\d+)?%$/);
  });

  it("labels the calculator's estimate with its speed and scope", () => {
    expect(calculatorTierLabel("tel-aviv", "tel-aviv")).toBe("משלוח רגיל בתוך העיר, תוך 24 שעות");
    expect(calculatorTierLabel("tel-aviv", "jerusalem")).toBe("משלוח רגיל בין ערים, תוך 24 שעות");
    expect(calculatorTierLabel("haifa", "eilat")).toBe("משלוח רגיל ליעדים מרוחקים כמו אילת, 24–48 שעות");
  });

  it("holds every price the pricing page and the city pages print", () => {
    const figures = modelFigures();
    const tables = [...pricing.tables, cityPriceTable(startingPriceBook, "חיפה")];
    for (const table of tables) {
      for (const cell of table.rows.flat()) {
        for (const match of cell.matchAll(/(\d+)(?:–(\d+))? ₪/g)) {
          expect(figures.has(Number(match[1])), `${table.caption}: ${cell}`).toBe(true);
          if (match[2]) expect(figures.has(Number(match[2])), `${table.caption}: ${cell}`).toBe(true);
        }
      }
      expect(table.caption, "every table says VAT is included").toContain("כולל מע״מ");
    }
  });
});

describe("priceBookProblem", () => {
  const hebrew = /[\u05d0-\u05ea]/;
  const problemOf = (change: Partial<PriceInputs>) => priceBookProblem({ ...startingPrices, ...change });

  it("finds no problem in the starting prices", () => {
    expect(priceBookProblem(startingPrices)).toBeNull();
  });

  // A problem names the form's field: a scalar by its name, a range by its end (`expressWithinCity-low`).
  it("refuses express within the city cheaper than same day, naming expressWithinCity", () => {
    const problem = problemOf({ expressWithinCity: { low: 50, high: 70 } });
    expect(problem?.field).toBe("expressWithinCity-low");
    expect(problemOf({ expressWithinCity: { low: 100, high: 70 } })?.field).toBe("expressWithinCity-low");
    expect(problemOf({ expressWithinCity: { low: 60, high: 70 } })?.field).toBe("expressWithinCity-high");
    expect(problem?.message).toMatch(hebrew);
    expect(problem?.message).toContain(`${speedNames.express} ${scopeNames.withinCity}`);
    expect(problem?.message).toContain("50–70 ₪");
  });

  it("refuses a document envelope dearer than regular within the city, naming documentEnvelope", () => {
    const problem = problemOf({ documentEnvelope: startingPrices.regularWithinCity + 5 });
    expect(problem?.field).toBe("documentEnvelope");
    expect(problem?.message).toMatch(hebrew);
    expect(problem?.message).toContain("מעטפה או מסמך בודד");
    expect(problem?.message).toContain(`${startingPrices.regularWithinCity} ₪`);
  });

  it("refuses a Tel Aviv–Haifa price outside regular between cities, naming pairHaifa", () => {
    const problem = problemOf({ pairHaifa: 400 });
    expect(problem?.field).toBe("pairHaifa");
    expect(problem?.message).toMatch(hebrew);
    expect(problem?.message).toContain("400 ₪");
    expect(problem?.message).toContain("חיפה");
    expect(problem?.message).toContain("50–310 ₪");
  });

  it("refuses a regular between-cities range some pair's estimate falls outside", () => {
    const problem = problemOf({ regularBetweenCities: { low: 50, high: 200 } });
    // The first pair outside is Jerusalem–Kiryat Shmona (204 ₪ by road distance): no fixed price, so the range's high end is named.
    expect(problem?.field).toBe("regularBetweenCities-high");
    expect(problem?.message).toMatch(hebrew);
    expect(problem?.message).toContain(`${speedNames.regular} ${scopeNames.betweenCities}`);
    expect(problem?.message).toContain("50–200 ₪");
  });

  it("accepts regular within the city raised to 45, and the book and the pricing table follow it", () => {
    const inputs = { ...startingPrices, regularWithinCity: 45 };
    expect(priceBookProblem(inputs)).toBeNull();
    const pb = makePriceBook(inputs);
    expect(pb.rates.sameCity).toBe(45);
    const withinCityRow = pricingOf(pb).tables[0]!.rows.find((row) => row[0] === `${speedNames.regular} ${scopeNames.withinCity}`);
    expect(withinCityRow?.[2]).toBe("45 ₪");
    expect(pricing.tables[0]!.rows.find((row) => row[0] === `${speedNames.regular} ${scopeNames.withinCity}`)?.[2]).toBe("40 ₪");
  });
});
