/**
 * The gate in front of React Router for what is not a page: it decides before the app runs,
 * from the method and the path alone (and, for data requests, the app's route table).
 *
 * - OPTIONS is answered here (204 with Allow, no body): React Router would run the loader and
 *   send its data.
 * - Any method but GET, HEAD and POST is answered 405 here (with Allow): React Router runs a
 *   route's action for PUT, PATCH and DELETE as for POST, and no page or admin endpoint takes
 *   them. The JSON endpoints under /api answer a wrong method themselves, in their own error
 *   shape and with their own Allow (the lead endpoint takes POST only, the admin's exports GET).
 * - A route without a page component (a resource: the export, the event stream, /healthz...)
 *   has no ".data" twin: React Router's data requests are for pages, and the twin of the export
 *   or the event stream would run them with a different encoding (the whole CSV built in memory
 *   inside a turbo-stream). Which routes those are is read from the route table, matched the way
 *   React Router matches (decoded, any letter case), not from a list of prefixes.
 * - Every admin answer (the page, its data, its resources, errors included) is never stored
 *   and never indexed, whatever produced it and however its path is spelled.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { ADMIN_PATH } from "../app/lib/paths.ts";

export const ALLOWED_METHODS = "GET, HEAD, POST";
const TAKEN_METHODS = new Set(["GET", "HEAD", "POST"]);

export const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * The path React Router will see for a request target's path: the URL parser's (dot segments
 * resolved, "\" read as "/"), read after our origin so that a path starting with "//" is never
 * taken for a host. routerUrl (pipeline.ts) builds the router's URL the same way.
 */
export function routerPathname(path: string): string {
  try {
    return new URL(`http://localhost${path.startsWith("/") ? path : `/${path}`}`).pathname;
  } catch {
    return path;
  }
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * One spelling of a path for every private check: as React Router reads it (routerPathname),
 * each segment percent-decoded, letters folded to lower case, runs of "/" collapsed, a data
 * request's suffix (".data", "/_.data", in any case) and trailing slashes taken off.
 */
export function normalisedPath(path: string): string {
  const decoded = routerPathname(path).split("/").map(decodeSegment).join("/").toLowerCase();
  const collapsed = decoded.replace(/\/{2,}/g, "/");
  const withoutData = collapsed.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return withoutData.replace(/\/+$/, "") || "/";
}

const ADMIN = ADMIN_PATH.toLowerCase();

/** Whether a path, however spelled, is the admin, one of its screens, or one of its resources. */
export function isPrivatePath(path: string): boolean {
  const normal = normalisedPath(path);
  return normal === ADMIN || normal.startsWith(`${ADMIN}.`) || normal.startsWith(`${ADMIN}/`);
}

/** The JSON endpoints (app/routes/api.*.ts), which answer a method they do not take themselves. */
const isJsonApi = (path: string) => normalisedPath(path).startsWith("/api/");

export type GateDecision = { action: "answer"; status: 204 | 405; headers: Record<string, string> } | { action: "pass"; headers: Record<string, string> };

export function gate(method: string, path: string): GateDecision {
  const privateHeaders: Record<string, string> = isPrivatePath(path) ? { ...PRIVATE_HEADERS } : {};
  if (method === "OPTIONS") return { action: "answer", status: 204, headers: { ...privateHeaders, Allow: ALLOWED_METHODS, "Cache-Control": "no-store" } };
  if (!TAKEN_METHODS.has(method) && !isJsonApi(path)) {
    return { action: "answer", status: 405, headers: { ...privateHeaders, Allow: ALLOWED_METHODS, "Cache-Control": "no-store" } };
  }
  return { action: "pass", headers: privateHeaders };
}

/** What the gate needs of React Router's server build `routes`: the tree, and whether a route has a page. */
interface RouteTableEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { default?: unknown; ErrorBoundary?: unknown };
}
export type RouteTable = Record<string, RouteTableEntry | undefined>;

const treeCache = new WeakMap<RouteTable, RouteObject[]>();

function routeTree(routes: RouteTable): RouteObject[] {
  const cached = treeCache.get(routes);
  if (cached) return cached;
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route): route is RouteTableEntry => route !== undefined && route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) => {
        const nested = children(id);
        return index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: nested };
      });
  const tree = children(undefined);
  treeCache.set(routes, tree);
  return tree;
}

/** The module of the deepest route React Router matches for a path, if any. */
function deepestModule(routes: RouteTable, pathname: string): RouteTableEntry["module"] | undefined {
  const deepest = matchRoutes(routeTree(routes), pathname)?.at(-1);
  return deepest?.route.id === undefined ? undefined : routes[deepest.route.id]?.module;
}

/** Whether React Router answers this path (as it reads it, data suffix included) with a page: a route with a component. */
export function isPage(routes: RouteTable, pathname: string): boolean {
  const module = deepestModule(routes, stripDataSuffix(pathname));
  return module !== undefined && (module.default != null || module.ErrorBoundary != null);
}

const stripDataSuffix = (pathname: string) =>
  pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;

/**
 * Whether a data request (its path as React Router reads it) is the ".data" twin of a route
 * without a page component, as React Router itself decides: it strips ".data" ("/_.data" for
 * "/"), matches the rest, and runs the deepest match's loader. Such a request is refused.
 */
export function isResourceTwin(routes: RouteTable, pathname: string): boolean {
  if (!pathname.endsWith(".data")) return false;
  const module = deepestModule(routes, stripDataSuffix(pathname));
  return module !== undefined && module.default == null && module.ErrorBoundary == null;
}
