/**
 * The canonical form of a path: no trailing slash except for "/". Pre-rendering renders pages
 * at "/about/", so anything that shows or stores the current path goes through this.
 */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** The hidden admin page. Here, not in app/content, so the admin bundle carries no content. */
export const ADMIN_PATH = "/manage-leads-2024";
