import { siteConfig } from "../.server/config.ts";
import { publishedDay } from "../.server/site-settings/published.ts";
import { publicPaths } from "../content/pages.ts";
import { sitemapXml } from "../lib/sitemap.ts";

/** Every public page; each modified when the owner last published (decision 066), so it is asked again on every use. */
export function loader() {
  const body = sitemapXml(siteConfig().siteUrl, publicPaths(), publishedDay());
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
