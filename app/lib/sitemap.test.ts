import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";
import { publicPaths } from "../content/pages.ts";
import { ADMIN_PATH } from "./paths.ts";

describe("sitemapXml", () => {
  const xml = sitemapXml("https://courier.example", publicPaths());
  it("lists every public page under the canonical origin", () => {
    expect(publicPaths()).toHaveLength(27);
    for (const path of publicPaths()) expect(xml).toContain(`<loc>https://courier.example${path}</loc>`);
  });
  it("leaves the admin page out", () => {
    expect(xml).not.toContain(ADMIN_PATH);
  });
  it("escapes XML", () => {
    expect(sitemapXml("https://a.example", ["/?a&b"])).toContain("/?a&amp;b");
  });
});
