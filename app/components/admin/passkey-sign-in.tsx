import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { signInMessages } from "../../lib/admin-sign-in.ts";
import { passkeyMessages } from "../../lib/passkeys.ts";
import { notify } from "../notices.tsx";
import { Button } from "../ui/button.tsx";
import { browserSupportsWebAuthnAutofill, signInWithPasskey, useWebAuthn } from "./passkey-client.ts";
import { adminButton, busyClass } from "./styles.ts";

/**
 * "כניסה עם מפתח גישה", above the password form. Shown as a button only where the browser has
 * the WebAuthn API (after hydration); the server's page, a browser without JavaScript or without
 * the API, reads a sentence saying so instead: never a button that does nothing. Where the
 * browser can, the passkeys are also offered in the e-mail field's suggestions (conditional UI).
 */
export function PasskeySignIn() {
  const location = useLocation();
  const supported = useWebAuthn();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let left = false;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || left) return;
      // Waits for a passkey picked from the e-mail field's suggestions; a button press cancels it.
      const outcome = await signInWithPasskey(location.search, { autofill: true });
      if (left) return;
      if (outcome.ok) window.location.assign(outcome.redirectTo ?? "/");
      else if (!outcome.cancelled) notify("error", signInMessages.failedTitle, outcome.error);
    })();
    return () => {
      left = true;
    };
    // Once per visit to the screen (the query only says where to come back to).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported]);

  async function signIn() {
    if (pending) return;
    setPending(true);
    const outcome = await signInWithPasskey(location.search);
    if (outcome.ok) {
      window.location.assign(outcome.redirectTo ?? "/");
      return;
    }
    setPending(false);
    notify("error", signInMessages.failedTitle, outcome.error);
  }

  if (!supported) {
    return (
      <p className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm text-muted" data-passkey-unsupported>
        {passkeyMessages.unsupported}
      </p>
    );
  }
  return (
    <div className="mt-6">
      <Button
        type="button"
        onClick={() => void signIn()}
        disabled={pending}
        variant={adminButton.primary}
        className={`w-full py-2.5 ${busyClass}`}
        aria-busy={pending}
      >
        {pending ? passkeyMessages.signingIn : passkeyMessages.signInButton}
      </Button>
      <p className="mt-4 text-center text-sm text-muted">{passkeyMessages.orPassword}</p>
    </div>
  );
}
