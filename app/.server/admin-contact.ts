/**
 * First contact and reply templates on the server (docs/decisions/049-first-contact-and-replies.md):
 * the action a tap on call or WhatsApp reaches (`/contact`), and the templates screen's loader and
 * action (`/templates`). Authorized like every admin change (admin-session.ts adminForAction:
 * same origin, signed in, an admin with every screen open), every change in the activity log.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMessages, type AdminLead } from "../lib/admin-leads.ts";
import { adminChatMessage } from "../lib/admin-chat.ts";
import { isContactWay, type ContactWay } from "../lib/first-contact.ts";
import { ADMIN_PAGES } from "../lib/paths.ts";
import { telHref, toInternationalDigits, whatsappHref } from "../lib/phone.ts";
import {
  fillTemplate,
  templateMessages,
  validateTemplate,
  type ReplyTemplate,
  type TemplateActionResult,
  type TemplateIntent,
  type TemplatesScreenData,
} from "../lib/reply-templates.ts";
import { recordActivity } from "./activity.ts";
import { recordFirstContact } from "./admin-leads/first-contact-store.ts";
import { leadChanged } from "./admin-leads/hub.ts";
import { findLead } from "./admin-leads/queries.ts";
import { adminForAction, formOf, isRefusal, requireAdminScreen } from "./admin-session.ts";
import { guardMessages } from "./auth/guard.ts";
import { errorFields, log } from "./log.ts";
import { addTemplate, deleteTemplate, editTemplate, findTemplate, listTemplates } from "./admin-leads/reply-template-store.ts";
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

const DONE = new Set(["added", "saved", "deleted"]);

export async function loadTemplatesScreen(context: Readonly<RouterContextProvider>, request: Request) {
  const admin = requireAdminScreen(context, request);
  if (admin.enrolFirst) throw redirect(ADMIN_PAGES.security, { headers: ADMIN_HEADERS });
  const done = new URL(request.url).searchParams.get("done");
  try {
    const { db } = await getServices();
    return data<TemplatesScreenData>(
      { templates: await listTemplates(db), done: done && DONE.has(done) ? (done as TemplatesScreenData["done"]) : null },
      { headers: ADMIN_HEADERS },
    );
  } catch (error) {
    log("error", "admin page: loading the templates failed", errorFields(error));
    throw data(adminMessages.loadFailed, { status: 503, headers: ADMIN_HEADERS });
  }
}

const TEMPLATE_INTENTS = new Set<string>(["template-add", "template-edit", "template-delete"] satisfies TemplateIntent[]);

function templateFailure(status: number, result: Omit<TemplateActionResult, "ok">) {
  return data<TemplateActionResult>({ ok: false, ...result }, { status, headers: ADMIN_HEADERS });
}

/** Add, edit or delete a template; then back to the screen (a 303, so a reload posts nothing twice), which says what was done. */
export async function templatesAction(context: Readonly<RouterContextProvider>, request: Request, clientAddress: string) {
  const admin = adminForAction(context, request);
  if (isRefusal(admin)) return admin;
  const form = await formOf(request);
  const intentValue = form?.get("intent");
  const intent = typeof intentValue === "string" && TEMPLATE_INTENTS.has(intentValue) ? (intentValue as TemplateIntent) : null;
  if (!form || !intent) return templateFailure(400, { intent: null, error: adminMessages.badRequest });
  const id = idOf(form);
  if (intent !== "template-add" && id === undefined) return templateFailure(400, { intent, error: adminMessages.badRequest });
  const actor = { userId: admin.userId, userEmail: admin.email, client: clientAddress };
  try {
    const { db } = await getServices();
    if (intent === "template-delete") {
      if (!(await deleteTemplate(db, id!))) return templateFailure(404, { intent, id, error: templateMessages.notFound });
      await recordActivity(db, { ...actor, action: "template_delete" });
      return redirect(`${ADMIN_PAGES.templates}?done=deleted`, { status: 303, headers: ADMIN_HEADERS });
    }
    const title = form.get("title");
    const body = form.get("body");
    const values = { title: typeof title === "string" ? title : "", body: typeof body === "string" ? body : "" };
    const checked = validateTemplate(values);
    if (!checked.ok) return templateFailure(400, { intent, id, error: checked.message, field: checked.field, values });
    if (intent === "template-add") {
      if ((await addTemplate(db, checked.template)) === null) return templateFailure(409, { intent, error: templateMessages.tooMany, values });
      await recordActivity(db, { ...actor, action: "template_add" });
    } else {
      if (!(await editTemplate(db, id!, checked.template))) return templateFailure(404, { intent, id, error: templateMessages.notFound, values });
      await recordActivity(db, { ...actor, action: "template_edit" });
    }
    log("info", "reply template changed", { intent, userId: admin.userId });
    return redirect(`${ADMIN_PAGES.templates}?done=${intent === "template-add" ? "added" : "saved"}`, { status: 303, headers: ADMIN_HEADERS });
  } catch (error) {
    log("error", "admin action failed", { intent, ...errorFields(error) });
    return templateFailure(503, { intent, error: guardMessages.unavailable });
  }
}

/** What the leads' screens need for contact: the waiting setting, the time the page was computed at, the templates. */
export async function contactSettings(db: Parameters<typeof listTemplates>[0], waitMinutes: number, now: Date) {
  return { waitMinutes, now: now.toISOString(), templates: await listTemplates(db) };
}
