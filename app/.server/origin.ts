import { serverConfig, siteConfig } from "./config.ts";

/**
 * Whether an Origin header names this site. SITE_URL is the truth when it is set; the Host the
 * request arrived with counts only when it is not (development, tests), because a client (or a
 * DNS-rebinding page) chooses its Host and would otherwise vouch for itself.
 */
export function isOurOrigin(origin: string, request: Request): boolean {
  let parsed: string;
  try {
    parsed = new URL(origin).origin; // "null" (an opaque origin) throws
  } catch {
    return false;
  }
  if (parsed === new URL(siteConfig().siteUrl).origin) return true;
  return !serverConfig.siteUrlConfigured && parsed === new URL(request.url).origin;
}

/** What a visitor is told when a change was sent from another site's page. */
export const crossSiteMessage = "הבקשה נדחתה: היא לא נשלחה מהאתר הזה";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The Sec-Fetch-Site values of a request made from our own pages, or typed into the address bar. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * Whether a browser says this state-changing request comes from another site: Sec-Fetch-Site
 * anything but `same-origin`/`none` (so a sibling subdomain, `same-site`, too), or an Origin
 * that is not ours (isOurOrigin). Either signal is enough: a DNS-rebinding page is "same-origin"
 * to itself, but its Origin names its own host. Reads (GET, HEAD, OPTIONS) and clients that send
 * neither header (servers, scripts, curl) pass: they carry no visitor's cookies or address.
 * The one check for the lead endpoint and every admin change.
 */
export function isCrossSite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase())) return true;
  const origin = request.headers.get("Origin");
  return origin !== null && !isOurOrigin(origin, request);
}
