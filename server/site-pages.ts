/**
 * The pre-built pages drawn again while the server runs (docs/decisions/066): after the owner
 * publishes, each public page and its data are rendered by the build's own request handler, as
 * pre-rendering does (the data first, then the document), passed through the build's own steps
 * (build-tools/), compressed at the build's levels, and swapped into the in-memory files in one
 * synchronous pass, so no request ever gets one page of the new version and the next of the old.
 */
import { createRequestHandler, type ServerBuild } from "react-router";
import { compactRouteManifest, leaveDrawnHtmlOutOfHydration } from "../build-tools/first-flight.ts";
import { hydrateAfterFirstPaint } from "../build-tools/hydrate-after-paint.ts";
import { lowerModulePreloadPriority } from "../build-tools/low-priority-preloads.ts";
import { encodeNow } from "./compression.ts";
import { staticFile, type StaticFile, type StaticFileOptions } from "./static-files.ts";

/** A page's document as the build leaves it (vite.config.ts runs the same steps in this order). */
const asBuilt = (html: string) => compactRouteManifest(leaveDrawnHtmlOutOfHydration(lowerModulePreloadPriority(hydrateAfterFirstPaint(html))));

/** React Router's name for a page's data: /_.data for the home page, /about.data for /about. */
const dataPathOf = (page: string) => (page === "/" ? "/_.data" : `${page}.data`);

/** Where a page's document is asked for, as pre-rendering asks (a trailing slash). */
const documentPathOf = (page: string) => (page === "/" ? "/" : `${page}/`);

/** Prerendering hands the data it rendered to the document's request, so both are one rendering. */
const PRERENDER_DATA_HEADER = "X-React-Router-Prerender-Data";
const PRERENDER_DATA_MAX = 8 * 1024;

export function createPageRenderer(build: ServerBuild, files: Map<string, StaticFile>, options: StaticFileOptions) {
  const handler = createRequestHandler(build, "production");

  async function render(url: string, init?: RequestInit): Promise<string> {
    const response = await handler(new Request(`http://localhost${url}`, init));
    if (response.status !== 200) throw new Error(`drawing ${url} again answered ${response.status}`);
    return response.text();
  }

  /** Draws `pages` again and swaps them in; nothing is swapped when any one fails. */
  return async function renderPages(pages: readonly string[]): Promise<number> {
    const drawn: Array<{ path: string; bytes: Buffer; isPage: boolean }> = [];
    for (const page of pages) {
      const dataPath = dataPathOf(page);
      const data = await render(dataPath);
      const encoded = encodeURI(data);
      const headers = encoded.length < PRERENDER_DATA_MAX ? { [PRERENDER_DATA_HEADER]: encoded } : undefined;
      const html = asBuilt(await render(documentPathOf(page), { headers }));
      drawn.push({ path: page, bytes: Buffer.from(html), isPage: true }, { path: dataPath, bytes: Buffer.from(data), isPage: false });
    }
    // Compressed all at once, in zlib's threads.
    const variants = await Promise.all(drawn.map(({ path, bytes, isPage }) => encodeNow(isPage ? `${path}.html` : path, bytes)));
    const fresh = drawn.map(({ path, bytes, isPage }, i) => [path, staticFile(path, bytes, isPage, variants[i]!, options)] as const);
    for (const [path, file] of fresh) files.set(path, file);
    return pages.length;
  };
}
