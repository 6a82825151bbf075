import { Link, useFetchers } from "react-router";
import { attributionLabel, sourceLabel, type AdminLead } from "../../lib/admin-leads.ts";
import { ApplicantBadge } from "./applicant-badge.tsx";
import { LeadPlaceBadge } from "./lead-place-badge.tsx";
import { adminHref, type AdminQuery } from "../../lib/admin-query.ts";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { LeadActions, LeadCardActions, LeadPhoneLink } from "./lead-actions.tsx";
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

function LeadName({ lead, query, className = "" }: { lead: AdminLead; query: AdminQuery; className?: string }) {
  return (
    <Link to={adminHref({ ...query, lead: lead.id })} preventScrollReset className={`font-semibold text-ink underline-offset-2 hover:underline ${className}`}>
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

function SourceCell({ lead }: { lead: AdminLead }) {
  return (
    <>
      <span className="block">{sourceLabel(lead.source)}</span>
      <span className="block text-xs text-muted" dir="auto">
        {attributionLabel(lead.attribution)}
      </span>
    </>
  );
}

/**
 * The leads of one view. From 1024 px a table whose columns wrap long text instead of widening
 * the page; below that one short card per lead with what the owner decides on (name, from -> to,
 * the estimate, when, the source; the owner's note in a line when there is one), call and
 * WhatsApp, and the rest behind "פעולות נוספות"; the number and e-mail are in the lead's detail. Whatever a visitor
 * typed is rendered as text, never as markup.
 */
export function LeadList({ leads, query }: { leads: AdminLead[]; query: AdminQuery }) {
  const shown = useOptimisticLeads(leads, query);
  const searching = query.q !== "" && query.view !== "trash";
  return (
    <>
      <div className="hidden rounded-card border border-gray-200 bg-white shadow-sm lg:block">
        <table className="w-full table-fixed text-start text-sm">
          <caption className="sr-only">לידים</caption>
          <thead className="bg-surface-alt text-muted">
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
              <tr key={lead.id} data-lead-id={lead.id} className={`border-t border-gray-200 align-top ${lead.handledAt ? "bg-green-50/50" : ""}`}>
                <td className="px-2 py-2">
                  <time dateTime={lead.createdAt} dir="ltr">
                    {formatIsraelDateTime(lead.createdAt)}
                  </time>
                  <span className="mt-1 block">
                    <LeadPlaceBadge lead={lead} searching={searching} />
                  </span>
                  <DeletedAt lead={lead} />
                </td>
                <td className="break-words px-2 py-2">
                  {/* A block of its own: a name wrapped over lines is one target, not fragments with gaps. */}
                  <LeadName lead={lead} query={query} className="inline-block" /> <NewLeadMark leadId={lead.id} /> <WaitingMark lead={lead} />{" "}
                  <ReminderBadge leadId={lead.id} />
                  <span className="mt-1 block">
                    <ApplicantBadge lead={lead} />
                  </span>
                </td>
                <td className="px-2 py-2">
                  <LeadPhoneLink phone={lead.phone} lead={lead} />
                </td>
                <td className="break-words px-2 py-2">{dash(lead.fromLocation)}</td>
                <td className="break-words px-2 py-2">{dash(lead.toLocation)}</td>
                <td className="break-words px-2 py-2">
                  <SourceCell lead={lead} />
                </td>
                <td className="px-2 py-2 [overflow-wrap:anywhere]" dir="auto">
                  {lead.email ?? ""}
                </td>
                <td className="hidden px-2 py-2 xl:table-cell">
                  <span className="line-clamp-3 whitespace-pre-wrap break-words" title={lead.notes ?? undefined}>
                    {lead.notes ?? ""}
                  </span>
                </td>
                <td className="px-2 py-2">
                  <LeadActions lead={lead} query={query} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3 lg:hidden" aria-label="לידים">
        {shown.map((lead) => (
          <li key={lead.id} data-lead-id={lead.id} className="min-w-0">
            <article
              aria-labelledby={`lead-${lead.id}-name`}
              className={`h-full rounded-card border border-gray-200 px-3 pt-1 pb-3 shadow-sm ${lead.handledAt ? "bg-green-50/60" : "bg-white"}`}
            >
              <div className="flex items-start justify-between gap-2">
                <h3 id={`lead-${lead.id}-name`} className="min-w-0 [overflow-wrap:anywhere]">
                  <LeadName lead={lead} query={query} className="inline-flex min-h-11 items-center" />
                </h3>
                <span className="flex shrink-0 flex-wrap items-center justify-end gap-1 pt-3">
                  <NewLeadMark leadId={lead.id} />
                  <WaitingMark lead={lead} /> <ReminderBadge leadId={lead.id} />
                  <ApplicantBadge lead={lead} />
                  <LeadPlaceBadge lead={lead} searching={searching} />
                </span>
              </div>
              <p className="text-sm [overflow-wrap:anywhere]">
                <bdi>{dash(lead.fromLocation)}</bdi> ← <bdi>{dash(lead.toLocation)}</bdi>
                {lead.quote ? <strong className="whitespace-nowrap">{` · ${lead.quote.price} ₪`}</strong> : null}
              </p>
              <p className="mt-0.5 truncate text-xs text-muted">
                <time dateTime={lead.createdAt} dir="ltr">
                  {formatIsraelDateTime(lead.createdAt)}
                </time>
                {` · ${sourceLabel(lead.source)} · `}
                <bdi>{attributionLabel(lead.attribution)}</bdi>
              </p>
              {lead.notes ? <p className="mt-0.5 truncate text-xs">{`הערה: ${lead.notes}`}</p> : null}
              <DeletedAt lead={lead} />
              <div className="mt-2">{lead.deletedAt ? <LeadActions lead={lead} query={query} /> : <LeadCardActions lead={lead} query={query} />}</div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
