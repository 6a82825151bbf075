/**
 * The calculator's indicative price (docs/product.md#r9-calculator-price;
 * docs/decisions/004-pricing.md). Pure: no I/O, the same code runs on the server (pre-render)
 * and in the browser.
 *
 * The table model, PRICING_MODEL=table (the default):
 *   same city                 -> round(40 x multiplier)
 *   a pair in the fixed table -> round(table price x multiplier), either direction
 *   any other pair            -> round(max(50, road km x 1 shekel) x multiplier),
 *                                road km = round(great-circle km x 1.25)
 * The distance model, PRICING_MODEL=distance:
 *   round(max(50, km x 3.45 x multiplier)), km = round(great-circle km); no price for the same city.
 * The rates are the published price book's (app/lib/price-inputs.ts): the page's loader hands them over.
 * In both, a place without coordinates (the "my city is not listed" option, 0,0) gets no price.
 */

import { calculatorRatesFrom, PER_AIR_KM, ROAD_FACTOR, type CalculatorRates, type PackageSizeId } from "./price-inputs.ts";

export type { CalculatorRates, PackageSizeId } from "./price-inputs.ts";

export type PricingModel = "table" | "distance";

/** Anything with a key and coordinates; cities from app/content/cities.ts fit. */
export interface Place {
  id: string;
  lat: number;
  lng: number;
}

export interface Estimate {
  /** Whole km shown to the visitor (0 for the same city: then it is not shown). */
  distanceKm: number;
  /** Whole shekels. */
  price: number;
}

const EARTH_RADIUS_KM = 6371;

/**
 * Nearest whole number, halves up, immune to binary floating-point noise
 * (65 x 1.3 is 84.50000000000001 in doubles, other products land just under the half).
 */
export function roundWhole(value: number): number {
  return Math.round(Number(value.toPrecision(12)));
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula), unrounded. */
export function greatCircleKm(a: Pick<Place, "lat" | "lng">, b: Pick<Place, "lat" | "lng">): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The fixed price for a pair, looked up in either direction; undefined when the pair is not in the table. */
export function fixedPairPrice(rates: CalculatorRates, fromId: string, toId: string): number | undefined {
  const row = rates.fixedPairs.find(([a, b]) => (a === fromId && b === toId) || (a === toId && b === fromId));
  return row?.[2];
}

/** A place at 0,0 has no known coordinates. */
function hasCoordinates(place: Pick<Place, "lat" | "lng">): boolean {
  return !(place.lat === 0 && place.lng === 0) && Number.isFinite(place.lat) && Number.isFinite(place.lng);
}

/** The table model: fixed pair prices, else estimated road distance. */
export function estimateByTable(rates: CalculatorRates, from: Place, to: Place, multiplier: number): Estimate | null {
  if (!hasCoordinates(from) || !hasCoordinates(to)) return null;
  if (from.id === to.id) return { distanceKm: 0, price: roundWhole(rates.sameCity * multiplier) };
  const roadKm = roundWhole(greatCircleKm(from, to) * ROAD_FACTOR);
  const fixed = fixedPairPrice(rates, from.id, to.id);
  const base = fixed ?? Math.max(rates.minimum, roadKm * rates.perRoadKm);
  return { distanceKm: roadKm, price: roundWhole(base * multiplier) };
}

/** The distance model: great-circle distance x 3.45 x multiplier, at least 50; no price for the same city. */
export function estimateByDistance(rates: CalculatorRates, from: Place, to: Place, multiplier: number): Estimate | null {
  if (!hasCoordinates(from) || !hasCoordinates(to) || from.id === to.id) return null;
  const km = roundWhole(greatCircleKm(from, to));
  if (km <= 0) return null;
  return { distanceKm: km, price: roundWhole(Math.max(rates.minimum, km * PER_AIR_KM * multiplier)) };
}

/** The estimate under the configured model, or null when no price can be computed. */
export function estimate(rates: CalculatorRates, model: PricingModel, from: Place, to: Place, size: PackageSizeId): Estimate | null {
  const multiplier = rates.multipliers[size];
  return model === "distance" ? estimateByDistance(rates, from, to, multiplier) : estimateByTable(rates, from, to, multiplier);
}

export function isPricingModel(value: unknown): value is PricingModel {
  return value === "table" || value === "distance";
}

/**
 * The model and the rates as the home page's data carries them to the browser's calculator: one
 * string, "table 40 50 1 66 95 115 355 1.3 1.6" (the model, then sameCity, minimum, perRoadKm, the
 * four fixed pairs from Tel Aviv and the medium and large multipliers). An object with its keys and
 * city ids does not fit in the 14 KB first flight of `/` (docs/decisions/067).
 */
export function calculatorSetupOf(model: PricingModel, rates: CalculatorRates): string {
  const pair = (to: string) => fixedPairPrice(rates, "tel-aviv", to);
  const { medium, large } = rates.multipliers;
  return [model, rates.sameCity, rates.minimum, rates.perRoadKm, pair("jerusalem"), pair("haifa"), pair("beer-sheva"), pair("eilat"), medium, large].join(" ");
}

export function calculatorSetupFrom(setup: string): { model: PricingModel; rates: CalculatorRates } {
  const [model, ...figures] = setup.split(" ");
  return { model: isPricingModel(model) ? model : "table", rates: calculatorRatesFrom(figures.map(Number)) };
}
