import { useEffect, useId, useRef, type ReactNode } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { packageSizes } from "../../content/package-sizes.ts";
import { adminMessages, isApplication, NOTE_MAX, sourceLabel, type ActivityEntry, type AdminLead } from "../../lib/admin-leads.ts";
import { activityWords } from "../../lib/admin-words.ts";
import type { LeadDetail } from "../../lib/admin-page.ts";
import { adminHref, type AdminQuery } from "../../lib/admin-query.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { phoneForDisplay } from "../../lib/phone.ts";
import { LEAD_CHANGES } from "../../lib/paths.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { vehicleLabel } from "../../lib/vehicles.ts";
import { CloseIcon } from "./admin-icons.tsx";
import { showToastsIn } from "../notices.tsx";
import { focusLeadControl } from "./lead-focus.ts";
import { ApplicantBadge } from "./applicant-badge.tsx";
import { CustomerHistory } from "./customer-history.tsx";
import { EmailAddress } from "./shown-email.tsx";
import { Button, LinkButton } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { LeadActions, LeadPhoneLink } from "./lead-actions.tsx";
import { LtrRuns } from "./ltr-runs.tsx";
import { StageDetails } from "./stage-details.tsx";
import { FirstContactField, ReplyChooser } from "./contact-links.tsx";
import { adminButton, adminInputClass } from "./styles.ts";
import { noteMessages } from "../../lib/follow-up.ts";
import { reminderMessages } from "../../lib/reminders.ts";
import { LeadNotesHistory } from "./lead-notes.tsx";
import { ReminderForm } from "./lead-reminder.tsx";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

const sizeName = (id: string) => packageSizes.find((size) => size.id === id)?.name ?? id;

const orDash = (value: string | null | undefined) => (value?.trim() ? value : "-");

function NoteForm({ lead }: { lead: AdminLead }) {
  const fetcher = useFetcher({ key: `lead-${lead.id}-note` });
  const hydrated = useHydrated();
  const location = useLocation();
  const id = useId();
  return (
    <fetcher.Form method="post" action={LEAD_CHANGES.note} className="mt-2">
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {hydrated ? null : <input type="hidden" name="nojs" value="1" />}
      <TextField
        bare
        multiline
        id={id}
        label={
          <>
            {noteMessages.newNote} (עד {NOTE_MAX} תווים)
          </>
        }
        labelClassName="block text-sm font-medium"
        name="note"
        maxLength={NOTE_MAX}
        rows={3}
        defaultValue=""
        key={lead.notes ?? ""}
        inputClassName={adminInputClass}
      />
      <Button type="submit" disabled={fetcher.state !== "idle"} variant={adminButton.primary} className="mt-2">
        שמירת ההערה
      </Button>
    </fetcher.Form>
  );
}

/** A moment as the admin shows it everywhere: date then time, isolated left to right inside Hebrew. */
function DateTime({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} dir="ltr" className={className}>
      {formatIsraelDateTime(at)}
    </time>
  );
}

/** One entry of the activity log: when, what, its details in Hebrew, and who when several admins can act. */
export function ActivityLine({ entry, withWho }: { entry: ActivityEntry; withWho: boolean }) {
  const words = activityWords(entry, { withWho });
  return (
    <>
      <DateTime at={entry.at} className="text-muted" /> <span className="font-semibold">{words.action}</span>
      {words.details.length ? (
        <>
          {" ("}
          {words.details.map((part, i) => (
            <span key={part}>
              {i > 0 ? ", " : null}
              <LtrRuns text={part} />
            </span>
          ))}
          )
        </>
      ) : null}
      {words.who ? (
        <>
          {" · "}
          <bdi>{words.who}</bdi>
        </>
      ) : null}
    </>
  );
}

/**
 * One lead in full, opened by ?lead=<id> (a link the owner can share): every stored field, where
 * it came from and the estimate it saw, the note, the lead's activity, and every action.
 * A modal dialog with JavaScript; without it the same content in an open dialog on the page.
 */
