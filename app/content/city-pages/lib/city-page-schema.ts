/**
 * The city pages' collection: what a city file (app/content/city-pages/<slug>.ts) must hold, and
 * the check that fails the build with the file and the field when one breaks it.
 *
 * A city file has two named exports: `page` (what menus, the route table, the sitemap and the
 * head need) and `content` (the page's variant, copy and lists). The client bundle may import
 * `page` records (the menus do); only the city route's loader reads `content`, so the copy stays
 * on the server. docs/decisions/015-city-pages.md.
 */
import { z } from "zod";
import { cities, NOT_LISTED_CITY_ID } from "../../cities.ts";
import { ContentError, defineCollection } from "../../collection.ts";
import { pageRecordSchema } from "../../page-schema.ts";

const CITY_PAGES_DIR = "app/content/city-pages";
const CITY_PATH_PREFIX = "/shipping-";

const text = z.string().trim().min(1, "must not be empty");
const calculatorCityIds = new Set(cities.map((c) => c.id).filter((id) => id !== NOT_LISTED_CITY_ID));

/** A list of names shown as list items: none empty, none twice. */
const names = z.array(text).superRefine((items, ctx) => {
  items.forEach((item, i) => {
    if (items.indexOf(item) !== i) ctx.addIssue({ code: "custom", message: `"${item}" appears twice`, path: [i] });
  });
});

/** A city file's `page` export: the common page fields (../../page-schema.ts) but the path, which the slug gives. */
const cityPageSchema = pageRecordSchema
  .omit({ path: true })
  .extend({
    /** The page lives at /shipping-<slug>; the file is <slug>.ts. */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case latin letters, digits and single hyphens only"),
    kind: z.literal("city"),
    /** Place in the menus (areas dropdown, footer), smallest first. */
    order: z.number().int().positive(),
    /** The calculator's id for this city (app/content/cities.ts): slug "rishon" is "rishon-lezion" there. */
    calculatorCityId: z.string().refine((id) => calculatorCityIds.has(id), "is not a city id of app/content/cities.ts"),
  })
  .strict();

const titledText = z.object({ title: text, text: text }).strict();
const intro = z.array(text).min(1);

/** Beer Sheva: hero with a call button, intro, 12 neighbourhoods, price table, call to action, side form. */
const heroVariant = z
  .object({
    variant: z.literal("hero"),
    tagline: text,
    intro,
    neighbourhoods: names.length(12),
    callToAction: titledText,
  })
  .strict();

/** Netanya: intro, the two-row price table, call to action, side form. */
const compactVariant = z
  .object({
    variant: z.literal("compact"),
    intro,
    callToAction: titledText,
  })
  .strict();

/** Ashdod, Rishon LeZion, Petah Tikva: intro, four reasons, 12 service areas, service links, side quote box, city links, contact form section. */
const serviceAreasVariant = z
  .object({
    variant: z.literal("service-areas"),
    intro,
    reasons: z.array(titledText).length(4),
    serviceAreas: names.length(12),
    quote: titledText,
  })
  .strict();

/** Haifa: neighbourhood list, price table, call and contact buttons, side form. */
const neighbourhoodsVariant = z
  .object({
    variant: z.literal("neighbourhoods"),
    intro,
    neighbourhoods: names.min(8),
    callToAction: titledText,
  })
  .strict();

/** Tel Aviv and Jerusalem: neighbourhoods, price table, reasons, links to other services and cities; an optional short FAQ. */
const fullVariant = z
  .object({
    variant: z.literal("full"),
    intro,
    neighbourhoods: names.min(8),
    reasons: z.array(titledText).min(3).max(6),
    faq: z
      .array(z.object({ question: text, answer: text }).strict())
      .min(2)
      .max(6)
      .optional(),
  })
  .strict();

const cityContentSchema = z.discriminatedUnion("variant", [heroVariant, compactVariant, serviceAreasVariant, neighbourhoodsVariant, fullVariant]);

export type CityPageInput = z.input<typeof cityPageSchema>;
export type CityContentInput = z.input<typeof cityContentSchema>;
type CityContent = z.output<typeof cityContentSchema>;
export type CityVariant = CityContent["variant"];

/** A city's page record: what every consumer of the collection may rely on. */
export type CityPage = z.output<typeof cityPageSchema> & { path: string };
/** The whole record: page fields and the page's content. Server side only (the city route's loader). */
export type CityRecord = CityPage & { content: CityContent };

export { ContentError };

/** "./haifa.ts" or "../haifa.ts" (an import.meta.glob key) to its slug, "haifa". */
const slugOfModuleKey = (key: string) => key.replace(/^.*\//, "").replace(/\.[cm]?[jt]sx?$/, "");

const fileOf = (slug: string) => `${CITY_PAGES_DIR}/${slug}.ts`;

/** The `page` exports of the city files (import.meta.glob keys to values), checked and in menu order. */
export function parseCityPages(pageExports: Record<string, unknown>): CityPage[] {
  const pages = Object.entries(pageExports).map(([key, value]) => {
    const slug = slugOfModuleKey(key);
    const file = fileOf(slug);
    if (value === undefined) throw new ContentError(`${file}: page: missing; a city file exports \`page\` and \`content\``);
    const page = defineCollection(file, cityPageSchema, value as z.input<typeof cityPageSchema>);
    if (page.slug !== slug) throw new ContentError(`${file}: slug: "${page.slug}" must equal the file name "${slug}"`);
    return { ...page, path: `${CITY_PATH_PREFIX}${page.slug}` };
  });
  const seenOrder = new Map<number, string>();
  for (const page of pages) {
    const other = seenOrder.get(page.order);
    if (other) throw new ContentError(`${fileOf(page.slug)}: order: ${page.order} is taken by ${fileOf(other)}`);
    seenOrder.set(page.order, page.slug);
  }
  return pages.sort((a, b) => a.order - b.order);
}

/** Whole city modules (import.meta.glob keys to `{ page, content }`), checked, in menu order. */
export function parseCityRecords(modules: Record<string, { page?: unknown; content?: unknown }>): CityRecord[] {
  const pages = parseCityPages(Object.fromEntries(Object.entries(modules).map(([key, mod]) => [key, mod.page])));
  const contentBySlug = new Map(Object.entries(modules).map(([key, mod]) => [slugOfModuleKey(key), mod.content]));
  return pages.map((page) => {
    const file = fileOf(page.slug);
    const content = contentBySlug.get(page.slug);
    if (content === undefined) throw new ContentError(`${file}: content: missing; a city file exports \`page\` and \`content\``);
    return { ...page, content: defineCollection(file, cityContentSchema, content as CityContentInput) };
  });
}
