import { createHash, randomBytes } from "node:crypto";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet from "helmet";

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

/** A response that is never sent (its socket never connects): helmet sets its headers on it. */
class UnsentResponse extends ServerResponse {
  /** Each header's name as it was set (the response keeps them lower-cased). */
  readonly spelling = new Map<string, string>();
  override setHeader(name: string, value: number | string | readonly string[]): this {
    this.spelling.set(name.toLowerCase(), name);
    return super.setHeader(name, value);
  }
}

/**
 * Every header except the CSP, as helmet sets them with our values (helmet's defaults, except:
 * the referrer policy keeps the origin for our own analytics, framing is denied outright, HSTS
 * only when the site is served over https). Computed once, by running helmet on a response
 * that is never sent: the server copies them onto each response without running middleware.
 */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new UnsentResponse(request);
  helmet({
    contentSecurityPolicy: false, // per response: build-time hashes or a nonce (above)
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })(request, response, () => {});
  const headers: Record<string, string> = {};
  for (const [name, spelled] of response.spelling) {
    if (response.hasHeader(name)) headers[spelled] = String(response.getHeader(name));
  }
  headers["Permissions-Policy"] = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
  return headers;
}
