import { describe, expect, it } from "vitest";
import { cities, cityById, NOT_LISTED_CITY_ID } from "./cities.ts";
import { packageSizes } from "./package-sizes.ts";
import { estimate } from "../lib/delivery-estimate.ts";
import { calculatorRatesOf, startingPrices } from "../lib/price-inputs.ts";
import { startingPriceBook } from "./price-book.ts";
import { recomputedQuote } from "./quote-check.ts";

const telAviv = cityById("tel-aviv").name;
const eilat = cityById("eilat").name;
const rates = startingPriceBook.rates;
const tableSmall = estimate(rates, "table", cityById("tel-aviv"), cityById("eilat"), "small")!.price;

describe("the estimate a lead carries is the server's own", () => {
  it("keeps a figure that matches the price model", () => {
    const quote = { from: telAviv, to: eilat, size: "small", price: tableSmall, model: "table" };
    expect(recomputedQuote(quote, "table", rates)).toEqual(quote);
  });

  it("replaces a figure the calculator never shows (0 ₪ Tel Aviv-Eilat) with the recomputed one", () => {
    expect(tableSmall).toBeGreaterThan(100);
    for (const price of [0, 1, tableSmall - 1, tableSmall + 1, 100_000]) {
      expect(recomputedQuote({ from: telAviv, to: eilat, size: "small", price, model: "table" }, "table", rates)).toEqual({
        from: telAviv,
        to: eilat,
        size: "small",
        price: tableSmall,
        model: "table",
      });
    }
  });

  it("prices under the configured model and size, whatever model the browser named", () => {
    for (const size of packageSizes) {
      const expected = estimate(rates, "distance", cityById("tel-aviv"), cityById("eilat"), size.id)!.price;
      expect(recomputedQuote({ from: telAviv, to: eilat, size: size.id, price: 0, model: "table" }, "distance", rates)).toEqual({
        from: telAviv,
        to: eilat,
        size: size.id,
        price: expected,
        model: "distance",
      });
    }
  });

  it("agrees with the calculator for every pair of listed cities it can price", () => {
    for (const from of cities)
      for (const to of cities) {
        const shown = estimate(rates, "table", from, to, "medium");
        const stored = recomputedQuote({ from: from.name, to: to.name, size: "medium", price: shown?.price ?? 0, model: "table" }, "table", rates);
        expect(stored?.price ?? null).toBe(shown?.price ?? null);
      }
  });

  it("prices with the published rates it is given", () => {
    const published = calculatorRatesOf({ ...startingPrices, pairEilat: 360, multiplierLarge: 1.7 });
    const quote = { from: telAviv, to: eilat, size: "large", price: 0, model: "table" };
    expect(recomputedQuote(quote, "table", published)?.price).toBe(612);
    expect(recomputedQuote(quote, "table", rates)?.price).toBe(568);
  });

  it("drops the estimate for a city or size the calculator does not have, or a trip it cannot price", () => {
    const good = { from: telAviv, to: eilat, size: "small", price: tableSmall, model: "table" };
    for (const quote of [
      { ...good, from: "תל אביב-יפו" },
      { ...good, to: ` ${eilat}` },
      { ...good, to: "Eilat" },
      { ...good, size: "huge" },
      { ...good, to: cityById(NOT_LISTED_CITY_ID).name },
    ])
      expect(recomputedQuote(quote, "table", rates)).toBeNull();
    // The distance model has no price for the same city.
    expect(recomputedQuote({ ...good, to: telAviv }, "distance", rates)).toBeNull();
    expect(recomputedQuote({ ...good, to: telAviv }, "table", rates)?.price).toBe(
      estimate(rates, "table", cityById("tel-aviv"), cityById("tel-aviv"), "small")!.price,
    );
  });
});
