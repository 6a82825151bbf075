import type { AuthConfig } from "./auth-config.ts";

type CookieSettings = Pick<AuthConfig, "https" | "cookieName">;

/** The value of one cookie in a Cookie header, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  return readCookies(request, [name])[name];
}

/** The values of some cookies, the Cookie header read once; a cookie not sent is absent. */
export function readCookies<Name extends string>(request: Request, names: readonly Name[]): Partial<Record<Name, string>> {
  return cookiesOf(request.headers.get("Cookie"), names);
}

/** The same, from a Cookie header as Node gives it (the pipeline, before a Request exists). */
export function cookiesOf<Name extends string>(header: string | null | undefined, names: readonly Name[]): Partial<Record<Name, string>> {
  const found: Partial<Record<Name, string>> = {};
  if (!header) return found;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    const name = part.slice(0, eq).trim() as Name;
    if (eq > 0 && names.includes(name) && !(name in found)) found[name] = part.slice(eq + 1).trim();
  }
  return found;
}

/** HttpOnly, SameSite=Lax, Path=/; Secure (and the __Host- name) on https. */
export function sessionCookie(config: CookieSettings, token: string, maxAgeSeconds: number): string {
  const parts = [`${config.cookieName}=${token}`, "Path=/", `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, "HttpOnly", "SameSite=Lax"];
  if (config.https) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(config: CookieSettings): string {
  return sessionCookie(config, "", 0);
}

type ChallengeCookieSettings = Pick<AuthConfig, "https" | "challengeCookieName">;

/** The two-step sign-in challenge: the session cookie's attributes, its own name, minutes long. */
export function challengeCookie(config: ChallengeCookieSettings, token: string, maxAgeSeconds: number): string {
  return sessionCookie({ https: config.https, cookieName: config.challengeCookieName }, token, maxAgeSeconds);
}

export function clearedChallengeCookie(config: ChallengeCookieSettings): string {
  return challengeCookie(config, "", 0);
}

type PasskeyCookieSettings = Pick<AuthConfig, "https" | "passkeyCookieName">;

/** The passkey sign-in's browser token: the session cookie's attributes, its own name, as long as a challenge lives. */
export function passkeyBrowserCookie(config: PasskeyCookieSettings, token: string, maxAgeSeconds: number): string {
  return sessionCookie({ https: config.https, cookieName: config.passkeyCookieName }, token, maxAgeSeconds);
}
