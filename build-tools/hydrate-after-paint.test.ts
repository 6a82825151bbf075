import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint.ts";
import { lowerModulePreloadPriority } from "./low-priority-preloads.ts";

// The shape React Router 8 writes into a pre-rendered page (trimmed manifest).
const page = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/><link rel="modulepreload" href="/assets/about-D.js"/><link rel="stylesheet" href="/assets/root.css"/></head>',
  '<body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">;',
  'import * as route0 from "/assets/root-C.js";',
  'import * as route1 from "/assets/about-D.js";',
  "  window.__reactRouterManifest = {",
  '  "entry": { "module": "/assets/entry.client-A.js", "imports": ["/assets/framework-B.js"] },',
  '  "version": "v1"',
  "};",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
  "",
  'import("/assets/entry.client-A.js");</script></body></html>',
].join("\n");

const moduleScript = (html: string) => /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;

describe("hydrateAfterFirstPaint", () => {
  const out = hydrateAfterFirstPaint(page);

  it("takes the preloads out of the HTML and keeps everything else", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<main>Hello</main>");
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("has no static import left: nothing loads before the script runs", () => {
    const script = moduleScript(out);
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('window.__reactRouterManifest = {\n  "entry"');
  });

  it("after the first paint: adds the same preloads, imports the route modules, then the entry", async () => {
    const appended: string[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: [() => void, number][] = [];
    const window: Record<string, unknown> = {};
    const document = { createElement: () => ({}) as { rel?: string; href?: string }, head: { appendChild: (l: { href: string }) => appended.push(l.href) } };
    const script = moduleScript(out).replace(/\bimport\(/g, "__import(");
    const run = new Function("window", "document", "requestAnimationFrame", "setTimeout", "__import", script);
    run(
      window,
      document,
      (f: () => void) => frames.push(f),
      (f: () => void, ms: number) => timers.push([f, ms]),
      async (href: string) => {
        imported.push(href);
        return { href };
      },
    );
    expect(window.__reactRouterManifest).toMatchObject({ version: "v1" });
    expect(imported).toEqual([]);
    expect(appended).toEqual([]);

    frames.forEach((f) => f()); // the frame paints
    timers.filter(([, ms]) => ms === 0).forEach(([f]) => f());
    timers.filter(([, ms]) => ms === 1000).forEach(([f]) => f()); // the fallback finds it started
    await new Promise((r) => setTimeout(r, 0));
    expect(appended).toEqual(["/assets/entry.client-A.js", "/assets/framework-B.js", "/assets/root-C.js", "/assets/about-D.js"]);
    expect(imported).toEqual(["/assets/root-C.js", "/assets/about-D.js", "/assets/entry.client-A.js"]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { href: "/assets/root-C.js" }, "routes/about": { href: "/assets/about-D.js" } });
  });

  it("leaves a page of another shape as it was (the preloads then go at low priority)", () => {
    const other = page.replace('import("/assets/entry.client-A.js");', 'import("/assets/entry.client-A.js");\nimport { x } from "/y.js";');
    expect(hydrateAfterFirstPaint(other)).toBe(other);
    expect(lowerModulePreloadPriority(other)).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/root-C.js"/>');
    expect(hydrateAfterFirstPaint("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });
});
