/**
 * The one place the admin page turns an outcome into words: action results, unreachable
 * server, stale data. Route modules call these from clientAction/clientLoader.
 */
import type { AdminActionResult, DashboardData } from "../../lib/admin-page.ts";
import { adminMessages, intentFailures } from "../../lib/admin-leads.ts";
import { signInMessages } from "../../lib/admin-sign-in.ts";
import { createElement } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { stageUndoFields } from "../../lib/admin-flash.ts";
import { stageLabels } from "../../lib/lead-stages.ts";
import { notify } from "../notices.tsx";

const UNDO_MS = 10_000;

let lastGood: DashboardData | undefined;
/** An outage is told once, not at every live event while it lasts. */
let outageTold = false;

export function rememberGoodData(data: DashboardData): DashboardData {
  lastGood = data;
  outageTold = false;
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

/** A screen's clientAction: its outcome told (a toast, for a delete the undo), or the server unreachable. */
export async function announcedAction(request: Request, serverAction: () => Promise<unknown>): Promise<AdminActionResult> {
  const form = await request.clone().formData();
  try {
    const result = (await serverAction()) as AdminActionResult;
    announceActionResult(result, form);
    return result;
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect: signed in or out
    return announceUnreachable(form, error);
  }
}

type Intent = AdminActionResult["intent"];

type Submitter = (fields: Record<string, string>) => void;
let submitLeadChange: Submitter | undefined;

/** The page hands over how to send a change, so a toast's undo button can send one. */
export function setLeadChangeSubmitter(submit: Submitter | undefined) {
  submitLeadChange = submit;
}

function announceActionResult(result: AdminActionResult, form: FormData) {
  if (!result.ok) {
    notify("error", adminMessages.errorTitle, result.error);
    return;
  }
  const id = String(form.get("id") ?? "");
  switch (result.intent) {
    case "stage": {
      // A stage is one tap on the card: it says so, and can be taken back (stage, value and reason).
      const moved = result.stage;
      if (!moved) break;
      const undo = () => submitLeadChange?.({ ...stageUndoFields(id, moved), undo: "1" });
      const isUndo = form.get("undo") === "1";
      // Won or lost from the card: the value or the reason is one tap away, in the lead's detail.
      const askMore = !isUndo && moved.from !== moved.to && (moved.to === "won" || moved.to === "lost") && !form.get("value") && !form.get("reason");
      notify(
        "success",
        isUndo ? adminMessages.stageBackTitle : adminMessages.stageTitle,
        askMore ? detailLink(id, moved.to === "won" ? adminMessages.addWonValue : adminMessages.addLostReason) : stageLabels[moved.to],
        isUndo ? {} : { duration: UNDO_MS, action: { label: adminMessages.undo, onClick: undo } },
      );
      break;
    }
    case "note":
      notify("success", adminMessages.noteSaved);
      break;
    case "delete":
      notify("success", adminMessages.deletedTitle, adminMessages.deletedBody, {
        duration: UNDO_MS,
        action: { label: adminMessages.undo, onClick: () => submitLeadChange?.({ intent: "restore", id }) },
      });
      break;
    case "restore":
      notify("success", adminMessages.restoredTitle);
      break;
    case "delete-forever":
      notify("success", adminMessages.deletedForeverTitle);
      break;
  }
}

/** A link in a toast to the lead's detail on the screen the owner is on. */
function detailLink(id: string, label: string) {
  const url = new URL(window.location.href);
  url.searchParams.set("lead", id);
  url.searchParams.delete("index");
  return createElement(
    Link,
    { to: `${url.pathname}${url.search}`, preventScrollReset: true, className: "inline-flex min-h-11 items-center font-semibold underline" },
    label,
  );
}

/**
 * A refusal that is not the app's (no React Router headers): the proxy's 429 when many ask at once
 * (deploy/nginx-courier.conf, docs/decisions/055). The server is there; the owner waits a moment.
 */
const isProxyBusy = (error: unknown) => isRouteErrorResponse(error) && error.status === 429;

function announceUnreachable(form: FormData, error: unknown): AdminActionResult {
  const busy = isProxyBusy(error);
  if (!busy) console.error("Admin action failed", error);
  const intent = String(form.get("intent") ?? "") as Intent;
  if (intent === null) {
    const message = busy ? signInMessages.busy : signInMessages.unavailable;
    notify("error", signInMessages.failedTitle, message);
    return { ok: false, intent, error: message };
  }
  if (busy) {
    notify("error", adminMessages.errorTitle, signInMessages.busy);
    return { ok: false, intent, error: signInMessages.busy };
  }
  const message = (intent in intentFailures ? intentFailures[intent as keyof typeof intentFailures] : undefined) ?? adminMessages.badRequest;
  notify("error", adminMessages.errorTitle, message);
  return { ok: false, intent, error: message };
}
