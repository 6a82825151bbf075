import { siteConfig } from "../config";

function seconds(name: string, fallback: number): number {
  const value = Number(process.env[name]?.trim() || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
}

export interface AuthConfig {
  /** SITE_URL is https: the cookie is Secure and carries the __Host- prefix. */
  https: boolean;
  cookieName: string;
  /** A session unused this long expires (each use pushes the expiry forward). */
  idleSeconds: number;
  /** No session outlives this, however often it is used; also the cookie's Max-Age. */
  maxAgeSeconds: number;
  /** The first block after repeated failures; it doubles with every further failure. */
  blockSeconds: number;
}

export function authConfig(): AuthConfig {
  const https = siteConfig().siteUrl.startsWith("https://");
  const maxAgeSeconds = seconds("SESSION_MAX_AGE_SECONDS", 7 * 24 * 3600);
  return {
    https,
    cookieName: https ? "__Host-courier_session" : "courier_session",
    idleSeconds: Math.min(seconds("SESSION_TTL_SECONDS", 8 * 3600), maxAgeSeconds),
    maxAgeSeconds,
    blockSeconds: seconds("SIGN_IN_BLOCK_SECONDS", 60),
  };
}
