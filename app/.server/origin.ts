import { serverConfig, siteConfig } from "./config";

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
