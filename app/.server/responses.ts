/**
 * The server's JSON answers, in one shape: `Content-Type: application/json`, the length declared
 * (too small to compress, so the server does not try) and never cached. An error is
 * `{ error, field }` with a Hebrew message, as the lead endpoint has always answered.
 */
import { log } from "./log.ts";

/** Every admin answer carries these: never cached, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

export const responseMessages = {
  methodNotAllowed: "הפעולה אינה נתמכת בכתובת זו",
} as const;

export interface ResponseOptions {
  status?: number;
  headers?: HeadersInit;
}

/** A JSON answer (200 unless told), `no-store`, with any headers given. */
export function jsonResponse(body: unknown, { status = 200, headers }: ResponseOptions = {}): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const response = new Response(bytes, { status, headers });
  response.headers.set("Content-Type", "application/json");
  response.headers.set("Content-Length", String(bytes.byteLength));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** A JSON answer with the admin headers (plus any given). */
export function adminJson(body: unknown, { status, headers }: ResponseOptions = {}): Response {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) merged.set(name, value);
  return jsonResponse(body, { status, headers: merged });
}

/**
 * 405 for a method this address does not take: `Allow` names the ones it does (e.g. "POST",
 * "GET, POST, DELETE"). Admin endpoints pass ADMIN_HEADERS.
 */
export function methodNotAllowed(allow: string, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set("Allow", allow);
  return jsonResponse({ error: responseMessages.methodNotAllowed, field: null }, { status: 405, headers: merged });
}

/**
 * 429 for an admin request that would exceed a bound (live-update streams, exports): logged as a
 * refusal with its reason, answered in plain text with when to try again.
 */
export function adminTooBusy({
  path,
  reason,
  message,
  retryAfterSeconds,
}: {
  path: string;
  reason: string;
  message: string;
  retryAfterSeconds: number;
}): Response {
  log("warn", "request refused", { path, status: 429, reason });
  return new Response(message, {
    status: 429,
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(retryAfterSeconds) },
  });
}
