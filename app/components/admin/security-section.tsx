import { useId, type FormEvent } from "react";
import { Form, Link } from "react-router";
import type { AdminActionResult, AdminPageData, SecuritySection as SecurityData } from "../../lib/admin-page";
import { adminMessages } from "../../lib/admin-leads";
import { formatIsraelDateTime } from "../../lib/israel-time";
import { ADMIN_PATH } from "../../lib/paths";
import { formatRecoveryCode, normalizeRecoveryCode, SECURITY_HREF, normalizeTotpCode, twoFactorMessages } from "../../lib/two-factor";
import { useHydrated } from "../../lib/use-hydrated";
import { notify } from "../site-toaster";
import { dangerButtonClass, inputClass, primaryButtonClass, secondaryButtonClass } from "./styles";

type SecurityPage = Extract<AdminPageData, { state: "security" }>;

interface SecuritySectionProps {
  page: SecurityPage;
  /** The last enable/disable answer from the server (for recovery codes, or a refusal). */
  result?: AdminActionResult;
  /** Which change is on its way to the server, if any. */
  pending?: "enable-2fa" | "disable-2fa" | null;
}

function RefusalWithoutScript({ result, intent }: { result?: AdminActionResult; intent: "enable-2fa" | "disable-2fa" }) {
  const hydrated = useHydrated();
  // With JavaScript the refusal is a toast (admin-notices.ts); without it, it is said here.
  if (hydrated || !result || result.ok || result.intent !== intent) return null;
  return (
    <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
      {result.error}
    </p>
  );
}

/** With JavaScript, a malformed code is told before anything is sent. */
function checkCode(event: FormEvent<HTMLFormElement>, accept: (value: unknown) => boolean, message: string) {
  const value = new FormData(event.currentTarget).get("code");
  if (accept(value)) return;
  event.preventDefault();
  notify("error", adminMessages.errorTitle, message);
  event.currentTarget.querySelector<HTMLInputElement>('[name="code"]')?.focus();
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-card border-2 border-amber-400 bg-amber-50 p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-amber-950">
        {twoFactorMessages.recoveryTitle}
      </h2>
      <p className="mt-2 text-amber-950">{twoFactorMessages.recoveryInstruction}</p>
      <ol dir="ltr" aria-label={twoFactorMessages.recoveryTitle} className="mt-4 grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2 sm:text-lg">
        {codes.map((code) => (
          <li key={code} className="rounded-md border border-amber-300 bg-white px-3 py-1.5 text-center whitespace-nowrap select-all">
            {formatRecoveryCode(code)}
          </li>
        ))}
      </ol>
      <Link to={ADMIN_PATH} className={`${primaryButtonClass} mt-4`}>
        {twoFactorMessages.recoverySaved}
      </Link>
    </section>
  );
}

function Enrolment({ security, pending, result }: { security: Extract<SecurityData, { enabled: false }>; pending: boolean; result?: AdminActionResult }) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="mt-4">
      <h2 className="text-xl font-bold">{twoFactorMessages.enrolTitle}</h2>
      <p className="mt-2">{twoFactorMessages.enrolIntro}</p>
      <ol className="mt-4 list-decimal space-y-5 ps-6">
        <li>
          <p>{twoFactorMessages.enrolScan}</p>
          {/* The server drew this SVG from the otpauth:// address (the qrcode package); it holds no text of ours. */}
          <div
            role="img"
            aria-label={twoFactorMessages.qrLabel}
            className="mt-2 size-48 rounded-lg border border-gray-300 bg-white p-1 [&>svg]:size-full"
            dangerouslySetInnerHTML={{ __html: security.qrSvg }}
          />
        </li>
        <li>
          <p id={`${id}-secret-label`}>{twoFactorMessages.enrolManual}</p>
          <code
            dir="ltr"
            aria-labelledby={`${id}-secret-label`}
            data-testid="totp-secret"
            className="mt-2 inline-block max-w-full rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-lg tracking-wide [overflow-wrap:anywhere] select-all"
          >
            {security.secret}
          </code>
        </li>
        <li>
          <Form
            method="post"
            action={SECURITY_HREF}
            noValidate={hydrated}
            onSubmit={(event) => (pending ? event.preventDefault() : checkCode(event, (v) => normalizeTotpCode(v).ok, twoFactorMessages.codeFormat))}
            aria-busy={pending}
          >
            <input type="hidden" name="intent" value="enable-2fa" />
            <label htmlFor={`${id}-code`} className="block">
              {twoFactorMessages.enrolConfirm}
            </label>
            <div className="mt-1 space-y-3">
              <input
                id={`${id}-code`}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                required
                maxLength={9}
                aria-invalid={(result && !result.ok && result.intent === "enable-2fa") || undefined}
                className={`${inputClass} text-center text-xl tracking-[0.3em]`}
              />
              <button type="submit" disabled={pending} className={`${primaryButtonClass} disabled:cursor-not-allowed disabled:opacity-70`}>
                {pending ? twoFactorMessages.verifying : twoFactorMessages.enrolSubmit}
              </button>
            </div>
            <RefusalWithoutScript result={result} intent="enable-2fa" />
          </Form>
        </li>
      </ol>
    </div>
  );
}

