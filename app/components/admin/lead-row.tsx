/**
 * One lead of the leads screen: one `<tr>`, a table row from 1024 px and a card below (admin.css:
 * .lead-table, docs/decisions/060 and 062). The row is plain markup drawn from its props: no hook,
 * no router link, no form of its own per action. Its controls are one form's submit buttons (the
 * form holds the lead's id; each button carries its action: formaction, formmethod, formtarget,
 * and its name and value), so without JavaScript every action is a plain post or get; with it,
 * the list (lead-list.tsx) catches the form's submit, the links' clicks and the menus' opening for
 * all its rows at once. Fifty rows then cost the phone's hydration a tenth of what a tree of
 * fetchers, links and effects per row did (issue 39).
 */
import { memo, type ReactNode } from "react";
import { attributionLabel, isApplication, sourceLabel, type AdminLead } from "../../lib/admin-leads.ts";
import { adminChatHref } from "../../lib/admin-chat.ts";
import { withPrefix } from "../../lib/admin-words.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { LEAD_STAGES, stageLabels, type LeadStage } from "../../lib/lead-stages.ts";
import { ADMIN_PAGES, LEAD_CHANGES } from "../../lib/paths.ts";
import { telHref } from "../../lib/phone.ts";
import { reminderMessages } from "../../lib/reminders.ts";
import type { AdminQuery } from "../../lib/admin-query.ts";
import { ApplicantBadge } from "./applicant-badge.tsx";
import { ReplyChooser, WaitingBadge } from "./contact-links.tsx";
import { LeadActions } from "./lead-actions.tsx";
import { LeadPlaceBadge } from "./lead-place-badge.tsx";
import { ReminderForm } from "./lead-reminder.tsx";
import { NewLeadMark } from "./new-lead-mark.tsx";
import { ReminderBadge } from "./reminder-badge.tsx";

/** The form a row's buttons belong to (their `form` attribute): the list finds the lead by it. */
const leadFormId = (leadId: number) => `lead-form-${leadId}`;

export interface LeadRowProps {
  lead: AdminLead;
  query: AdminQuery;
  /** The lead's detail (its dialog) on this screen. */
  detailsHref: string;
  /** This screen's address, where a change made without JavaScript comes back to. */
  back: string;
  /** A search's results say where each lead is. */
  searching: boolean;
  /** Hydrated: call and WhatsApp are links (the list records the first contact beside them); before, forms that record it. */
  hydrated: boolean;
  /** The stage on its way to the server, pressed at once. */
  pendingStage: LeadStage | null;
  /** A change to this lead is on its way: its stage and delete buttons wait for it. */
  busy: boolean;
  /** Minutes the lead has waited for a first call or message, past the owner's threshold. */
  waitingMinutes: number | null;
  /** Arrived while the screen was open, not seen yet. */
  unseen: boolean;
  /** Its due reminder's badge. */
  dueReminder: string | null;
  /** The card's "פעולות נוספות" was opened: its reply templates are drawn. */
  menuOpened: boolean;
  /** Its "תזכורת לחזור" was opened: the reminder's form is drawn. */
  reminderOpened: boolean;
  onMenuToggle: (leadId: number, open: boolean, which: "menu" | "reminder") => void;
}

const dash = (value: string | null) => (value?.trim() ? value : "-");

/** In the trash view: since when (it is erased for good 30 days after). */
function DeletedAt({ at }: { at: string }) {
  return (
    <span className="mt-1 block text-xs font-semibold text-red-800">
      נמחק{" "}
      <time dateTime={at} dir="ltr">
        {formatIsraelDateTime(at)}
      </time>
    </span>
  );
}

/**
 * Call and WhatsApp: with JavaScript links that open the dialler or the chat (the list sends the
 * first-contact record beside them); without, the lead's form posted to /contact, which records
 * it and answers with a 303 to the same address (the chat in a new tab).
 */
