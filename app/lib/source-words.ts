/**
 * Where leads came from, in the owner's words rather than the raw link values: "גוגל – מודעות"
 * for a Google ad, "פייסבוק", "ישיר", a landing page by its title. A campaign (utm_campaign) is
 * the owner's own name for it and stays as he wrote it; what it ran on is its platform. Pure: the
 * summary's queries hand in the stored columns and the site's page titles.
 */
import { DIRECT_LABEL } from "./admin-leads.ts";
import { HOME_LABEL } from "./breadcrumb-trail.ts";
import { canonicalPath } from "./canonical-path.ts";

const SOURCE_WORDS = {
  googleAds: "גוגל – מודעות",
  googleSearch: "גוגל – חיפוש",
  facebook: "פייסבוק",
  instagram: "אינסטגרם",
  whatsapp: "וואטסאפ",
  tiktok: "טיקטוק",
  youtube: "יוטיוב",
  bing: "בינג",
  direct: DIRECT_LABEL,
  campaign: "קמפיין",
  unknownPage: "לא ידוע",
  homePage: HOME_LABEL,
} as const;

/** The columns of a lead that say what brought it (the click identifiers only as "there or not"). */
export interface SourceFacts {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer_host: string | null;
  gclid: boolean;
  fbclid: boolean;
}

/** What a lead is counted under: its campaign when the link named one, else its platform. */
export interface SourceGroup {
  /** Distinct for a campaign and a platform of the same name. */
  key: string;
  /** The campaign's name, or the platform in words. */
  label: string;
  campaign: boolean;
  /** The platform in words (for a campaign, the part of it this lead came through). */
  platform: string;
}

const PREFIXES = /^(?:www\d*|l|lm|m|mobile|touch|amp)\./;
const DOMAIN_SUFFIX = /^(?:co|com|org|net|ac|gov|muni|k12)\.[a-z]{2}$/;

/** A referring host as a site's name: lower case, without "www.", Facebook's "l." and mobile prefixes ("m.ynet.co.il" is "ynet.co.il"). */
export function siteName(host: string): string {
  let name = host.trim().toLowerCase().replace(/\.$/, "");
  // Never down to a bare "com" or "co.il": a prefix goes only while a site's own name remains after it.
  for (;;) {
    const rest = name.replace(PREFIXES, "");
    if (rest === name || !rest.includes(".") || DOMAIN_SUFFIX.test(rest)) return name;
    name = rest;
  }
}

const GOOGLE_HOST = /^(?:[a-z0-9-]+\.)*google\.[a-z.]+$/;
const hostIs = (name: string, ...sites: string[]) => sites.some((site) => name === site || name.endsWith(`.${site}`));
const PAID_MEDIUM = /^(?:cpc|ppc|paid|paid[-_ ]?(?:search|social)|sem|ads?|display|cpm|cpa)$/;

/** The platform in words, from the link's utm_source first, then the click identifier, then the referring site. */
export function platformOf(facts: SourceFacts): string {
  const source = facts.utm_source?.trim().toLowerCase() ?? "";
  const medium = facts.utm_medium?.trim().toLowerCase() ?? "";
  const host = facts.referrer_host ? siteName(facts.referrer_host) : "";
  const paid = facts.gclid || PAID_MEDIUM.test(medium);

  if (source) {
    if (/^(?:google|google[-_ ]?ads|adwords|gads)$/.test(source) || GOOGLE_HOST.test(source))
      // Google's own search sends no tags: a tagged Google link is an ad unless it says organic.
      return medium === "organic" && !facts.gclid ? SOURCE_WORDS.googleSearch : SOURCE_WORDS.googleAds;
    if (/^(?:facebook|fb|meta)$/.test(source) || hostIs(siteName(source), "facebook.com")) return SOURCE_WORDS.facebook;
    if (/^(?:instagram|ig|insta)$/.test(source) || hostIs(siteName(source), "instagram.com")) return SOURCE_WORDS.instagram;
    if (/^(?:whatsapp|wa)$/.test(source)) return SOURCE_WORDS.whatsapp;
    if (/^(?:tiktok|tt)$/.test(source)) return SOURCE_WORDS.tiktok;
    if (/^(?:youtube|yt)$/.test(source)) return SOURCE_WORDS.youtube;
    if (/^(?:bing|microsoft)$/.test(source)) return SOURCE_WORDS.bing;
    return facts.utm_source!.trim();
  }
  if (facts.gclid) return SOURCE_WORDS.googleAds;
  if (host) {
    if (GOOGLE_HOST.test(host)) return paid ? SOURCE_WORDS.googleAds : SOURCE_WORDS.googleSearch;
    if (hostIs(host, "instagram.com")) return SOURCE_WORDS.instagram;
    if (hostIs(host, "facebook.com", "fb.com", "fb.me", "messenger.com")) return SOURCE_WORDS.facebook;
    if (hostIs(host, "whatsapp.com", "wa.me")) return SOURCE_WORDS.whatsapp;
    if (hostIs(host, "tiktok.com")) return SOURCE_WORDS.tiktok;
    if (hostIs(host, "youtube.com", "youtu.be")) return SOURCE_WORDS.youtube;
    if (hostIs(host, "bing.com")) return SOURCE_WORDS.bing;
    return host;
  }
  // An ad click on Meta without tags or a referrer (the in-app browser often sends none).
  if (facts.fbclid) return SOURCE_WORDS.facebook;
  return SOURCE_WORDS.direct;
}

/** The row a lead is counted in: one per campaign, whatever platforms it ran on; else one per platform. */
export function sourceGroupOf(facts: SourceFacts): SourceGroup {
  const platform = platformOf(facts);
  const campaign = facts.utm_campaign?.trim();
  if (campaign) return { key: `campaign:${campaign}`, label: campaign, campaign: true, platform };
  return { key: `platform:${platform}`, label: platform, campaign: false, platform };
}

/** A group as one line of text: "קמפיין spring-sale", "פייסבוק". */
export const sourceGroupText = (group: Pick<SourceGroup, "label" | "campaign">) => (group.campaign ? `${SOURCE_WORDS.campaign} ${group.label}` : group.label);

/**
 * A landing page by its title (the one its head and the sitemap carry), "דף הבית" for "/"; a path
 * the site no longer has stays a path; none known is "לא ידוע".
 */
export function landingPageName(path: string | null, titles: ReadonlyMap<string, string>): string {
  if (!path) return SOURCE_WORDS.unknownPage;
  const canonical = canonicalPath(path);
  if (canonical === "/") return SOURCE_WORDS.homePage;
  return titles.get(canonical) ?? canonical;
}
