/**
 * The site's navigation in components: the links the root loader provides (useSiteNavigation),
 * shaped for the top bar's dropdowns, the footer and aria-current.
 */
import { useRouteLoaderData } from "react-router";
import type { PageLink, SiteNavigation } from "../content/pages.ts";

/** No links at all beats a crash when the root loader has no data (an early error screen). */
const emptyNavigation: SiteNavigation = {
  services: [],
  areas: [],
  main: [],
  joinTeam: { path: "/join-team", label: "הצטרפו לצוות" },
  privacy: { path: "/privacy", label: "מדיניות פרטיות" },
  terms: { path: "/terms", label: "תנאי שימוש ומשלוח" },
  breadcrumbLabels: {},
  footerBlurb: "",
};

/**
 * Menus, footer and breadcrumbs read their links from the root loader, which derives them from
 * app/content at pre-render: the content collections stay out of the client bundle.
 */
export function useSiteNavigation(): SiteNavigation {
  const data = useRouteLoaderData("root") as { navigation?: SiteNavigation } | undefined;
  return data?.navigation ?? emptyNavigation;
}

export interface NavGroup {
  id: string;
  label: string;
  pages: PageLink[];
}

/** The top bar's two dropdowns: the four service pages and the eight city pages. */
export function navGroups(navigation: SiteNavigation): NavGroup[] {
  return [
    { id: "services", label: "שירותים", pages: navigation.services },
    { id: "areas", label: "אזורי משלוח", pages: navigation.areas },
  ];
}

/** The footer's general links: the top bar's plain links and join-the-team. */
export const footerGeneralLinks = (navigation: SiteNavigation): PageLink[] => [...navigation.main, navigation.joinTeam];

/** aria-current="page" on the link to the page being shown. */
export const currentProps = (path: string, current: string) => (path === current ? ({ "aria-current": "page" } as const) : {});
