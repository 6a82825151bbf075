/**
 * The browser's own note of the push subscription it registered: the subscription's id, in an
 * HttpOnly cookie set when the browser turns notifications on. The header's control asks whether
 * *this* browser's subscription is still on, and the security screen marks "this device", from it
 * alone: no caller learns anything about an endpoint it did not register here (issue 37).
 */
import { authConfig } from "../auth/auth-config.ts";
import { readCookie } from "../auth/cookie.ts";

/** A push subscription lives until the browser drops it: the cookie outlives any session (about a year). */
const MAX_AGE_SECONDS = 400 * 24 * 3600;

const cookieName = () => (authConfig().https ? "__Host-courier_push_device" : "courier_push_device");

function cookie(value: string, maxAgeSeconds: number): string {
  const parts = [`${cookieName()}=${value}`, "Path=/", `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Lax"];
  if (authConfig().https) parts.push("Secure");
  return parts.join("; ");
}

export const deviceCookie = (subscriptionId: number) => cookie(String(subscriptionId), MAX_AGE_SECONDS);
export const clearedDeviceCookie = () => cookie("", 0);

/** The id of the subscription this browser registered, or null. */
export function deviceOf(request: Request): number | null {
  const value = readCookie(request, cookieName());
  return value && /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;
}
