/**
 * The published version of the site's facts, held by this process (docs/decisions/066): what the
 * root loader, /llms.txt and the lead endpoint read. Until the database has a version, the
 * environment's values. When the version changes (a publish here, or, with PostgreSQL, one another
 * instance made, noticed by a poll), or the notice starts or ends, the listeners run: the server
 * renders its pre-built pages again and swaps them in (server/site-pages.ts).
 */
import { israelDateStamp } from "../../lib/israel-time.ts";
import { noticeOn, siteConfigOf, type SiteSettings } from "../../lib/site-settings.ts";
import type { SiteConfig } from "../../lib/business-details.ts";
import { siteConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { errorFields, log } from "../log.ts";
import { startingSettings } from "./starting.ts";
import { isLivePreview, latestVersion, latestVersionId, readDrafts, withDrafts } from "./store.ts";

/** How often an instance on PostgreSQL asks whether another one published (a one-row index read). */
const POLL_MS = 1_500;
/** How often the notice's dates are checked against the Israeli day. */
const DAY_CHECK_MS = 60_000;

export const PREVIEW_COOKIE = "site_preview";

/** What the pages were last drawn from: the settings and the notice shown that day. */
type Rendered = { versionId: number; key: string };

type Listener = () => Promise<void>;

const defaults = startingSettings;

const state: {
  versionId: number;
  publishedAt: Date | null;
  settings: SiteSettings;
  rendered: Rendered;
  listeners: Listener[];
  queue: Promise<void>;
} = {
  versionId: 0,
  publishedAt: null,
  settings: defaults(),
  rendered: { versionId: 0, key: "" },
  listeners: [],
  queue: Promise.resolve(),
};

const drawnKey = (settings: SiteSettings, now: Date) =>
  JSON.stringify([settings.business, settings.testimonials, settings.prices, settings.terms, noticeOn(settings.notice, israelDateStamp(now))]);
// The build drew its pages from the environment's values, on the day it ran; a notice is never in them.
state.rendered.key = drawnKey(state.settings, new Date());

export function publishedSettings(): SiteSettings {
  return state.settings;
}

export function publishedVersionId(): number {
  return state.versionId;
}

/** The Israeli day of the live version's publish (the sitemap's lastmod), or undefined before the first. */
export function publishedDay(): string | undefined {
  return state.publishedAt ? israelDateStamp(state.publishedAt) : undefined;
}

/** The published business details as the pages read them. */
export function publishedSiteConfig(): SiteConfig {
  return siteConfigOf(state.settings, siteConfig().siteUrl);
}

/** A listener runs (one at a time, in order) each time the pages must be drawn again. */
export function onSiteChange(listener: Listener): void {
  state.listeners.push(listener);
}

/** Runs the listeners if what the pages show has changed since they were drawn; resolves when they are done. */
function redrawIfChanged(now = new Date()): Promise<void> {
  state.queue = state.queue.then(async () => {
    const key = drawnKey(state.settings, now);
    if (key === state.rendered.key) return;
    const started = performance.now();
    for (const listener of state.listeners) await listener();
    state.rendered = { versionId: state.versionId, key };
    log("info", "site pages drawn again", { version: state.versionId, ms: Math.round(performance.now() - started) });
  });
  return state.queue.catch((error: unknown) => {
    log("error", "site pages could not be drawn again; the previous ones are still served", errorFields(error, { stack: true }));
  });
}

/** Reads the newest version; when it is not the one held, holds it and draws the pages again. */
export async function refreshPublished(db: Db): Promise<void> {
  const latest = await latestVersion(db);
  const id = latest?.id ?? 0;
  if (id !== state.versionId) {
    state.versionId = id;
    state.publishedAt = latest?.publishedAt ?? null;
    state.settings = latest?.settings ?? defaults();
  }
  await redrawIfChanged();
}

/**
 * Watches for a publish by another instance (PostgreSQL only: with SQLite this process is the only
 * one) and for the notice's first and last day. Returns the function that stops it.
 */
export function watchPublished(db: Db): () => void {
  let busy = false;
  const poll = async () => {
    if (busy) return;
    busy = true;
    try {
      if ((await latestVersionId(db)) !== state.versionId) await refreshPublished(db);
    } catch (error) {
      log("warn", "site versions: poll failed", errorFields(error));
    } finally {
      busy = false;
    }
  };
  const timers = [setInterval(() => void redrawIfChanged(), DAY_CHECK_MS)];
  if (db.engine === "postgres") timers.push(setInterval(() => void poll(), POLL_MS));
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}

/** Preview checks, remembered briefly: each preview page asks several times (its document and its data). */
const previewChecks = new Map<string, { live: boolean; until: number }>();
const PREVIEW_CHECK_MS = 5_000;

/** Whether a preview cookie's token is live (an admin previewing the draft in this browser). */
export async function isPreviewing(db: Db, token: string | undefined, now = Date.now()): Promise<boolean> {
  if (!token) return false;
  const known = previewChecks.get(token);
  if (known && known.until > now) return known.live;
  const live = await isLivePreview(db, token);
  if (previewChecks.size > 1000) previewChecks.clear();
  previewChecks.set(token, { live, until: now + PREVIEW_CHECK_MS });
  return live;
}

export function forgetPreview(token: string): void {
  previewChecks.delete(token);
}

/** The published settings with the drafts over them: what a preview draws. */
export async function draftSettings(db: Db): Promise<SiteSettings> {
  return withDrafts(state.settings, await readDrafts(db));
}