export function LeadDetailView({ detail, query }: { detail: LeadDetail | null; query: AdminQuery }) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const closeHref = adminHref({ ...query, lead: null });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.matches(":modal")) {
      dialog.close(); // opened without a backdrop by the server's HTML; now as a modal
      dialog.showModal();
    }
    // Toasts (a note saved, a delete's undo) are drawn inside the dialog, above it, within reach.
    showToastsIn(dialog);
    const leadId = detail?.lead.id;
    return () => {
      showToastsIn(null);
      // Back where the owner was: the control that opened this lead, else the list's heading.
      requestAnimationFrame(() => focusLeadControl(leadId));
    };
    // Once per lead shown; the dialog stays the same element while its lead's data refreshes.
  }, [detail?.lead.id]);

  const lead = detail?.lead;
  const a = lead?.attribution;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        void navigate(closeHref, { preventScrollReset: true });
      }}
      className="fixed inset-0 m-auto max-h-[92dvh] w-[min(42rem,calc(100vw-1rem))] overflow-y-auto rounded-card bg-white p-4 text-ink shadow-xl backdrop:bg-black/50 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 break-words text-xl font-bold text-brand-800">
          {lead ? lead.name : adminMessages.notFound}
          {lead ? (
            <span className="ms-2 align-middle">
              <ApplicantBadge lead={lead} />
            </span>
          ) : null}
        </h2>
        <LinkButton to={closeHref} preventScrollReset aria-label="סגירה" title="סגירה" variant={adminButton.secondary} className="size-11 shrink-0 px-0">
          <CloseIcon />
        </LinkButton>
      </div>
      {lead && a ? (
        <>
          {lead.deletedAt ? (
            <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
              בסל המחזור מאז <DateTime at={lead.deletedAt} />
            </p>
          ) : null}
          <div className="mt-3">
            <LeadActions lead={lead} query={query} withCall withDetails={false} />
            {lead.deletedAt ? null : <ReplyChooser lead={lead} folded className="mt-2 max-w-sm" />}
          </div>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <Field label="התקבל">
              <DateTime at={lead.createdAt} />
            </Field>
            <Field label="טלפון">
              {/* Shown in one Israeli form; its tel: link is built from the same normal form. */}
              <LeadPhoneLink phone={phoneForDisplay(lead.phone)} lead={lead} className="inline-flex min-h-11 items-center" />
            </Field>
            <Field label="אימייל">{lead.email?.trim() ? <EmailAddress email={lead.email} /> : "-"}</Field>
            {isApplication(lead) ? (
              // A job application: its home city (kept where a pickup goes), vehicle and work area.
              <>
                <Field label="עיר מגורים">
                  <bdi>{orDash(lead.fromLocation)}</bdi>
                </Field>
                <Field label="כלי רכב">{lead.vehicle ? vehicleLabel(lead.vehicle) : "-"}</Field>
                <Field label="אזור עבודה מבוקש">
                  <bdi>{orDash(lead.workArea)}</bdi>
                </Field>
              </>
            ) : (
              <>
                <Field label="מוצא">
                  <bdi>{orDash(lead.fromLocation)}</bdi>
                </Field>
                <Field label="יעד">
                  <bdi>{orDash(lead.toLocation)}</bdi>
                </Field>
              </>
            )}
            <Field label="טופס">{sourceLabel(lead.source)}</Field>
            <Field label="נשלח מהעמוד">
              <span dir="ltr">{orDash(lead.pagePath)}</span>
            </Field>
            <FirstContactField lead={lead} />
          </dl>
          <StageDetails lead={lead} />

          <h3 className="mt-5 font-bold">מאיפה הגיע</h3>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm" dir="rtl">
            <Field label="עמוד נחיתה">
              <span dir="ltr">{orDash(a.landing_page)}</span>
            </Field>
            <Field label="אתר מפנה">
              <span dir="ltr">{orDash(a.referrer_host)}</span>
            </Field>
            {(["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid"] as const).map((key) =>
              a[key] ? (
                <Field key={key} label={key}>
                  <span dir="ltr">{a[key]}</span>
                </Field>
              ) : null,
            )}
          </dl>

          <h3 className="mt-5 font-bold">הערכת המחיר שראה</h3>
          {lead.quote ? (
            <p className="mt-1 text-sm">
              {lead.quote.from} ← {lead.quote.to}, חבילה {sizeName(lead.quote.size)}: <strong>{lead.quote.price} ₪</strong> (
              {lead.quote.model === "distance" ? "לפי מרחק" : "לפי טבלה"})
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted">לא השתמש במחשבון</p>
          )}

          {lead.deletedAt ? null : (
            <>
              <h3 className="mt-5 font-bold">{reminderMessages.heading}</h3>
              <ReminderForm lead={lead} />
            </>
          )}

          <h3 className="mt-5 font-bold">{noteMessages.history}</h3>
          {lead.deletedAt ? null : <NoteForm lead={lead} />}
          {detail.notes ? <LeadNotesHistory notes={detail.notes} /> : <p className="mt-1 whitespace-pre-wrap break-words text-sm">{orDash(lead.notes)}</p>}

          <CustomerHistory history={detail.history} phone={lead.phone} query={query} />

          <h3 className="mt-5 font-bold">פעילות על הליד</h3>
          {detail.activity.length ? (
            <ol className="mt-1 space-y-1 text-sm">
              {detail.activity.map((entry) => (
                <li key={entry.id}>
                  <ActivityLine entry={entry} withWho={detail.severalAdmins} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-sm text-muted">אין פעילות רשומה</p>
          )}
        </>
      ) : (
        <p className="mt-3">ייתכן שנמחק לצמיתות או שהקישור שגוי.</p>
      )}
    </dialog>
  );
}
