/**
 * The browser's side of passkeys (@simplewebauthn/browser): ask the passkey routes for options,
 * let the browser and the device do the ceremony, send its answer back. Each call says how it
 * ended in words the owner reads.
 */
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { passkeyMessages } from "../../lib/passkeys.ts";
import { SIGN_IN_ACTIONS } from "../../lib/paths.ts";

export { browserSupportsWebAuthnAutofill };

/** Whether this browser can make and use passkeys: false on the server's page (and so without JavaScript) and before hydration. */
export function useWebAuthn(): boolean {
  return useHydrated() && browserSupportsWebAuthn();
}

export type PasskeyOutcome = { ok: true; redirectTo?: string; message?: string } | { ok: false; error: string; cancelled?: boolean };

/** One step to its route; `search` carries the screen to come back to after a sign-in. */
async function post(route: string, fields: Record<string, unknown> = {}, search = ""): Promise<Record<string, unknown>> {
  const res = await fetch(`${route}${search}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(fields),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new EndpointRefusal(typeof body.error === "string" ? body.error : passkeyMessages.signInFailed);
  return body;
}

class EndpointRefusal extends Error {}

/** The browser or the person said no (the dialog closed, the time ran out): not an error worth more than a word. */
const isCancel = (error: unknown) =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError" || error.name === "ERROR_CEREMONY_ABORTED");

function failure(error: unknown, fallback: string, cancelled: string): PasskeyOutcome {
  if (error instanceof EndpointRefusal) return { ok: false, error: error.message };
  if (isCancel(error)) return { ok: false, error: cancelled, cancelled: true };
  // A duplicate the authenticator itself refused (excludeCredentials).
  if (error instanceof Error && error.name === "InvalidStateError") return { ok: false, error: passkeyMessages.duplicate };
  return { ok: false, error: fallback };
}

/**
 * A sign-in with a passkey: by the button, or (`autofill`) offered in the e-mail field's
 * suggestions, where the browser can. Signed in: where to go next.
 */
export async function signInWithPasskey(search: string, { autofill = false } = {}): Promise<PasskeyOutcome> {
  try {
    const { options } = await post(SIGN_IN_ACTIONS.passkeySignInOptions);
    const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
    const done = await post(SIGN_IN_ACTIONS.passkeySignIn, { response }, search);
    return { ok: true, redirectTo: typeof done.redirectTo === "string" ? done.redirectTo : undefined };
  } catch (error) {
    return failure(error, passkeyMessages.signInFailed, passkeyMessages.cancelled);
  }
}

/** Adds a passkey made on this device under the name given. */
export async function addPasskey(name: string): Promise<PasskeyOutcome> {
  try {
    const { options } = await post(SIGN_IN_ACTIONS.passkeyAddOptions);
    const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
    const done = await post(SIGN_IN_ACTIONS.passkeyAdd, { name, response });
    return { ok: true, message: typeof done.message === "string" ? done.message : undefined };
  } catch (error) {
    return failure(error, passkeyMessages.addFailed, passkeyMessages.addCancelled);
  }
}
