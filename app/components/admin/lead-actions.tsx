import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { withPrefix } from "../../lib/admin-words.ts";
import { ADMIN_PAGES, LEAD_CHANGES } from "../../lib/paths.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { focusAfterRowChange, neighboursOf } from "./lead-focus.ts";
import { adminChatHref } from "../../lib/admin-chat.ts";
import { adminMessages, type AdminLead } from "../../lib/admin-leads.ts";
import { adminHref, type AdminQuery } from "../../lib/admin-query.ts";
import { telHref } from "../../lib/phone.ts";
import { PhoneNumber } from "../phone-number.tsx";
import { Button, LinkButton } from "../ui/button.tsx";
import { ChatIcon, ChevronIcon, DetailsIcon, EraseIcon, PhoneIcon, RestoreIcon, TrashIcon } from "./admin-icons.tsx";
import { StageButtons } from "./stage-buttons.tsx";
import { iconButtonClass, labelledButtonClass } from "./styles.ts";
import { ContactLink, ReplyChooser, sendFirstContact } from "./contact-links.tsx";
import { ReminderForm } from "./lead-reminder.tsx";
import { reminderMessages } from "../../lib/reminders.ts";

/** The colours of a lead's controls (admin.css). */
const tones = {
  chat: "tone-chat",
  brand: "tone-brand",
  plain: "tone-plain",
  danger: "tone-danger",
} as const;

/** A lead's number, a link that dials it (the table, the cards and the detail view); with the lead, a tap records its first contact. */
export function LeadPhoneLink({ phone, className, lead }: { phone: string; className?: string; lead?: AdminLead }) {
  return (
    <a
      href={telHref(phone)}
      onClick={lead ? () => sendFirstContact(lead, "call") : undefined}
      className={className ? `${className} text-brand-700 underline` : "text-brand-700 underline"}
    >
      <PhoneNumber phone={phone} />
    </a>
  );
}

/** Changes on their way that may take a lead's row out of the view: the neighbours focus falls back on. */
const rowsMayGo = new Map<number, string[]>();

/** A change to this lead is on its way and may take its row out of the view (a stage). */
const markRowMayGo = (leadId: number) => void rowsMayGo.set(leadId, neighboursOf(leadId));

/** The confirmation screen's question for a change that asks first (its `intent` query, app/.server/admin-confirm.ts). */
const confirmQuestion = { trash: "delete", erase: "delete-forever" } as const;

/**
 * A change to one lead, sent to its action route (app/routes/admin/leads/). Without JavaScript: a
 * plain form post that returns to this screen saying what it did; a change that asks first (to
 * the trash, erase) opens the confirmation screen instead, which posts the real change.
 */
function LeadChange({
  lead,
  change,
  fields = {},
  label,
  tone,
  confirm,
  look = iconButtonClass,
  children,
}: {
  lead: AdminLead;
  change: "trash" | "restore" | "erase";
  fields?: Record<string, string>;
  label: string;
  tone: keyof typeof tones;
  confirm?: string;
  /** The button's size and shape: a square icon (the table), or a labelled button (the phone card). */
  look?: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher({ key: `lead-${lead.id}-${change}` });
  const action = LEAD_CHANGES[change];
  const hydrated = useHydrated();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  // The dialog's yes goes with the change (confirm=yes); without JavaScript there is no dialog, and
  // a change that needs one is asked on the confirmation screen instead.
  // The button is disabled while its change is on its way, which drops focus to the page's top:
  // where the row stays (search results, the "all" view) focus goes back to it once the change is done.
  const sentFrom = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = sentFrom.current;
    if (fetcher.state !== "idle" || !form) return;
    sentFrom.current = null;
    if (form.isConnected && (!document.activeElement || document.activeElement === document.body)) form.querySelector("button")?.focus();
  }, [fetcher.state]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    sentFrom.current = event.currentTarget;
    rowsMayGo.set(lead.id, neighboursOf(lead.id));
    if (!confirm) return;
    event.preventDefault();
    if (!window.confirm(confirm)) return rowsMayGo.delete(lead.id);
    const form = new FormData(event.currentTarget);
    form.delete("intent"); // the confirmation screen's question, not the change's
    form.set("confirm", "yes");
    void fetcher.submit(form, { method: "post", action });
  };
  return (
    <fetcher.Form method={confirm ? "get" : "post"} action={confirm ? ADMIN_PAGES.confirm : action} onSubmit={onSubmit} className="contents">
      {confirm && change !== "restore" ? <input type="hidden" name="intent" value={confirmQuestion[change]} /> : null}
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="back" value={back} />
      {hydrated || confirm ? null : <input type="hidden" name="nojs" value="1" />}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" disabled={fetcher.state !== "idle"} aria-label={label} title={label} size={look} variant={tones[tone]}>
        {children}
      </Button>
    </fetcher.Form>
  );
}

