/**
 * The city pages: one file per city in this folder (<slug>.ts, served at /shipping-<slug>).
 * Adding a city is adding its file; the menus, the route table, the sitemap and the
 * pre-render list follow from `cityPages`. Only the `page` export of each file is imported
 * here, so code that ships to the browser (the menus) never carries the pages' copy.
 */
import { parseCityPages, type CityPage } from "./lib/schema";

export type { CityPage } from "./lib/schema";

export const cityPages: readonly CityPage[] = parseCityPages(
  import.meta.glob(["./*.ts", "!./index.ts", "!./*.test.ts"], { eager: true, import: "page" }),
);
