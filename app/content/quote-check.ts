import { cities } from "./cities.ts";
import { packageSizes, type PackageSize } from "./package-sizes.ts";
import type { LeadQuote } from "../lib/admin-leads.ts";
import { estimate, type CalculatorRates, type PricingModel } from "../lib/delivery-estimate.ts";

/** An estimate the calculator can show: its size and model are from the fixed lists. */
export type CheckedQuote = LeadQuote & { size: PackageSize["id"]; model: PricingModel };

/**
 * The calculator's estimate as the server stores it with a lead: recomputed from the configured
 * price model and the published rates for the quoted cities (by their names in the calculator's list) and size. The
 * browser's figure is only its word: a figure that matches is the recomputation itself, one that
 * does not (tampered, or remembered before a price change) is replaced by it, so the owner always
 * reads what our calculator gives for that trip today. Null, and the lead carries no estimate,
 * when a city or the size is not the calculator's, or the model has no price for the trip (the
 * "my city is not listed" option; the same city under the distance model).
 */
export function recomputedQuote(quote: LeadQuote, model: PricingModel, rates: CalculatorRates): CheckedQuote | null {
  const from = cities.find((city) => city.name === quote.from);
  const to = cities.find((city) => city.name === quote.to);
  const size = packageSizes.find((s) => s.id === quote.size);
  if (!from || !to || !size) return null;
  const result = estimate(rates, model, from, to, size.id);
  return result ? { from: from.name, to: to.name, size: size.id, price: result.price, model } : null;
}
