/**
 * Hooks for what every component may need about the site and the page: the business values the
 * root loader provides (useSite) and the current path as the pages compare it (useCurrentPath).
 */
import { useLocation, useRouteLoaderData } from "react-router";
import { canonicalPath } from "../lib/canonical-path.ts";
import { exampleSiteConfig, type SiteConfig } from "../lib/business-details.ts";

/** The business values the root loader provides (brand, phone, chat number...). */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as { site?: SiteConfig } | undefined;
  return data?.site ?? exampleSiteConfig;
}

/**
 * The current path without a trailing slash. Pre-rendering renders "/about" as "/about/"; whatever
 * compares, shows or stores the path (aria-current, breadcrumbs, the lead's page) uses this.
 */
export function useCurrentPath(): string {
  return canonicalPath(useLocation().pathname);
}
