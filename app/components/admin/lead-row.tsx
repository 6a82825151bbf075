/**
 * One lead of the leads screen: one `<tr>`, a table row from 1024 px and a card below (admin.css:
 * .lead-table, docs/decisions/060, 062 and 065). The row is plain markup drawn from its props: no
 * hook but in the few controls that change once hydrated, no router link, no form of its own per
 * action. Its controls are one form's submit buttons (the form holds the lead's id; each button
 * carries its action: formaction, formmethod, formtarget, and its name and value), so without
 * JavaScript every action is a plain post or get; with it,
 * the list (lead-list.tsx) catches the form's submit, the links' clicks and the menus' opening for
 * all its rows at once. Fifty rows then cost the phone's hydration a tenth of what a tree of
 * fetchers, links and effects per row did (issue 39).
 */
import { memo, type ReactNode } from "react";
import { isApplication, sourceLabel, type ListedLead } from "../../lib/admin-leads.ts";
import { adminChatHref } from "../../lib/admin-chat.ts";
import { withPrefix } from "../../lib/admin-words.ts";
import { waitingHint } from "../../lib/first-contact.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { APPLICANT_STAGES, LEAD_STAGES, stageLabels, stagesFor, type LeadStage } from "../../lib/lead-stages.ts";
import type { StageAsk } from "../../lib/stage-taps.ts";
import { ADMIN_PAGES, ADMIN_PATH, LEAD_CHANGES } from "../../lib/paths.ts";
import { phoneForDisplay, telHref } from "../../lib/phone.ts";
import { reminderMessages } from "../../lib/reminders.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { vehicleLabel } from "../../lib/vehicles.ts";
import type { AdminQuery } from "../../lib/admin-query.ts";
import { ApplicantBadge } from "./applicant-badge.tsx";
import { EmailAddress } from "./shown-email.tsx";
import { ReplyChooser, WaitingBadge } from "./contact-links.tsx";
import { LeadActions } from "./lead-actions.tsx";
import { LeadPlaceBadge } from "./lead-place-badge.tsx";
import { ReminderForm } from "./lead-reminder.tsx";
import { NewLeadMark } from "./new-lead-mark.tsx";
import { ReminderBadge } from "./reminder-badge.tsx";
import { StageAskPanel } from "./stage-ask.tsx";

/**
 * The form a row's buttons belong to (their `form` attribute): short, as fifty rows repeat it nine
 * times each. `place` keeps the ids of a lead drawn in two lists (a due reminder's, the view) apart.
 */
export const leadFormId = (leadId: number, place: string) => `${place}f${leadId}`;
/** The row's name link, which the stage chips and their group are named with (aria-labelledby). */
const leadNameId = (leadId: number, place: string) => `${place}n${leadId}`;

/**
 * The first words of a row's control names, drawn once for the whole list (hidden): a control is
 * named by one of these and the lead's name link, "הוזמן: דנה" read from two ids, instead of
 * repeating every lead's name in six labels (issue 39).
 */
const chipStages = [...new Set([...LEAD_STAGES, ...APPLICANT_STAGES])];
const labelPrefixes = [["stage", "שלב:"], ...chipStages.map((stage) => [stage, `${stageLabels[stage]}:`] as const)] as const;
type LabelPrefix = (typeof labelPrefixes)[number][0];
/** By its place in the list ("p-0" the group's, then the stages in order): fifty rows repeat these six times each. */
const prefixIds = Object.fromEntries(labelPrefixes.map(([key], index) => [key, `p-${index}`])) as Record<LabelPrefix, string>;
const prefixId = (key: LabelPrefix) => prefixIds[key];

/** The waiting marks' explanation, said once for the list (WaitingBadge's `describedBy`). */
const WAITING_HINT_ID = "p-w";

/** The hidden words the rows' controls are named with (LeadRow), and what their waiting marks count. */
export function RowLabelPrefixes() {
  return (
    <div hidden>
      {labelPrefixes.map(([key, words]) => (
        <span key={key} id={prefixId(key)}>
          {words}
        </span>
      ))}
      <span id={WAITING_HINT_ID}>{waitingHint}</span>
    </div>
  );
}

