/**
 * The public part of the route table, derived from the content: one route module per page kind.
 * A new city or article is a new content record; no line here or in routes.ts changes.
 */
import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

interface PathRecord {
  path: string;
}

export interface RouteContent {
  servicePages: readonly PathRecord[];
  /** Each info page has its own module, named after its path: /pricing -> routes/pricing.tsx. */
  infoPages: readonly PathRecord[];
  cityPages: ReadonlyArray<PathRecord & { slug: string }>;
}

const withoutSlash = (path: string) => path.replace(/^\//, "");

export function publicRoutes(content: RouteContent): RouteConfigEntry[] {
  return [
    index("routes/home.tsx"),
    ...content.servicePages.map((p) => route(withoutSlash(p.path), "routes/service.tsx", { id: `service${p.path}` })),
    ...content.infoPages.map((p) => route(withoutSlash(p.path), `routes/${withoutSlash(p.path)}.tsx`)),
    ...content.cityPages.map((p) => route(withoutSlash(p.path), "routes/city.tsx", { id: `city-${p.slug}` })),
    route("blog", "routes/blog.tsx"),
    // One dynamic route: an unknown slug gets a real 404 from its loader.
    route("blog/:slug", "routes/blog-article.tsx"),
  ];
}
