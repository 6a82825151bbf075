/**
 * First contact on the server (docs/decisions/049-first-contact-and-replies.md): the action a tap
 * on call or WhatsApp reaches (`/contact`), and what the leads' screens need for it (the reply
 * templates' own screen: app/routes/admin/templates/). Authorized like every admin change
 * (admin-session.ts adminForAction: same origin, signed in, an admin with every screen open), in the activity log.
 */
import type { RouterContextProvider } from "react-router";
import { adminMessages, type AdminLead } from "../lib/admin-leads.ts";
import { adminChatMessage } from "../lib/admin-chat.ts";
import { isContactWay, type ContactWay } from "../lib/first-contact.ts";
import { telHref, toInternationalDigits, whatsappHref } from "../lib/phone.ts";
import { fillTemplate, type ReplyTemplate } from "../lib/reply-templates.ts";
import { recordActivity } from "./activity.ts";
import { recordFirstContact } from "./admin-leads/first-contact-store.ts";
import { leadChanged } from "./admin-leads/hub.ts";
import { findLead } from "./admin-leads/queries.ts";
import { adminForAction, formOf, isRefusal } from "./admin-session.ts";
import { guardMessages } from "./auth/guard.ts";
import { errorFields, log } from "./log.ts";
import { findTemplate, listTemplates } from "./admin-leads/reply-template-store.ts";
import { ADMIN_HEADERS, adminJson } from "./responses.ts";
import { getServices } from "./runtime.ts";

/** A positive whole id from the form, or undefined. */
function idOf(form: FormData, name = "id"): number | undefined {
  const value = form.get(name);
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A refusal a person reads in the tab a form opened (no JavaScript), or a script reads as JSON. */
function refusal(nojs: boolean, status: number, message: string): Response {
  if (!nojs) return adminJson({ error: message }, { status });
  return new Response(message, { status, headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/** Where the tap was going: the lead's number, or its chat with the chosen template's text (the default message without one). */
async function contactTarget(lead: AdminLead, via: ContactWay, template: ReplyTemplate | undefined): Promise<string> {
  if (via === "call") return telHref(lead.phone);
  const message = template ? fillTemplate(template.body, lead) : adminChatMessage(lead);
  // The link leaves Hebrew letters as they are (a page may hold them); a header may not: encoded whole here.
  return new URL(whatsappHref(toInternationalDigits(lead.phone), message)).href;
}

/**
 * A tap on call or WhatsApp: the lead's first contact, kept only if it has none. With
 * JavaScript the link opens natively and this is sent beside it (fetch with keepalive): the
 * answer is JSON. Without JavaScript the button is this form (`nojs=1`): the answer is a 303 to
 * the tel: or wa.me address the link would have opened.
 */
export async function contactAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string): Promise<Response> {
  const form = await formOf(request);
  const nojs = form?.get("nojs") === "1";
  const admin = adminForAction(context, request);
  if (isRefusal(admin)) {
    const { data: refused, init } = admin;
    return refusal(nojs, init?.status ?? 403, refused.ok ? adminMessages.badRequest : refused.error);
  }
  const id = form ? idOf(form) : undefined;
  const via = form?.get("via");
  if (!form || id === undefined || !isContactWay(via)) return refusal(nojs, 400, adminMessages.badRequest);
  try {
    const { db } = await getServices();
    const outcome = await recordFirstContact(db, id, { by: admin.email, via });
    if (outcome === "recorded") {
      await recordActivity(db, { userId: admin.userId, userEmail: admin.email, client: clientAddress, leadId: id, action: `first_contact_${via}` });
      log("info", "first contact recorded", { leadId: id, via, userId: admin.userId });
      leadChanged(db, { op: "update", id });
    }
    if (!nojs) return outcome === "missing" ? refusal(false, 404, adminMessages.notFound) : adminJson({ recorded: outcome === "recorded" });
    // Without JavaScript the owner still reaches the customer, whether or not this was the first time.
    const lead = await findLead(db, id);
    if (!lead) return refusal(true, 404, adminMessages.notFound);
    const templateId = idOf(form, "template");
    const template = templateId === undefined ? undefined : await findTemplate(db, templateId);
    return new Response(null, { status: 303, headers: { ...ADMIN_HEADERS, Location: await contactTarget(lead, via, template) } });
  } catch (error) {
    log("error", "admin action failed", { intent: "first-contact", ...errorFields(error) });
    return refusal(nojs, 503, guardMessages.unavailable);
  }
}

/** What the leads' screens need for contact: the waiting setting, the time the page was computed at, the templates. */
export async function contactSettings(db: Parameters<typeof listTemplates>[0], waitMinutes: number, now: Date) {
  return { waitMinutes, now: now.toISOString(), templates: await listTemplates(db) };
}
