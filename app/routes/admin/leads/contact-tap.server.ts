/** A call or WhatsApp tap recorded as the lead's first contact (contact.ts; a row's form without JavaScript reaches it through stage.tsx). */
import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "../../../context.ts";
import { adminMessages, type AdminLead } from "../../../lib/admin-leads.ts";
import { adminChatMessage } from "../../../lib/admin-chat.ts";
import { isContactWay, type ContactWay } from "../../../lib/first-contact.ts";
import { telHref } from "../../../lib/phone.ts";
import { chatHrefWith, chatMessageFromForm, fillTemplate, type ReplyTemplate } from "../../../lib/reply-templates.ts";
import { firstContactOfLead } from "../../../.server/admin-leads/lead-changes.ts";
import { leadChanged } from "../../../.server/admin-leads/hub.ts";
import { findLead } from "../../../.server/admin-leads/queries.ts";
import { findTemplate } from "../../../.server/admin-leads/reply-template-store.ts";
import { adminForAction, formId, formOf, isRefusal, postedWithoutScripts } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS, adminJson } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";

/** A refusal a person reads in the tab a form opened (no JavaScript), or a script reads as JSON. */
function refusal(nojs: boolean, status: number, message: string): Response {
  if (!nojs) return adminJson({ error: message }, { status });
  return new Response(message, { status, headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Where the tap was going: the lead's number, or its chat with the owner's box's text, else the
 * chosen template's text (the default message without one).
 */
function contactTarget(lead: AdminLead, via: ContactWay, typed: string | null, template: ReplyTemplate | undefined): string {
  if (via === "call") return telHref(lead.phone);
  const message = typed ?? (template ? fillTemplate(template.body, lead) : adminChatMessage(lead));
  // The link leaves Hebrew letters as they are (a page may hold them); a header may not: encoded whole here.
  return new URL(chatHrefWith(lead, message)).href;
}

/** The tap, also for a row's form posted to the stage route without JavaScript (stage.tsx). */
export async function contactTap({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): Promise<Response> {
  const form = await formOf(request);
  const nojs = form ? postedWithoutScripts(form, request) : false;
  const admin = adminForAction(context, request);
  if (isRefusal(admin)) {
    const { data: refused, init } = admin;
    return refusal(nojs, init?.status ?? 403, refused.ok ? adminMessages.badRequest : refused.error);
  }
  const id = form ? formId(form) : undefined;
  const via = form?.get("via");
  if (!form || id === undefined || !isContactWay(via)) return refusal(nojs, 400, adminMessages.badRequest);
  try {
    const { db } = await getServices();
    const outcome = await firstContactOfLead(db, id, via, { userId: admin.userId, userEmail: admin.email, client: context.get(clientAddressContext) });
    if (outcome === "recorded") {
      log("info", "first contact recorded", { leadId: id, via, userId: admin.userId });
      leadChanged(db, { op: "update", id });
    }
    if (!nojs) return outcome === "missing" ? refusal(false, 404, adminMessages.notFound) : adminJson({ recorded: outcome === "recorded" });
    const lead = await findLead(db, id);
    if (!lead) return refusal(true, 404, adminMessages.notFound);
    const typed = chatMessageFromForm(form.get("message"));
    const templateId = formId(form, "template");
    const template = typed !== null || templateId === undefined ? undefined : await findTemplate(db, templateId);
    return new Response(null, { status: 303, headers: { ...ADMIN_HEADERS, Location: contactTarget(lead, via, typed, template) } });
  } catch (error) {
    log("error", "admin action failed", { change: "first-contact", ...errorFields(error) });
    return refusal(nojs, 503, guardMessages.unavailable);
  }
}

/** A row's form posted by its call or WhatsApp button (`via`, no `stage`): read from a copy, so the action still reads the body. */
export async function isContactTap(request: Request): Promise<boolean> {
  const form = await formOf(request.clone());
  return form !== null && form.has("via") && !form.has("stage");
}
