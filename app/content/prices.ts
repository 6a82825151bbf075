/**
 * The figures that are not prices (docs/product.md#figures): article claims, service times, packing,
 * temperatures and policy. The prices themselves, the calculator's rates among them, are the price book,
 * ./price-book.ts, which every table, claim and discount reads (docs/decisions/036-price-book.md).
 * Checked by zod when the module loads (app/content/collection.ts): a bad figure fails the build.
 */
import { z } from "zod";
import { defineCollection } from "./collection.ts";

/** "1-2", "30-40": a range of whole numbers, low before high. */
const range = z
  .string()
  .regex(/^\d+-\d+$/, "expected a range such as 1-2")
  .refine((text) => {
    const [low, high] = text.split("-").map(Number);
    return low! < high!;
  }, "the low end must come first");
const percent = z.number().int().min(1).max(100);

const pricesSchema = z.object({
  savings: z.object({
    rightPackaging: percent,
    priceComparison: percent,
    deliveryAreas: percent,
    technology: percent,
    total: range,
    shareOfOperatingCosts: range,
  }),
  packing: z.object({
    clearanceCm: range,
    bubbleWrapLayers: range,
    bottomLayerCm: range,
    tapeShape: z.string().min(1),
  }),
  medicalTemperatures: z.object({
    refrigerated: z.object({ minC: z.number(), maxC: z.number() }),
    frozenC: z.number().max(0),
    room: z.object({ minC: z.number(), maxC: z.number() }),
  }),
  /** The minimum age of a customer (the privacy policy's retention figures: app/lib/retention-policy.ts). */
  policy: z.object({ minimumAge: z.number().int().positive() }),
});

export type Prices = z.output<typeof pricesSchema>;

/** The figures themselves; exported for tests that check a broken copy fails. */
export const priceRecords: z.input<typeof pricesSchema> = {
  /** The saving-tips article: potential saving per tip that is not a list price, percent (the others come from the price book). */
  savings: {
    rightPackaging: 25,
    priceComparison: 20,
    deliveryAreas: 35,
    technology: 15,
    total: "30-40",
    shareOfOperatingCosts: "10-30",
  },

  /** The packing guide: clearance around the item, bubble-wrap layers, bottom layer, tape closure. */
  packing: { clearanceCm: "5-10", bubbleWrapLayers: "2-3", bottomLayerCm: "5-10", tapeShape: "H" },

  /** Medical shipments: temperature ranges, degrees Celsius. */
  medicalTemperatures: { refrigerated: { minC: 2, maxC: 8 }, frozenC: -20, room: { minC: 15, maxC: 25 } },

  /** The privacy policy: the service is for adults (18+). */
  policy: { minimumAge: 18 },
};

export function parsePrices(records: unknown): Prices {
  return defineCollection("app/content/prices.ts", pricesSchema, records as z.input<typeof pricesSchema>);
}

export const { savings, packing, medicalTemperatures, policy } = parsePrices(priceRecords);
