import { useRouteLoaderData } from "react-router";
import { exampleSiteConfig, type SiteConfig } from "../lib/site-config";

/** The business values the root loader provides (brand, phone, chat number...). */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as { site?: SiteConfig } | undefined;
  return data?.site ?? exampleSiteConfig;
}
