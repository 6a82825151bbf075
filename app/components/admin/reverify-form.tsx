import { useId } from "react";
import { Form } from "react-router";
import { reverifyMessages } from "../../lib/reverify.ts";
import { SECURITY_ACTIONS } from "../../lib/paths.ts";
import type { ChangeResult } from "../../lib/security-data.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useChange } from "./change-notices.ts";
import { AlertWithoutScript } from "./forms.tsx";
import { adminButton, adminInputClass, busyClass } from "./styles.ts";

/**
 * The password typed again before a passkey or a push device is added (app/lib/reverify.ts): a
 * form post to its action route (a plain one without JavaScript); the screen then
 * offers the addition for the next few minutes.
 */
export function ReverifyForm({ email, result }: { email: string; result?: ChangeResult }) {
  const id = useId();
  const hydrated = useHydrated();
  const { result: answer, pending } = useChange(SECURITY_ACTIONS.reverify, result);
  const refusal = answer && !answer.ok ? answer.error : undefined;
  return (
    <Form
      method="post"
      action={SECURITY_ACTIONS.reverify}
      navigate={false}
      fetcherKey={SECURITY_ACTIONS.reverify}
      className="mt-5 space-y-3"
      aria-busy={pending}
      aria-labelledby={`${id}-title`}
      data-reverify
    >
      <h3 id={`${id}-title`} className="font-bold">
        {reverifyMessages.title}
      </h3>
      <p id={`${id}-why`}>{reverifyMessages.needed}</p>
      {/* The account's name beside the password, so a password manager fills the right one. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id={`${id}-password`}
        name="password"
        type="password"
        label={reverifyMessages.passwordLabel}
        autoComplete="current-password"
        required={!hydrated || undefined}
        invalid={refusal !== undefined}
        describedBy={`${id}-why`}
        inputClassName={adminInputClass}
        labelClassName="block font-medium"
      />
      <Button type="submit" disabled={pending} variant={adminButton.primary} className={busyClass}>
        {pending ? reverifyMessages.checking : reverifyMessages.submit}
      </Button>
      <AlertWithoutScript message={refusal} className="mt-3" />
    </Form>
  );
}
