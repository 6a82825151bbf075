import { leadChatMessage } from "../lib/lead-message";
import { isHoneypotFilled, safeBackPath, validateLead } from "../lib/lead-schema";
import { whatsappHref } from "../lib/phone";
import { leadChanged } from "./admin-leads/hub";
import { serverConfig, siteConfig } from "./config";
import type { Db } from "./db";
import { CLIENT_IP_HEADER } from "./http";
import { errorFields, log } from "./log.ts";
import { isOurOrigin } from "./origin";
import { saveLead } from "./leads";
import { recordLeadAccepted, recordLeadRefused } from "./metrics";
import { clientKey, createRateLimiter, type RateLimiter } from "./rate-limit";
import { getServices } from "./services";

export const endpointMessages = {
  unsupportedType: "סוג התוכן אינו נתמך: שלחו JSON או טופס",
  badJson: "גוף הבקשה אינו JSON תקין",
  badForm: "לא הצלחנו לקרוא את הטופס",
  notAnObject: "גוף הבקשה חייב להיות אובייקט",
  tooMany: "נשלחו יותר מדי פניות. נסו שוב בעוד כמה דקות או התקשרו אלינו.",
  saveFailed: "לא הצלחנו לשמור את הפנייה. נסו שוב או התקשרו אלינו.",
  crossSite: "לא ניתן לשלוח את הטופס מאתר אחר. היכנסו לאתר שלנו ושלחו את הפנייה משם, או התקשרו אלינו.",
} as const;

const WINDOW_SECONDS = 600;
/** Malformed or invalid posts one client may send per window before it is refused: far above any typist. */
const MALFORMED_FACTOR = 10;

/**
 * Only well-formed posts count against LEADS_RATE_LIMIT (shared by every instance on PostgreSQL),
 * so a visitor correcting typos never meets it. Malformed floods meet a separate, much higher cap
 * kept in memory: it needs no database and guards nothing the database must agree on.
 */
const malformedLimiter = createRateLimiter(undefined, {
  keyPrefix: "leads-malformed",
  points: serverConfig.leadsRateLimit * MALFORMED_FACTOR,
  durationSeconds: WINDOW_SECONDS,
});
const leadLimiters = new WeakMap<Db, RateLimiter>();
function leadLimiter(db: Db): RateLimiter {
  let limiter = leadLimiters.get(db);
  if (!limiter) {
    limiter = createRateLimiter(db, { keyPrefix: "leads", points: serverConfig.leadsRateLimit, durationSeconds: WINDOW_SECONDS });
    leadLimiters.set(db, limiter);
  }
  return limiter;
}

type Kind = "json" | "form";

function bodyKind(request: Request): Kind | null {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return "form";
  return null;
}

