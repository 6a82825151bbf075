/**
 * The leads screen's address read into its query, and what is wrong with a search it asks for.
 * Apart from admin-query.ts, which draws links on every admin screen: the schema library stays
 * out of the screens' scripts (issue 39); the screens' loaders read this.
 */
import { z } from "zod";
import { SEARCH_MAX } from "./admin-leads.ts";
import { ADMIN_TABS, searchMessages, type AdminQuery } from "./admin-query.ts";

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
