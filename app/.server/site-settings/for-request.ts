/**
 * The site's facts a public request is drawn with (docs/decisions/066): the published version, or,
 * in a browser where an admin turned the preview on, the draft over it.
 */
import { priceBookOf, type PriceBook } from "../../content/price-book.ts";
import { israelDateStamp } from "../../lib/israel-time.ts";
import { ADMIN_PAGES } from "../../lib/paths.ts";
import { noticeOn, siteConfigOf, type SiteSettings } from "../../lib/site-settings.ts";
import type { SiteConfig } from "../../lib/business-details.ts";
import { siteConfig } from "../config.ts";
import { errorFields, log } from "../log.ts";
import { getServices } from "../runtime.ts";
import { readCookies } from "../auth/cookie.ts";
import { draftSettings, isPreviewing, PREVIEW_COOKIE, publishedSettings } from "./published.ts";

export interface RootSiteData {
  site: SiteConfig;
  /** The notice's line on this Israeli day; absent when there is none (pages carry no empty key). */
  notice?: string;
  /** A preview's banner: where to turn it off (the admin's path, sent to this admin's browser only). */
  preview?: { exitHref: string };
}

function rootSiteData(settings: SiteSettings, preview: boolean, now = new Date()): RootSiteData {
  const notice = noticeOn(settings.notice, israelDateStamp(now));
  return {
    site: siteConfigOf(settings, siteConfig().siteUrl),
    ...(notice && { notice }),
    ...(preview && { preview: { exitHref: ADMIN_PAGES.site } }),
  };
}

/** The published settings, or in a previewing admin's browser the draft over them. */
export async function settingsForRequest(request: Request): Promise<{ settings: SiteSettings; preview: boolean }> {
  const token = readCookies(request, [PREVIEW_COOKIE])[PREVIEW_COOKIE];
  if (token) {
    try {
      const { db } = await getServices();
      if (await isPreviewing(db, token)) return { settings: await draftSettings(db), preview: true };
    } catch (error) {
      log("warn", "site preview: the draft could not be read; the published site is shown", errorFields(error));
    }
  }
  return { settings: publishedSettings(), preview: false };
}

export async function siteForRequest(request: Request): Promise<RootSiteData> {
  const { settings, preview } = await settingsForRequest(request);
  return rootSiteData(settings, preview);
}

/** The price book a public request is drawn with: the published one, or a previewing admin's draft. */
export async function pricesForRequest(request: Request): Promise<PriceBook> {
  return priceBookOf((await settingsForRequest(request)).settings.prices);
}
