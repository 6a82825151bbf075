import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importGraph, importLoops, upwardImports, type ImportGraph } from "./import-graph.ts";

const app = path.resolve(import.meta.dirname, "../app");
const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe("the app's imports", () => {
  const graph = importGraph(app);

  it("reads the whole app", () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get("components/navigation.ts")).toContain("content/pages.ts");
    expect(graph.get("content/pages.ts")).toContain("lib/breadcrumb-trail.ts");
  });

  it("make no loop", () => {
    expect(importLoops(graph).map((loop) => loop.join(" -> "))).toEqual([]);
  });

  it("point one way: lib < content < components < routes, and .server only from routes and itself", () => {
    expect(upwardImports(graph)).toEqual([]);
  });
});

describe("importLoops", () => {
  it("names each loop once, from its first module round to it", () => {
    const graph = graphOf({
      "components/navigation.ts": ["content/pages.ts"],
      "content/pages.ts": ["lib/breadcrumb-trail.ts"],
      "lib/breadcrumb-trail.ts": ["components/navigation.ts", "lib/phone.ts"],
      "lib/phone.ts": [],
      "a.ts": ["a.ts"],
    });
    expect(importLoops(graph)).toEqual([
      ["components/navigation.ts", "content/pages.ts", "lib/breadcrumb-trail.ts", "components/navigation.ts"],
      ["a.ts", "a.ts"],
    ]);
  });

  it("finds none in a tree, even with shared modules", () => {
    expect(importLoops(graphOf({ "a.ts": ["b.ts", "c.ts"], "b.ts": ["c.ts"], "c.ts": [] }))).toEqual([]);
  });
});

describe("upwardImports", () => {
  it("names imports from a lower layer up, and into .server from below the routes", () => {
    const graph = graphOf({
      "lib/quote-check.ts": ["content/cities.ts", "lib/phone.ts"],
      "content/pages.ts": ["components/navigation.ts", "lib/breadcrumb-trail.ts"],
      "components/lead-form.tsx": ["routes/contact.tsx", ".server/leads.ts", "content/pages.ts"],
      "routes/contact.tsx": [".server/leads.ts", "components/lead-form.tsx"],
      ".server/leads.ts": ["lib/phone.ts", "content/cities.ts"],
      "root.tsx": ["components/navigation.ts"],
    });
    expect(upwardImports(graph)).toEqual([
      "lib/quote-check.ts -> content/cities.ts",
      "content/pages.ts -> components/navigation.ts",
      "components/lead-form.tsx -> routes/contact.tsx",
      "components/lead-form.tsx -> .server/leads.ts",
    ]);
  });

  it("lets a test read any layer", () => {
    expect(upwardImports(graphOf({ "lib/delivery-estimate.test.ts": ["content/cities.ts"] }))).toEqual([]);
  });
});

describe("importGraph", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "import-graph-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("resolves relative imports, type-only, re-exports and import() included; leaves packages and assets out", () => {
    mkdirSync(path.join(root, "lib"));
    mkdirSync(path.join(root, "content"));
    writeFileSync(
      path.join(root, "lib/a.ts"),
      [
        'import type { B } from "../content/b.ts";',
        'export { c } from "./c.tsx";',
        'import styles from "../app.css?url";',
        'import { z } from "zod";',
        'const later = () => import("../content/d.ts");',
      ].join("\n"),
    );
    for (const file of ["content/b.ts", "lib/c.tsx", "content/d.ts"]) writeFileSync(path.join(root, file), "export {};\n");
    expect(importGraph(root).get("lib/a.ts")).toEqual(["content/b.ts", "content/d.ts", "lib/c.tsx"]);
  });
});
