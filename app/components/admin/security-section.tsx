import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { Form } from "react-router";
import type { ChangeResult, SecurityScreenData, SecuritySection as SecurityData } from "../../lib/security-data.ts";
import { adminMessages } from "../../lib/admin-leads.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { ADMIN_PATH, SECURITY_ACTIONS } from "../../lib/paths.ts";
import { enrolmentHandoffMessages, recoveryCodesFile, recoveryCodesText } from "../../lib/recovery-codes-file.ts";
import { formatRecoveryCode, normalizeRecoveryCode, normalizeTotpCode, twoFactorMessages } from "../../lib/two-factor.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { notify } from "../notices.tsx";
import { useSite } from "../use-site.ts";
import { Button, LinkButton } from "../ui/button.tsx";
import { textFieldClass } from "../ui/text-field.tsx";
import { useChange } from "./change-notices.ts";
import { AdminCard, AlertWithoutScript } from "./forms.tsx";
import { anyCodeInput, totpCodeClass, totpCodeInput } from "./one-time-code.ts";
import { adminButton, adminInputClass, busyClass } from "./styles.ts";

type SecurityPage = SecurityScreenData;

interface SecuritySectionProps {
  page: SecurityPage;
  /** The answer to turning it on (the recovery codes, or a refusal), as posted without JavaScript. */
  enabling?: ChangeResult;
  /** The answer to turning it off, when it refused, as posted without JavaScript. */
  disabling?: ChangeResult;
}

/** With JavaScript, a malformed code is told before anything is sent. */
function checkCode(event: FormEvent<HTMLFormElement>, accept: (value: unknown) => boolean, message: string) {
  const value = new FormData(event.currentTarget).get("code");
  if (accept(value)) return;
  event.preventDefault();
  notify("error", adminMessages.errorTitle, message);
  event.currentTarget.querySelector<HTMLInputElement>('[name="code"]')?.focus();
}

/**
 * A code from the app (or, to turn it off, a recovery code) and its submit button, posted to the
 * change's own action route; a refusal is said under it where there is no JavaScript.
 */
function CodeForm({
  id,
  action,
  danger = false,
  heading,
  label,
  labelClassName,
  input,
  accept,
  submit,
  pending,
  result,
  className,
}: {
  /** The input's id. */
  id: string;
  /** The change's action route (turning two-step sign-in on or off). */
  action: string;
  danger?: boolean;
  heading?: ReactNode;
  label: string;
  labelClassName: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  accept: (value: unknown) => boolean;
  submit: ReactNode;
  pending: boolean;
  result?: ChangeResult;
  className?: string;
}) {
  const hydrated = useHydrated();
  const refusal = result && !result.ok ? result.error : undefined;
  return (
    <Form
      method="post"
      action={action}
      navigate={false}
      fetcherKey={action}
      noValidate={hydrated}
      onSubmit={(event) => (pending ? event.preventDefault() : checkCode(event, accept, twoFactorMessages.codeFormat))}
      aria-busy={pending}
      className={className}
    >
      {heading}
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="mt-1 space-y-3">
        <input id={id} {...input} aria-invalid={refusal !== undefined || undefined} />
        <Button type="submit" disabled={pending} variant={danger ? adminButton.danger : adminButton.primary} className={busyClass}>
          {submit}
        </Button>
      </div>
      <AlertWithoutScript message={refusal} className="mt-3" />
    </Form>
  );
}

/** Copy and download of the codes on the screen, made in the browser (they are never sent again, nor logged). */
function RecoveryCodesSaving({ codes, account }: { codes: string[]; account: string }) {
  const hydrated = useHydrated();
  const site = useSite();
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      notify("success", enrolmentHandoffMessages.copied);
    } catch {
      notify("error", enrolmentHandoffMessages.copyRefused);
    }
  };
  const download = () => {
    const file = recoveryCodesFile(codes, site, account, new Date());
    const url = URL.createObjectURL(new Blob([file.text], { type: "text/plain;charset=utf-8" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: file.name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    notify("success", enrolmentHandoffMessages.downloaded);
  };
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button type="button" variant={adminButton.secondary} onClick={() => void copy()}>
        {enrolmentHandoffMessages.copy}
      </Button>
      <Button type="button" variant={adminButton.secondary} onClick={download}>
        {enrolmentHandoffMessages.download}
      </Button>
    </div>
  );
}

function RecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-card border-2 border-amber-400 bg-amber-50 p-4 sm:p-6">
      <h3 id={`${id}-title`} className="text-xl font-bold text-amber-950">
        {twoFactorMessages.recoveryTitle}
      </h3>
      <p className="mt-2 text-amber-950">{twoFactorMessages.recoveryInstruction}</p>
      <ol dir="ltr" aria-label={twoFactorMessages.recoveryTitle} className="mt-4 grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2 sm:text-lg">
        {codes.map((code) => (
          <li key={code} className="rounded-md border border-amber-300 bg-white px-3 py-1.5 text-center whitespace-nowrap select-all">
            {formatRecoveryCode(code)}
          </li>
        ))}
      </ol>
      <RecoveryCodesSaving codes={codes} account={account} />
      <LinkButton to={ADMIN_PATH} variant={adminButton.primary} className="mt-4">
        {twoFactorMessages.recoverySaved}
      </LinkButton>
    </section>
  );
}

