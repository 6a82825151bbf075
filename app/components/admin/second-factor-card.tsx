import { useEffect, useId, useRef, type FormEvent } from "react";
import { Form, useLocation } from "react-router";
import { ADMIN_PAGES, SIGN_IN_ACTIONS } from "../../lib/paths.ts";
import type { ChangeResult } from "../../lib/security-data.ts";
import { signInMessages } from "../../lib/admin-sign-in.ts";
import { normalizeRecoveryCode, normalizeTotpCode, twoFactorMessages } from "../../lib/two-factor.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { notify } from "../notices.tsx";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { AdminCard, AlertWithoutScript } from "./forms.tsx";
import { totpCodeClass, totpCodeInput } from "./one-time-code.ts";
import { adminButton, adminInputClass, busyClass } from "./styles.ts";

interface SecondFactorCardProps {
  /** Who the right password belonged to. */
  email: string;
  /** Which code is on its way to the server, if any. */
  pending?: "code" | "recovery-code" | null;
  /** The server's answer to the last code, when it refused. */
  result?: Extract<ChangeResult, { ok: false }>;
  /** The refused code was a recovery code. */
  recoveryRefused?: boolean;
}

/**
 * The sign-in's second step: the 6-digit code from the authenticator app, or (behind a native
 * disclosure, so it opens without JavaScript) a recovery code; or back to the password. Plain
 * form posts to each one's action route; with JavaScript a malformed code is told as a toast first.
 */
export function SecondFactorCard({ email, pending = null, result, recoveryRefused = false }: SecondFactorCardProps) {
  const id = useId();
  const location = useLocation();
  const hydrated = useHydrated();
  const codeRef = useRef<HTMLInputElement>(null);
  const recoveryRef = useRef<HTMLInputElement>(null);
  // The screen to come back to rides along in the query.
  const { search } = location;

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
    <AdminCard id={id} title={twoFactorMessages.title}>
      <p className="mt-2 text-sm text-muted">
        {twoFactorMessages.signingInAs}{" "}
        <bdi dir="ltr" className="[overflow-wrap:anywhere]">
          {email}
        </bdi>
      </p>
      <AlertWithoutScript message={result?.error} className="mt-4" />

      <Form
        method="post"
        action={`${ADMIN_PAGES.secondStep}${search}`}
        noValidate={hydrated}
        onSubmit={(e) => checkBeforeSending(e, "code", normalizeTotpCode)}
        className="mt-6 space-y-4"
        aria-busy={pending === "code"}
      >
        <TextField
          ref={codeRef}
          id={`${id}-code`}
          label={twoFactorMessages.codeLabel}
          hint={twoFactorMessages.codeHint}
          {...totpCodeInput}
          // The page is this one field: the cursor starts in it, with or without JavaScript.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!recoveryRefused}
          invalid={!recoveryRefused && result?.field === "code"}
          inputClassName={totpCodeClass}
        />
        <Button type="submit" disabled={!!pending} variant={adminButton.primary} className={`w-full py-2.5 ${busyClass}`}>
          {pending === "code" ? twoFactorMessages.verifying : twoFactorMessages.verify}
        </Button>
      </Form>

      <details className="mt-6 rounded-lg border border-gray-200" open={recoveryRefused || undefined}>
        <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-medium text-brand-800">{twoFactorMessages.useRecovery}</summary>
        <Form
          method="post"
          action={`${SIGN_IN_ACTIONS.recoveryCode}${search}`}
          noValidate={hydrated}
          onSubmit={(e) => checkBeforeSending(e, "recoveryCode", normalizeRecoveryCode)}
          className="space-y-4 px-3 pb-4"
        >
          <TextField
            ref={recoveryRef}
            id={`${id}-recovery`}
            label={twoFactorMessages.recoveryLabel}
            hint={twoFactorMessages.recoveryHint}
            name="recoveryCode"
            type="text"
            dir="ltr"
            required
            maxLength={20}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            invalid={recoveryRefused && result?.field === "code"}
            inputClassName={`${adminInputClass} font-mono`}
          />
          <Button type="submit" disabled={!!pending} variant={adminButton.secondary} className={`w-full ${busyClass}`}>
            {pending === "recovery-code" ? twoFactorMessages.verifying : twoFactorMessages.recoverySubmit}
          </Button>
        </Form>
      </details>

      <Form method="post" action={`${SIGN_IN_ACTIONS.cancel}${search}`} className="mt-4">
        <Button type="submit" className="inline-flex min-h-11 items-center text-sm text-brand-800 underline underline-offset-2">
          {twoFactorMessages.cancel}
        </Button>
      </Form>
    </AdminCard>
  );
}
