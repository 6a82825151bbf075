import { createHash, randomBytes } from "node:crypto";

/** Where the no-JavaScript lead form is allowed to land: the chat service and its redirect. */
const CHAT_ORIGINS = ["https://wa.me", "https://api.whatsapp.com"];

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * SHA-256 sources for every executable inline script of a pre-rendered page, computed once at
 * start-up from HTML we built. Never used on server-rendered HTML: there a hash would also
 * bless a script that an injection put into the body (those get a per-response nonce).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A fresh value for one response's `'nonce-…'` source: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The policy with `scriptSources` (hashes or a nonce source) added to script-src 'self'. */
export function contentSecurityPolicy(scriptSources: string[], { https }: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // React style attributes and the toast library's injected styles need inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${CHAT_ORIGINS.join(" ")}`,
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The policy of a server-rendered response: its scripts carry this nonce, nothing else inline runs. */
export function nonceContentSecurityPolicy(nonce: string, options: { https: boolean }): string {
  return contentSecurityPolicy([`'nonce-${nonce}'`], options);
}

/**
 * The headers that protect any response, a script or a stylesheet as much as a page: no MIME
 * sniffing (a script is run only if sent as one), no embedding by other origins (Spectre-style
 * reads through a no-cors load), and HSTS (docs/security.md, "What each response carries").
 */
const EVERY_RESPONSE: Record<string, string> = {
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
};

/**
 * The headers that only a document reads (its browsing context, its frame, its features, the
 * requests it makes), sent on pages and every dynamic answer beside the CSP. The list is the one
 * helmet 8 sends by default, with our values where they differ: the referrer keeps the origin
 * for our own analytics and framing is denied outright. docs/security.md says what each one does.
 */
const DOCUMENT_ONLY: Record<string, string> = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "DENY",
  "X-Permitted-Cross-Domain-Policies": "none",
  // Turns off old browsers' XSS filter, which could itself be abused; the CSP does that job.
  "X-XSS-Protection": "0",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

const withTransportSecurity = (headers: Record<string, string>, https: boolean) =>
  https ? { ...headers, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : { ...headers };

/**
 * The constant security headers of a document and of every dynamic answer, all but the CSP (set
 * per response: build-time hashes or a nonce, above); HSTS only when the site is served over https.
 */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return withTransportSecurity({ ...EVERY_RESPONSE, ...DOCUMENT_ONLY }, https);
}

/**
 * The security headers of a file the browser only ever runs, applies or draws inside a page (a
 * script, a stylesheet, a font, a raster image): no CSP and none of the document-only headers,
 * which a browser reads on documents only (the page's own CSP governs its scripts). Eight
 * scripts a page carried 0.6 KB each of them (decision 061).
 */
export function subresourceSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return withTransportSecurity(EVERY_RESPONSE, https);
}
