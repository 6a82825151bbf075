import { describe, expect, it } from "vitest";
import { cityPages } from "../content/city-pages/index";
import { infoPages, publicPaths, servicePages } from "../content/pages";
import { publicRoutes } from "./route-table";

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

  it("adds a ninth city from its record alone", () => {
    const eilat = {
      slug: "eilat",
      path: "/shipping-eilat",
      kind: "city" as const,
      label: "אילת",
      title: "שליחויות באילת",
      description: "שליחויות לאילת ומאילת: משלוח רגיל, באותו יום ואקספרס.",
      keywords: ["שליחויות באילת"],
      calculatorCityId: "eilat",
    };
    const routes = publicRoutes({ servicePages, infoPages, cityPages: [...cityPages, eilat] });
    const cityRoutes = routes.filter((r) => r.file === "routes/city.tsx");
    expect(cityRoutes).toHaveLength(9);
    expect(cityRoutes.at(-1)).toMatchObject({ path: "shipping-eilat", id: "city-eilat" });
  });
});
