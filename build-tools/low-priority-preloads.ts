import { rewritePrerenderedPages } from "./prerendered-pages.ts";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint.ts";

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/**
 * Marks every `<link rel="modulepreload">` of a page as low priority. The scripts still download
 * in parallel from the start, but no longer compete with the HTML and the stylesheet for the first
 * paint: a pre-rendered page needs no script to paint (docs/decisions/013).
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * Every pre-rendered page under a build's client directory (a build step, vite.config.ts): scripts
 * start after the first paint (hydrateAfterFirstPaint) or, where a page does not have React
 * Router's usual shape, its module preloads at least go at low priority.
 */
export function lowerPreloadPriorityInBuild(clientDir: string): number {
  return rewritePrerenderedPages(clientDir, (html) => lowerModulePreloadPriority(hydrateAfterFirstPaint(html)));
}
