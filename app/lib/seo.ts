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

/** schema.org Service offered by the organisation, optionally in one city (areaServed). */
export function serviceJsonLd(site: SiteConfig, service: { name: string; description: string; path: string; areaServed?: string }): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: "שירותי שליחויות",
    url: canonicalUrl(site, service.path),
    provider: { "@type": "Organization", name: site.brandName, url: site.siteUrl, telephone: site.phone },
    ...(service.areaServed ? { areaServed: { "@type": "City", name: service.areaServed } } : {}),
  };
}

/** schema.org FAQPage for questions and their plain-text answers. */
export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
