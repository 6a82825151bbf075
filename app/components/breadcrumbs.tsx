import { Link } from "react-router";
import { breadcrumbTrail } from "../lib/breadcrumb-trail.ts";
import { useCurrentPath } from "./use-site.ts";
import { useSiteNavigation } from "./navigation.ts";

/**
 * The visible trail. Its labels come from the root loader (no content in the client bundle);
 * its BreadcrumbList JSON-LD is in the page's head, from pageMeta (app/lib/seo.ts).
 */
export function Breadcrumbs() {
  const pathname = useCurrentPath();
  const crumbs = breadcrumbTrail(pathname, useSiteNavigation().breadcrumbLabels);
  if (crumbs.length === 0) return null;
  const last = crumbs.length - 1;
  return (
    <nav aria-label="נתיב ניווט" className="mx-auto w-full max-w-6xl px-4 pt-4 text-sm text-muted">
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
              <Link to={c.path} className="inline-flex min-h-11 min-w-11 items-center text-brand-700 underline-offset-4 hover:underline">
                {c.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
