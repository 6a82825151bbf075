/**
 * The one place the admin page turns an outcome into words: action results, unreachable
 * server, stale data. Route modules call these from clientAction/clientLoader.
 */
import type { DashboardData } from "../../lib/admin-page.ts";
import { adminMessages, stageBackTitleOf, stageDetailsSavedTitle, stageMovedTitle } from "../../lib/admin-leads.ts";
import type { LeadChangeResult } from "../../lib/lead-change-result.ts";
import { signInMessages } from "../../lib/admin-sign-in.ts";
import { createElement } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { restoreUndo, stageUndo, type LeadChangeUndo } from "../../lib/admin-flash.ts";
import { stageLabels } from "../../lib/lead-stages.ts";
import { notify } from "../notices.tsx";
import { STAGE_ANCHOR } from "./stage-details.tsx";

const UNDO_MS = 10_000;

let lastGood: DashboardData | undefined;
/** An outage is told once, not at every live event while it lasts. */
let outageTold = false;

let lastSeen: DashboardData | undefined;

/** The screen's data as last shown (a reload keeps what did not change as these objects: keepUnchanged). */
export const lastShownData = (): DashboardData | undefined => lastSeen;

/**
 * A page that loaded, kept to fall back on. Its counts may still be coming (docs/decisions/063):
 * it is kept with the last counts that came (or those from before its change) until they do, so
 * a page shown stale never waits on a stream that broke.
 */
export function rememberGoodData(data: DashboardData): DashboardData {
  outageTold = false;
  if (lastSeen === data) return data;
  lastSeen = data;
  const { counts } = data;
  if (counts instanceof Promise) {
    const shownBefore = lastGood && !(lastGood.counts instanceof Promise) ? lastGood.counts : null;
    lastGood = { ...data, counts: shownBefore ?? data.countsBefore ?? counts };
    counts.then(
      (came) => void (lastSeen === data && (lastGood = { ...data, counts: came })),
      () => undefined,
    );
  } else lastGood = data;
  return data;
}

/** After a failed reload: what the page showed last, marked stale; the first load has nothing to keep. */
export function staleOrThrow(error: unknown, signal?: AbortSignal): DashboardData & { stale?: boolean } {
  if (error instanceof Response) throw error;
  // A reload overtaken by a newer one (a live event, an action's revalidation) is aborted, not failed:
  // React Router drops its result, and the owner is not told the leads could not load. An abort
  // while the answer streams in can surface as another error (a decoding or network one): the
  // request's own signal says it was aborted.
  if (signal?.aborted || (error instanceof DOMException && error.name === "AbortError")) throw error;
  if (!outageTold) notify("error", adminMessages.errorTitle, adminMessages.loadFailed);
  outageTold = true;
  if (lastGood) return { ...lastGood, stale: true };
  throw error;
}

type Submitter = (undo: LeadChangeUndo) => void;
let submitLeadChange: Submitter | undefined;

/** The page hands over how to send a change, so a toast's undo button can send one. */
export function setLeadChangeSubmitter(submit: Submitter | undefined) {
  submitLeadChange = submit;
}

type LeadChangeDone = Extract<LeadChangeResult, { ok: true }>;

/**
 * A lead change's clientAction (app/routes/admin/leads/): done, told by `done` (a toast, with its
 * undo); refused, the reason; the server unreachable or busy, `failed` or the wait.
 */
export async function announcedLeadChange(
  request: Request,
  serverAction: () => Promise<unknown>,
  done: (result: LeadChangeDone, form: FormData) => void,
  failed: string,
): Promise<LeadChangeResult> {
  const form = await request.clone().formData();
  try {
    const result = (await serverAction()) as LeadChangeResult;
    if (result.ok) done(result, form);
    else notify("error", adminMessages.errorTitle, result.error);
    return result;
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect
    const busy = isProxyBusy(error);
    if (!busy) console.error("Admin action failed", error);
    const message = busy ? signInMessages.busy : failed;
    notify("error", adminMessages.errorTitle, message);
    return { ok: false, error: message };
  }
}

/** A stage is one tap on the card: it says so, and can be taken back (stage, value and reason). */
export function announceStageChange(result: LeadChangeDone, form: FormData) {
  const moved = result.stage;
  if (!moved) return;
  const id = String(result.leadId);
  const back = stageUndo(id, moved);
  const undo = () => submitLeadChange?.({ ...back, fields: { ...back.fields, undo: "1" } });
  const isUndo = form.get("undo") === "1";
  // Won or lost from the card: the value or the reason is one tap away, in the lead's detail.
  const askMore = !isUndo && moved.from !== moved.to && (moved.to === "won" || moved.to === "lost") && !form.get("value") && !form.get("reason");
  const to = stageLabels[moved.to];
  const name = result.leadName;
  const title = !name
    ? isUndo
      ? adminMessages.stageBackTitle
      : adminMessages.stageTitle
    : isUndo
      ? stageBackTitleOf(name, to)
      : moved.from === moved.to
        ? stageDetailsSavedTitle(name)
        : stageMovedTitle(name, to);
  const more = askMore ? detailLink(id, moved.to === "won" ? adminMessages.addWonValue : adminMessages.addLostReason) : name ? undefined : to;
  notify("success", title, more, isUndo ? {} : { duration: UNDO_MS, action: { label: adminMessages.undo, onClick: undo } });
}

export const announceNoteSaved = () => notify("success", adminMessages.noteSaved);

/** To the trash, with its undo for a while. */
export function announceTrashed(result: LeadChangeDone) {
  notify("success", adminMessages.deletedTitle, adminMessages.deletedBody, {
    duration: UNDO_MS,
    action: { label: adminMessages.undo, onClick: () => submitLeadChange?.(restoreUndo(String(result.leadId))) },
  });
}

export const announceRestored = () => notify("success", adminMessages.restoredTitle);
export const announceErased = () => notify("success", adminMessages.deletedForeverTitle);

/** A link in a toast to the lead's detail on the screen the owner is on. */
function detailLink(id: string, label: string) {
  const url = new URL(window.location.href);
  url.searchParams.set("lead", id);
  url.searchParams.delete("index");
  // The detail opens at its stage, its value or reasons ready (stage-details.tsx): three taps in all.
  url.hash = STAGE_ANCHOR;
  return createElement(
    Link,
    { to: `${url.pathname}${url.search}${url.hash}`, preventScrollReset: true, className: "inline-flex min-h-11 items-center font-semibold underline" },
    label,
  );
}

/**
 * A refusal that is not the app's (no React Router headers): the proxy's 429 when many ask at once
 * (deploy/nginx-courier.conf, docs/decisions/055). The server is there; the owner waits a moment.
 */
const isProxyBusy = (error: unknown) => isRouteErrorResponse(error) && error.status === 429;
