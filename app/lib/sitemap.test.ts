import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";
import { publicPaths } from "../content/pages.ts";
import { ADMIN_PATH } from "./paths.ts";

describe("sitemapXml", () => {
  const xml = sitemapXml("https://courier.example", publicPaths());
  it("lists every public page under the canonical origin", () => {
    expect(publicPaths()).toHaveLength(28);
    for (const path of publicPaths()) expect(xml).toContain(`<loc>https://courier.example${path}</loc>`);
  });
  it("leaves the admin page out", () => {
    expect(xml).not.toContain(ADMIN_PATH);
  });
  it("escapes XML", () => {
    expect(sitemapXml("https://a.example", ["/?a&b"])).toContain("/?a&amp;b");
  });

  it("gives every page the date of the owner's last publish, and none before it", () => {
    expect(sitemapXml("https://a.example", ["/", "/faq"], "2026-11-28")).toContain("<url><loc>https://a.example/faq</loc><lastmod>2026-11-28</lastmod></url>");
    expect(sitemapXml("https://a.example", ["/"])).not.toContain("lastmod");
  });
});
