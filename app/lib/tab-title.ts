/**
 * The admin tab's title on the lead screens: how many leads wait for an answer, first, so that a
 * tab among many (or a pinned one) shows it. "Waiting" is the open view's count: genuine live
 * leads not yet marked handled, the same number as the "פתוחים" tab (docs/decisions/047).
 */
import type { MetaDescriptor } from "react-router";
import { ADMIN_PATH } from "./paths.ts";
import { pageMeta, siteFromMatches } from "./seo.ts";

const number = new Intl.NumberFormat("he-IL");

export const LEADS_TAB_TITLE = "לידים · ניהול";

export function leadsTabTitle(waiting: number | undefined): string {
  return waiting && waiting > 0 ? `(${number.format(waiting)}) ${LEADS_TAB_TITLE}` : LEADS_TAB_TITLE;
}

/**
 * The head of a lead screen (leads, trash, activity): the admin layout's, with the count in the
 * title. React Router re-renders it with every reload of the screen's data, so the live updates
 * keep it current. The count is in the screen's first part, never streamed after (a title is in
 * the head, before the leads).
 */
export function leadsScreenMeta(matches: Parameters<typeof siteFromMatches>[0], loaderData: { waiting: number } | undefined): MetaDescriptor[] {
  return pageMeta(siteFromMatches(matches), {
    title: leadsTabTitle(loaderData?.waiting),
    description: "ניהול לידים",
    path: ADMIN_PATH,
    noindex: true,
  });
}
