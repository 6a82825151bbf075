/**
 * The toasts of the sign-in's and the security screen's changes: each action route's
 * clientAction sends its change and tells how it went (a refusal, the server unreachable or
 * the proxy busy, or what was done).
 */
import { isRouteErrorResponse, useFetcher, useNavigation } from "react-router";
import { adminMessages } from "../../lib/admin-leads.ts";
import { signInMessages } from "../../lib/admin-sign-in.ts";
import type { ChangeResult } from "../../lib/security-data.ts";
import { notify } from "../notices.tsx";

interface ChangeWords {
  /** A step of a sign-in (the password, a code, back to the password): its failures read "שגיאה בהתחברות". */
  signIn?: boolean;
  /** What a change done says, when the server's answer does not say it itself. */
  done?: string;
}

/** The action route (without its query) a form of this screen is on its way to, if any. */
export function usePendingAction(): string | null {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formAction) return null;
  return navigation.formAction.split("?")[0]!;
}

/**
 * A change of a screen that stays where it is (the security screen): with JavaScript its forms
 * post through a fetcher keyed by the change's action route, so the address stays the screen's;
 * without, the post lands on the action route, which draws the same screen with its answer
 * (`posted`). Its latest answer, and whether it is on its way.
 */
export function useChange(action: string, posted: ChangeResult | undefined): { result: ChangeResult | undefined; pending: boolean } {
  const fetcher = useFetcher<ChangeResult>({ key: action });
  return { result: fetcher.data ?? posted, pending: fetcher.state !== "idle" };
}

/** A route's clientAction: its change sent, and its outcome told. */
export async function announcedChange(serverAction: () => Promise<unknown>, words: ChangeWords = {}): Promise<ChangeResult> {
  const title = words.signIn ? signInMessages.failedTitle : adminMessages.errorTitle;
  let result: ChangeResult;
  try {
    result = (await serverAction()) as ChangeResult;
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect: signed in or out
    // The proxy's 429 when many ask at once (deploy/nginx-courier.conf, docs/decisions/055): the server is there; the owner waits a moment.
    const busy = isRouteErrorResponse(error) && error.status === 429;
    if (!busy) console.error("Admin action failed", error);
    const message = busy ? signInMessages.busy : words.signIn ? signInMessages.unavailable : adminMessages.badRequest;
    notify("error", title, message);
    return { ok: false, error: message };
  }
  if (!result.ok) notify("error", title, result.error);
  else if (result.message ?? words.done) notify("success", result.message ?? words.done!);
  return result;
}
