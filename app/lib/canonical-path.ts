/**
 * The canonical form of a path: no trailing slash except for "/". Pre-rendering renders pages
 * at "/about/", so anything that shows or stores the current path goes through this.
 *
 * A module of its own, in every page's shared chunk (build-tools/shell-modules.ts): paths.ts,
 * which holds the hidden admin path, stays out of the public pages' JavaScript.
 */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