function ContactControl({
  lead,
  via,
  hydrated,
  className,
  children,
}: {
  lead: AdminLead;
  via: "call" | "whatsapp";
  hydrated: boolean;
  className: string;
  children: ReactNode;
}) {
  const chat = via === "whatsapp";
  const label = `${chat ? "וואטסאפ" : "התקשרות"} ${withPrefix("ל", lead.name)}`;
  // The card's call says what it is in words; the table's square WhatsApp needs its name on hover.
  const title = chat ? label : undefined;
  if (hydrated)
    return (
      <a
        href={chat ? adminChatHref(lead) : telHref(lead.phone)}
        {...(chat ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        aria-label={label}
        title={title}
        data-contact={via}
        className={className}
      >
        {children}
      </a>
    );
  return (
    <button
      form={leadFormId(lead.id)}
      formAction={LEAD_CHANGES.contact}
      formTarget={chat ? "_blank" : undefined}
      name="via"
      value={via}
      aria-label={label}
      title={title}
      data-contact={via}
      className={className}
    >
      {children}
    </button>
  );
}

/** A live lead's actions: the lead's form, and every control as one of its buttons or a link. */
function RowActions(props: LeadRowProps) {
  const { lead, detailsHref, back, hydrated, pendingStage, busy, menuOpened, reminderOpened, onMenuToggle } = props;
  const form = leadFormId(lead.id);
  const current = pendingStage ?? lead.stage;
  const deleteLabel = `מחיקת ${lead.name}`;
  // Deleting asks first: without JavaScript on the confirmation screen (a get), with it in a dialog (the list).
  const deleteButton = { form, formAction: ADMIN_PAGES.confirm, formMethod: "get", name: "intent", value: "delete", disabled: busy } as const;
  return (
    <div className="lead-actions" data-lead-actions={lead.id}>
      <form id={form} method="post" action={LEAD_CHANGES.stage} hidden>
        <input type="hidden" name="id" value={lead.id} />
        <input type="hidden" name="back" value={back} />
        {hydrated ? null : <input type="hidden" name="nojs" value="1" />}
      </form>
      <ContactControl lead={lead} via="call" hydrated={hydrated} className="lead-call">
        התקשרות
      </ContactControl>
      <ContactControl lead={lead} via="whatsapp" hydrated={hydrated} className="lead-chat">
        {/* The table's square button says it by its name and title alone. */}
        <span>וואטסאפ</span>
      </ContactControl>
      <a href={detailsHref} data-lead-details aria-label={`פרטים: ${lead.name}`} title={`פרטים: ${lead.name}`} className="lead-details" />
      <button {...deleteButton} aria-label={deleteLabel} title={deleteLabel} className="lead-delete" />
      <details className="lead-more" onToggle={(event) => onMenuToggle(lead.id, event.currentTarget.open, "menu")}>
        <summary>פעולות נוספות</summary>
        <div className="lead-menu">
          {hydrated && menuOpened ? <ReplyChooser lead={lead} className="mt-1 border-t border-gray-200 pt-1.5" /> : null}
          <a href={detailsHref} data-lead-details aria-label={`פרטים: ${lead.name}`}>
            פרטים
          </a>
          {hydrated ? (
            <details onToggle={(event) => onMenuToggle(lead.id, event.currentTarget.open, "reminder")}>
              <summary>{reminderMessages.heading}</summary>
              {reminderOpened ? (
                <div className="mt-1.5">
                  <ReminderForm lead={lead} compact />
                </div>
              ) : null}
            </details>
          ) : (
            // Without JavaScript the reminder is set in the lead's detail, where its form is.
            <a href={detailsHref}>{reminderMessages.heading}</a>
          )}
          {/* The whole name, as the button is named: speech input finds it by what it shows. */}
          <button {...deleteButton}>
            <span>{deleteLabel}</span>
          </button>
        </div>
      </details>
      {/* The five stages, the lead's own pressed (docs/decisions/048-lead-stages.md); pressing it again changes nothing. */}
      <div role="group" aria-label={`שלב: ${lead.name}`} data-lead-stages={lead.id} className="lead-stages">
        {LEAD_STAGES.map((stage) => (
          <button
            key={stage}
            form={form}
            name="stage"
            value={stage}
            aria-pressed={current === stage}
            aria-label={`${stageLabels[stage]}: ${lead.name}`}
            disabled={busy}
          >
            {stageLabels[stage]}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The row: when, name and its marks, the number (table), from, to and the estimate (card), the
 * source, the e-mail (table), the owner's note, and the actions. Whatever a visitor typed is
 * rendered as text, never as markup.
 */
export const LeadRow = memo(function LeadRow(props: LeadRowProps) {
  const { lead, query, detailsHref, searching, waitingMinutes, unseen, dueReminder } = props;
  const applicant = isApplication(lead);
  const marks = unseen || waitingMinutes !== null || dueReminder !== null || applicant;
  return (
    <tr data-lead-id={lead.id} className={lead.handledAt ? "lead-row lead-row-handled" : "lead-row"}>
      <td className="lead-when">
        <time dateTime={lead.createdAt} dir="ltr">
          {formatIsraelDateTime(lead.createdAt)}
        </time>
        <LeadPlaceBadge lead={lead} searching={searching} className="ms-1 lg:mt-1 lg:ms-0 lg:block lg:w-fit" />
        {lead.deletedAt ? <DeletedAt at={lead.deletedAt} /> : null}
      </td>
      <td className="lead-name">
        {/* A block of its own: a name wrapped over lines is one target, not fragments with gaps. */}
        <h3>
          <a href={detailsHref} className="lead-name-link">
            {lead.name}
          </a>
        </h3>{" "}
        {marks ? (
          <span className="lead-marks">
            {unseen ? <NewLeadMark /> : null} {waitingMinutes !== null ? <WaitingBadge minutes={waitingMinutes} /> : null}{" "}
            {dueReminder !== null ? <ReminderBadge text={dueReminder} /> : null} {applicant ? <ApplicantBadge lead={lead} /> : null}
          </span>
        ) : null}
      </td>
      <td className="lead-phone">
        <a href={telHref(lead.phone)} dir="ltr" data-phone-number>
          {lead.phone}
        </a>
      </td>
      <td className="lead-from">
        <bdi>{dash(lead.fromLocation)}</bdi>
      </td>
      <td className="lead-to">
        <span> ← </span>
        <bdi>{dash(lead.toLocation)}</bdi>
        {lead.quote ? <strong>{` · ${lead.quote.price} ₪`}</strong> : null}
      </td>
      <td className="lead-source">
        <span>{sourceLabel(lead.source)}</span> <span dir="auto">{attributionLabel(lead.attribution)}</span>
      </td>
      <td className="lead-email" dir="auto">
        {lead.email ?? ""}
      </td>
      <td className="lead-notes">
        {lead.notes ? (
          <span title={lead.notes}>
            <span>הערה: </span>
            {lead.notes}
          </span>
        ) : null}
      </td>
      <td className="lead-actions-cell">{lead.deletedAt ? <LeadActions lead={lead} query={query} /> : <RowActions {...props} />}</td>
    </tr>
  );
});
