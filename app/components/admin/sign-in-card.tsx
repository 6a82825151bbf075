import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { signInMessages, validateSignIn } from "../../lib/admin-sign-in";
import { notify } from "../site-toaster";
import type { SignInResult } from "./use-admin-session";

const inputClass =
  "mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-gray-500 aria-invalid:border-red-700";

interface SignInCardProps {
  signIn(email: string, password: string): Promise<SignInResult>;
  /** The form is off while a signed-in non-admin is being signed out. */
  disabled?: boolean;
}

/** Spec 2 and 5: "כניסה למערכת ניהול", e-mail, password, "התחבר" ("מתחבר..." while it works). */
export function SignInCard({ signIn, disabled = false }: SignInCardProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState<"email" | "password" | null>(null);

  // The browser's own checks stand in without JavaScript; with it, the spec's Hebrew toasts do.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || disabled) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = validateSignIn({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") });
    if (!result.ok) {
      setInvalid(result.field);
      notify("error", signInMessages.errorTitle, result.message);
      form.querySelector<HTMLInputElement>(`[name="${result.field}"]`)?.focus();
      return;
    }
    setInvalid(null);
    setPending(true);
    try {
      const outcome = await signIn(result.value.email, result.value.password);
      if (outcome === "failed") form.querySelector<HTMLInputElement>('[name="password"]')?.select();
    } finally {
      setPending(false);
    }
  }

  const busy = pending || disabled;
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-md rounded-card border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 id={`${id}-title`} className="text-2xl font-bold text-brand-800">
        כניסה למערכת ניהול
      </h1>
      <form ref={formRef} onSubmit={onSubmit} className="mt-6 space-y-4" aria-busy={busy}>
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
            aria-invalid={invalid === "email" || undefined}
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
            aria-invalid={invalid === "password" || undefined}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {pending ? "מתחבר..." : "התחבר"}
        </button>
      </form>
    </section>
  );
}