function Enrolment({ security, pending, result }: { security: Extract<SecurityData, { enabled: false }>; pending: boolean; result?: ChangeResult }) {
  const id = useId();
  return (
    <div className="mt-4">
      <h3 className="text-xl font-bold">{twoFactorMessages.enrolTitle}</h3>
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
          {/* The same address as the QR code: on the phone that shows it, a tap opens the app. */}
          <p id={`${id}-open-hint`} className="mt-3 text-sm text-muted">
            {enrolmentHandoffMessages.openInAppHint}
          </p>
          <a href={security.otpauthUri} aria-describedby={`${id}-open-hint`} className={`${adminButton.secondary} mt-2`}>
            {enrolmentHandoffMessages.openInApp}
          </a>
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
          <CodeForm
            id={`${id}-code`}
            action={SECURITY_ACTIONS.enableTwoStep}
            label={twoFactorMessages.enrolConfirm}
            labelClassName="block"
            input={{ ...totpCodeInput, className: `${textFieldClass} ${totpCodeClass}` }}
            accept={(v) => normalizeTotpCode(v).ok}
            submit={pending ? twoFactorMessages.verifying : twoFactorMessages.enrolSubmit}
            pending={pending}
            result={result}
          />
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
  result?: ChangeResult;
  /** Not while the recovery codes are on the screen: saving them is the one thing to do then. */
  offerTurningOff: boolean;
}) {
  const id = useId();
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
        <CodeForm
          id={`${id}-code`}
          action={SECURITY_ACTIONS.disableTwoStep}
          danger
          heading={
            <>
              <h3 className="text-lg font-bold">{twoFactorMessages.disableTitle}</h3>
              <p className="mt-1 text-sm text-muted">{twoFactorMessages.disableHint}</p>
            </>
          }
          label={twoFactorMessages.disableLabel}
          labelClassName="mt-3 block font-medium"
          input={{ ...anyCodeInput, className: `${textFieldClass} ${adminInputClass}` }}
          accept={(v) => normalizeTotpCode(v).ok || normalizeRecoveryCode(v).ok}
          submit={twoFactorMessages.disableSubmit}
          pending={pending}
          result={result}
          className="mt-6"
        />
      )}
    </div>
  );
}

/**
 * "אימות דו-שלבי" (/security): turning it on (QR code, the key for typing by hand, the first
 * code), the recovery codes once, or its state and turning it off. With ADMIN_2FA=required and
 * no enrolment yet this is all a signed-in admin sees.
 */
export function SecuritySection({ page, enabling, disabling }: SecuritySectionProps) {
  const id = useId();
  const enable = useChange(SECURITY_ACTIONS.enableTwoStep, enabling);
  const disable = useChange(SECURITY_ACTIONS.disableTwoStep, disabling);
  const recoveryCodes = enable.result?.ok ? enable.result.recoveryCodes : undefined;
  return (
    <AdminCard id={id} title={twoFactorMessages.title} width="wide" level={2} className="mt-6">
      {page.enrolFirst ? (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {twoFactorMessages.requiredNotice}
        </p>
      ) : null}
      {recoveryCodes?.length ? <RecoveryCodes codes={recoveryCodes} account={page.email} /> : null}
      {page.security.enabled ? (
        <Enabled security={page.security} required={page.required} pending={disable.pending} result={disable.result} offerTurningOff={!recoveryCodes?.length} />
      ) : (
        <Enrolment security={page.security} pending={enable.pending} result={enable.result} />
      )}
      {!page.enrolFirst && !recoveryCodes?.length ? (
        <LinkButton to={ADMIN_PATH} variant={adminButton.secondary} className="mt-6">
          {twoFactorMessages.backToLeads}
        </LinkButton>
      ) : null}
    </AdminCard>
  );
}
