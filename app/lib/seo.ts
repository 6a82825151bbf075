/**
 * The head of every page, and the one structured-data helper: Organization, Service, FAQPage,
 * Blog, BlogPosting and BreadcrumbList records, all emitted through React Router's
 * `script:ld+json` meta descriptor (never dangerouslySetInnerHTML).
 */
import type { MetaDescriptor } from "react-router";
import { breadcrumbJsonLd, breadcrumbTrail, sectionLabels } from "./breadcrumb-trail.ts";
import { exampleSiteConfig, type SiteConfig } from "./business-details.ts";

export interface PageSeo {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  /** The page's breadcrumb label: with it, the page gets a BreadcrumbList record. */
  label?: string;
  /** JSON-LD records (schema.org) rendered as application/ld+json. */
  structuredData?: object[];
  noindex?: boolean;
}

function fullTitle(title: string, brandName: string): string {
  return `${title} | ${brandName}`;
}

function canonicalUrl(site: Pick<SiteConfig, "siteUrl">, path: string): string {
  return `${site.siteUrl}${path}`;
}

/** The BreadcrumbList of a page below the home page: home, /blog for articles, the page itself. */
export function pageBreadcrumbJsonLd(site: SiteConfig, page: Pick<PageSeo, "path" | "label">): object | undefined {
  if (!page.label || page.path === "/") return undefined;
  const crumbs = breadcrumbTrail(page.path, { ...sectionLabels, [page.path]: page.label });
  return crumbs.length > 0 ? breadcrumbJsonLd(crumbs, site.siteUrl) : undefined;
}

/** Every head tag a page needs: title with the brand suffix, description, social cards, canonical, JSON-LD. */
export function pageMeta(site: SiteConfig, page: PageSeo): MetaDescriptor[] {
  const title = fullTitle(page.title, site.brandName);
  const url = canonicalUrl(site, page.path);
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: page.description }];
  // A page kept out of search (the admin's) is not one to share: no social card.
  if (!page.noindex)
    tags.push(
      { property: "og:type", content: "website" },
      { property: "og:locale", content: "he_IL" },
      { property: "og:site_name", content: site.brandName },
      { property: "og:title", content: title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: url },
      { name: "twitter:card", content: "summary" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: page.description },
    );
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  const breadcrumbs = page.noindex ? undefined : pageBreadcrumbJsonLd(site, page);
  for (const record of [...(page.structuredData ?? []), ...(breadcrumbs ? [breadcrumbs] : [])]) tags.push({ "script:ld+json": record });
  return tags;
}

const publisher = (site: SiteConfig) => ({ "@type": "Organization", name: site.brandName, url: site.siteUrl });

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

export function serviceJsonLd(site: SiteConfig, service: { title: string; description: string; path: string }): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: canonicalUrl(site, service.path),
    serviceType: service.title,
    areaServed: { "@type": "Country", name: "ישראל" },
    availableLanguage: "he",
    provider: { ...publisher(site), telephone: site.phone },
  };
}

export function faqPageJsonLd(questions: ReadonlyArray<{ question: string; answer: string }>): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}

export function blogJsonLd(site: SiteConfig, blog: { title: string; description: string; path: string }): object {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: blog.title,
    description: blog.description,
    url: canonicalUrl(site, blog.path),
    publisher: publisher(site),
  };
}

/** "15.01.2025" (the blog's date format) to ISO "2025-01-15". */
export function isoDate(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split(".");
  return `${year}-${month}-${day}`;
}

export function blogPostingJsonLd(
  site: SiteConfig,
  article: { title: string; description: string; path: string; date: string; author: string; image: string },
): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    url: canonicalUrl(site, article.path),
    mainEntityOfPage: canonicalUrl(site, article.path),
    datePublished: isoDate(article.date),
    image: canonicalUrl(site, article.image),
    inLanguage: "he",
    author: { "@type": "Organization", name: article.author },
    publisher: publisher(site),
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
