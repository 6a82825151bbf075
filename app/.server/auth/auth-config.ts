import { serverConfig, siteConfig } from "../config.ts";

export interface AuthConfig {
  /** SITE_URL is https: the cookie is Secure and carries the __Host- prefix. */
  https: boolean;
  cookieName: string;
  /** The short-lived cookie between a right password and its second factor (two-step sign-in). */
  challengeCookieName: string;
  /** Ties a passkey sign-in's challenge to the browser that asked for it (minutes long). */
  passkeyCookieName: string;
  /** A session unused this long expires (each use pushes the expiry forward). */
  idleSeconds: number;
  /** No session outlives this, however often it is used; also the cookie's Max-Age. */
  maxAgeSeconds: number;
  /** The first block after repeated failures; it doubles with every further failure. */
  blockSeconds: number;
}

export function authConfig(): AuthConfig {
  const https = siteConfig().siteUrl.startsWith("https://");
  return {
    https,
    cookieName: https ? "__Host-courier_session" : "courier_session",
    challengeCookieName: https ? "__Host-courier_2fa" : "courier_2fa",
    passkeyCookieName: https ? "__Host-courier_passkey" : "courier_passkey",
    idleSeconds: Math.min(serverConfig.sessionTtlSeconds, serverConfig.sessionMaxAgeSeconds),
    maxAgeSeconds: serverConfig.sessionMaxAgeSeconds,
    blockSeconds: serverConfig.signInBlockSeconds,
  };
}
