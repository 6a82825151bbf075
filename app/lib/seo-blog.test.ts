import { describe, expect, it } from "vitest";
import { blogJsonLd, blogPostingJsonLd } from "./seo";
import { exampleSiteConfig } from "./site-config";

const site = { ...exampleSiteConfig, siteUrl: "https://courier.example", brandName: "מותג" };
const post = { title: "כותרת", path: "/blog/a", isoDate: "2025-01-15" };

describe("blog structured data", () => {
  it("describes the blog with absolute addresses, its publisher and its posts", () => {
    expect(blogJsonLd(site, { title: "הבלוג", description: "תיאור", path: "/blog" }, [post])).toMatchObject({
      "@type": "Blog",
      name: "הבלוג",
      description: "תיאור",
      url: "https://courier.example/blog",
      publisher: { "@type": "Organization", name: "מותג", url: "https://courier.example" },
      blogPost: [{ "@type": "BlogPosting", headline: "כותרת", url: "https://courier.example/blog/a", datePublished: "2025-01-15" }],
    });
  });

  it("describes an article with its date, image and the company as author", () => {
    expect(blogPostingJsonLd(site, { ...post, description: "תקציר", image: "/images/blog/a.svg", keywords: ["א", "ב"] })).toMatchObject({
      "@type": "BlogPosting",
      headline: "כותרת",
      url: "https://courier.example/blog/a",
      mainEntityOfPage: { "@id": "https://courier.example/blog/a" },
      image: "https://courier.example/images/blog/a.svg",
      datePublished: "2025-01-15",
      keywords: "א, ב",
      author: { "@type": "Organization", name: "מותג" },
    });
  });
});