function Enabled({
  security,
  required,
  pending,
  result,
  offerTurningOff,
}: {
  security: Extract<SecurityData, { enabled: true }>;
  required: boolean;
  pending: boolean;
  result?: AdminActionResult;
  /** Not while the recovery codes are on the screen: saving them is the one thing to do then. */
  offerTurningOff: boolean;
}) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="mt-4">
      <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
        {twoFactorMessages.enabledSince}{" "}
        <time dateTime={security.enabledAt} dir="ltr">
          {formatIsraelDateTime(security.enabledAt)}
        </time>
        . {twoFactorMessages.recoveryLeft(security.recoveryCodesLeft)}
      </p>
      {!offerTurningOff ? null : required ? (
        <p className="mt-4 text-muted">{twoFactorMessages.disableRefusedRequired}</p>
      ) : (
        <Form
          method="post"
          action={SECURITY_HREF}
          noValidate={hydrated}
          onSubmit={(event) =>
            pending ? event.preventDefault() : checkCode(event, (v) => normalizeTotpCode(v).ok || normalizeRecoveryCode(v).ok, twoFactorMessages.codeFormat)
          }
          aria-busy={pending}
          className="mt-6"
        >
          <h2 className="text-lg font-bold">{twoFactorMessages.disableTitle}</h2>
          <p className="mt-1 text-sm text-muted">{twoFactorMessages.disableHint}</p>
          <input type="hidden" name="intent" value="disable-2fa" />
          <label htmlFor={`${id}-code`} className="mt-3 block font-medium">
            {twoFactorMessages.disableLabel}
          </label>
          <div className="mt-1 space-y-3">
            <input
              id={`${id}-code`}
              name="code"
              type="text"
              autoComplete="one-time-code"
              dir="ltr"
              required
              maxLength={20}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={(result && !result.ok && result.intent === "disable-2fa") || undefined}
              className={inputClass}
            />
            <button type="submit" disabled={pending} className={`${dangerButtonClass} disabled:cursor-not-allowed disabled:opacity-70`}>
              {twoFactorMessages.disableSubmit}
            </button>
          </div>
          <RefusalWithoutScript result={result} intent="disable-2fa" />
        </Form>
      )}
    </div>
  );
}

/**
 * "אימות דו-שלבי" (?security=1): turning it on (QR code, the key for typing by hand, the first
 * code), the recovery codes once, or its state and turning it off. With ADMIN_2FA=required and
 * no enrolment yet this is all a signed-in admin sees.
 */
export function SecuritySection({ page, result, pending = null }: SecuritySectionProps) {
  const id = useId();
  const recoveryCodes = result?.ok && result.intent === "enable-2fa" ? result.recoveryCodes : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-2xl rounded-card border border-gray-200 bg-white p-4 shadow-sm sm:p-8">
      <h1 id={`${id}-title`} className="text-2xl font-bold text-brand-800">
        {twoFactorMessages.title}
      </h1>
      {page.enrolFirst ? (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {twoFactorMessages.requiredNotice}
        </p>
      ) : null}
      {recoveryCodes?.length ? <RecoveryCodes codes={recoveryCodes} /> : null}
      {page.security.enabled ? (
        <Enabled security={page.security} required={page.required} pending={pending === "disable-2fa"} result={result} offerTurningOff={!recoveryCodes?.length} />
      ) : (
        <Enrolment security={page.security} pending={pending === "enable-2fa"} result={result} />
      )}
      {!page.enrolFirst && !recoveryCodes?.length ? (
        <Link to={ADMIN_PATH} className={`${secondaryButtonClass} mt-6`}>
          {twoFactorMessages.backToLeads}
        </Link>
      ) : null}
    </section>
  );
}
