/**
 * Where a visit came from and the calculator's last estimate, remembered in the browser's
 * session storage for the visit only and sent with a lead form (docs/decisions/020-attribution.md).
 * Pure apart from the storage it is handed; no zod here: this module is in every page's first
 * load (the root mounts the recorder), while the checking schemas live in ./lead-schema.ts,
 * which loads when a form is used.
 */
import type { LeadAttribution, LeadQuote } from "./admin-leads.ts";
import type { PackageSizeId, PricingModel } from "./delivery-estimate.ts";

/** sessionStorage keys: the landing record (set once per visit) and the last estimate (replaced each time). */
export const ATTRIBUTION_STORAGE_KEY = "courier.attribution";
export const QUOTE_STORAGE_KEY = "courier.quote";

const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const CLICK_ID_PARAMETERS = ["gclid", "fbclid"] as const;

/** Longest utm value kept; a longer one is dropped. */
export const ATTRIBUTION_TEXT_MAX = 200;
/** Ad click identifiers run longer than utm values (Google's and Meta's are opaque tokens). */
export const CLICK_ID_MAX = 500;
const HOST_NAME_MAX = 253;
export const QUOTE_CITY_MAX = 60;
export const QUOTE_PRICE_MAX = 100_000;
export const QUOTE_SIZES = ["small", "medium", "large"] as const satisfies readonly PackageSizeId[];
export const QUOTE_MODELS = ["table", "distance"] as const satisfies readonly PricingModel[];

/** Dot-separated labels of letters, digits, hyphens (and underscores, which some hosts use), or a bracketed IPv6 address. */
const HOST_NAME = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]{2,45}\])$/i;

export function isHostName(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= HOST_NAME_MAX && HOST_NAME.test(value);
}

export const emptyAttribution = (): LeadAttribution => ({
  landing_page: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  gclid: null,
  fbclid: null,
});

function parseUrl(value: string | URL): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** www.example.co.il and example.co.il are the same site. */
const siteHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/**
 * The record to remember for a visit that begins at `landingUrl` (location.href) after
 * `referrer` (document.referrer): the page's path, the referring host when it is another site,
 * and the campaign parameters and click identifiers of the link. Nothing is checked here
 * beyond the shape; the server's schema drops whatever is not fit to store.
 */
export function computeAttribution(landingUrl: string | URL, referrer: string): LeadAttribution {
  const record = emptyAttribution();
  const landing = parseUrl(landingUrl);
  if (landing) {
    record.landing_page = landing.pathname || "/";
    for (const name of [...UTM_PARAMETERS, ...CLICK_ID_PARAMETERS]) {
      const value = landing.searchParams.get(name)?.trim();
      if (value) record[name] = value;
    }
  }
  const from = referrer ? parseUrl(referrer) : null;
  const host = from?.hostname.toLowerCase() ?? "";
  if (host && (!landing || siteHost(host) !== siteHost(landing.hostname))) record.referrer_host = host;
  return record;
}

/** The storage the browser offers, or none: reading sessionStorage itself throws where storage is blocked. */
export type VisitStorage = Pick<Storage, "getItem" | "setItem"> | null;

/** On the visit's first page (nothing stored yet) remembers where it began; later pages leave it alone. */
export function rememberLanding(storage: VisitStorage, landingUrl: string | URL, referrer: string): void {
  try {
    if (!storage || storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(computeAttribution(landingUrl, referrer)));
  } catch {
    // Private modes and full storage throw: the visit simply goes unattributed.
  }
}

/** Remembers the estimate just shown, replacing the one before. */
export function rememberQuote(storage: VisitStorage, quote: LeadQuote): void {
  try {
    storage?.setItem(QUOTE_STORAGE_KEY, JSON.stringify(quote));
  } catch {
    // As above: an estimate not remembered is no loss to the visitor.
  }
}

function readJson(storage: VisitStorage, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a lead form sends with the lead: the stored record and estimate as they are (absent
 * when there are none). Unchecked on purpose: the schema drops what it cannot use and never
 * refuses a lead for it.
 */
export function visitRecord(storage: VisitStorage): { attribution?: unknown; quote?: unknown } {
  const attribution = readJson(storage, ATTRIBUTION_STORAGE_KEY);
  const quote = readJson(storage, QUOTE_STORAGE_KEY);
  return { ...(attribution !== undefined && { attribution }), ...(quote !== undefined && { quote }) };
}
