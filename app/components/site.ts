import { useLocation, useRouteLoaderData } from "react-router";
import { canonicalPath } from "../lib/paths";
import { exampleSiteConfig, type SiteConfig } from "../lib/site-config";

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
