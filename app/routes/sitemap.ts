import { siteConfig } from "../.server/config.ts";
import { publicPaths } from "../content/pages.ts";
import { sitemapXml } from "../lib/sitemap.ts";

export function loader() {
  const body = sitemapXml(siteConfig().siteUrl, publicPaths());
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
