import { describe, expect, it } from "vitest";
import { allPages, breadcrumbLabels } from "../content/pages.ts";
import { exampleSiteConfig } from "./business-details.ts";
import { breadcrumbJsonLd, breadcrumbTrail } from "./breadcrumb-trail.ts";
import { pageBreadcrumbJsonLd } from "./seo.ts";

const trail = (path: string) => breadcrumbTrail(path, breadcrumbLabels);

describe("breadcrumbTrail", () => {
  it("is empty on the home page", () => {
    expect(trail("/")).toEqual([]);
  });

  it("follows the path segments with the Hebrew labels", () => {
    expect(trail("/blog/delivery-tips")).toEqual([
      { path: "/", label: "דף הבית" },
      { path: "/blog", label: "בלוג" },
      { path: "/blog/delivery-tips", label: "5 טיפים לבחירת חברת שליחויות" },
    ]);
    expect(trail("/shipping-haifa")).toEqual([
      { path: "/", label: "דף הבית" },
      { path: "/shipping-haifa", label: "חיפה" },
    ]);
  });

  it("knows /international-shipping from the label map", () => {
    expect(trail("/international-shipping").map((c) => c.label)).toEqual(["דף הבית", "משלוחים בינלאומיים"]);
  });

  it("ignores a trailing slash (pre-rendering adds one)", () => {
    expect(trail("/blog/")).toEqual(trail("/blog"));
  });

  it("gives nothing for a path the map does not know", () => {
    expect(trail("/no-such-page")).toEqual([]);
    expect(trail("/blog/no-such-article")).toEqual([]);
  });

  it("has a trail for every public page but the home page", () => {
    for (const page of allPages.filter((p) => p.path !== "/")) {
      expect(trail(page.path).at(-1)?.label).toBe(page.label);
    }
  });
});

describe("breadcrumbJsonLd", () => {
  it("is a schema.org BreadcrumbList with positions and absolute URLs", () => {
    expect(breadcrumbJsonLd(trail("/blog"), "https://example.co.il")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "דף הבית", item: "https://example.co.il/" },
        { "@type": "ListItem", position: 2, name: "בלוג", item: "https://example.co.il/blog" },
      ],
    });
  });

  it("is the same in the head (from the page record alone) as the visible trail (from the full label map)", () => {
    const site = { ...exampleSiteConfig, siteUrl: "https://example.co.il" };
    for (const page of allPages.filter((p) => p.path !== "/")) {
      expect(pageBreadcrumbJsonLd(site, page)).toEqual(breadcrumbJsonLd(trail(page.path), site.siteUrl));
    }
    expect(pageBreadcrumbJsonLd(site, allPages[0]!)).toBeUndefined();
  });
});
