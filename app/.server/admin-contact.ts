/**
 * The reply templates screen on the server (docs/decisions/049-first-contact-and-replies.md): its
 * loader and action (`/templates`). Authorized like every admin change (admin-session.ts
 * adminForAction: same origin, signed in, an admin with every screen open), every change in the
 * activity log.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminMessages } from "../lib/admin-leads.ts";
import { ADMIN_PAGES } from "../lib/paths.ts";
import { templateMessages, validateTemplate, type TemplateActionResult, type TemplateIntent, type TemplatesScreenData } from "../lib/reply-templates.ts";
import { recordActivity } from "./activity.ts";
import { adminForAction, formOf, isRefusal, requireAdminScreen } from "./admin-session.ts";
import { guardMessages } from "./auth/guard.ts";
import { errorFields, log } from "./log.ts";
import { addTemplate, deleteTemplate, editTemplate, listTemplates } from "./admin-leads/reply-template-store.ts";
import { ADMIN_HEADERS } from "./responses.ts";
import { getServices } from "./runtime.ts";

/** A positive whole id from the form, or undefined. */
function idOf(form: FormData, name = "id"): number | undefined {
  const value = form.get(name);
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
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
