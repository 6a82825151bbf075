import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, useLocation } from "react-router";
import type { AdminActionResult } from "../../lib/admin-page";
import { signInMessages, validateSignIn } from "../../lib/admin-sign-in";
import { useHydrated } from "../../lib/use-hydrated";
import { notify } from "../site-toaster";
import { inputClass, primaryButtonClass } from "./styles";

interface SignInCardProps {
  /** A sign-in is on its way to the server. */
  pending?: boolean;
  /** The server's answer to the last sign-in, when it refused. */
  result?: Extract<AdminActionResult, { ok: false }>;
  /** The form is off while a signed-in non-admin is being signed out. */
  disabled?: boolean;
}

/**
 * "כניסה למערכת ניהול": e-mail, password, "התחבר" ("מתחבר..." while it works). A plain form
 * post to the page's action, so it works without JavaScript; with it, the first invalid field is
 * told as a toast before anything is sent.
 */
export function SignInCard({ pending = false, result, disabled = false }: SignInCardProps) {
  const id = useId();
  const location = useLocation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState<"email" | "password" | null>(null);
  const refusedField = result?.field ?? null;

  // The browser's own checks stand in without JavaScript; with it, the spec's Hebrew toasts do.
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
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-md rounded-card border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 id={`${id}-title`} className="text-2xl font-bold text-brand-800">
        כניסה למערכת ניהול
      </h1>
      {/* Without JavaScript there is no toast: the server's answer is shown here instead. */}
      {result && !hydrated ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {result.error}
        </p>
      ) : null}
      <Form ref={formRef} method="post" action={`${location.pathname}${location.search}`} onSubmit={onSubmit} className="mt-6 space-y-4" aria-busy={busy}>
        <input type="hidden" name="intent" value="sign-in" />
        <div>
          <label htmlFor={`${id}-email`} className="font-medium">
            אימייל
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            dir="ltr"
            required
            autoComplete="username"
            aria-invalid={invalidField === "email" || undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="font-medium">
            סיסמה
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            dir="ltr"
            required
            minLength={6}
            autoComplete="current-password"
            aria-invalid={invalidField === "password" || undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-70`}>
          {pending ? "מתחבר..." : "התחבר"}
        </button>
      </Form>
    </section>
  );
}
