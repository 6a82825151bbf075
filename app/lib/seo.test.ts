import { describe, expect, it } from "vitest";
import { exampleSiteConfig } from "./site-config";
import { pageMeta, siteFromMatches } from "./seo";

const site = { ...exampleSiteConfig, siteUrl: "https://courier.example", brandName: "מותג" };

describe("pageMeta", () => {
  const tags = pageMeta(site, {
    title: "אודות",
    description: "תיאור",
    path: "/about",
    keywords: ["א", "ב"],
    structuredData: [{ "@type": "Organization" }],
  });

  it("suffixes the title with the brand", () => {
    expect(tags).toContainEqual({ title: "אודות | מותג" });
  });
  it("sets canonical to the origin plus the path", () => {
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://courier.example/about" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://courier.example/about" });
  });
  it("carries description, keywords, social cards and JSON-LD", () => {
    expect(tags).toContainEqual({ name: "description", content: "תיאור" });
    expect(tags).toContainEqual({ name: "keywords", content: "א, ב" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Organization" } });
  });
  it("marks noindex pages and gives them no canonical", () => {
    const admin = pageMeta(site, { title: "ניהול", description: "", path: "/x", noindex: true });
    expect(admin).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(admin.some((t) => "rel" in t && t.rel === "canonical")).toBe(false);
  });
});

describe("siteFromMatches", () => {
  it("reads the root loader's site config, or falls back to the example values", () => {
    expect(siteFromMatches([{ id: "root", loaderData: { site } }])).toBe(site);
    expect(siteFromMatches([undefined])).toBe(exampleSiteConfig);
  });
});
