/** Package sizes (docs/product.md#r10-package-sizes): the price multiplier of each. They are the price book's weight bands (./price-book.ts): one meaning on every page. */
import type { PackageSizeId } from "../lib/delivery-estimate.ts";

export interface PackageSize {
  id: PackageSizeId;
  name: string;
  description: string;
  multiplier: number;
}

export const packageSizes: readonly PackageSize[] = [
  { id: "small", name: "קטנה", description: "עד 5 ק״ג", multiplier: 1 },
  { id: "medium", name: "בינונית", description: "5–15 ק״ג", multiplier: 1.3 },
  { id: "large", name: "גדולה", description: "15–30 ק״ג", multiplier: 1.6 },
];

export const DEFAULT_SIZE_ID: PackageSize["id"] = "small";

export function sizeById(id: string): PackageSize {
  return packageSizes.find((s) => s.id === id) ?? packageSizes[0]!;
}
