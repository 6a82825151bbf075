import { blogPage, cityPages, pageAt, servicePages, type PageInfo } from "../content/pages";

/** The top bar's two dropdowns (spec 2): the four service pages and the eight city pages. */
export const navGroups = [
  { id: "services", label: "שירותים", pages: servicePages },
  { id: "areas", label: "אזורי משלוח", pages: cityPages },
] as const;

/** The top bar's plain links: pricing, FAQ, blog, about, contact. */
export const navLinks: PageInfo[] = [pageAt("/pricing"), pageAt("/faq"), blogPage, pageAt("/about"), pageAt("/contact")];

/** The footer's general links. */
export const footerGeneralLinks: PageInfo[] = [...navLinks, pageAt("/join-team")];

export const joinTeamPage = pageAt("/join-team");
export const privacyPage = pageAt("/privacy");

/** aria-current="page" on the link to the page being shown. */
export const currentProps = (path: string, current: string) => (path === current ? ({ "aria-current": "page" } as const) : {});

