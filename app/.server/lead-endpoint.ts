import { RateLimiterMemory } from "rate-limiter-flexible";
import { leadChatMessage } from "../lib/lead-message";
import { validateLead } from "../lib/lead-schema";
import { whatsappHref } from "../lib/phone";
import { leadChanged } from "./admin-leads/hub";
import { serverConfig, siteConfig } from "./config";
import { CLIENT_IP_HEADER, log } from "./http";
import { saveLead } from "./leads";
import { getServices } from "./services";

export const endpointMessages = {
  unsupportedType: "סוג התוכן אינו נתמך: שלחו JSON או טופס",
  badJson: "גוף הבקשה אינו JSON תקין",
  badForm: "לא הצלחנו לקרוא את הטופס",
  notAnObject: "גוף הבקשה חייב להיות אובייקט",
  tooMany: "נשלחו יותר מדי פניות. נסו שוב בעוד כמה דקות או התקשרו אלינו.",
  saveFailed: "לא הצלחנו לשמור את הפנייה. נסו שוב או התקשרו אלינו.",
} as const;

const WINDOW_SECONDS = 600;
const limiter = new RateLimiterMemory({ points: serverConfig.leadsRateLimit, duration: WINDOW_SECONDS });

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
    website: text("website"),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The page a browser without JavaScript sees when its form post is refused. */
function errorPage(status: number, message: string, backTo: string): Response {
  const back = backTo.startsWith("/") && !backTo.startsWith("//") ? backTo : "/";
  const html = `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>שגיאה</title></head>
<body style="font-family:system-ui,Arial,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6">
<h1>שגיאה</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">חזרה לטופס</a></p></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

function refuse(kind: Kind | null, status: number, message: string, field: string | null, backTo = "/", headers: HeadersInit = {}): Response {
  if (kind === "form") {
    const page = errorPage(status, message, backTo);
    for (const [name, value] of new Headers(headers)) page.headers.set(name, value);
    return page;
  }
  return Response.json({ error: message, field }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * POST /api/leads: JSON from the app, or a plain form post from a browser without JavaScript.
 * 201 {id} | 303 to the chat (form) | 400 {error, field} | 415 | 429 | 503. Never 500 for bad input.
 */
export async function handleLeadPost(request: Request): Promise<Response> {
  const kind = bodyKind(request);
  if (!kind) return refuse(null, 415, endpointMessages.unsupportedType, null);

  const client = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  try {
    await limiter.consume(client);
  } catch {
    log("warn", "lead rate limited");
    return refuse(kind, 429, endpointMessages.tooMany, null, "/", { "Retry-After": String(WINDOW_SECONDS) });
  }

  let payload: unknown;
  if (kind === "json") {
    try {
      payload = await request.json();
    } catch {
      return refuse(kind, 400, endpointMessages.badJson, null);
    }
  } else {
    try {
      payload = formPayload(await request.formData());
    } catch {
      return refuse(kind, 400, endpointMessages.badForm, null);
    }
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return refuse(kind, 400, endpointMessages.notAnObject, null);
  }

  const fields = payload as Record<string, unknown>;
  const backTo = typeof fields.pagePath === "string" ? fields.pagePath : "/";
  const result = validateLead(fields);
  if (!result.ok) return refuse(kind, 400, result.message, result.field, backTo);

  // The honeypot is a field people never see; whatever fills it is a bot.
  const spam = fields.website !== undefined && fields.website !== null && String(fields.website).trim() !== "";

  let id: number;
  try {
    const { db, notifier } = await getServices();
    id = await saveLead(db, result.lead, { spam });
    leadChanged(db, { op: "insert", id });
    if (!spam) notifier?.kick();
  } catch (error) {
    log("error", "lead save failed", { error: error instanceof Error ? error.message : String(error) });
    return refuse(kind, 503, endpointMessages.saveFailed, null, backTo);
  }
  log("info", "lead saved", { leadId: id, source: result.lead.source, spam });

  if (kind === "form") {
    const chat = whatsappHref(siteConfig().whatsappNumber, leadChatMessage(result.lead));
    return new Response(null, { status: 303, headers: { Location: chat, "Cache-Control": "no-store" } });
  }
  return Response.json({ id }, { status: 201, headers: { "Cache-Control": "no-store" } });
}
