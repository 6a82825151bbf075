import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { SECURITY_ACTIONS } from "../../lib/paths.ts";
import type { ChangeResult, SecurityScreenData } from "../../lib/security-data.ts";
import { adminMessages } from "../../lib/admin-leads.ts";
import { checkDeviceName, DEVICE_NAME_MAX, deviceNameFrom, passkeyMessages } from "../../lib/passkeys.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { notify } from "../notices.tsx";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useChange } from "./change-notices.ts";
import { AlertWithoutScript } from "./forms.tsx";
import { RemovableItem, type RemovableWords } from "./removable-item.tsx";
import { ReverifyForm } from "./reverify-form.tsx";
import { addPasskey, useWebAuthn } from "./passkey-client.ts";
import { adminButton, adminInputClass, busyClass } from "./styles.ts";

/** The card's anchor, for the link from the enrolment notice. */
export const PASSKEYS_ANCHOR = "passkeys";

const passkeyWords: RemovableWords = { ...passkeyMessages, last: passkeyMessages.lastUsed, never: passkeyMessages.neverUsed };

/** "מפתחות גישה" on the security screen: the admin's passkeys (name, added, last used), adding one, removing one. */
export function PasskeysCard({
  page,
  removal,
  reverify,
}: {
  page: SecurityScreenData;
  /** The answer to removing one, as posted without JavaScript. */
  removal?: ChangeResult;
  /** The answer to the password typed again, as posted without JavaScript. */
  reverify?: ChangeResult;
}) {
  const id = useId();
  const supported = useWebAuthn();
  const hydrated = useHydrated();
  const { result, pending: removing } = useChange(SECURITY_ACTIONS.removePasskey, removal);
  const removed = result?.ok ? result.message : undefined;
  const refusal = result && !result.ok ? result.error : undefined;
  return (
    <section
      id={PASSKEYS_ANCHOR}
      aria-labelledby={`${id}-title`}
      className="mx-auto w-full max-w-2xl rounded-card border border-gray-200 bg-white p-4 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-800">
        {passkeyMessages.title}
      </h2>
      <p className="mt-2">{passkeyMessages.intro}</p>
      {page.enrolFirst ? <p className="mt-2 font-medium">{passkeyMessages.requiredChoice}</p> : null}
      {removed && !hydrated ? (
        <p role="status" className="mt-3 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          {removed}
        </p>
      ) : null}
      <AlertWithoutScript message={refusal} className="mt-3" />
      {page.passkeys.length === 0 ? (
        <p className="mt-4 text-muted">{passkeyMessages.none}</p>
      ) : (
        <ul aria-label={passkeyMessages.listLabel} className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
          {page.passkeys.map((passkey) => (
            <RemovableItem
              key={passkey.id}
              id={passkey.id}
              name={passkey.deviceName}
              createdAt={passkey.createdAt}
              lastAt={passkey.lastUsedAt}
              action={SECURITY_ACTIONS.removePasskey}
              words={passkeyWords}
              removing={removing}
              data-passkey
              note={passkey.id === page.currentPasskeyId ? <p className="font-medium">{passkeyMessages.removeCurrent}</p> : null}
            />
          ))}
        </ul>
      )}
      {!page.passkeysAvailable ? (
        <p className="mt-4 text-muted">{passkeyMessages.notConfigured}</p>
      ) : !page.verifiedUntil ? (
        <ReverifyForm email={page.email} result={reverify} />
      ) : supported ? (
        <AddPasskeyForm id={id} />
      ) : (
        <p className="mt-4 text-muted" data-passkey-unsupported>
          {passkeyMessages.addUnsupported}
        </p>
      )}
    </section>
  );
}

/** A name, then the device's own dialog (fingerprint, face, PIN); the list reloads with the new passkey. */
function AddPasskeyForm({ id }: { id: string }) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The device's name is filled in, so adding a passkey is one tap; the owner may still change it.
  useEffect(() => {
    const input = formRef.current?.querySelector<HTMLInputElement>('[name="name"]');
    if (input && !input.value) input.value = deviceNameFrom(navigator.userAgent);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const name = checkDeviceName(new FormData(form).get("name"));
    if (!name.ok) {
      setInvalid(true);
      notify("error", adminMessages.errorTitle, name.message);
      form.querySelector<HTMLInputElement>('[name="name"]')?.focus();
      return;
    }
    setInvalid(false);
    setPending(true);
    const outcome = await addPasskey(name.name);
    setPending(false);
    if (!outcome.ok) {
      notify("error", adminMessages.errorTitle, outcome.error);
      // The few minutes after the password may have run out while the page was open: the screen asks for it again.
      await revalidator.revalidate();
      return;
    }
    notify("success", outcome.message ?? passkeyMessages.addedNotice(name.name));
    await revalidator.revalidate();
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-3" aria-busy={pending}>
      <TextField
        id={`${id}-name`}
        name="name"
        label={passkeyMessages.nameLabel}
        placeholder={passkeyMessages.namePlaceholder}
        maxLength={DEVICE_NAME_MAX}
        autoComplete="off"
        required
        invalid={invalid}
        inputClassName={adminInputClass}
        labelClassName="block font-medium"
      />
      <Button type="submit" disabled={pending} variant={adminButton.primary} className={busyClass}>
        {pending ? passkeyMessages.adding : passkeyMessages.add}
      </Button>
    </form>
  );
}
