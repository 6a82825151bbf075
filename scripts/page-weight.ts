/**
 * What each pre-rendered page of a build makes the browser download before it is interactive,
 * read from the build itself (no browser): the HTML, its stylesheets, and every script it loads
 * (module preloads, inline module imports and their static imports, transitively), each
 * compressed with gzip (level 9) and brotli (quality 11), as a server that compresses once would.
 * Code loaded later (on interaction) is not counted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  route: string;
  js: Sizes;
  scripts: number;
  css: Sizes;
  html: Sizes;
}

const cache = new Map<string, Sizes>();

function sizesOf(file: string, bytes?: Buffer): Sizes {
  const cached = cache.get(file);
  if (cached && !bytes) return cached;
  const data = bytes ?? readFileSync(file);
  const sizes = {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  if (!bytes) cache.set(file, sizes);
  return sizes;
}

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });

/** Static imports of a built chunk ("./x.js" siblings); dynamic import() calls are left out. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) found.add(match[1]!);
  return [...found];
}

/** Scripts the page's HTML loads at start: module preloads and static imports of inline module scripts. */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = m[1]!;
    for (const i of code.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?["'](\/[^"']+\.js)["']/g)) found.add(i[1]!);
    for (const i of code.matchAll(/\bimport\(["'](\/[^"']+\.js)["']\)/g)) found.add(i[1]!);
    // The preloads a page adds after its first paint (build-tools/hydrate-after-paint.ts).
    const deferred = /(\[[^\]]*\])\.forEach\(function\(href\)/.exec(code);
    if (deferred) for (const href of JSON.parse(deferred[1]!) as string[]) found.add(href);
  }
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) found.add(m[1]!);
  return [...found];
}

/**
 * The visitors' JavaScript budget (issue 39): what a page loads before it is interactive, brotli,
 * at most 115 KB, in at most 8 files, and at most 115 KB on the wire with each response's headers
 * (about 0.4 KB a script since decision 061; 1 KB before).
 */
export const JAVASCRIPT_BUDGET = { brotliBytes: 115 * 1024, scripts: 8, wireBytes: 115 * 1024 } as const;

/** The first-flight budget (docs/decisions/026-first-flight.md): a page's HTML and stylesheets, before its first paint. */
export const FIRST_FLIGHT_BYTES = 14 * 1024;

/** What the page sends before its first paint: its HTML and stylesheets, brotli. */
export const firstFlightBytes = (weight: Pick<PageWeight, "html" | "css">): number => weight.html.brotli + weight.css.brotli;

const htmlFileOf = (clientDir: string, route: string) => path.join(clientDir, route === "/" ? "" : route.slice(1), "index.html");

/** A page's first flight alone (its HTML and stylesheets), without weighing its scripts. */
export function firstFlightWeight(clientDir: string, route: string): Pick<PageWeight, "route" | "html" | "css"> {
  const htmlFile = htmlFileOf(clientDir, route);
  const htmlBytes = readFileSync(htmlFile);
  let css = zero();
  for (const m of htmlBytes.toString("utf8").matchAll(/<link rel="stylesheet"[^>]*\bhref="([^"]+)"/g)) css = add(css, sizesOf(path.join(clientDir, m[1]!)));
  return { route, css, html: sizesOf(htmlFile, htmlBytes) };
}

/** Every script file a page loads before it is interactive: its initial scripts and their static imports, transitively. */
export function pageScripts(clientDir: string, route: string): string[] {
  const html = readFileSync(htmlFileOf(clientDir, route), "utf8");
  const seen = new Set<string>();
  const queue = initialScripts(html).map((href) => path.join(clientDir, href));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const rel of staticImports(readFileSync(file, "utf8"))) queue.push(path.join(path.dirname(file), rel));
  }
  return [...seen];
}

export function pageWeight(clientDir: string, route: string): PageWeight {
  const scripts = pageScripts(clientDir, route);
  const js = scripts.reduce((sum, file) => add(sum, sizesOf(file)), zero());
  return { ...firstFlightWeight(clientDir, route), js, scripts: scripts.length };
}
