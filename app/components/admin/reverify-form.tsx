import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { AdminActionResult } from "../../lib/admin-page.ts";
import { reverifyMessages } from "../../lib/reverify.ts";
import { SECURITY_HREF } from "../../lib/two-factor.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { AlertWithoutScript } from "./forms.tsx";
import { adminButton, adminInputClass, busyClass } from "./styles.ts";

/**
 * The password typed again before a passkey or a push device is added (app/lib/reverify.ts): a
 * plain form post to the security screen, so it works without JavaScript too; the screen then
 * offers the addition for the next few minutes.
 */
export function ReverifyForm({ email, result }: { email: string; result?: AdminActionResult }) {
  const id = useId();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "reverify";
  const refusal = result && !result.ok && result.intent === "reverify" ? result.error : undefined;
  return (
    <Form method="post" action={SECURITY_HREF} className="mt-5 space-y-3" aria-busy={pending} aria-labelledby={`${id}-title`} data-reverify>
      <h3 id={`${id}-title`} className="font-bold">
        {reverifyMessages.title}
      </h3>
      <p id={`${id}-why`}>{reverifyMessages.needed}</p>
      <input type="hidden" name="intent" value="reverify" />
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
