import { describe, expect, it } from "vitest";
import { exampleSiteConfig } from "./business-details.ts";
import { blogPostingJsonLd, faqPageJsonLd, isoDate, pageMeta, serviceJsonLd, siteFromMatches } from "./seo.ts";

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
    expect(admin.some((t) => ("property" in t && String(t.property).startsWith("og:")) || ("name" in t && String(t.name).startsWith("twitter:")))).toBe(false);
  });
});

describe("siteFromMatches", () => {
  it("reads the root loader's site config, or falls back to the example values", () => {
    expect(siteFromMatches([{ id: "root", loaderData: { site } }])).toBe(site);
    expect(siteFromMatches([undefined])).toBe(exampleSiteConfig);
  });
});

describe("structured data builders", () => {
  it("adds a BreadcrumbList to every labelled page below home, and none to home or noindex pages", () => {
    const ld = (tags: ReturnType<typeof pageMeta>) => tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as { "@type": string }] : []));
    const article = pageMeta(site, { title: "מאמר", description: "", path: "/blog/x", label: "מאמר" });
    expect(ld(article)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "דף הבית", item: "https://courier.example/" },
          { "@type": "ListItem", position: 2, name: "בלוג", item: "https://courier.example/blog" },
          { "@type": "ListItem", position: 3, name: "מאמר", item: "https://courier.example/blog/x" },
        ],
      },
    ]);
    expect(ld(pageMeta(site, { title: "בית", description: "", path: "/", label: "דף הבית" }))).toEqual([]);
    expect(ld(pageMeta(site, { title: "ניהול", description: "", path: "/x", label: "ניהול", noindex: true }))).toEqual([]);
  });

  it("builds Service, FAQPage and BlogPosting records", () => {
    expect(serviceJsonLd(site, { title: "מסמכים", description: "ת", path: "/documents" })).toMatchObject({
      "@type": "Service",
      url: "https://courier.example/documents",
      provider: { "@type": "Organization", name: "מותג" },
    });
    expect(faqPageJsonLd([{ question: "ש?", answer: "ת" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "ש?", acceptedAnswer: { "@type": "Answer", text: "ת" } }],
    });
    expect(
      blogPostingJsonLd(site, { title: "כ", description: "ת", path: "/blog/a", date: "15.01.2025", author: "הצוות", image: "/images/a.svg" }),
    ).toMatchObject({ "@type": "BlogPosting", datePublished: "2025-01-15", image: "https://courier.example/images/a.svg" });
    expect(isoDate("05.01.2025")).toBe("2025-01-05");
  });
});
