import { sourceLabel, type AdminLead } from "../../lib/admin-leads";
import { formatIsraelDateTime } from "../../lib/israel-time";
import { telHref } from "../../lib/phone";
import { RowActions, type RowActionHandlers } from "./row-actions";

const dash = (value: string | null) => (value?.trim() ? value : "-");

/** The lead table. Everything a visitor typed is rendered as text, never as markup. */
export function LeadsTable({ leads, handlers }: { leads: AdminLead[]; handlers: RowActionHandlers }) {
  return (
    <div className="overflow-x-auto rounded-card border border-gray-200 bg-white shadow-sm" role="region" aria-label="טבלת הלידים" tabIndex={0}>
      <table className="w-full min-w-[64rem] text-start text-sm">
        <caption className="sr-only">לידים</caption>
        <thead className="bg-surface-alt text-muted">
          <tr>
            {["תאריך", "שם", "טלפון", "מוצא", "יעד", "מקור", "אימייל", "הערות", "פעולות"].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} data-lead-id={lead.id} className={`border-t border-gray-200 align-top ${lead.handled_at ? "bg-green-50/50 text-muted" : ""}`}>
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={lead.created_at}>{formatIsraelDateTime(lead.created_at)}</time>
                {lead.handled_at ? <span className="mt-1 block text-xs font-semibold text-green-800">טופל</span> : null}
              </td>
              <td className="px-3 py-2 font-medium text-ink">{lead.name}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <a href={telHref(lead.phone)} dir="ltr" className="text-brand-700 underline">
                  {lead.phone}
                </a>
              </td>
              <td className="px-3 py-2">{dash(lead.from_location)}</td>
              <td className="px-3 py-2">{dash(lead.to_location)}</td>
              <td className="px-3 py-2">{sourceLabel(lead.source)}</td>
              <td className="px-3 py-2" dir="auto">
                {lead.email ?? ""}
              </td>
              <td className="max-w-48 whitespace-pre-wrap break-words px-3 py-2">{lead.notes ?? ""}</td>
              <td className="px-3 py-2">
                <RowActions lead={lead} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
