import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
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
 * Every pre-rendered page under a build's client directory: scripts start after the first paint
 * (hydrateAfterFirstPaint) or, where a page does not have React Router's usual shape, its module
 * preloads at least go at low priority.
 */
export function lowerPreloadPriorityInBuild(clientDir: string): number {
  let pages = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name.endsWith(".html")) {
        const html = readFileSync(full, "utf8");
        const next = lowerModulePreloadPriority(hydrateAfterFirstPaint(html));
        if (next !== html) {
          writeFileSync(full, next);
          pages++;
        }
      }
    }
  };
  walk(clientDir);
  return pages;
}
