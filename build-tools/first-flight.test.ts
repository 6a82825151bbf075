import { describe, expect, it } from "vitest";
import { compactRouteManifest, leaveDrawnHtmlOutOfHydration } from "./first-flight.ts";

const ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c" };
/** The inline script as React Router writes it: the turbo-stream, JSON-quoted, <, > and & escaped. */
const streamScript = (values: unknown[]) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(`${JSON.stringify(values)}\n`).replace(/[&><]/g, (c) => ESCAPES[c]!)});</script>`;
const decode = (page: string) => {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(page)![1]!;
  return JSON.parse((JSON.parse(literal) as string).trimEnd()) as unknown[];
};

const body = '<h2>כותרת</h2><p>טקסט עם &quot;מירכאות&quot; ו-<a href="/pricing">קישור</a>.</p>';
// loaderData.routes/blog-article = { article: { title }, html: body }
const values = [{ _1: 2 }, "loaderData", { _3: 4 }, "routes/blog-article", { _5: 6, _7: 8 }, "article", { _9: 10 }, "html", body, "title", "כותרת המאמר"];
const page = (bodyInPage: string, stream = streamScript(values)) =>
  `<html><body><article><h1>כותרת המאמר</h1><div data-article-body="" class="text-lg">${bodyInPage}</div></article>${stream}<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("leaveDrawnHtmlOutOfHydration", () => {
  it("empties the body in the hydration data and leaves everything else as it was", () => {
    const before = page(body);
    const after = leaveDrawnHtmlOutOfHydration(before);
    expect(after.length).toBeLessThan(before.length);
    const next = decode(after);
    expect(next[8]).toBe("");
    expect(next.filter((_, i) => i !== 8)).toEqual(values.filter((_, i) => i !== 8));
    // The drawn body is untouched.
    expect(after).toContain(`<div data-article-body="" class="text-lg">${body}</div>`);
    expect(after.replace(/<script>window\.__reactRouterContext\.streamController\.enqueue[\s\S]*?<\/script>/, "")).toBe(
      before.replace(/<script>window\.__reactRouterContext\.streamController\.enqueue[\s\S]*?<\/script>/, ""),
    );
  });

  it("writes the script as React Router escapes it: no raw <, > or & inside", () => {
    const script = /<script>window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/.exec(
      leaveDrawnHtmlOutOfHydration(page(body)),
    )![1]!;
    expect(script).not.toMatch(/[<>&]/);
  });

  it("leaves a page alone when the drawn body differs from the data, or there is no body container", () => {
    expect(leaveDrawnHtmlOutOfHydration(page("<p>אחר</p>"))).toBe(page("<p>אחר</p>"));
    const noContainer = page(body).replace(' data-article-body=""', "");
    expect(leaveDrawnHtmlOutOfHydration(noContainer)).toBe(noContainer);
  });

  it("empties every block drawn in a data-static-html container, and only those the page draws exactly", () => {
    const sections = '<section id="a"><h2>למה לבחור בנו</h2><a href="/pricing">מחירון</a></section>';
    const other = "<p>לא בעמוד</p>";
    // loaderData.routes/home = { highlights: { html: sections }, more: { html: other } }
    const home = [{ _1: 2 }, "loaderData", { _3: 4 }, "routes/home", { _5: 6, _9: 10 }, "highlights", { _7: 8 }, "html", sections, "more", { _7: 11 }, other];
    const before = `<html><body><main><div data-static-html="home" class="space-y-16">${sections}</div><div data-static-html="x">${other}!</div></main>${streamScript(home)}</body></html>`;
    const next = decode(leaveDrawnHtmlOutOfHydration(before));
    expect(next[8]).toBe("");
    expect(next[11]).toBe(other);
  });

  it("leaves a page alone when the stream comes in more than one chunk", () => {
    const twoChunks = page(body, streamScript(values) + streamScript(values));
    expect(leaveDrawnHtmlOutOfHydration(twoChunks)).toBe(twoChunks);
  });
});

describe("compactRouteManifest", () => {
  const manifest = {
    entry: { module: "/assets/entry.client-x.js", imports: ["/assets/framework-y.js"], css: [] },
    routes: { root: { id: "root", hasLoader: true, hasAction: false } },
    version: "1",
  };
  const script = (json: string) => `<script type="module" async="">  window.__reactRouterManifest = ${json};\n(function(){start()})();</script>`;

  it("writes the same manifest as compact JSON", () => {
    const page = script(JSON.stringify(manifest, null, 2));
    const after = compactRouteManifest(page);
    expect(after).toBe(script(JSON.stringify(manifest)));
    expect(after.length).toBeLessThan(page.length);
  });

  it("leaves a page without a manifest alone", () => {
    expect(compactRouteManifest("<html><body>no scripts</body></html>")).toBe("<html><body>no scripts</body></html>");
  });
});
