import { type RouteConfig, index, route } from "@react-router/dev/routes";

const city = (slug: string) => route(`shipping-${slug}`, "routes/city.tsx", { id: `city-${slug}` });

export default [
  index("routes/home.tsx"),

  route("delivery-24h", "routes/delivery-24h.tsx"),
  route("domestic-shipping", "routes/domestic-shipping.tsx"),
  route("medical-equipment", "routes/medical-equipment.tsx"),
  route("documents", "routes/documents.tsx"),

  route("pricing", "routes/pricing.tsx"),
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("join-team", "routes/join-team.tsx"),
  route("privacy", "routes/privacy.tsx"),

  city("tel-aviv"),
  city("jerusalem"),
  city("haifa"),
  city("beer-sheva"),
  city("netanya"),
  city("ashdod"),
  city("rishon"),
  city("petah-tikva"),

  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),

  route("manage-leads-2024", "routes/admin.tsx"),

  route("api/leads", "routes/api.leads.ts"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("*", "routes/not-found.tsx"),

  route("api/admin/leads", "routes/api.admin.leads.ts"),
  route("api/admin/leads/summary", "routes/api.admin.leads.summary.ts"),
  route("api/admin/leads/export", "routes/api.admin.leads.export.ts"),
  route("api/admin/leads/:id", "routes/api.admin.leads.$id.ts"),
  route("api/admin/events", "routes/api.admin.events.ts"),
] satisfies RouteConfig;
