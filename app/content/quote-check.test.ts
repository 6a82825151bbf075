import { describe, expect, it } from "vitest";
import { cities, cityById, NOT_LISTED_CITY_ID } from "./cities.ts";
import { packageSizes, sizeById } from "./package-sizes.ts";
import { estimate } from "../lib/delivery-estimate.ts";
import { recomputedQuote } from "./quote-check.ts";

const telAviv = cityById("tel-aviv").name;
const eilat = cityById("eilat").name;
const tableSmall = estimate("table", cityById("tel-aviv"), cityById("eilat"), sizeById("small").multiplier)!.price;

describe("the estimate a lead carries is the server's own", () => {
  it("keeps a figure that matches the price model", () => {
    const quote = { from: telAviv, to: eilat, size: "small", price: tableSmall, model: "table" };
    expect(recomputedQuote(quote, "table")).toEqual(quote);
  });

  it("replaces a figure the calculator never shows (0 ₪ Tel Aviv-Eilat) with the recomputed one", () => {
    expect(tableSmall).toBeGreaterThan(100);
    for (const price of [0, 1, tableSmall - 1, tableSmall + 1, 100_000]) {
      expect(recomputedQuote({ from: telAviv, to: eilat, size: "small", price, model: "table" }, "table")).toEqual({
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
      const expected = estimate("distance", cityById("tel-aviv"), cityById("eilat"), size.multiplier)!.price;
      expect(recomputedQuote({ from: telAviv, to: eilat, size: size.id, price: 0, model: "table" }, "distance")).toEqual({
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
        const shown = estimate("table", from, to, 1.3);
        const stored = recomputedQuote({ from: from.name, to: to.name, size: "medium", price: shown?.price ?? 0, model: "table" }, "table");
        expect(stored?.price ?? null).toBe(shown?.price ?? null);
      }
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
      expect(recomputedQuote(quote, "table")).toBeNull();
    // The distance model has no price for the same city.
    expect(recomputedQuote({ ...good, to: telAviv }, "distance")).toBeNull();
    expect(recomputedQuote({ ...good, to: telAviv }, "table")?.price).toBe(estimate("table", cityById("tel-aviv"), cityById("tel-aviv"), 1)!.price);
  });
});
