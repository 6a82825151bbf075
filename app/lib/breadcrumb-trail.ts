/** The breadcrumb trail: pure, shared by the visible trail and its JSON-LD. */

export interface Crumb {
  path: string;
  label: string;
}

/** Labels of the pages that are ancestors of others; the page records use them too. */
export const HOME_LABEL = "דף הבית";
export const BLOG_LABEL = "בלוג";
export const sectionLabels: Readonly<Record<string, string>> = { "/": HOME_LABEL, "/blog": BLOG_LABEL };

/**
 * The trail for a path, from its segments and a label map: "/blog/delivery-tips" gives
 * home > blog > the article. Nothing on the home page, and nothing for a path the map does not
 * know (a 404); a middle segment without a label is skipped. A trailing slash is ignored.
 */
export function breadcrumbTrail(pathname: string, labels: Readonly<Record<string, string>>): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ path: "/", label: labels["/"] ?? HOME_LABEL }];
  for (let i = 1; i <= segments.length; i++) {
    const path = "/" + segments.slice(0, i).join("/");
    const label = labels[path];
    if (label) crumbs.push({ path, label });
    else if (i === segments.length) return [];
  }
  return crumbs;
}

/** schema.org BreadcrumbList for the trail, with absolute URLs. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: siteUrl + c.path,
    })),
  };
}
