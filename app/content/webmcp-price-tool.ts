/** The imperative price-estimate tool: the calculator's own code, for agents (docs/decisions/014). */
import { cities, NOT_LISTED_CITY_ID, type City } from "./cities.ts";
import { packageSizes, type PackageSize } from "./package-sizes.ts";
import { estimate, type CalculatorRates, type PricingModel } from "../lib/delivery-estimate.ts";
import type { ModelContextTool } from "../lib/webmcp.ts";

export const PRICE_TOOL_NAME = "estimate_delivery_price";

const selectableCities = cities.filter((c) => c.id !== NOT_LISTED_CITY_ID);
const normalize = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[״"׳']/g, "")
    .replace(/[\s_-]+/g, " ");

/** A city by id ("tel-aviv") or Hebrew name ("תל אביב"); undefined when it is not in the calculator's list. */
export function findCity(value: unknown): City | undefined {
  if (typeof value !== "string") return undefined;
  const wanted = normalize(value);
  return selectableCities.find((c) => normalize(c.id) === wanted || normalize(c.name) === wanted);
}

/** A package size by id ("medium") or Hebrew name ("בינונית"); small when absent. */
export function findSize(value: unknown): PackageSize | undefined {
  if (value === undefined || value === null || value === "") return packageSizes[0];
  if (typeof value !== "string") return undefined;
  const wanted = normalize(value);
  return packageSizes.find((s) => s.id === wanted || normalize(s.name) === wanted);
}

export type PriceToolResult =
  | {
      origin: string;
      destination: string;
      size: PackageSize["id"];
      /** Whole km, estimated road distance (or great-circle under the distance model); 0 within a city. */
      distanceKm: number;
      price: number;
      currency: "ILS";
      note: string;
    }
  | { error: string };

/** The calculator's estimate for an agent: the same code and the same published rates as the page's calculator. */
export function priceForAgent(pricingModel: PricingModel, rates: CalculatorRates, input: Record<string, unknown>): PriceToolResult {
  const origin = findCity(input.origin);
  const destination = findCity(input.destination);
  const size = findSize(input.size);
  if (!origin) return { error: `Unknown origin city: ${String(input.origin)}. Use one of the ids in the schema.` };
  if (!destination) return { error: `Unknown destination city: ${String(input.destination)}. Use one of the ids in the schema.` };
  if (!size) return { error: `Unknown package size: ${String(input.size)}. Use small, medium or large.` };
  const result = estimate(rates, pricingModel, origin, destination, size.id);
  if (!result) return { error: "No estimate for this pair: ask the company for a quote (see /contact)." };
  return {
    origin: origin.name,
    destination: destination.name,
    size: size.id,
    distanceKm: result.distanceKm,
    price: result.price,
    currency: "ILS",
    note: "Indicative estimate; the final price depends on the exact distance, time, day, weather and traffic.",
  };
}

export function priceEstimateTool(pricingModel: PricingModel, rates: CalculatorRates): ModelContextTool {
  const cityList = selectableCities.map((c) => `${c.id} (${c.name})`).join(", ");
  const city = (role: string) => ({
    type: "string",
    enum: selectableCities.map((c) => c.id),
    description: `${role} city id. Hebrew names are accepted too. Cities: ${cityList}.`,
  });
  return {
    name: PRICE_TOOL_NAME,
    description: "Estimates the price (shekels) and road distance (km) of a courier delivery between two Israeli cities, as the site's calculator does.",
    inputSchema: {
      type: "object",
      properties: {
        origin: city("Pickup"),
        destination: city("Destination"),
        size: {
          type: "string",
          enum: packageSizes.map((s) => s.id),
          description: `Package size: ${packageSizes.map((s) => `${s.id} = ${s.description}`).join(", ")}. Default small.`,
        },
      },
      required: ["origin", "destination"],
    },
    annotations: { readOnlyHint: true },
    execute: (input) => priceForAgent(pricingModel, rates, input ?? {}),
  };
}
