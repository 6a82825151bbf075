/**
 * The calculator's rates (docs/decisions/004-pricing.md): part of the price source,
 * app/content/prices.ts, which checks them with every other figure when the build starts. Plain
 * data in a module of its own, so the browser's calculator (./delivery-estimate.ts) carries
 * the rates without the checking code (docs/decisions/013-performance-budget.md). It sits in
 * app/lib, beside the formula that reads it, because app/lib imports nothing from app/content
 * (docs/decisions/040-layers-and-one-lead-shape.md).
 */
export const calculatorRates = {
  sameCity: 40,
  minimum: 50,
  /** Table model: great-circle km to an estimated road km. */
  roadFactor: 1.25,
  /** Table model: shekels per estimated road km, for a pair without a fixed price. */
  perRoadKm: 1,
  /** Distance model: shekels per great-circle ("air") km. */
  perAirKm: 3.45,
  /** Table model: the fixed city-pair prices, small package; only the four known ones (docs/product.md#r9-calculator-price). */
  fixedPairs: [
    ["tel-aviv", "jerusalem", 66],
    ["tel-aviv", "haifa", 95],
    ["tel-aviv", "beer-sheva", 115],
    ["tel-aviv", "eilat", 355],
  ] as [string, string, number][],
};
