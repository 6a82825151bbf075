import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { withPrefix } from "../../lib/admin-words.ts";
import { ADMIN_PAGES, LEAD_CHANGES } from "../../lib/paths.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { neighboursOf } from "./lead-focus.ts";
import { adminChatHref } from "../../lib/admin-chat.ts";
import { adminMessages, type LeadCore } from "../../lib/admin-leads.ts";
import { adminHref, type AdminQuery } from "../../lib/admin-query.ts";
import { telHref } from "../../lib/phone.ts";
import { PhoneNumber } from "../phone-number.tsx";
import { Button, LinkButton } from "../ui/button.tsx";
import { ChatIcon, DetailsIcon, EraseIcon, PhoneIcon, RestoreIcon, TrashIcon } from "./admin-icons.tsx";
import { StageButtons } from "./stage-buttons.tsx";
import { iconButtonClass, labelledButtonClass } from "./styles.ts";
import { ContactLink, sendFirstContact } from "./contact-links.tsx";

/** The colours of a lead's controls (admin.css). */
const tones = {
  chat: "tone-chat",
  brand: "tone-brand",
  plain: "tone-plain",
  danger: "tone-danger",
} as const;

/** A lead's number, a link that dials it (the table, the cards and the detail view); with the lead, a tap records its first contact. */
export function LeadPhoneLink({ phone, className, lead }: { phone: string; className?: string; lead?: LeadCore }) {
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

const trashActionLabels = { restore: "שחזור", erase: "מחיקה לצמיתות" } as const;

/** Changes on their way that may take a lead's row out of the view: the neighbours focus falls back on (the list moves focus when the row goes). */
const mayGo = new Map<number, string[]>();

/** Each lead whose row may go, with its neighbours. */
export const rowsThatMayGo = (): [number, string[]][] => [...mayGo];

/** A change to this lead is on its way and may take its row out of the view (a stage, a delete). */
export const markRowMayGo = (leadId: number) => void mayGo.set(leadId, neighboursOf(leadId));

/** The row stayed, or its focus was handled. */
export const unmarkRowMayGo = (leadId: number) => void mayGo.delete(leadId);

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
  lead: LeadCore;
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
    markRowMayGo(lead.id);
    if (!confirm) return;
    event.preventDefault();
    if (!window.confirm(confirm)) return unmarkRowMayGo(lead.id);
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

/** The lead's "details" as a square icon (the table, the trash's cards): opens its dialog. */
function DetailsIconLink({ lead, query, className }: { lead: LeadCore; query: AdminQuery; className?: string }) {
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
  lead: LeadCore;
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
          {/* In words, not icons alone: the trash's two changes are the ones not to mistake. */}
          <LeadChange lead={lead} change="restore" label={`שחזור ${lead.name}`} tone="brand" look={labelledButtonClass}>
            <RestoreIcon />
            {trashActionLabels.restore}
          </LeadChange>
          <LeadChange
            lead={lead}
            change="erase"
            label={`מחיקה לצמיתות: ${lead.name}`}
            tone="danger"
            confirm={adminMessages.deleteForeverConfirm}
            look={labelledButtonClass}
          >
            <EraseIcon />
            {trashActionLabels.erase}
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
