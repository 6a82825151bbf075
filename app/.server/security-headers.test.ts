import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  inlineScriptHashes,
  nonceContentSecurityPolicy,
  securityHeaders,
  subresourceSecurityHeaders,
} from "./security-headers.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src"));

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
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${sha("a()")}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
  it("upgrades insecure requests on https", () => {
    expect(contentSecurityPolicy([], { https: true })).toContain("upgrade-insecure-requests");
  });
});

describe("nonces", () => {
  it("are 128 random bits, different every time, and the only inline source of their policy", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    const nonce = [...nonces][0]!;
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(scriptSrc(nonceContentSecurityPolicy(nonce, { https: false }))).toBe(`script-src 'self' 'nonce-${nonce}'`);
  });
});

describe("securityHeaders", () => {
  const everyDocument = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Origin-Agent-Cluster": "?1",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-DNS-Prefetch-Control": "off",
    "X-Download-Options": "noopen",
    "X-Frame-Options": "DENY",
    "X-Permitted-Cross-Domain-Policies": "none",
    "X-XSS-Protection": "0",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
  it("are exactly the table of docs/security.md, without the CSP (set per response)", () => {
    const headers = securityHeaders({ https: false });
    expect(headers).toEqual(everyDocument);
    expect(headers["Content-Security-Policy"]).toBeUndefined();
  });
  it("send HSTS only when the site is served over https", () => {
    expect(securityHeaders({ https: true })).toEqual({ ...everyDocument, "Strict-Transport-Security": "max-age=31536000; includeSubDomains" });
    expect(securityHeaders({ https: false })["Strict-Transport-Security"]).toBeUndefined();
  });
  it("are a fresh copy each time: a caller's change does not reach the next response", () => {
    const first = securityHeaders({ https: false });
    first["X-Frame-Options"] = "SAMEORIGIN";
    expect(securityHeaders({ https: false })["X-Frame-Options"]).toBe("DENY");
  });
});

describe("subresourceSecurityHeaders", () => {
  it("are nosniff, the resource policy and HSTS on https: none of the document-only headers", () => {
    expect(subresourceSecurityHeaders({ https: false })).toEqual({ "Cross-Origin-Resource-Policy": "same-origin", "X-Content-Type-Options": "nosniff" });
    expect(subresourceSecurityHeaders({ https: true })).toEqual({
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Content-Type-Options": "nosniff",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
  });
  it("are the documents' headers with the same values, a subset", () => {
    const document = securityHeaders({ https: true });
    for (const [name, value] of Object.entries(subresourceSecurityHeaders({ https: true }))) expect(document[name], name).toBe(value);
  });
  it("are a fresh copy each time", () => {
    const first = subresourceSecurityHeaders({ https: false });
    first["Content-Security-Policy"] = "default-src *";
    expect(subresourceSecurityHeaders({ https: false })["Content-Security-Policy"]).toBeUndefined();
  });
});
