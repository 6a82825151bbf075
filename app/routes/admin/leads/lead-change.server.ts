/**
 * What every lead change's action route (stage, note, trash, restore, erase) does around its
 * one change: the visit's admin checked (app/.server/admin-session.ts), the lead's id read from
 * the form, the change and its log entry made (app/.server/admin-leads/lead-changes.ts), every
 * open admin page told, and the answer: JSON for the page's fetcher, or without JavaScript a
 * redirect back to the screen it was made on, which says what was done (a reload posts nothing twice).
 */
import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { clientAddressContext } from "../../../context.ts";
import { adminMessages } from "../../../lib/admin-leads.ts";
import { stageRefusalOf, type FlashChange } from "../../../lib/admin-flash.ts";
import type { LeadChangeResult } from "../../../lib/lead-change-result.ts";
import { redirectWithFlash, screenToReturnTo } from "../../../.server/flash-cookie.ts";
import { leadChanged } from "../../../.server/admin-leads/hub.ts";
import type { LeadChangeActor } from "../../../.server/admin-leads/lead-changes.ts";
import { adminForAction, formId, formOf, isRefusal, postedWithoutScripts } from "../../../.server/admin-session.ts";
import { guardMessages } from "../../../.server/auth/guard.ts";
import type { Db } from "../../../.server/db/database.ts";
import { errorFields, log } from "../../../.server/log.ts";
import { ADMIN_PATH } from "../../../lib/paths.ts";
import { ADMIN_HEADERS } from "../../../.server/responses.ts";
import { getServices } from "../../../.server/runtime.ts";

/** A change's answer: done (with a stage change, what the lead was before), or refused with its status. */
export type ChangeOutcome =
  Extract<LeadChangeResult, { ok: true }> | { ok: false; status: number; error: string; confirmLeadId?: number; noScriptFlash?: FlashChange };

/** Refused with its status; `noScriptFlash`: without JavaScript, back to the screen, whose notice says why. */
export const refused = (status: number, error: string, more: { confirmLeadId?: number; noScriptFlash?: FlashChange } = {}): ChangeOutcome => ({
  ok: false,
  status,
  error,
  ...more,
});
export const notFound = () => refused(404, adminMessages.notFound);

/**
 * A change's address opened rather than posted (a typed address, a bookmark, a stranger): the
 * leads (which send a stranger to sign-in), never an empty page. Middleware, not a loader: after
 * a refused post without JavaScript the loaders run too (as GETs), and the refusal must show.
 */
export const visitsGoToTheLeads: MiddlewareFunction<Response> = ({ request }, next) => {
  if (request.method === "GET" || request.method === "HEAD") throw redirect(ADMIN_PATH, { headers: ADMIN_HEADERS });
  return next();
};

interface LeadChangeArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const answer = (result: LeadChangeResult, status = 200) => data<LeadChangeResult>(result, { status, headers: ADMIN_HEADERS });

/**
 * One change to one lead, `change` named as the screen's notice words it (app/lib/admin-flash.ts).
 * `run` checks its own fields and makes the change; everything else is here.
 */
export async function leadChangeAction(
  { request, context }: LeadChangeArgs,
  change: FlashChange,
  run: (db: Db, id: number, form: FormData, actor: LeadChangeActor) => Promise<ChangeOutcome>,
) {
  const admin = adminForAction(context, request);
  if (isRefusal(admin)) return admin;
  const form = await formOf(request);
  const id = form ? formId(form) : undefined;
  if (!form || id === undefined) return answer({ ok: false, error: adminMessages.badRequest }, 400);
  let outcome: ChangeOutcome;
  let db: Db;
  try {
    db = (await getServices()).db;
    outcome = await run(db, id, form, { userId: admin.userId, userEmail: admin.email, client: context.get(clientAddressContext) });
  } catch (error) {
    log("error", "admin action failed", { change, ...errorFields(error) });
    return answer({ ok: false, error: guardMessages.unavailable }, 503);
  }
  if (!outcome.ok) {
    // Without JavaScript a stage the form could not take goes back to the screen, whose detail says why.
    const refusal = change === "stage" && postedWithoutScripts(form, request) ? stageRefusalOf(outcome.error) : undefined;
    if (refusal) return redirectWithFlash(screenToReturnTo(form.get("back")), { change: "stage-refused", leadId: id, refusal });
    const { status, noScriptFlash, ...refused } = outcome;
    if (noScriptFlash && postedWithoutScripts(form, request))
      return redirectWithFlash(screenToReturnTo(form.get("back")), { change: noScriptFlash, leadId: id });
    return answer(refused, status);
  }
  log("info", "lead changed by admin", { change, leadId: id, userId: admin.userId });
  leadChanged(db, { op: change === "delete-forever" ? "delete" : "update", id });
  if (postedWithoutScripts(form, request)) {
    const moved = outcome.stage;
    return redirectWithFlash(screenToReturnTo(form.get("back"), { leadGone: change === "delete-forever" }), {
      change,
      leadId: id,
      ...(moved && { stage: { to: moved.to, from: moved.from, fromValue: moved.fromValue, fromReason: moved.fromReason } }),
    });
  }
  return answer(outcome);
}

/**
 * The action of a banner's "הבנתי" (a failed-codes banner, the handled-leads notice): `dismiss`
 * puts it away for the signed-in admin, then back to the screen it was read on.
 */
export function noticeDismissalAction(change: string, dismiss: (db: Db, userId: number) => Promise<void>) {
  return async ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => {
    const admin = adminForAction(context, request);
    if (isRefusal(admin)) return admin;
    const form = await formOf(request);
    try {
      const { db } = await getServices();
      await dismiss(db, admin.userId);
    } catch (error) {
      log("error", "admin action failed", { change, ...errorFields(error) });
      return data({ ok: false, error: guardMessages.unavailable }, { status: 503, headers: ADMIN_HEADERS });
    }
    return redirect(screenToReturnTo(form?.get("back") ?? null), { status: 303, headers: ADMIN_HEADERS });
  };
}
