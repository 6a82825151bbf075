import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, negotiateEncoding, type StaticFile } from "./static-files.ts";

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["BR;Q=1.0", "br"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity", "identity"],
    ["deflate, zstd", "identity"],
    ["gzip;q=0, br;q=0", "identity"],
    ["br;q=nonsense, gzip;q=0.1", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("loadStaticFiles: which security headers each kind of file carries", () => {
  const documentHeaders = { "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'self'" };
  const subresourceHeaders = { "X-Content-Type-Options": "nosniff" };
  let dir: string;
  let files: Map<string, StaticFile>;
  const headersOf = (urlPath: string) => {
    const file = files.get(urlPath);
    expect(file, urlPath).toBeDefined();
    return [file!.identity, file!.br, file!.gzip].filter((variant) => variant !== undefined).map((variant) => variant.headers);
  };
  const value = (headers: string[], name: string) => {
    const index = headers.findIndex((header, i) => i % 2 === 0 && header.toLowerCase() === name.toLowerCase());
    return index === -1 ? undefined : headers[index + 1];
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "images"));
    writeFileSync(path.join(dir, "index.html"), `<!doctype html><script>${"let a = 1;".repeat(100)}</script>`);
    writeFileSync(path.join(dir, "assets", "entry-1a2b.js"), "export const x = 1;\n".repeat(100));
    writeFileSync(path.join(dir, "assets", "root-1a2b.css"), "body { color: red }\n".repeat(100));
    writeFileSync(path.join(dir, "assets", "font-1a2b.woff2"), Buffer.alloc(64));
    writeFileSync(path.join(dir, "images", "photo.png"), Buffer.alloc(64));
    writeFileSync(path.join(dir, "images", "hero.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(200)}</svg>`);
    writeFileSync(path.join(dir, "about.data"), "[]");
    files = loadStaticFiles(dir, { baseHeaders: documentHeaders, subresourceHeaders, pageCsp: () => "default-src 'self'; script-src 'self' 'sha256-x'" }).files;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a page gets every header and its own CSP, in every encoding", () => {
    for (const headers of headersOf("/")) {
      expect(value(headers, "X-Frame-Options")).toBe("DENY");
      expect(value(headers, "Content-Security-Policy")).toBe("default-src 'self'; script-src 'self' 'sha256-x'");
    }
  });

  it.each(["/assets/entry-1a2b.js", "/assets/root-1a2b.css", "/assets/font-1a2b.woff2", "/images/photo.png"])(
    "%s (a script, stylesheet, font or raster image) gets nosniff and no CSP nor document-only header",
    (urlPath) => {
      for (const headers of headersOf(urlPath)) {
        expect(value(headers, "X-Content-Type-Options")).toBe("nosniff");
        expect(value(headers, "Content-Security-Policy")).toBeUndefined();
        expect(value(headers, "X-Frame-Options")).toBeUndefined();
      }
    },
  );

  it("the compressed script's variants and its 304 carry no CSP either", () => {
    const script = files.get("/assets/entry-1a2b.js")!;
    expect(script.br).toBeDefined();
    for (const variant of [script.identity, script.br!, script.gzip!]) expect(value(variant.notModifiedHeaders, "Content-Security-Policy")).toBeUndefined();
  });

  it.each(["/images/hero.svg", "/about.data"])("%s (can open as a document, or is not a subresource type) keeps the full set", (urlPath) => {
    for (const headers of headersOf(urlPath)) {
      expect(value(headers, "Content-Security-Policy")).toBe("default-src 'self'");
      expect(value(headers, "X-Frame-Options")).toBe("DENY");
    }
  });
});
