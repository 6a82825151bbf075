import { LEAD_VIEWS, SEARCH_MAX } from "./admin-leads.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "./paths.ts";

/** The admin page's tabs: the lead views, and the activity log. */
export const ADMIN_TABS = [...LEAD_VIEWS, "activity"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The dashboard's screens: the lead views (the index, `?view=`), the trash, the activity log. */
export type DashboardScreen = "leads" | "trash" | "activity";

/**
 * Which screen the dashboard's route module was matched as (app/routes.ts mounts it at three
 * addresses), from the loader's `pattern` (the request's own URL may end in `.data`).
 */
export function dashboardScreenAt(pattern: string): DashboardScreen {
  const path = `/${pattern.replace(/^\/+|\/+$/g, "")}`.toLowerCase(); // React Router joins relative paths: "manage-leads-2024/trash"
  if (path === ADMIN_PAGES.trash) return "trash";
  if (path === ADMIN_PAGES.activity) return "activity";
  return "leads";
}

export const activityTabLabel = "יומן פעילות";

/**
 * What the admin page shows, all of it in the URL so a view is a link the owner can bookmark or
 * share: the tab, the search, the page, and the lead open in the detail view.
 */
export interface AdminQuery {
  view: AdminTab;
  q: string;
  page: number;
  lead: number | null;
}

export const searchMessages = {
  tooLong: `החיפוש ארוך מדי (עד ${SEARCH_MAX} תווים)`,
  invalid: "החיפוש מכיל תווים לא חוקיים",
} as const;

/** The screen of a tab: the trash and the activity log have their own; the lead views are the index's `?view=`. */
export function tabPath(view: AdminTab | undefined): string {
  return view === "trash" ? ADMIN_PAGES.trash : view === "activity" ? ADMIN_PAGES.activity : ADMIN_PATH;
}

/** The admin's URL for a query; defaults are left out so links stay short. */
export function adminHref(query: Partial<AdminQuery>): string {
  const params = new URLSearchParams();
  const path = tabPath(query.view);
  if (query.view && path === ADMIN_PATH && query.view !== "open") params.set("view", query.view);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.lead) params.set("lead", String(query.lead));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
