import { Link } from "react-router";
import { breadcrumbLabels, homePage } from "../content/pages";
import { useCurrentPath } from "./site";
import { useSite } from "./site";

export interface Crumb {
  path: string;
  label: string;
}

/**
 * The trail for a path, from its segments and the fixed label map: "/blog/delivery-tips" gives
 * home > blog > the article. Nothing on the home page, and nothing for a path the map does not
 * know (a 404); a middle segment without a label is skipped.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ path: "/", label: breadcrumbLabels["/"] ?? homePage.label }];
  for (let i = 1; i <= segments.length; i++) {
    const path = "/" + segments.slice(0, i).join("/");
    const label = breadcrumbLabels[path];
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

/** JSON for a <script> data block: "<" escaped so the text can never close the element. */
const scriptSafeJson = (value: object) => JSON.stringify(value).replace(/</g, "\\u003c");

export function Breadcrumbs() {
  const pathname = useCurrentPath();
  const site = useSite();
  const crumbs = breadcrumbTrail(pathname);
  if (crumbs.length === 0) return null;
  const last = crumbs.length - 1;
  return (
    <nav aria-label="פירורי לחם" className="mx-auto w-full max-w-6xl px-4 pt-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((c, i) => (
          <li key={c.path} className="flex items-center gap-2">
            {i > 0 && (
              <span aria-hidden="true" className="text-muted">
                /
              </span>
            )}
            {i === last ? (
              <span aria-current="page" className="font-semibold text-ink">
                {c.label}
              </span>
            ) : (
              <Link to={c.path} className="text-brand-700 underline-offset-4 hover:underline">
                {c.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(breadcrumbJsonLd(crumbs, site.siteUrl)) }} />
    </nav>
  );
}
