import { Link, useFetchers } from "react-router";
import { attributionLabel, sourceLabel, type AdminLead } from "../../lib/admin-leads.ts";
import { ApplicantBadge } from "./applicant-badge.tsx";
import { LeadPlaceBadge } from "./lead-place-badge.tsx";
import { adminHref, type AdminQuery } from "../../lib/admin-query.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { LeadPhoneLink, LeadRowActions } from "./lead-actions.tsx";
import { NewLeadMark } from "./new-lead-mark.tsx";
import { isLeadStage, isOpenStage, type LeadStage } from "../../lib/lead-stages.ts";
import { LEAD_CHANGES } from "../../lib/paths.ts";
import type { AdminTab } from "../../lib/admin-query.ts";

/** Whether a lead at this stage is in the view (spam and trash views hold no lead a stage moves). */
const viewHoldsStage = (view: AdminTab, stage: LeadStage) =>
  view === "all" || view === "applicants" || view === "spam" || view === "trash" || (view === "open" ? isOpenStage(stage) : view === stage);
import { WaitingMark } from "./contact-links.tsx";
import { ReminderBadge } from "./reminder-badge.tsx";

/** The table's columns; fixed widths for the short ones, the rest share what is left. */
const columns = [
  ["תאריך", "w-28"],
  ["שם", ""],
  ["טלפון", "w-32"],
  ["מוצא", ""],
  ["יעד", ""],
  ["מקור", "w-36"],
  ["אימייל", ""],
] as const;

const dash = (value: string | null) => (value?.trim() ? value : "-");

/**
 * Changes on their way to the server, shown at once: a lead being deleted, restored or erased
 * leaves the list, one moved to another stage leaves a view that does not hold that stage.
 */
function useOptimisticLeads(leads: AdminLead[], query: AdminQuery): AdminLead[] {
  const pending = new Map<number, { form: FormData; to: string }>();
  for (const fetcher of useFetchers()) {
    const id = Number(fetcher.formData?.get("id"));
    if (fetcher.formData && fetcher.formAction && id)
      pending.set(id, { form: fetcher.formData, to: new URL(fetcher.formAction, "http://admin.invalid").pathname });
  }
  if (pending.size === 0) return leads;
  return leads.flatMap((lead) => {
    const change = pending.get(lead.id);
    if (!change) return [lead];
    if (change.to === LEAD_CHANGES.trash || change.to === LEAD_CHANGES.restore || change.to === LEAD_CHANGES.erase) return [];
    const stage = change.form.get("stage");
    if (change.to !== LEAD_CHANGES.stage || !isLeadStage(stage)) return [lead];
    // A search shows every live view: a lead moved to another stage stays in its results.
    if (!query.q && !viewHoldsStage(query.view, stage)) return [];
    return [{ ...lead, stage, handledAt: isOpenStage(stage) ? null : (lead.handledAt ?? new Date().toISOString()) }];
  });
}

function LeadName({ lead, query }: { lead: AdminLead; query: AdminQuery }) {
  return (
    <Link to={adminHref({ ...query, lead: lead.id })} preventScrollReset className="lead-name-link">
      {lead.name}
    </Link>
  );
}

/** In the trash view: since when (it is erased for good 30 days after). */
function DeletedAt({ lead }: { lead: AdminLead }) {
  if (!lead.deletedAt) return null;
  return (
    <span className="mt-1 block text-xs font-semibold text-red-800">
      נמחק{" "}
      <time dateTime={lead.deletedAt} dir="ltr">
        {formatIsraelDateTime(lead.deletedAt)}
      </time>
    </span>
  );
}

/** Words only a card shows (the table has its columns and headers for them). */
const onCard = (text: string) => <span className="lg:hidden">{text}</span>;

/**
 * The leads of one view, one row each (admin.css: .lead-table): from 1024 px a table whose columns
 * wrap long text instead of widening the page; below that the same rows as short cards with what
 * the owner decides on (name, from -> to, the estimate, when, the source; the owner's note in a
 * line when there is one), call and WhatsApp, and the rest behind "פעולות נוספות"; the number
 * and e-mail are in the lead's detail. Whatever a visitor typed is rendered as text, never as markup.
 */
export function LeadList({ leads, query }: { leads: AdminLead[]; query: AdminQuery }) {
  const shown = useOptimisticLeads(leads, query);
  const searching = query.q !== "" && query.view !== "trash";
  return (
    <div className="lg:rounded-card lg:border lg:border-gray-200 lg:bg-white lg:shadow-sm">
      <table className="lead-table">
        <caption className="sr-only">לידים</caption>
        <thead className="bg-surface-alt text-muted max-lg:sr-only">
          <tr>
            {columns.map(([column, width]) => (
              <th key={column} scope="col" className={`px-2 py-2 text-start font-semibold ${width}`}>
                {column}
              </th>
            ))}
            <th scope="col" className="hidden px-2 py-2 text-start font-semibold xl:table-cell">
              הערות
            </th>
            <th scope="col" className="w-[16.5rem] px-2 xl:w-[23rem] py-2 text-start font-semibold">
              פעולות
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((lead) => (
            <tr key={lead.id} data-lead-id={lead.id} className={lead.handledAt ? "lead-row lead-row-handled" : "lead-row"}>
              <td className="lead-when">
                <time dateTime={lead.createdAt} dir="ltr">
                  {formatIsraelDateTime(lead.createdAt)}
                </time>
                <span className="ms-1 lg:mt-1 lg:ms-0 lg:block">
                  <LeadPlaceBadge lead={lead} searching={searching} />
                </span>
                <DeletedAt lead={lead} />
              </td>
              <td className="lead-name">
                {/* A block of its own: a name wrapped over lines is one target, not fragments with gaps. */}
                <h3>
                  <LeadName lead={lead} query={query} />
                </h3>{" "}
                <span className="lead-marks">
                  <NewLeadMark leadId={lead.id} /> <WaitingMark lead={lead} /> <ReminderBadge leadId={lead.id} /> <ApplicantBadge lead={lead} />
                </span>
              </td>
              <td className="max-lg:hidden">
                <LeadPhoneLink phone={lead.phone} lead={lead} />
              </td>
              <td className="lead-from">
                <bdi>{dash(lead.fromLocation)}</bdi>
              </td>
              <td className="lead-to">
                {onCard(" ← ")}
                <bdi>{dash(lead.toLocation)}</bdi>
                {lead.quote ? <strong className="whitespace-nowrap lg:hidden">{` · ${lead.quote.price} ₪`}</strong> : null}
              </td>
              <td className="lead-source">
                {onCard(" · ")}
                <span>{sourceLabel(lead.source)}</span>
                {onCard(" · ")}
                <span className="text-xs text-muted" dir="auto">
                  {attributionLabel(lead.attribution)}
                </span>
              </td>
              <td className="[overflow-wrap:anywhere] max-lg:hidden" dir="auto">
                {lead.email ?? ""}
              </td>
              <td className="lead-notes">
                {lead.notes ? (
                  <span className="lg:line-clamp-3 lg:whitespace-pre-wrap lg:break-words" title={lead.notes}>
                    {onCard("הערה: ")}
                    {lead.notes}
                  </span>
                ) : null}
              </td>
              <td className="lead-actions-cell">
                <LeadRowActions lead={lead} query={query} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
