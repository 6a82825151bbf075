/**
 * After pre-rendering: what a page sends a second time, or padded, in its first flight (the HTML
 * that, with the stylesheet, must arrive before the first paint) is cut from the build's pages
 * (docs/decisions/026-first-flight.md). The visible page and what the browser ends up with are
 * unchanged.
 *
 * 1. Markup drawn on the server leaves the page's hydration data. An article's body
 *    (`<div data-article-body>`) and the home page's static sections (`<div data-static-html>`,
 *    app/components/static-html.tsx) are HTML rendered at build time; the page draws it and React
 *    Router's inline hydration data carried it a second time, as the route's loader data. This
 *    replaces that copy with an empty string; the browser's first render keeps what is already in
 *    the page. The route's `.data` file, which client-side navigation reads, keeps the markup.
 *
 *    React Router writes the hydration data as one inline script:
 *
 *      window.__reactRouterContext.streamController.enqueue("<turbo-stream, JSON-quoted>");
 *
 *    The turbo-stream's first line is a flat JSON array: objects are `{"_<key index>": <value
 *    index>}`. The markup is the string at the value index of an `html` key, and it must stand in
 *    the page right after one of those `<div ...>` tags, exactly, up to its `</div>`. Anything else
 *    (another shape, more than one chunk, markup that is not in the page) leaves the page as it was.
 *
 * 2. React Router's route manifest (`window.__reactRouterManifest = {...};`, written with two-space
 *    indents and a line per value) is written as compact JSON: the same object.
 */
import { rewritePrerenderedPages } from "./prerendered-pages.ts";

const STREAM = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const DRAWN_TAG = /<div (?:data-article-body=""|data-static-html="[^"]*")[^>]*>/g;

/** React Router's own escaping of the script (react-router, lib/dom/ssr/markup.js). */
const ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeScript = (text: string) => text.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]!);

export function leaveDrawnHtmlOutOfHydration(html: string): string {
  const scripts = [...html.matchAll(STREAM)];
  const tags = [...html.matchAll(DRAWN_TAG)].map((tag) => tag.index + tag[0].length);
  if (scripts.length !== 1 || tags.length === 0) return html;
  const [script, literal] = [scripts[0]![0], scripts[0]![1]!];
  const payload = JSON.parse(literal) as string;
  // Only a stream we would write back byte for byte: one line (and its newline), plain JSON.
  if (escapeScript(JSON.stringify(payload)) !== literal) return html;
  const newline = payload.indexOf("\n");
  if (newline !== -1 && newline !== payload.length - 1) return html;
  const line = newline === -1 ? payload : payload.slice(0, newline);
  let values: unknown[];
  try {
    values = JSON.parse(line) as unknown[];
  } catch {
    return html;
  }
  if (!Array.isArray(values) || JSON.stringify(values) !== line) return html;

  const inPage = (value: unknown): value is string =>
    typeof value === "string" && value.length > 0 && tags.some((start) => html.startsWith(value, start) && html.startsWith("</div>", start + value.length));
  const keys = values.flatMap((value, index) => (value === "html" ? [`_${index}`] : []));
  const drawn = new Set<number>();
  for (const value of values) {
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    for (const key of keys) {
      const at = (value as Record<string, unknown>)[key];
      if (typeof at === "number" && inPage(values[at])) drawn.add(at);
    }
  }
  if (drawn.size === 0) return html;
  for (const at of drawn) values[at] = "";
  const next = JSON.stringify(values) + payload.slice(line.length);
  const nextScript = script.replace(literal, () => escapeScript(JSON.stringify(next)));
  return html.replace(script, () => nextScript);
}

const MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});/;

/** The route manifest as compact JSON; a page without one, or one that is not plain JSON, is left alone. */
export function compactRouteManifest(html: string): string {
  const found = MANIFEST.exec(html);
  if (!found) return html;
  let manifest: unknown;
  try {
    manifest = JSON.parse(found[2]!);
  } catch {
    return html;
  }
  return html.replace(found[0], () => `${found[1]}${JSON.stringify(manifest)};`);
}

/** Both steps on every pre-rendered page under a build's client directory; returns how many changed. */
export function trimFirstFlightInBuild(clientDir: string): number {
  return rewritePrerenderedPages(clientDir, (html) => compactRouteManifest(leaveDrawnHtmlOutOfHydration(html)));
}
