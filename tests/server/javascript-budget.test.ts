import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientDir, prerenderedRoutes } from "../../build-tools/prerendered-pages.ts";
import { JAVASCRIPT_BUDGET, pageWeight } from "../../scripts/page-weight.ts";

// The visitors' JavaScript budget (issue 39, docs/performance.md) over the build itself, without
// a browser: `npm run audit -- --weight-only` prints the same figures as a table.
const root = path.resolve(import.meta.dirname, "../..");

describe("the JavaScript of the built pages", () => {
  const weights = prerenderedRoutes(root).map((route) => pageWeight(clientDir(root), route));

  it("is at most 115 KB (brotli) before a page is interactive, on every pre-rendered page", () => {
    expect(weights.map((weight) => weight.route)).toContain("/");
    const over = weights.filter((weight) => weight.js.brotli > JAVASCRIPT_BUDGET.brotliBytes).map((weight) => `${weight.route}: ${weight.js.brotli} bytes`);
    expect(over, `pages over ${JAVASCRIPT_BUDGET.brotliBytes} bytes`).toEqual([]);
  });

  it("comes in at most 8 files on every pre-rendered page", () => {
    const over = weights.filter((weight) => weight.scripts > JAVASCRIPT_BUDGET.scripts).map((weight) => `${weight.route}: ${weight.scripts} files`);
    expect(over, `pages with more than ${JAVASCRIPT_BUDGET.scripts} scripts`).toEqual([]);
  });
});
