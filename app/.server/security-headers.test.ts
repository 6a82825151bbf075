import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./security-headers";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script once and skips external and JSON-LD scripts", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"a":1}</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from self and the given hashes, never unsafe-inline", () => {
    const csp = contentSecurityPolicy([sha("a()")], { https: false });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${sha("a()")}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
  it("upgrades insecure requests on https", () => {
    expect(contentSecurityPolicy([], { https: true })).toContain("upgrade-insecure-requests");
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only when the site is served over https", () => {
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(securityHeaders({ https: false })["Strict-Transport-Security"]).toBeUndefined();
  });
});
