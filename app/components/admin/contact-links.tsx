/**
 * Reaching a lead from the admin, and what it records (docs/decisions/049-first-contact-and-replies.md):
 * call and WhatsApp links that record the lead's first contact, the waiting mark, the first
 * contact in the detail, and the chooser of WhatsApp replies, each shown before it is sent
 * (docs/decisions/071-template-preview.md).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLoaderData } from "react-router";
import type { AdminLead, LeadCore } from "../../lib/admin-leads.ts";
import type { DashboardData } from "../../lib/admin-page.ts";
import { withPrefix } from "../../lib/admin-words.ts";
import {
  contactWayLabels,
  FIRST_CONTACT_UNRECORDED,
  firstContactUnrecordedText,
  waitingHint,
  waitingLabel,
  waitingMinutes,
  type ContactSettings,
  type ContactWay,
} from "../../lib/first-contact.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { ADMIN_PAGES, LEAD_CHANGES } from "../../lib/paths.ts";
import { CHAT_MESSAGE_MAX, chatChoices, chatHrefWith, missingValues, templateMessages, type ChatChoice } from "../../lib/reply-templates.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ChevronIcon } from "./admin-icons.tsx";
import { Button, LinkButton } from "../ui/button.tsx";

const NO_SETTINGS: ContactSettings = { waitMinutes: 15, now: new Date(0).toISOString(), templates: [] };

/** The waiting setting and the templates, from the leads screen's data (its loader reads them). */
export function useContactSettings(): ContactSettings {
  const data = useLoaderData() as Partial<DashboardData> | undefined;
  return data?.contact ?? NO_SETTINGS;
}

/**
 * Sent beside the link, which the browser opens itself: `keepalive` lets it finish when the tap
 * leaves the page (a tel: link on a phone). The page hears the change through its live updates.
 */
