import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { clientDir, prerenderedRoutes, rewritePrerenderedPages } from "./prerendered-pages.ts";

describe("pre-rendered pages of a build", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "courier-prerendered-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const client = path.join(root, "build", "client");
  const page = (relative: string, html: string) => {
    mkdirSync(path.dirname(path.join(client, relative)), { recursive: true });
    writeFileSync(path.join(client, relative), html);
  };
  page("index.html", "<p>home</p>");
  page("contact/index.html", "<p>contact</p>");
  page("blog/moving-day/index.html", "<p>article</p>");
  page("about/index.html", "<p>about</p>");
  page("assets/not-a-page/index.html", "<p>asset</p>");
  page("assets/entry.js", "<p>script</p>");

  it("finds the build's client directory under BUILD_DIR, build/ by default", () => {
    expect(clientDir(root)).toBe(client);
    vi.stubEnv("BUILD_DIR", "build-bench");
    try {
      expect(clientDir(root)).toBe(path.join(root, "build-bench", "client"));
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("lists every page by its path, home first, then as the site map reads, never under assets/", () => {
    expect(prerenderedRoutes(root)).toEqual(["/", "/about", "/blog/moving-day", "/contact"]);
  });

  it("rewrites the pages only, and counts those that changed", () => {
    expect(rewritePrerenderedPages(client, (html) => html.replace("<p>contact</p>", "<p>צור קשר</p>"))).toBe(1);
    expect(readFileSync(path.join(client, "contact/index.html"), "utf8")).toBe("<p>צור קשר</p>");
    expect(rewritePrerenderedPages(client, (html) => html.replace("<p>", "<p hidden>"))).toBe(4);
    expect(readFileSync(path.join(client, "assets/not-a-page/index.html"), "utf8")).toBe("<p>asset</p>");
  });
});
