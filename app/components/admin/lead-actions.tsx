import type { FormEvent, ReactNode } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { adminChatHref } from "../../lib/admin-chat";
import { adminMessages, type AdminLead } from "../../lib/admin-leads";
import { adminHref, type AdminQuery } from "../../lib/admin-query";
import { telHref } from "../../lib/phone";
import { ChatIcon, PhoneIcon } from "../icons";
import { CheckIcon, DetailsIcon, EraseIcon, ReopenIcon, RestoreIcon, TrashIcon } from "./admin-icons";
import { iconButtonClass } from "./styles";

const tones = {
  chat: "border-whatsapp text-whatsapp hover:bg-green-50",
  brand: "border-brand-600 text-brand-700 hover:bg-brand-50",
  plain: "border-gray-400 text-ink hover:bg-gray-100",
  danger: "border-red-700 text-red-700 hover:bg-red-50",
} as const;

/** A change to one lead, sent to the page's action. A plain form post without JavaScript. */
function LeadChange({
  lead,
  intent,
  fields = {},
  label,
  tone,
  confirm,
  children,
}: {
  lead: AdminLead;
  intent: string;
  fields?: Record<string, string>;
  label: string;
  tone: keyof typeof tones;
  confirm?: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher({ key: `lead-${lead.id}-${intent}` });
  const location = useLocation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (confirm && !window.confirm(confirm)) event.preventDefault();
  };
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`} onSubmit={onSubmit} className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={lead.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={fetcher.state !== "idle"} aria-label={label} title={label} className={`${iconButtonClass} ${tones[tone]}`}>
        {children}
      </button>
    </fetcher.Form>
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

/** Every action on one lead: live leads chat, call, handled, details, delete; the trash restores or erases. */
export function LeadActions({ lead, query, withCall = false, withDetails = true }: LeadActionsProps) {
  const handled = lead.handled_at !== null;
  const inTrash = lead.deleted_at !== null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {!inTrash ? (
        <>
          {withCall ? (
            <a href={telHref(lead.phone)} aria-label={`התקשרות ל${lead.name}`} title={`התקשרות ל${lead.name}`} className={`${iconButtonClass} ${tones.brand}`}>
              <PhoneIcon />
            </a>
          ) : null}
          <a
            href={adminChatHref(lead)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`וואטסאפ ל${lead.name}`}
            title={`וואטסאפ ל${lead.name}`}
            className={`${iconButtonClass} ${tones.chat}`}
          >
            <ChatIcon />
          </a>
          <LeadChange
            lead={lead}
            intent="handled"
            fields={{ handled: String(!handled) }}
            label={handled ? `החזרה לפתוחים: ${lead.name}` : `סימון כטופל: ${lead.name}`}
            tone="brand"
          >
            {handled ? <ReopenIcon /> : <CheckIcon />}
          </LeadChange>
        </>
      ) : null}
      {withDetails ? (
        <Link
          to={adminHref({ ...query, lead: lead.id })}
          preventScrollReset
          aria-label={`פרטים: ${lead.name}`}
          title={`פרטים: ${lead.name}`}
          className={`${iconButtonClass} ${tones.plain}`}
        >
          <DetailsIcon />
        </Link>
      ) : null}
      {inTrash ? (
        <>
          <LeadChange lead={lead} intent="restore" label={`שחזור ${lead.name}`} tone="brand">
            <RestoreIcon />
          </LeadChange>
          <LeadChange lead={lead} intent="delete-forever" label={`מחיקה לצמיתות: ${lead.name}`} tone="danger" confirm={adminMessages.deleteForeverConfirm}>
            <EraseIcon />
          </LeadChange>
        </>
      ) : (
        <LeadChange lead={lead} intent="delete" label={`מחיקת ${lead.name}`} tone="danger" confirm={adminMessages.deleteConfirm}>
          <TrashIcon />
        </LeadChange>
      )}
    </div>
  );
}
