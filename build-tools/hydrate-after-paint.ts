/**
 * Rewrites a pre-rendered page so its JavaScript starts loading after the first paint
 * (docs/decisions/013-performance-budget.md): the page is complete HTML and works without
 * scripts, so the HTML and the stylesheet get the network to themselves and hydration follows.
 *
 * React Router writes, per page, `<link rel="modulepreload">` tags and one inline module script:
 *
 *   import * as route0 from "/assets/root-x.js";
 *   import * as route1 from "/assets/about-y.js";
 *   window.__reactRouterManifest = {...};
 *   window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};
 *   import("/assets/entry.client-z.js");
 *
 * This becomes: no preload tags in the HTML; the manifest assignment as it was; then, after the
 * next frame has painted (or after a second in a tab that does not paint), the same preloads added
 * from the script (the files still download in parallel), the route modules imported, and the
 * entry loaded exactly as before. A page that does not have this shape is left unchanged.
 */

const PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/;
const SIDE_EFFECT_IMPORT = /^\s*;?\s*import ("[^"]+");?\s*$/;
const ROUTE_MODULES = /^\s*window\.__reactRouterRouteModules = (\{[^\n]*\});\s*$/;
const ENTRY_IMPORT = /^\s*import\(("[^"]+")\);\s*$/;

export function hydrateAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const lines = script[2]!.split("\n");
  const routes: { name: string; href: string }[] = [];
  const sideEffects: string[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  const kept: string[] = [];
  for (const line of lines) {
    let match: RegExpExecArray | null;
    if ((match = STATIC_IMPORT.exec(line))) routes.push({ name: match[1]!, href: match[2]! });
    else if ((match = SIDE_EFFECT_IMPORT.exec(line))) sideEffects.push(match[1]!);
    else if ((match = ROUTE_MODULES.exec(line))) routeModules = match[1];
    else if ((match = ENTRY_IMPORT.exec(line))) entry = match[1];
    else if (line.trim() === ";" || line.trim() === "") continue;
    else kept.push(line);
  }
  // Anything unexpected (another import, a missing part): leave the page as React Router wrote it.
  if (!routes.length || !routeModules || !entry || kept.some((line) => /\bimport\b/.test(line))) return html;

  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const deferred = [
    // Short names: this script is in the first flight of every page (docs/decisions/026).
    "(function(){var s=0;function go(){if(s)return;s=1;",
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`,
    `Promise.all([${[...sideEffects, ...routes.map((r) => r.href)].map((href) => `import(${href})`).join(",")}])`,
    `.then(function(m){m=m.slice(${sideEffects.length});var ${routes.map((r, i) => `${r.name}=m[${i}]`).join(",")};`,
    `window.__reactRouterRouteModules = ${routeModules};return import(${entry})})}`,
    // After the next paint; a hidden tab never paints, so it starts after a second there.
    "requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})();",
  ].join("");
  const body = `${kept.join("\n")}\n${deferred}`;
  return html.replace(PRELOAD, "").replace(MODULE_SCRIPT, (_all, open: string, _body: string, close: string) => `${open}${body}${close}`);
}