function formPayload(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    fromLocation: text("fromLocation"),
    toLocation: text("toLocation"),
    consent: form.has("consent"),
    source: text("source"),
    pagePath: text("pagePath"),
    // Any value at all, a file included, fills the honeypot.
    website: form.has("website") ? form.get("website") : undefined,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The page a browser without JavaScript sees when its form post is refused. */
function errorPage(status: number, message: string, backTo: unknown): Response {
  const back = safeBackPath(backTo);
  const html = `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>שגיאה</title></head>
<body style="font-family:system-ui,Arial,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6">
<h1>שגיאה</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">חזרה לטופס</a></p></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

/** A JSON answer with its length declared: too small to compress, so the server does not try. */
function jsonResponse(body: unknown, status: number, headers: HeadersInit = {}): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const response = new Response(bytes, { status, headers });
  response.headers.set("Content-Type", "application/json");
  response.headers.set("Content-Length", String(bytes.byteLength));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

function refuse(kind: Kind | null, status: number, message: string, field: string | null, backTo: unknown = "/", headers: HeadersInit = {}): Response {
  if (kind === "form") {
    const page = errorPage(status, message, backTo);
    for (const [name, value] of new Headers(headers)) page.headers.set(name, value);
    return page;
  }
  return jsonResponse({ error: message, field }, status, headers);
}

/**
 * Whether a browser says this post comes from another site: Sec-Fetch-Site (every current
 * browser) first, else Origin compared with ours (isOurOrigin). Clients
 * that send neither (servers, scripts) are not browsers acting for someone else: allowed.
 */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite.trim().toLowerCase() === "cross-site";
  const origin = request.headers.get("Origin");
  return origin !== null && !isOurOrigin(origin, request);
}

type ParsedBody = { ok: true; fields: Record<string, unknown> } | { ok: false; message: string };

async function readBody(request: Request, kind: Kind): Promise<ParsedBody> {
  let payload: unknown;
  try {
    payload = kind === "json" ? await request.json() : formPayload(await request.formData());
  } catch {
    return { ok: false, message: kind === "json" ? endpointMessages.badJson : endpointMessages.badForm };
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return { ok: false, message: endpointMessages.notAnObject };
  return { ok: true, fields: payload as Record<string, unknown> };
}

const tooMany = (kind: Kind, retryAfterSeconds: number, backTo: unknown) => {
  log("warn", "lead rate limited");
  recordLeadRefused("rate_limited");
  return refuse(kind, 429, endpointMessages.tooMany, null, backTo, { "Retry-After": String(retryAfterSeconds) });
};

/**
 * POST /api/leads: JSON from the app, or a plain form post from a browser without JavaScript.
 * 201 {id} | 303 to the chat (form) | 400 {error, field} | 403 cross-site | 415 | 429 | 503.
 * Never 500 for bad input.
 */
export async function handleLeadPost(request: Request): Promise<Response> {
  const kind = bodyKind(request);
  if (!kind) {
    recordLeadRefused("unsupported_type");
    return refuse(null, 415, endpointMessages.unsupportedType, null);
  }
  if (isCrossSite(request)) {
    log("warn", "cross-site lead post refused");
    recordLeadRefused("cross_site");
    return refuse(kind, 403, endpointMessages.crossSite, null);
  }

  const client = clientKey(request.headers.get(CLIENT_IP_HEADER) ?? "unknown");
  const flood = await malformedLimiter.check(client);
  if (!flood.allowed) return tooMany(kind, flood.retryAfterSeconds, "/");

  const body = await readBody(request, kind);
  const fields = body.ok ? body.fields : {};
  const result = body.ok ? validateLead(fields) : ({ ok: false, field: null, message: body.message } as const);
  if (!result.ok) {
    recordLeadRefused(body.ok ? "invalid" : "malformed");
    await malformedLimiter.consume(client);
    return refuse(kind, 400, result.message, result.field, fields.pagePath);
  }
  const backTo = result.lead.pagePath;
  const spam = isHoneypotFilled(fields.website);

  let id: number;
  try {
    const { db, notifier } = await getServices();
    const allowed = await leadLimiter(db).consume(client);
    if (!allowed.allowed) return tooMany(kind, allowed.retryAfterSeconds, backTo);
    id = await saveLead(db, result.lead, { spam });
    leadChanged(db, { op: "insert", id });
    if (!spam) notifier?.kick();
  } catch (error) {
    log("error", "lead save failed", errorFields(error));
    recordLeadRefused("unavailable");
    return refuse(kind, 503, endpointMessages.saveFailed, null, backTo);
  }
  log("info", "lead saved", { leadId: id, source: result.lead.source, spam });
  if (spam) recordLeadRefused("spam");
  else recordLeadAccepted();

  if (kind === "form") {
    const chat = whatsappHref(siteConfig().whatsappNumber, leadChatMessage(result.lead));
    return new Response(null, { status: 303, headers: { Location: chat, "Cache-Control": "no-store" } });
  }
  return jsonResponse({ id }, 201);
}
