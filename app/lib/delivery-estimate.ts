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
 * In both, a place without coordinates (the "my city is not listed" option, 0,0) gets no price.
 */

// The plain rates (checked with the rest of prices.ts at build time): no checking code in the browser.
import { calculatorRates } from "./calculator-rates.ts";

export type PricingModel = "table" | "distance";

/** The calculator's package size classes; their names and multipliers are content (app/content/package-sizes.ts). */
export type PackageSizeId = "small" | "medium" | "large";

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

const SAME_CITY_PRICE = calculatorRates.sameCity;
const MINIMUM_PRICE = calculatorRates.minimum;
/** Table model: great-circle km to an estimated road km. */
const ROAD_FACTOR = calculatorRates.roadFactor;
/** Table model: shekels per estimated road km. */
const SHEKELS_PER_ROAD_KM = calculatorRates.perRoadKm;
/** Distance model: shekels per great-circle km. */
const SHEKELS_PER_KM_DISTANCE_MODEL = calculatorRates.perAirKm;

/**
 * The fixed city-pair prices, small package, shekels. Only the four known values: the
 * table covers more pairs, but their prices are not known, so they use the fallback.
 */
export const FIXED_PAIR_PRICES = calculatorRates.fixedPairs;

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
export function fixedPairPrice(fromId: string, toId: string): number | undefined {
  const row = FIXED_PAIR_PRICES.find(([a, b]) => (a === fromId && b === toId) || (a === toId && b === fromId));
  return row?.[2];
}

/** A place at 0,0 has no known coordinates. */
function hasCoordinates(place: Pick<Place, "lat" | "lng">): boolean {
  return !(place.lat === 0 && place.lng === 0) && Number.isFinite(place.lat) && Number.isFinite(place.lng);
}

/** The table model: fixed pair prices, else estimated road distance. */
export function estimateByTable(from: Place, to: Place, multiplier: number): Estimate | null {
  if (!hasCoordinates(from) || !hasCoordinates(to)) return null;
  if (from.id === to.id) return { distanceKm: 0, price: roundWhole(SAME_CITY_PRICE * multiplier) };
  const roadKm = roundWhole(greatCircleKm(from, to) * ROAD_FACTOR);
  const fixed = fixedPairPrice(from.id, to.id);
  const base = fixed ?? Math.max(MINIMUM_PRICE, roadKm * SHEKELS_PER_ROAD_KM);
  return { distanceKm: roadKm, price: roundWhole(base * multiplier) };
}

/** The distance model: great-circle distance x 3.45 x multiplier, at least 50; no price for the same city. */
export function estimateByDistance(from: Place, to: Place, multiplier: number): Estimate | null {
  if (!hasCoordinates(from) || !hasCoordinates(to) || from.id === to.id) return null;
  const km = roundWhole(greatCircleKm(from, to));
  if (km <= 0) return null;
  return { distanceKm: km, price: roundWhole(Math.max(MINIMUM_PRICE, km * SHEKELS_PER_KM_DISTANCE_MODEL * multiplier)) };
}

/** The estimate under the configured model, or null when no price can be computed. */
export function estimate(model: PricingModel, from: Place, to: Place, multiplier: number): Estimate | null {
  return model === "distance" ? estimateByDistance(from, to, multiplier) : estimateByTable(from, to, multiplier);
}

export function isPricingModel(value: unknown): value is PricingModel {
  return value === "table" || value === "distance";
}