/** The row went (moved to a stage out of the view, deleted, restored, erased): focus to its neighbour, not the page's top. */
function useFocusWhenRowGoes(leadId: number) {
  useEffect(
    () => () => {
      const neighbours = rowsMayGo.get(leadId);
      if (!neighbours) return;
      rowsMayGo.delete(leadId);
      requestAnimationFrame(() => focusAfterRowChange(leadId, neighbours));
    },
    [leadId],
  );
}

/** The lead's "details" as a square icon (the table, the trash's cards): opens its dialog. */
function DetailsIconLink({ lead, query, className }: { lead: AdminLead; query: AdminQuery; className?: string }) {
  return (
    <LinkButton
      to={adminHref({ ...query, lead: lead.id })}
      preventScrollReset
      aria-label={`פרטים: ${lead.name}`}
      title={`פרטים: ${lead.name}`}
      data-lead-details
      size={iconButtonClass}
      variant={tones.plain}
      className={className}
    >
      <DetailsIcon />
    </LinkButton>
  );
}

interface LeadActionsProps {
  lead: AdminLead;
  query: AdminQuery;
  /** Cards also offer a call button (the table has the number as a link in its own column). */
  withCall?: boolean;
  /** The detail view is already open: no link to it. */
  withDetails?: boolean;
}

/** Every action on one lead: live leads chat, call, details, delete, and their stage; the trash restores or erases. */
export function LeadActions({ lead, query, withCall = false, withDetails = true }: LeadActionsProps) {
  const inTrash = lead.deletedAt !== null;
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-lead-actions={withDetails ? lead.id : undefined}>
      {!inTrash ? (
        <>
          {withCall ? (
            <ContactLink
              lead={lead}
              via="call"
              href={telHref(lead.phone)}
              label={`התקשרות ${withPrefix("ל", lead.name)}`}
              size={iconButtonClass}
              variant={tones.brand}
            >
              <PhoneIcon />
            </ContactLink>
          ) : null}
          <ContactLink
            lead={lead}
            via="whatsapp"
            href={adminChatHref(lead)}
            label={`וואטסאפ ${withPrefix("ל", lead.name)}`}
            size={iconButtonClass}
            variant={tones.chat}
          >
            <ChatIcon />
          </ContactLink>
        </>
      ) : null}
      {withDetails ? <DetailsIconLink lead={lead} query={query} /> : null}
      {inTrash ? (
        <>
          <LeadChange lead={lead} change="restore" label={`שחזור ${lead.name}`} tone="brand">
            <RestoreIcon />
          </LeadChange>
          <LeadChange lead={lead} change="erase" label={`מחיקה לצמיתות: ${lead.name}`} tone="danger" confirm={adminMessages.deleteForeverConfirm}>
            <EraseIcon />
          </LeadChange>
        </>
      ) : (
        <LeadChange lead={lead} change="trash" label={`מחיקת ${lead.name}`} tone="danger" confirm={adminMessages.deleteConfirm}>
          <TrashIcon />
        </LeadChange>
      )}
      {inTrash ? null : (
        <div className="basis-full">
          <StageButtons lead={lead} onTap={() => markRowMayGo(lead.id)} />
        </div>
      )}
    </div>
  );
}

/**
 * A lead's actions in the list, one markup for the table and the card (admin.css: .lead-table).
 * On a card: what the owner does first, call and WhatsApp, as labelled buttons, and the stages in
 * one row of chips under them; the rest (details, delete) behind one labelled control, "פעולות
 * נוספות", a disclosure that Escape or a tap elsewhere closes. In the table: WhatsApp, details and
 * delete as icon buttons (the number is a link in its own column), the stages wrapped under them.
 * The trash's leads keep their icon buttons on both (LeadActions).
 */
