/**
 * The city pages: one file per city in this folder (<slug>.ts, served at /shipping-<slug>).
 * Adding a city is adding its file; the route table, the pre-render list, the sitemap, the menus
 * and the breadcrumbs follow from `cityPages`. Only the `page` export of each file is read here:
 * the pages' copy (`content`) is read by the city route's loader alone (lib/records.server.ts).
 */
import { folderModules } from "../folder.ts";
import { parseCityPages, type CityPage } from "./lib/city-page-schema.ts";

export type { CityPage } from "./lib/city-page-schema.ts";

// Vite (the app, its build, routes.ts, Vitest) resolves the glob at build time; plain Node
// (Playwright tests reading the page records) has no import.meta.env and reads the folder
// through ../folder.ts, keyed the same way.
const pageExports: Record<string, unknown> = import.meta.env
  ? import.meta.glob(["./*.ts", "!./all-cities.ts", "!./*.test.ts"], { eager: true, import: "page" })
  : Object.fromEntries(Object.entries(await folderModules(import.meta.url, ".ts")).map(([file, mod]) => [file, mod.page]));

export const cityPages: readonly CityPage[] = parseCityPages(pageExports);