export function sendFirstContact(lead: Pick<AdminLead, "id" | "firstContact">, via: ContactWay) {
  if (lead.firstContact) return;
  void fetch(LEAD_CHANGES.contact, {
    method: "POST",
    body: new URLSearchParams({ id: String(lead.id), via }),
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => {});
}

interface ContactLinkProps {
  lead: LeadCore;
  via: ContactWay;
  href: string;
  /** The accessible name when the content does not say it all (an icon). */
  label?: string;
  size: string;
  variant: string;
  className?: string;
  children: ReactNode;
}

/**
 * A call or WhatsApp link that records the lead's first contact. With JavaScript a real link (the
 * phone's dialler, a new tab for the chat) that sends the record beside it; without, a form posted
 * to /contact, which records and answers with a 303 to the same address.
 */
export function ContactLink({ lead, via, href, label, size, variant, className, children }: ContactLinkProps) {
  const hydrated = useHydrated();
  const chat = via === "whatsapp";
  if (hydrated)
    return (
      <LinkButton
        href={href}
        {...(chat ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        aria-label={label}
        title={label}
        data-contact={via}
        onClick={() => sendFirstContact(lead, via)}
        size={size}
        variant={variant}
        className={className}
      >
        {children}
      </LinkButton>
    );
  return (
    <form method="post" action={LEAD_CHANGES.contact} target={chat ? "_blank" : undefined} className="contents">
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="via" value={via} />
      <input type="hidden" name="nojs" value="1" />
      <Button type="submit" aria-label={label} title={label} data-contact={via} size={size} variant={variant} className={className}>
        {children}
      </Button>
    </form>
  );
}

/** Now, from the instant the server computed the page, then each minute: a waiting mark appears when its time comes. */
export function useMinuteClock(serverNow: string): Date {
  const [tick, setTick] = useState<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const server = new Date(serverNow).getTime();
  return new Date(tick !== null && tick > server ? tick : server);
}

/** "ממתין 42 דק׳" on a new lead nobody has called or written to for longer than LEAD_WAIT_MINUTES (courier hours only). */
function WaitingMark({ lead }: { lead: Pick<AdminLead, "createdAt" | "awaitingFirstContact"> }) {
  const settings = useContactSettings();
  const now = useMinuteClock(settings.now);
  const minutes = waitingMinutes(lead, now, settings.waitMinutes);
  return minutes === null ? null : <WaitingBadge minutes={minutes} since={lead.createdAt} />;
}

/**
 * The waiting mark itself, for a lead waiting this many minutes (the list works them out for all
 * its leads at once) since it came. Its look and clock are admin.css's ([data-waiting]). Alone (a
 * lead's detail) it explains itself on hover; in a list of fifty it points at the explanation the
 * list holds once (`describedBy`), which keeps 150 bytes off each row.
 */
export function WaitingBadge({ minutes, since, describedBy }: { minutes: number; since: string; describedBy?: string }) {
  const now = useMinuteClock(useContactSettings().now);
  return (
    <span data-waiting="" {...(describedBy ? { "aria-describedby": describedBy } : { title: waitingHint })}>
      {waitingLabel(minutes, since, now)}
    </span>
  );
}

/** The detail's line about first contact: how, when and who; that nobody has yet; or that it was before they were recorded. */
export function FirstContactField({ lead }: { lead: AdminLead }) {
  const contact = lead.firstContact;
  return (
    <>
      <dt className="text-muted">יצירת קשר ראשונה</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]" data-first-contact>
        {contact === FIRST_CONTACT_UNRECORDED ? (
          firstContactUnrecordedText
        ) : contact ? (
          <>
            {`${contactWayLabels[contact.via]} · `}
            <time dateTime={contact.at} dir="ltr">
              {formatIsraelDateTime(contact.at)}
            </time>
            {contact.by ? (
              <span className="block">
                <bdi>{contact.by}</bdi>
              </span>
            ) : null}
          </>
        ) : (
          <span className="inline-flex flex-wrap items-center gap-2">
            עדיין לא <WaitingMark lead={lead} />
          </span>
        )}
      </dd>
    </>
  );
}

const chatTone = "border-whatsapp text-whatsapp hover:bg-green-50";
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
/** The chooser's own control and its choices: full width, the text wrapping (a template's title may be long). */
const chooserSummaryClass = `flex min-h-11 w-full cursor-pointer list-none items-center gap-1 rounded-lg border bg-white px-2.5 text-sm font-semibold ${focusRing} [&::-webkit-details-marker]:hidden`;
const choiceSummaryClass = `flex min-h-11 w-full items-center justify-start gap-1 rounded-lg border bg-white px-2.5 py-1.5 text-start text-sm font-semibold whitespace-normal ${focusRing}`;
const sendClass = `inline-flex min-h-11 w-full items-center justify-center gap-1 rounded-lg border border-whatsapp bg-whatsapp px-3 text-sm font-bold text-white hover:bg-whatsapp-dark ${focusRing}`;

/**
 * One reply, shown before it is sent: the message in a box the owner may edit, what it still
 * lacks named under it, and the button that opens the chat with exactly what the box holds at the
 * tap. With JavaScript that button is a link whose address follows the box (its click records the
 * first contact beside it); without, the box is a form posted to /contact, which records it and
 * answers with a 303 to the chat with the posted text.
 */
function ReplyPreview({ lead, choice }: { lead: LeadCore; choice: ChatChoice }) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState(choice.message);
  const box = useRef<HTMLTextAreaElement>(null);
  const boxId = useId();
  const gapsId = useId();
  const missing = missingValues(message);
  // The first gap selected in the box: what the owner types replaces it.
  const selectGap = () => {
    const field = box.current;
    const gap = missing[0];
    if (!field || gap === undefined) return;
    const at = field.value.indexOf(`{${gap}}`);
    field.focus();
    if (at >= 0) field.setSelectionRange(at, at + gap.length + 2);
  };
  return (
    <form method="post" action={LEAD_CHANGES.contact} target="_blank" className="mt-1.5 flex flex-col gap-1.5" data-reply-preview={choice.key}>
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="via" value="whatsapp" />
      <input type="hidden" name="nojs" value="1" />
      {choice.templateId !== null ? <input type="hidden" name="template" value={choice.templateId} /> : null}
      <label htmlFor={boxId} className="text-xs font-semibold text-muted">
        {templateMessages.messageLabel}
      </label>
      <textarea
        ref={box}
        id={boxId}
        name="message"
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        rows={6}
        maxLength={CHAT_MESSAGE_MAX}
        aria-describedby={missing.length ? gapsId : undefined}
        className={`w-full rounded-lg border border-gray-400 bg-white p-2 text-sm leading-relaxed text-ink ${focusRing}`}
      />
      <div aria-live="polite">
        {missing.length ? (
          <p
            id={gapsId}
            data-gaps
            className="flex flex-wrap items-center gap-x-2 rounded-lg border border-amber-400 bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-900"
          >
            <span>{templateMessages.gaps(missing)}</span>
            {hydrated ? (
              <button type="button" onClick={selectGap} className={`min-h-11 font-semibold underline underline-offset-2 ${focusRing}`}>
                {`סימון ה${missing[0]} בהודעה`}
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      {hydrated ? (
        <a
          href={chatHrefWith(lead, message)}
          target="_blank"
          rel="noopener noreferrer"
          data-contact="whatsapp"
          // The address is the box's text at this very moment, whatever React has drawn.
          onClick={(event) => {
            if (box.current) event.currentTarget.href = chatHrefWith(lead, box.current.value);
            sendFirstContact(lead, "whatsapp");
          }}
          className={sendClass}
        >
          {templateMessages.openChat}
          <span className="sr-only">{` ${withPrefix("ל", lead.name)}`}</span>
        </a>
      ) : (
        <button type="submit" data-contact="whatsapp" className={sendClass}>
          {templateMessages.openChat}
          <span className="sr-only">{` ${withPrefix("ל", lead.name)}`}</span>
        </button>
      )}
    </form>
  );
}

/**
 * The WhatsApp messages to open a lead's chat with: the default message first, then the owner's
 * templates filled for this lead. Each opens (one at a time) to show the message before it is
 * sent (ReplyPreview). In the detail a disclosure of its own (`folded`), with a link to the
 * templates screen; in the card's "פעולות נוספות", already a disclosure, a plain list, shown only
 * when there are templates.
 */
export function ReplyChooser({ lead, folded = false, className = "" }: { lead: LeadCore; folded?: boolean; className?: string }) {
  const { templates } = useContactSettings();
  const headingId = useId();
  if (templates.length === 0 && !folded) return null;
  const choices = (
    <ul className="mt-1.5 flex flex-col gap-1.5" aria-labelledby={folded ? undefined : headingId}>
      {chatChoices(lead, templates).map((choice) => (
        <li key={choice.key}>
          <details name={`reply-${lead.id}`} data-reply-choice={choice.key}>
            <summary className={`button-summary ${choiceSummaryClass} ${chatTone}`}>
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{choice.label}</span>
            </summary>
            {/* A changed message (a lead's data refreshed) starts its box again. */}
            <ReplyPreview key={choice.message} lead={lead} choice={choice} />
          </details>
        </li>
      ))}
      {folded ? (
        <li>
          <Link to={ADMIN_PAGES.templates} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2">
            {templateMessages.title}
          </Link>
        </li>
      ) : null}
    </ul>
  );
  // Whose chat, for a screen reader among several leads; on screen the lead is plain from where it is.
  const title = (
    <>
      הודעה מוכנה בוואטסאפ<span className="sr-only">{` ${withPrefix("ל", lead.name)}`}</span>
    </>
  );
  if (!folded)
    return (
      <div className={className} data-reply-chooser>
        <p id={headingId} className="text-xs font-semibold text-muted">
          {title}
        </p>
        {choices}
      </div>
    );
  return (
    <details className={`group ${className}`} data-reply-chooser>
      <summary className={`${chooserSummaryClass} ${chatTone}`}>
        <span className="min-w-0 flex-1 text-start">{title}</span>
        <ChevronIcon className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      {choices}
    </details>
  );
}
