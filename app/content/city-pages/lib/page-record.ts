/**
 * A city file's `page` record from what is its own: the title and the first three keywords
 * follow from the city's name the same way on every city page ("שליחויות ב<city>").
 */
import type { CityPageInput } from "./city-page-schema.ts";

type CityPageFields = {
  slug: string;
  order: number;
  label: string;
  description: string;
  /** Keywords after the three every city page has. */
  moreKeywords?: string[];
  /** The calculator's id of the city, when it is not the slug. */
  calculatorCityId?: string;
  /** The whole keyword list, where a page orders its keywords otherwise. */
  keywords?: string[];
};

export function cityPage({ slug, order, label, description, moreKeywords = [], calculatorCityId = slug, keywords }: CityPageFields) {
  const inCity = `ב${label}`;
  return {
    slug,
    kind: "city",
    order,
    label,
    title: `שליחויות ${inCity}`,
    description,
    keywords: keywords ?? [`שליחויות ${inCity}`, `שליח ${inCity}`, `משלוחים ${inCity}`, ...moreKeywords],
    calculatorCityId,
  } satisfies CityPageInput;
}
