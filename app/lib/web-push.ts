/**
 * Web Push for the admins (docs/decisions/043-installable-admin-and-web-push.md): what one
 * notification says about a new lead, which subscriptions a browser may hand us, and the admin's
 * web app manifest. Pure: the server sends, the browser shows.
 */
import { z } from "zod";
import { isApplication } from "./admin-leads.ts";
import { isPushEndpoint, type EndpointPolicy } from "./push-endpoint.ts";
import { vehicleLabel } from "./vehicles.ts";

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
  /** join_team: a job application, pushed as one (issue 42), with its home city (fromLocation), vehicle and area. */
  source: string;
  vehicle: string | null;
  workArea: string | null;
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

/** An application's body: where the applicant lives, the vehicle, the area asked for. */
function applicationDetails(lead: LeadForPush): string {
  const parts = [
    lead.fromLocation ? `עיר מגורים: ${isolate(lead.fromLocation)}` : null,
    lead.vehicle ? isolate(vehicleLabel(lead.vehicle)) : null,
    lead.workArea ? `אזור: ${isolate(lead.workArea)}` : null,
  ];
  return parts.filter(Boolean).join(" · ") || "בלי פרטים נוספים";
}

/**
 * Title: the customer's name; body: the route and the estimate the visitor saw, or what is missing.
 * A job application says it is one ("בקשת עבודה חדשה"), with the applicant's city, vehicle and area.
 */
export function leadPushMessage(lead: LeadForPush, adminPath: string): LeadPushMessage {
  const link = { url: `${adminPath}?lead=${lead.id}`, tag: `lead-${lead.id}` };
  if (isApplication(lead)) return { title: `בקשת עבודה חדשה: ${isolate(lead.name)}`, body: applicationDetails(lead), ...link };
  const trip = route(lead);
  const estimate = lead.quote.price === null ? null : `הערכה: ${lead.quote.price}\u00a0₪`;
  const body = [trip, estimate].filter(Boolean).join(" · ") || "בלי מסלול והערכת מחיר";
  return { title: `ליד חדש: ${isolate(lead.name)}`, body, ...link };
}

/** Browsers' names as their User-Agent gives them, the most specific first (Edge and Opera say "Chrome" too, Chrome says "Safari"). */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(OPR|OPiOS)\//, "Opera"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//, "Chrome"],
  [/\bAppleWebKit\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

/** What the security screen calls a device whose browser said nothing we know. */
export const UNKNOWN_DEVICE = "מכשיר לא מזוהה";

/**
 * A push device's name for the security screen, from the User-Agent of the request that turned
 * it on: "Android · Chrome", "iPhone · Safari", "Windows · Edge". Only fixed words come out, so
 * whatever a client sends, the name is short and says nothing it made up.
 */
export function pushDeviceName(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").slice(0, 512);
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  return [system, browser].filter(Boolean).join(" · ") || UNKNOWN_DEVICE;
}

/** Devices one admin may have notifications on: phones and computers, not a flood (the next one replaces the oldest). */
export const PUSH_DEVICES_PER_ADMIN = 10;

/**
 * A browser's PushSubscription.toJSON(), as an admin's page posts it: the endpoint (a browser's
 * push service, app/lib/push-endpoint.ts) and its two keys (RFC 8291).
 */
export const pushSubscriptionSchema = (policy: EndpointPolicy = {}) =>
  z.object({
    endpoint: z
      .string()
      .max(2048)
      .refine((endpoint) => isPushEndpoint(endpoint, policy), "must be an https:// URL of a browser's push service"),
    keys: z.object({
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, "must be an uncompressed P-256 point (65 bytes) in base64url"),
      /** The shared authentication secret (16 bytes). */
      auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "must be 16 bytes in base64url"),
    }),
  });
export type PushSubscriptionInput = z.output<ReturnType<typeof pushSubscriptionSchema>>;

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

/** The security screen's card of push devices (app/components/admin/push-devices-card.tsx). */
export const pushDeviceMessages = {
  title: "מכשירים עם התראות",
  intro: `המכשירים שמקבלים התראה על כל ליד חדש (עד ${PUSH_DEVICES_PER_ADMIN}; מכשיר נוסף מחליף את הוותיק שבהם). מכשיר שאינכם מזהים? הסירו אותו והחליפו סיסמה.`,
  none: "אין מכשירים עם התראות. אפשר להפעיל התראות בכפתור שבראש העמוד.",
  listLabel: "מכשירים עם התראות",
  added: "נוסף",
  lastSent: "התראה אחרונה",
  neverSent: "עוד לא נשלחה התראה",
  thisDevice: "המכשיר הזה",
  remove: "הסרה",
  removeQuestion: (name: string) => `להסיר את ${name}? המכשיר לא יקבל יותר התראות על לידים חדשים.`,
  removeConfirm: "כן, להסיר",
  removed: (name: string) => `${name} הוסר ולא יקבל יותר התראות.`,
  notFound: "המכשיר הזה כבר לא ברשימה. רעננו את העמוד.",
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
