import { isApplication, sourceLabel } from "../../lib/admin-leads.ts";

/** A job application is told from a customer's request at a glance, in the list and the detail. */
export function ApplicantBadge({ lead }: { lead: { source: string } }) {
  if (!isApplication(lead)) return null;
  return <span className="inline-block shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{sourceLabel(lead.source)}</span>;
}
