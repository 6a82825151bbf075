import { useEffect, useId, useRef, type FormEvent } from "react";
import { Form, useLocation } from "react-router";
import type { AdminActionResult } from "../../lib/admin-page";
import { signInMessages } from "../../lib/admin-sign-in";
import { normalizeRecoveryCode, normalizeTotpCode, twoFactorMessages } from "../../lib/two-factor";
import { useHydrated } from "../../lib/use-hydrated";
import { notify } from "../site-toaster";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "./styles";

interface SecondFactorCardProps {
  /** Who the right password belonged to. */
  email: string;
  /** Which step is on its way to the server, if any. */
  pending?: "second-factor" | "recovery-code" | null;
  /** The server's answer to the last code, when it refused. */
  result?: Extract<AdminActionResult, { ok: false }>;
}

/**
 * The sign-in's second step: the 6-digit code from the authenticator app, or (behind a native
 * disclosure, so it opens without JavaScript) a recovery code; or back to the password. Plain
 * form posts to the page's action; with JavaScript a malformed code is told as a toast first.
 */
export function SecondFactorCard({ email, pending = null, result }: SecondFactorCardProps) {
  const id = useId();
  const location = useLocation();
  const hydrated = useHydrated();
  const codeRef = useRef<HTMLInputElement>(null);
  const recoveryRef = useRef<HTMLInputElement>(null);
  const action = `${location.pathname}${location.search}`;
  const recoveryRefused = result?.intent === "recovery-code";

  // Refused: ready to type the next code.
  useEffect(() => {
    if (!result) return;
    (recoveryRefused ? recoveryRef : codeRef).current?.select();
  }, [result, recoveryRefused]);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>, field: string, check: typeof normalizeTotpCode) {
    if (pending) {
      event.preventDefault();
      return;
    }
    const checked = check(new FormData(event.currentTarget).get(field));
    if (checked.ok) return;
    event.preventDefault();
    notify("error", signInMessages.failedTitle, checked.message);
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-md rounded-card border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 id={`${id}-title`} className="text-2xl font-bold text-brand-800">
        {twoFactorMessages.title}
      </h1>
      <p className="mt-2 text-sm text-muted">
        {twoFactorMessages.signingInAs}{" "}
        <bdi dir="ltr" className="[overflow-wrap:anywhere]">
          {email}
        </bdi>
      </p>
      {/* Without JavaScript there is no toast: the server's answer is shown here instead. */}
      {result && !hydrated ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {result.error}
        </p>
      ) : null}

      <Form method="post" action={action} noValidate={hydrated} onSubmit={(e) => checkBeforeSending(e, "code", normalizeTotpCode)} className="mt-6 space-y-4" aria-busy={pending === "second-factor"}>
        <input type="hidden" name="intent" value="second-factor" />
        <div>
          <label htmlFor={`${id}-code`} className="font-medium">
            {twoFactorMessages.codeLabel}
          </label>
          <p id={`${id}-code-hint`} className="text-sm text-muted">
            {twoFactorMessages.codeHint}
          </p>
          <input
            ref={codeRef}
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            required
            maxLength={9}
            // The page is this one field: the cursor starts in it, with or without JavaScript.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={!recoveryRefused}
            aria-describedby={`${id}-code-hint`}
            aria-invalid={(result?.intent === "second-factor" && result.field === "code") || undefined}
            className={`${inputClass} text-center text-xl tracking-[0.3em]`}
          />
        </div>
        <button type="submit" disabled={!!pending} className={`${primaryButtonClass} w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-70`}>
          {pending === "second-factor" ? twoFactorMessages.verifying : twoFactorMessages.verify}
        </button>
      </Form>

      <details className="mt-6 rounded-lg border border-gray-200" open={recoveryRefused || undefined}>
        <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-medium text-brand-800">{twoFactorMessages.useRecovery}</summary>
        <Form method="post" action={action} noValidate={hydrated} onSubmit={(e) => checkBeforeSending(e, "recoveryCode", normalizeRecoveryCode)} className="space-y-4 px-3 pb-4">
          <input type="hidden" name="intent" value="recovery-code" />
          <div>
            <label htmlFor={`${id}-recovery`} className="font-medium">
              {twoFactorMessages.recoveryLabel}
            </label>
            <p id={`${id}-recovery-hint`} className="text-sm text-muted">
              {twoFactorMessages.recoveryHint}
            </p>
            <input
              ref={recoveryRef}
              id={`${id}-recovery`}
              name="recoveryCode"
              type="text"
              dir="ltr"
              required
              maxLength={20}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={`${id}-recovery-hint`}
              aria-invalid={(recoveryRefused && result?.field === "code") || undefined}
              className={`${inputClass} font-mono`}
            />
          </div>
          <button type="submit" disabled={!!pending} className={`${secondaryButtonClass} w-full disabled:cursor-not-allowed disabled:opacity-70`}>
            {pending === "recovery-code" ? twoFactorMessages.verifying : twoFactorMessages.recoverySubmit}
          </button>
        </Form>
      </details>

      <Form method="post" action={action} className="mt-4">
        <input type="hidden" name="intent" value="cancel-sign-in" />
        <button type="submit" className="inline-flex min-h-11 items-center text-sm text-brand-800 underline underline-offset-2">
          {twoFactorMessages.cancel}
        </button>
      </Form>
    </section>
  );
}
