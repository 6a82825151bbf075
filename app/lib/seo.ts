import type { MetaDescriptor } from "react-router";
import { exampleSiteConfig, type SiteConfig } from "./site-config.ts";

export interface PageSeo {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  /** JSON-LD records (schema.org) rendered as application/ld+json. */
  structuredData?: object[];
  noindex?: boolean;
}

export function fullTitle(title: string, brandName: string): string {
  return `${title} | ${brandName}`;
}

export function canonicalUrl(site: Pick<SiteConfig, "siteUrl">, path: string): string {
  return `${site.siteUrl}${path}`;
}

/** Every head tag a page needs: title with the brand suffix, description, social cards, canonical, JSON-LD. */
export function pageMeta(site: SiteConfig, page: PageSeo): MetaDescriptor[] {
  const title = fullTitle(page.title, site.brandName);
  const url = canonicalUrl(site, page.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "he_IL" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const record of page.structuredData ?? []) tags.push({ "script:ld+json": record });
  return tags;
}

export function organizationJsonLd(site: SiteConfig): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brandName,
    url: site.siteUrl,
    telephone: site.phone,
    email: site.email,
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "IL" },
  };
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The site configuration the root loader put on the page (example values if it is missing). */
export function siteFromMatches(matches: ReadonlyArray<MetaMatch | undefined>): SiteConfig {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: SiteConfig } | undefined;
  return root?.site ?? exampleSiteConfig;
}

/** A route's `meta` export for a page record, with the site configuration taken from the root loader. */
export function metaFor(page: PageSeo) {
  return ({ matches }: { matches: ReadonlyArray<MetaMatch | undefined> }): MetaDescriptor[] =>
    pageMeta(siteFromMatches(matches), page);
}

interface PostSummary {
  title: string;
  path: string;
  /** yyyy-mm-dd */
  isoDate: string;
}

const publisherJsonLd = (site: SiteConfig) => ({ "@type": "Organization", name: site.brandName, url: site.siteUrl });

/** schema.org Blog for the article list, with each post's headline, address and date. */
export function blogJsonLd(site: SiteConfig, blog: { title: string; description: string; path: string }, posts: PostSummary[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: blog.title,
    description: blog.description,
    url: canonicalUrl(site, blog.path),
    inLanguage: "he-IL",
    publisher: publisherJsonLd(site),
    blogPost: posts.map((post) => ({ "@type": "BlogPosting", headline: post.title, url: canonicalUrl(site, post.path), datePublished: post.isoDate })),
  };
}

/** schema.org BlogPosting for one article; the company is its author and publisher. */
export function blogPostingJsonLd(site: SiteConfig, post: PostSummary & { description: string; image: string; keywords: string[] }): object {
  const url = canonicalUrl(site, post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: canonicalUrl(site, post.image),
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    inLanguage: "he-IL",
    keywords: post.keywords.join(", "),
    author: publisherJsonLd(site),
    publisher: publisherJsonLd(site),
  };
}
