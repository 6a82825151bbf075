/**
 * The gate in front of React Router for what is not a page: it decides before the app runs,
 * from the method and the path alone.
 *
 * - OPTIONS is answered here (204 with Allow, no body): React Router would run the loader and
 *   send its data.
 * - A resource route has no ".data" twin: React Router's data requests are for pages, and the
 *   twin of the export or the event stream would run them with a different encoding.
 * - Every admin answer (the page, its data, its resources, errors included) is never stored
 *   and never indexed, whatever produced it.
 */
import { ADMIN_PATH } from "../app/lib/paths.ts";

export const ALLOWED_METHODS = "GET, HEAD, POST";

const RESOURCE_PATHS = new Set(["/healthz", "/sitemap.xml", "/robots.txt", "/llms.txt"]);
const isResource = (path: string) => path.startsWith("/api/") || RESOURCE_PATHS.has(path);
const isAdmin = (path: string) => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}.`) || path.startsWith("/api/admin/");

export const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export type GateDecision = { action: "answer"; status: 204 | 404; headers: Record<string, string> } | { action: "pass"; headers: Record<string, string> };

export function gate(method: string, path: string): GateDecision {
  const privateHeaders: Record<string, string> = isAdmin(path) ? { ...PRIVATE_HEADERS } : {};
  if (method === "OPTIONS") return { action: "answer", status: 204, headers: { ...privateHeaders, Allow: ALLOWED_METHODS, "Cache-Control": "no-store" } };
  if (path.endsWith(".data") && isResource(path.slice(0, -".data".length)))
    return { action: "answer", status: 404, headers: { ...privateHeaders, "Cache-Control": "no-store" } };
  return { action: "pass", headers: privateHeaders };
}
