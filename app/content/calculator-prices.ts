/**
 * The calculator's figures (docs/decisions/004-pricing.md): part of the price source,
 * app/content/prices.ts, which checks them with every other figure when the build starts. Plain
 * data in a module of its own, so the browser's calculator carries the figures without the
 * checking code (docs/decisions/013-performance-budget.md).
 */
export const calculatorPriceRecords = {
  sameCity: 40,
  minimum: 50,
  /** Great-circle km to an estimated road km (reading B). */
  roadFactor: 1.25,
  perRoadKm: 1,
  /** Shekels per great-circle km (reading A). */
  perKmReadingA: 3.45,
  /** The fixed city-pair prices, small package; only the four the spec gives. */
  fixedPairs: [
    ["tel-aviv", "jerusalem", 66],
    ["tel-aviv", "haifa", 95],
    ["tel-aviv", "beer-sheva", 115],
    ["tel-aviv", "eilat", 355],
  ] as [string, string, number][],
};
