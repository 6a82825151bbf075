/**
 * The admin tab's title and the installed app's badge count the new leads this tab has not shown
 * the owner yet (docs/decisions/070), first, so that a tab among many (or a pinned one) shows it:
 * "(3) לידים · ניהול". Set in the browser from the tab's store of unseen leads the moment one
 * arrives, not from the screen's data (a reload of 50 leads lagged behind a burst by seconds).
 */
import type { MetaDescriptor } from "react-router";
import { ADMIN_PATH } from "./paths.ts";
import { pageMeta, siteFromMatches } from "./seo.ts";

const number = new Intl.NumberFormat("he-IL");

export const LEADS_TAB_TITLE = "לידים · ניהול";

/** A count the title already starts with: "(1,234) ". */
const COUNTED = /^\(\d[\d,]*\) /;

/** `title` with the number of unseen leads first, or without a number when none is unseen. */
export function countedTitle(title: string, unseen: number): string {
  const bare = title.replace(COUNTED, "");
  return unseen > 0 ? `(${number.format(unseen)}) ${bare}` : bare;
}

/** The head of a lead screen (leads, trash, activity): the admin layout's, its title without a count (the browser adds it). */
export function leadsScreenMeta(matches: Parameters<typeof siteFromMatches>[0]): MetaDescriptor[] {
  return pageMeta(siteFromMatches(matches), {
    title: LEADS_TAB_TITLE,
    description: "ניהול לידים",
    path: ADMIN_PATH,
    noindex: true,
  });
}
