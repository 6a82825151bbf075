import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, useLocation } from "react-router";
import { ADMIN_PAGES } from "../../lib/paths.ts";
import type { ChangeResult } from "../../lib/security-data.ts";
import { signInMessages } from "../../lib/admin-sign-in.ts";
import { validateSignIn } from "../../lib/admin-sign-in-check.ts";
import { notify } from "../notices.tsx";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { AdminCard, AlertWithoutScript } from "./forms.tsx";
import { PasskeySignIn } from "./passkey-sign-in.tsx";
import { adminButton, adminInputClass, busyClass } from "./styles.ts";

interface SignInCardProps {
  /** A sign-in is on its way to the server. */
  pending?: boolean;
  /** The server's answer to the last sign-in, when it refused. */
  result?: Extract<ChangeResult, { ok: false }>;
  /** The form is off while a signed-in non-admin is being signed out. */
  disabled?: boolean;
  /** Passkeys work at this address: "כניסה עם מפתח גישה" comes first (docs/decisions/052-passkeys.md). */
  passkeys?: boolean;
}

/**
 * "כניסה למערכת ניהול": e-mail, password, "התחבר" ("מתחבר..." while it works). A plain form
 * post to the sign-in screen's action (the screen to come back to rides along in the query), so it works without JavaScript; with it, the first invalid field is
 * told as a toast before anything is sent.
 */
export function SignInCard({ pending = false, result, disabled = false, passkeys = false }: SignInCardProps) {
  const id = useId();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState<"email" | "password" | null>(null);
  const refusedField = result?.field ?? null;

  // The browser's own checks stand in without JavaScript; with it, the fixed Hebrew toasts do (docs/product.md#sign-in).
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // Refused: ready to type the password again.
  useEffect(() => {
    if (result && !result.field) formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.select();
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (pending || disabled) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    const data = new FormData(form);
    const checked = validateSignIn({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") });
    if (checked.ok) {
      setInvalid(null);
      return; // on to the server
    }
    event.preventDefault();
    setInvalid(checked.field);
    notify("error", signInMessages.errorTitle, checked.message);
    form.querySelector<HTMLInputElement>(`[name="${checked.field}"]`)?.focus();
  }

  const busy = pending || disabled;
  const invalidField = invalid ?? refusedField;
  const field = (name: "email" | "password") => ({
    id: `${id}-${name}`,
    name,
    dir: "ltr",
    required: true,
    invalid: invalidField === name,
    inputClassName: adminInputClass,
  });
  return (
    <AdminCard id={id} title="כניסה למערכת ניהול">
      <AlertWithoutScript message={result?.error} className="mt-4" />
      {passkeys ? <PasskeySignIn /> : null}
      <Form ref={formRef} method="post" action={`${ADMIN_PAGES.signIn}${location.search}`} onSubmit={onSubmit} className="mt-6 space-y-4" aria-busy={busy}>
        <TextField {...field("email")} label="אימייל" type="email" autoComplete={passkeys ? "username webauthn" : "username"} />
        <TextField {...field("password")} label="סיסמה" type="password" minLength={6} autoComplete="current-password" />
        <Button type="submit" disabled={busy} variant={adminButton.primary} className={`w-full py-2.5 ${busyClass}`}>
          {pending ? "מתחבר..." : "התחבר"}
        </Button>
      </Form>
    </AdminCard>
  );
}
