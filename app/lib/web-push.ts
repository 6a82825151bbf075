/**
 * Web Push for the admins (docs/decisions/043-installable-admin-and-web-push.md): what one
 * notification says about a new lead, which subscriptions a browser may hand us, and the admin's
 * web app manifest. Pure: the server sends, the browser shows.
 */
import { z } from "zod";

/** What the service worker shows for one lead, and where a tap on it leads. */
export interface LeadPushMessage {
  title: string;
  body: string;
  /** The lead's own link on the admin page. */
  url: string;
  /** One notification per lead, even if it were delivered twice. */
  tag: string;
}

export interface LeadForPush {
  id: number;
  name: string;
  fromLocation: string | null;
  toLocation: string | null;
  quote: { from: string | null; to: string | null; price: number | null };
}

/** Isolated, so a Latin name or a number keeps its own order inside the Hebrew line (U+2068 ... U+2069). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The lead's route as the owner reads it: from ← to (the visitor's own words, else the calculator's cities). */
function route(lead: LeadForPush): string | null {
  const from = lead.fromLocation ?? lead.quote.from;
  const to = lead.toLocation ?? lead.quote.to;
  if (from && to) return `${isolate(from)} ← ${isolate(to)}`;
  if (from) return `מ${isolate(from)}`;
  if (to) return `אל ${isolate(to)}`;
  return null;
}

/** Title: the customer's name; body: the route and the estimate the visitor saw, or what is missing. */
export function leadPushMessage(lead: LeadForPush, adminPath: string): LeadPushMessage {
  const trip = route(lead);
  const estimate = lead.quote.price === null ? null : `הערכה: ${lead.quote.price}\u00a0₪`;
  const body = [trip, estimate].filter(Boolean).join(" · ") || "בלי מסלול והערכת מחיר";
  return { title: `ליד חדש: ${isolate(lead.name)}`, body, url: `${adminPath}?lead=${lead.id}`, tag: `lead-${lead.id}` };
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A push service's address: https (every browser's push service), or http on this machine's
 * loopback (a test's or a developer's local endpoint). Nothing else: the server posts to it.
 */
export function isPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}

/** A browser's PushSubscription.toJSON(), as an admin's page posts it: the endpoint and its two keys (RFC 8291). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(2048).refine(isPushEndpoint, "must be an https:// push service URL"),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, "must be an uncompressed P-256 point (65 bytes) in base64url"),
    /** The shared authentication secret (16 bytes). */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "must be 16 bytes in base64url"),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** The words of the header's control, and what it says after each outcome. */
export const pushMessages = {
  turnOn: "הפעלת התראות",
  turnOff: "כיבוי התראות",
  on: "התראות על לידים חדשים פעילות במכשיר הזה",
  off: "התראות על לידים חדשים כבויות במכשיר הזה",
  denied: "הדפדפן חוסם התראות מהאתר. אפשרו התראות בהגדרות הדפדפן ונסו שוב.",
  unsupported: "הדפדפן הזה לא תומך בהתראות. באייפון: הוסיפו קודם את מערכת הניהול למסך הבית.",
  failed: "לא הצלחנו להפעיל התראות. נסו שוב בעוד רגע.",
  badSubscription: "פרטי המכשיר להתראות אינם תקינים",
} as const;

/** The admin's web app manifest (installable on a phone's home screen), in Hebrew, right to left, scoped to the admin. */
export function adminWebAppManifest(brandName: string, adminPath: string) {
  return {
    name: `${brandName}: מערכת ניהול`,
    short_name: "לידים",
    description: "לידים חדשים והתראות עליהם",
    lang: "he",
    dir: "rtl",
    id: adminPath,
    start_url: adminPath,
    scope: adminPath,
    display: "standalone",
    orientation: "any",
    background_color: "#ffffff",
    theme_color: "#1e40af",
    icons: [
      { src: `${adminPath}/icons/192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: `${adminPath}/icons/512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: `${adminPath}/icons/maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
