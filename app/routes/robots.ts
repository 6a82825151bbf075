import { siteConfig } from "../.server/config.ts";

// The admin page is deliberately not named here: listing it would advertise it. It carries noindex instead.
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig().siteUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
