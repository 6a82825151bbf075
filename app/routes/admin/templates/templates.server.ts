/**
 * The reply templates' screen on the server (docs/decisions/049): what it loads, and the frame
 * each of its changes (add.tsx, edit.tsx, delete.tsx) runs in: authorized from the admin layout's
 * context, the form read, the change and its log entry made together
 * (app/.server/admin-leads/template-changes.ts), and the answer: a 303 back to the screen, which
 * says what was done (a reload posts nothing twice), or the refusal, said beside its form.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { clientAddressContext } from "../../../context.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { ADMIN_PAGES } from "../../../lib/paths.ts";
import { type TemplateChangeResult, type TemplateFields, type TemplatesScreenData } from "../../../lib/reply-templates.ts";
import { validateTemplate } from "../../../lib/reply-template-check.ts";
import { listTemplates } from "../../../.server/admin-leads/reply-template-store.ts";
import type { TemplateChangeActor } from "../../../.server/admin-leads/template-changes.ts";
import { adminForAction, adminVisit, formOf, isRefusal, requireAdminScreen } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import type { Db } from "../../../.server/db/database.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";

type Done = NonNullable<TemplatesScreenData["done"]>;
const DONE = new Set<string>(["added", "saved", "deleted"] satisfies Done[]);

export async function loadTemplatesScreen(context: Readonly<RouterContextProvider>, request: Request) {
  const admin = requireAdminScreen(context, request);
  if (admin.enrolFirst) throw redirect(ADMIN_PAGES.security, { headers: ADMIN_HEADERS });
  const done = new URL(request.url).searchParams.get("done");
  try {
    const { db } = await getServices();
    return data<TemplatesScreenData>({ templates: await listTemplates(db), done: done && DONE.has(done) ? (done as Done) : null }, { headers: ADMIN_HEADERS });
  } catch (error) {
    log("error", "admin page: loading the templates failed", errorFields(error));
    throw data(adminMessages.loadFailed, { status: 503, headers: ADMIN_HEADERS });
  }
}

/**
 * A change's own address: opened by itself (a reload, a bookmark, anyone's visit) it sends the
 * browser to the screen, which sends a stranger on to sign in. After a post it refused (without
 * JavaScript the browser is now at this address) it loads the screen, drawn with the refusal; a
 * post it did redirects before any loader runs.
 */
export function loadScreenAfterPost(context: Readonly<RouterContextProvider>, request: Request) {
  if (!adminVisit(context).submission) throw redirect(ADMIN_PAGES.templates, { headers: ADMIN_HEADERS });
  return loadTemplatesScreen(context, request);
}

export function templateFailure(status: number, result: TemplateChangeResult) {
  return data<TemplateChangeResult>(result, { status, headers: ADMIN_HEADERS });
}

/** The title and body as typed (given back to the form when refused), and the template they make, or why not. */
export function typedTemplate(form: FormData) {
  const title = form.get("title");
  const body = form.get("body");
  const values: TemplateFields = { title: typeof title === "string" ? title : "", body: typeof body === "string" ? body : "" };
  return { values, checked: validateTemplate(values) };
}

/** What a change's route does: the change made (its answer: what the screen says after it), or its refusal. */
export type TemplateChange = (db: Db, form: FormData, actor: TemplateChangeActor) => Promise<Done | ReturnType<typeof templateFailure>>;

export const badTemplateRequest = () => templateFailure(400, { ok: false, error: adminMessages.badRequest });

interface TemplateChangeArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * One change to the templates. A refusal of the visit or of the form is said at the top of the
 * screen, as is the server being unavailable (beside the new template's form, for an addition).
 */
export async function templateChangeAction({ request, context }: TemplateChangeArgs, change: "add" | "edit" | "delete", run: TemplateChange) {
  const admin = adminForAction(context, request);
  if (isRefusal(admin)) return admin;
  const form = await formOf(request);
  if (!form) return badTemplateRequest();
  let outcome: Awaited<ReturnType<TemplateChange>>;
  try {
    const { db } = await getServices();
    outcome = await run(db, form, { userId: admin.userId, userEmail: admin.email, client: context.get(clientAddressContext) });
  } catch (error) {
    log("error", "admin action failed", { change: `template-${change}`, ...errorFields(error) });
    return templateFailure(
      503,
      change === "add" ? { ok: false, form: "add", error: guardMessages.unavailable } : { ok: false, error: guardMessages.unavailable },
    );
  }
  if (typeof outcome !== "string") return outcome;
  log("info", "reply template changed", { change, userId: admin.userId });
  return redirect(`${ADMIN_PAGES.templates}?done=${outcome}`, { status: 303, headers: ADMIN_HEADERS });
}