export interface LeadRowProps {
  lead: ListedLead;
  /** Which list the row is in ("" the view's, else a prefix of its ids). */
  place: string;
  query: AdminQuery;
  /** The lead's detail (its dialog) on this screen. */
  detailsHref: string;
  /** This screen's address, where a change made without JavaScript comes back to. */
  back: string;
  /** A search's results say where each lead is. */
  searching: boolean;
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
  /** "הוזמן" or "לא רלוונטי" was tapped: its value or reason is asked under the chips (stage-taps.ts). */
  asking: StageAsk | null;
  /** What was typed for won cannot be taken: said in the ask. */
  askError: string | undefined;
  onAskClose: () => void;
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

/*
 * What a row draws differently once the page is hydrated is in these few small components, each
 * reading useHydrated() itself: React's render right after hydration then redraws them alone, not
 * fifty whole rows (issue 39: that render was half a second on a phone).
 */

/**
 * Call and WhatsApp: with JavaScript links that open the dialler or the chat (the list sends the
 * first-contact record beside them); without, the lead's form posted with `via` to its own address
 * (the stage route hands it to /contact), which records it and answers with a 303 to the same
 * address (the chat in a new tab).
 */
function ContactControl({ lead, place, via, children }: { lead: ListedLead; place: string; via: "call" | "whatsapp"; children: ReactNode }) {
  const hydrated = useHydrated();
  const chat = via === "whatsapp";
  const label = `${chat ? "וואטסאפ" : "התקשרות"} ${withPrefix("ל", lead.name)}`;
  // The card's call says what it is in words; the table's square WhatsApp needs its name on hover
  // (once the page runs its scripts: the form's button keeps fifty rows' HTML shorter without it).
  const title = chat ? label : undefined;
  if (hydrated)
    return (
      <a
        href={chat ? adminChatHref(lead) : telHref(lead.phone)}
        {...(chat ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        aria-label={label}
        title={title}
        data-contact={via}
      >
        {children}
      </a>
    );
  return (
    <button form={leadFormId(lead.id, place)} formTarget={chat ? "_blank" : undefined} name="via" value={via} aria-label={label}>
      {children}
    </button>
  );
}

/**
 * The row's form, empty to the eye (hidden fields only), outside the actions' grid: its controls are
 * its buttons. Without JavaScript its address tells the routes so (`?nojs`: they answer with a
 * redirect back and a flash); once hydrated the list sends every change itself.
 */
function RowForm({ id, leadId, back }: { id: string; leadId: number; back: string }) {
  return (
    <form id={id} method="post" action={useHydrated() ? LEAD_CHANGES.stage : `${LEAD_CHANGES.stage}?nojs`}>
      <input type="hidden" name="id" value={leadId} />
      {/* Without it the routes return to the leads screen, which is what most changes come from. */}
      {back === ADMIN_PATH ? null : <input type="hidden" name="back" value={back} />}
    </form>
  );
}

/** The menu's reply templates, drawn when it first opens (never in the server's HTML: a menu opened before hydration waits for it). */
function MenuReplies({ lead, opened }: { lead: ListedLead; opened: boolean }) {
  const hydrated = useHydrated();
  return hydrated && opened ? <ReplyChooser lead={lead} className="mt-1 border-t border-gray-200 pt-1.5" /> : null;
}

/** "תזכורת לחזור", its form drawn when opened. Without JavaScript the reminder is set in the lead's detail ("פרטים"), where its form is. */
function ReminderEntry({ lead, opened, onToggle }: { lead: ListedLead; opened: boolean; onToggle: (open: boolean) => void }) {
  if (!useHydrated()) return null;
  return (
    <details onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>{reminderMessages.heading}</summary>
      {opened ? (
        <div className="mt-1.5">
          <ReminderForm lead={lead} compact />
        </div>
      ) : null}
    </details>
  );
}

/**
 * A live lead's actions: the lead's form, and every control as one of its buttons or a link.
 * "פרטים" and delete are in the card's menu; from 1024 px the table shows them as square icons in
 * the row, the same elements (admin.css: .lead-actions > details).
 */
function RowActions(props: LeadRowProps) {
  const { lead, place, detailsHref, back, pendingStage, busy, menuOpened, reminderOpened, onMenuToggle, asking, askError, onAskClose } = props;
  const form = leadFormId(lead.id, place);
  const named = (prefix: LabelPrefix) => `${prefixId(prefix)} ${leadNameId(lead.id, place)}`;
  const current = pendingStage ?? lead.stage;
  const deleteLabel = `מחיקת ${lead.name}`;
  return (
    <>
      <RowForm id={form} leadId={lead.id} back={back} />
      <div className="lead-actions" data-lead-actions={lead.id}>
        <ContactControl lead={lead} place={place} via="call">
          התקשרות
        </ContactControl>
        <ContactControl lead={lead} place={place} via="whatsapp">
          {/* The table's square button says it by its name and title alone. */}
          <span>וואטסאפ</span>
        </ContactControl>
        <details onToggle={(event) => onMenuToggle(lead.id, event.currentTarget.open, "menu")}>
          <summary>פעולות נוספות</summary>
          <div>
            <MenuReplies lead={lead} opened={menuOpened} />
            <a href={detailsHref} data-lead-details="" aria-label={`פרטים: ${lead.name}`} title={`פרטים: ${lead.name}`}>
              פרטים
            </a>
            <ReminderEntry lead={lead} opened={reminderOpened} onToggle={(open) => onMenuToggle(lead.id, open, "reminder")} />
            {/* Deleting asks first: without JavaScript on the confirmation screen (a get), with it in a dialog (the list). */}
            {/* The whole name, as the button is named: speech input finds it by what it shows. */}
            <button form={form} formAction={ADMIN_PAGES.confirm} formMethod="get" name="intent" value="delete" disabled={busy} title={deleteLabel}>
              <span>{deleteLabel}</span>
            </button>
          </div>
        </details>
        {/* The five stages (an application's own), the lead's own pressed (docs/decisions/048-lead-stages.md); pressing it again changes nothing. */}
        <div role="group" aria-labelledby={named("stage")}>
          {stagesFor(lead).map((stage) => (
            <button key={stage} form={form} name="stage" value={stage} aria-pressed={current === stage} aria-labelledby={named(stage)} disabled={busy}>
              {stageLabels[stage]}
            </button>
          ))}
        </div>
        {asking ? <StageAskPanel ask={asking} error={askError} form={form} leadName={lead.name} onClose={onAskClose} /> : null}
      </div>
    </>
  );
}

/**
 * The row: when, name and its marks, the number (table), from, to and the estimate (card; an
 * application's home city, vehicle and work area), the source, the e-mail (table), the owner's note, and the actions. Whatever a visitor typed is
 * rendered as text, never as markup.
 */
export const LeadRow = memo(function LeadRow(props: LeadRowProps) {
  const { lead, place, query, detailsHref, searching, waitingMinutes, unseen, dueReminder } = props;
  const applicant = isApplication(lead);
  const marks = unseen || waitingMinutes !== null || dueReminder !== null || applicant;
  return (
    // Its cells in this order, styled by their place (admin.css: .lead-table): a class on each was 9 KB of the screen's HTML.
    <tr data-lead-id={lead.id} className={lead.handledAt ? "lead-row-handled" : undefined}>
      <td>
        {/* Left to right by its cell's style (admin.css). */}
        <time dateTime={lead.createdAt}>{formatIsraelDateTime(lead.createdAt)}</time>
        <LeadPlaceBadge lead={lead} searching={searching} className="ms-1 lg:mt-1 lg:ms-0 lg:block lg:w-fit" />
        {lead.deletedAt ? <DeletedAt at={lead.deletedAt} /> : null}
      </td>
      <td>
        {/* A block of its own: a name wrapped over lines is one target, not fragments with gaps. */}
        <h3>
          <a href={detailsHref} id={leadNameId(lead.id, place)}>
            {lead.name}
          </a>
        </h3>
        {marks ? (
          <>
            {" "}
            <span className="lead-marks">
              {unseen ? <NewLeadMark /> : null}{" "}
              {waitingMinutes !== null ? <WaitingBadge minutes={waitingMinutes} since={lead.createdAt} describedBy={WAITING_HINT_ID} /> : null}{" "}
              {dueReminder !== null ? <ReminderBadge text={dueReminder} /> : null} {applicant ? <ApplicantBadge lead={lead} /> : null}
            </span>
          </>
        ) : null}
      </td>
      <td>
        {/* One Israeli form whatever was typed; the link dials the same number (the record keeps what was typed). */}
        <a href={telHref(lead.phone)}>{phoneForDisplay(lead.phone)}</a>
      </td>
      <td>
        <bdi>{dash(lead.fromLocation)}</bdi>
      </td>
      {applicant ? (
        // An application has no destination: its vehicle and the area asked for (its home city is in "from").
        <td>
          <span> · </span>
          <bdi>{lead.vehicle ? vehicleLabel(lead.vehicle) : "-"}</bdi>
          {lead.workArea ? (
            <>
              {" · אזור: "}
              <bdi>{lead.workArea}</bdi>
            </>
          ) : null}
        </td>
      ) : (
        <td>
          <span> ← </span>
          <bdi>{dash(lead.toLocation)}</bdi>
          {lead.quote ? <strong>{` · ${lead.quote.price} ₪`}</strong> : null}
        </td>
      )}
      <td>
        <span>{sourceLabel(lead.source)}</span> <span dir="auto">{lead.attributionLabel}</span>
      </td>
      <td>{lead.email ? <EmailAddress email={lead.email} /> : ""}</td>
      <td>
        {lead.notes ? (
          <span title={lead.notes}>
            <span>הערה: </span>
            {lead.notes}
          </span>
        ) : null}
      </td>
      <td>{lead.deletedAt ? <LeadActions lead={lead} query={query} /> : <RowActions {...props} />}</td>
    </tr>
  );
});
