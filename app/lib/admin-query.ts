import { z } from "zod";
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

// Nothing a person types in a search box; a NUL would reach the database.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const ALL_CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTERS.source, "g");

const schema = z.object({
  view: z.enum(ADMIN_TABS).catch("open"),
  // Longer searches are cut, not ignored: the owner still gets what they typed, as far as it goes.
  q: z
    .string()
    .catch("")
    .transform((text) => [...text.replace(ALL_CONTROL_CHARACTERS, "").trim()].slice(0, SEARCH_MAX).join("")),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  lead: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().catch(null),
});

export function parseAdminQuery(params: URLSearchParams): AdminQuery {
  return schema.parse({
    view: params.get("view") ?? undefined,
    q: params.get("q") ?? "",
    page: params.get("page") ?? undefined,
    lead: params.get("lead") || null,
  });
}

export const searchMessages = {
  tooLong: `החיפוש ארוך מדי (עד ${SEARCH_MAX} תווים)`,
  invalid: "החיפוש מכיל תווים לא חוקיים",
} as const;

/**
 * What is wrong with the search the URL asks for, in Hebrew, or undefined. A search the page
 * cannot run is refused with this message, never quietly widened to every lead.
 */
export function searchProblem(params: URLSearchParams): string | undefined {
  const text = params.get("q") ?? "";
  if (CONTROL_CHARACTERS.test(text) || !text.isWellFormed()) return searchMessages.invalid;
  if ([...text.trim()].length > SEARCH_MAX) return searchMessages.tooLong;
  return undefined;
}

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
