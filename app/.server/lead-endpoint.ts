import { isApplication } from "../lib/admin-leads.ts";
import { leadFieldsFromForm } from "../lib/lead-fields.ts";
import { applicationChatMessage, leadChatMessage } from "../lib/lead-message.ts";
import { isHoneypotFilled, safeBackPath, validateLead, type LeadInput } from "../lib/lead-schema.ts";
import { whatsappHref } from "../lib/phone.ts";
import { recomputedQuote } from "../content/quote-check.ts";
import { leadChanged } from "./admin-leads/hub.ts";
import { serverConfig } from "./config.ts";
import { publishedSettings, publishedSiteConfig } from "./site-settings/published.ts";
import { calculatorRatesOf } from "../lib/price-inputs.ts";
import type { Db } from "./db/database.ts";
import { errorFields, log } from "./log.ts";
import { isCrossSite } from "./origin.ts";
import { saveLead } from "./leads.ts";
import { recordLeadAccepted, recordLeadRefused } from "./metrics.ts";
import { clientKey, createRateLimiter, type RateLimiter } from "./rate-limit.ts";
import { jsonResponse } from "./responses.ts";
import { getServices } from "./runtime.ts";

const endpointMessages = {
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The page a browser without JavaScript sees when its form post is refused. */
function errorPage(status: number, message: string, backTo: unknown): Response {
  const back = safeBackPath(backTo);
  const html = `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>שגיאה</title></head>
<body style="font-family:system-ui,Arial,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6">
<h1>שגיאה</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">חזרה לטופס</a></p></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

function refuse(kind: Kind | null, status: number, message: string, field: string | null, backTo: unknown = "/", headers: HeadersInit = {}): Response {
  if (kind === "form") {
    const page = errorPage(status, message, backTo);
    for (const [name, value] of new Headers(headers)) page.headers.set(name, value);
    return page;
  }
  return jsonResponse({ error: message, field }, { status, headers });
}

type ParsedBody = { ok: true; fields: Record<string, unknown> } | { ok: false; message: string };

async function readBody(request: Request, kind: Kind): Promise<ParsedBody> {
  let payload: unknown;
  try {
    payload = kind === "json" ? await request.json() : leadFieldsFromForm(await request.formData());
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
 * The calculator's estimate is the browser's word (a post can say 0 ₪ for Tel Aviv-Eilat): the
 * lead keeps the server's recomputation from PRICING_MODEL instead, which is the visitor's own
 * figure when that matches, or none for a trip the calculator does not price (see quote-check.ts).
 */
function withServerEstimate(lead: LeadInput): LeadInput {
  if (!lead.quote) return lead;
  const quote = recomputedQuote(lead.quote, serverConfig.pricingModel, calculatorRatesOf(publishedSettings().prices));
  if (quote?.price !== lead.quote.price) log("info", "lead estimate recomputed", { sent: lead.quote.price, stored: quote?.price ?? null });
  return { ...lead, quote };
}

/**
 * POST /api/leads: JSON from the app, or a plain form post from a browser without JavaScript.
 * 201 {id} | 303 to the chat (form) | 400 {error, field} | 403 cross-site | 415 | 429 | 503.
 * Never 500 for bad input.
 */
export async function handleLeadPost(request: Request, clientAddress: string): Promise<Response> {
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

  const client = clientKey(clientAddress);
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
  const lead = withServerEstimate(result.lead);
  const backTo = lead.pagePath;
  const spam = isHoneypotFilled(fields.website);

  let id: number;
  try {
    const { db, notifier, pusher } = await getServices();
    const allowed = await leadLimiter(db).consume(client);
    if (!allowed.allowed) return tooMany(kind, allowed.retryAfterSeconds, backTo);
    id = await saveLead(db, lead, { spam });
    leadChanged(db, spam ? { op: "insert", id, spam } : { op: "insert", id });
    if (!spam) {
      notifier?.kick();
      pusher?.kick();
    }
  } catch (error) {
    log("error", "lead save failed", errorFields(error));
    recordLeadRefused("unavailable");
    return refuse(kind, 503, endpointMessages.saveFailed, null, backTo);
  }
  log("info", "lead saved", { leadId: id, source: lead.source, spam });
  if (spam) recordLeadRefused("spam");
  else recordLeadAccepted();

  if (kind === "form") {
    // A header holds ASCII only: the URL parser percent-encodes the Hebrew the link keeps as it is.
    // An application's own message, as the form sends it with JavaScript.
    const message = isApplication(lead) ? applicationChatMessage(lead) : leadChatMessage(lead);
    const chat = new URL(whatsappHref(publishedSiteConfig().whatsappNumber, message)).href;
    return new Response(null, { status: 303, headers: { Location: chat, "Cache-Control": "no-store" } });
  }
  return jsonResponse({ id }, { status: 201 });
}
