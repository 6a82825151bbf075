import type { AuthConfig } from "./config.ts";

type CookieSettings = Pick<AuthConfig, "https" | "cookieName">;

/** The value of one cookie in a Cookie header, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
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
