import { describe, expect, it } from "vitest";
import { cityById } from "./cities.ts";
import { findCity, findSize, priceEstimateTool, priceForAgent, PRICE_TOOL_NAME } from "./webmcp-price-tool.ts";
import { estimate } from "../lib/delivery-estimate.ts";
import { calculatorRatesOf, startingPrices } from "../lib/price-inputs.ts";
import { startingPriceBook } from "./price-book.ts";

const rates = startingPriceBook.rates;

describe("the price-estimate tool", () => {
  it("finds cities by id or Hebrew name, never the not-listed option", () => {
    expect(findCity("tel-aviv")?.id).toBe("tel-aviv");
    expect(findCity(" תל אביב ")?.id).toBe("tel-aviv");
    expect(findCity("Beer Sheva")?.id).toBe("beer-sheva");
    expect(findCity("not-listed")).toBeUndefined();
    expect(findCity(42)).toBeUndefined();
  });

  it("reads the size by id or name, small when absent", () => {
    expect(findSize(undefined)?.id).toBe("small");
    expect(findSize("בינונית")?.id).toBe("medium");
    expect(findSize("LARGE")?.id).toBe("large");
    expect(findSize("huge")).toBeUndefined();
  });

  it("returns the calculator's estimate under both pricing models", () => {
    for (const model of ["table", "distance"] as const) {
      const expected = estimate(rates, model, cityById("tel-aviv"), cityById("haifa"), "medium")!;
      expect(priceForAgent(model, rates, { origin: "tel-aviv", destination: "haifa", size: "medium" })).toMatchObject({
        price: expected.price,
        distanceKm: expected.distanceKm,
        currency: "ILS",
        origin: "תל אביב",
        destination: "חיפה",
        size: "medium",
      });
    }
    expect(priceForAgent("table", rates, { origin: "tel-aviv", destination: "jerusalem" })).toMatchObject({ price: 66 });
  });

  it("explains what it cannot price instead of guessing", () => {
    expect(priceForAgent("table", rates, { origin: "x", destination: "haifa" })).toHaveProperty("error");
    expect(priceForAgent("table", rates, { origin: "haifa", destination: "haifa", size: "huge" })).toHaveProperty("error");
    expect(priceForAgent("distance", rates, { origin: "haifa", destination: "haifa" })).toHaveProperty("error");
  });

  it("declares a read-only tool with a JSON schema the calculator's cities fill", async () => {
    const tool = priceEstimateTool("table", rates);
    expect(tool.name).toBe(PRICE_TOOL_NAME);
    expect(tool.annotations).toEqual({ readOnlyHint: true });
    const schema = tool.inputSchema as { required: string[]; properties: Record<string, { enum: string[] }> };
    expect(schema.required).toEqual(["origin", "destination"]);
    expect(schema.properties.origin!.enum).toContain("eilat");
    expect(schema.properties.origin!.enum).not.toContain("not-listed");
    expect(schema.properties.size!.enum).toEqual(["small", "medium", "large"]);
    expect(await tool.execute({ origin: "tel-aviv", destination: "eilat", size: "small" })).toMatchObject({ price: 355 });
    const published = priceEstimateTool("table", calculatorRatesOf({ ...startingPrices, pairEilat: 360 }));
    expect(await published.execute({ origin: "tel-aviv", destination: "eilat", size: "small" })).toMatchObject({ price: 360 });
  });
});
