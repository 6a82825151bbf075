/**
 * Package sizes (docs/product.md#r10-package-sizes). They are the price book's weight bands
 * (./price-book.ts): one meaning on every page. Each one's price multiplier is the owner's, in the
 * published prices (app/lib/price-inputs.ts).
 */
import type { PackageSizeId } from "../lib/price-inputs.ts";

export interface PackageSize {
  id: PackageSizeId;
  name: string;
  description: string;
}

export const packageSizes: readonly PackageSize[] = [
  { id: "small", name: "קטנה", description: "עד 5 ק״ג" },
  { id: "medium", name: "בינונית", description: "5–15 ק״ג" },
  { id: "large", name: "גדולה", description: "15–30 ק״ג" },
];

export const DEFAULT_SIZE_ID: PackageSize["id"] = "small";

export function sizeById(id: string): PackageSize {
  return packageSizes.find((s) => s.id === id) ?? packageSizes[0]!;
}
