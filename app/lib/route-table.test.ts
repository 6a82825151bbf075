import { describe, expect, it } from "vitest";
import { cityPages } from "../content/city-pages/all-cities.ts";
import { parseCityPages } from "../content/city-pages/lib/city-page-schema.ts";
import { infoPages, publicPaths, servicePages } from "../content/pages.ts";
import { publicRoutes } from "./route-table.ts";

describe("publicRoutes", () => {
  it("gives every public page a route: one module per page kind", () => {
    const routes = publicRoutes({ servicePages, infoPages, cityPages });
    const byPath = new Map(routes.map((r) => [r.index ? "/" : `/${r.path}`, r.file]));
    expect(byPath.get("/")).toBe("routes/home.tsx");
    expect(byPath.get("/delivery-24h")).toBe("routes/service.tsx");
    expect(byPath.get("/documents")).toBe("routes/service.tsx");
    expect(byPath.get("/pricing")).toBe("routes/pricing.tsx");
    expect(byPath.get("/shipping-rishon")).toBe("routes/city.tsx");
    expect(byPath.get("/blog/:slug")).toBe("routes/blog-article.tsx");
    for (const path of publicPaths().filter((p) => !p.startsWith("/blog/"))) expect(byPath.has(path), path).toBe(true);
    // Route ids must be unique where a module serves several paths.
    const ids = routes.map((r) => r.id ?? r.file);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("adds a ninth city from its file's `page` record alone", () => {
    // What import.meta.glob hands the city collection, plus a new file ./eilat.ts.
    const files: Record<string, unknown> = Object.fromEntries(cityPages.map(({ path: _path, ...page }) => [`./${page.slug}.ts`, page]));
    files["./eilat.ts"] = {
      slug: "eilat",
      kind: "city",
      order: 9,
      label: "אילת",
      title: "שליחויות באילת",
      description: "שליחויות לאילת ומאילת: משלוח רגיל, משלוח באותו יום ואקספרס, בכל ימות השבוע.",
      keywords: ["שליחויות באילת", "שליח באילת"],
      calculatorCityId: "eilat",
    };
    const nineCities = parseCityPages(files);
    const routes = publicRoutes({ servicePages, infoPages, cityPages: nineCities });
    const cityRoutes = routes.filter((r) => r.file === "routes/city.tsx");
    expect(cityRoutes).toHaveLength(9);
    expect(cityRoutes.at(-1)).toMatchObject({ path: "shipping-eilat", id: "city-eilat" });
  });
});
