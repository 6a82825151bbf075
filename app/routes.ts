import { type RouteConfig, route } from "@react-router/dev/routes";
import { cityPages } from "./content/city-pages/index.ts";
import { infoPages, servicePages } from "./content/pages.ts";
import { ADMIN_PATH } from "./lib/paths.ts";
import { publicRoutes } from "./lib/route-table.ts";

export default [
  // Home, services, info pages, cities and the blog: derived from app/content.
  ...publicRoutes({ servicePages, infoPages, cityPages }),

  route(ADMIN_PATH.slice(1), "routes/admin.tsx"),

  route("api/leads", "routes/api.leads.ts"),
  route("api/admin/session", "routes/api.admin.session.ts"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("llms.txt", "routes/llms.ts"),

  route("*", "routes/not-found.tsx"),

  // The admin page reads and changes leads through its own loader and action; these two are
  // resources it links to: the CSV file and the live event stream.
  route("api/admin/leads/export", "routes/api.admin.leads.export.ts"),
  route("api/admin/events", "routes/api.admin.events.ts"),
] satisfies RouteConfig;