export function LeadRowActions({ lead, query }: { lead: AdminLead; query: AdminQuery }) {
  const more = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated();
  // What the menu rarely needs (the reply templates, the reminder's form) is drawn when it opens.
  const [menuOpened, setMenuOpened] = useState(false);
  const [reminderOpened, setReminderOpened] = useState(false);
  useFocusWhenRowGoes(lead.id);
  useEffect(() => {
    const menu = more.current;
    if (!menu) return;
    if (menu.open) setMenuOpened(true); // opened before the page was hydrated
    const closeOutside = (event: PointerEvent) => {
      // The lead's dialog (opened from "פרטים") leaves it open: closing the dialog returns focus there.
      const target = event.target as Element;
      if (menu.open && !menu.contains(target) && !target.closest?.("dialog")) menu.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    menu.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      menu.removeEventListener("keydown", closeOnEscape);
    };
  }, [lead.deletedAt]);
  if (lead.deletedAt) return <LeadActions lead={lead} query={query} />;
  const detailsHref = adminHref({ ...query, lead: lead.id });
  return (
    <div className="lead-actions" data-lead-actions={lead.id}>
      <ContactLink
        lead={lead}
        via="call"
        href={telHref(lead.phone)}
        label={`התקשרות ${withPrefix("ל", lead.name)}`}
        size={labelledButtonClass}
        variant={tones.brand}
        className="lg:hidden"
      >
        <PhoneIcon className="size-4 shrink-0" />
        התקשרות
      </ContactLink>
      <ContactLink
        lead={lead}
        via="whatsapp"
        href={adminChatHref(lead)}
        label={`וואטסאפ ${withPrefix("ל", lead.name)}`}
        size={labelledButtonClass}
        variant={tones.chat}
        className="lg:size-11 lg:shrink-0 lg:px-0"
      >
        <ChatIcon className="size-4 shrink-0 lg:size-5" />
        {/* The table's square button says it by its name and title alone. */}
        <span className="lg:hidden">וואטסאפ</span>
      </ContactLink>
      <DetailsIconLink lead={lead} query={query} className="max-lg:hidden" />
      <span className="contents max-lg:hidden">
        <LeadChange lead={lead} change="trash" label={`מחיקת ${lead.name}`} tone="danger" confirm={adminMessages.deleteConfirm}>
          <TrashIcon />
        </LeadChange>
      </span>
      <details ref={more} className="group relative lg:hidden" onToggle={(event) => event.currentTarget.open && setMenuOpened(true)}>
        <summary className={`${labelledButtonClass} ${tones.plain} button-summary`}>
          פעולות נוספות
          <ChevronIcon className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="lead-menu">
          {hydrated && menuOpened ? <ReplyChooser lead={lead} className="mt-1 border-t border-gray-200 pt-1.5" /> : null}
          <LinkButton
            to={detailsHref}
            preventScrollReset
            aria-label={`פרטים: ${lead.name}`}
            data-lead-details
            size={`${labelledButtonClass} lead-menu-item`}
            variant={tones.plain}
          >
            <DetailsIcon />
            פרטים
          </LinkButton>
          {hydrated ? (
            <details className="group/reminder" onToggle={(event) => event.currentTarget.open && setReminderOpened(true)}>
              <summary className={`${labelledButtonClass} ${tones.plain} button-summary lead-menu-item`}>
                {reminderMessages.heading}
                <ChevronIcon className="size-4 transition-transform group-open/reminder:rotate-180" />
              </summary>
              {reminderOpened ? (
                <div className="mt-1.5">
                  <ReminderForm lead={lead} compact />
                </div>
              ) : null}
            </details>
          ) : (
            // Without JavaScript the reminder is set in the lead's detail, where its form is.
            <LinkButton to={detailsHref} preventScrollReset size={`${labelledButtonClass} lead-menu-item`} variant={tones.plain}>
              {reminderMessages.heading}
            </LinkButton>
          )}
          <LeadChange
            lead={lead}
            change="trash"
            label={`מחיקת ${lead.name}`}
            tone="danger"
            confirm={adminMessages.deleteConfirm}
            look={`${labelledButtonClass} lead-menu-item`}
          >
            <TrashIcon />
            {/* The whole name, as the button is named: speech input finds it by what it shows. */}
            <span className="min-w-0 truncate">{`מחיקת ${lead.name}`}</span>
          </LeadChange>
        </div>
      </details>
      <div className="col-span-3 min-w-0 lg:basis-full">
        <StageButtons lead={lead} responsive onTap={() => markRowMayGo(lead.id)} />
      </div>
    </div>
  );
}
