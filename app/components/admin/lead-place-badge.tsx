import type { AdminLead } from "../../lib/admin-leads.ts";
import { leadPlace, leadPlaceLabels, type LeadPlace } from "../../lib/lead-search.ts";

const placeStyles: Record<LeadPlace, string> = {
  new: "bg-sky-100 text-sky-900",
  no_answer: "bg-amber-100 text-amber-900",
  quote_sent: "bg-violet-100 text-violet-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-gray-200 text-gray-900",
  closed: "bg-green-100 text-green-900",
  called: "bg-amber-100 text-amber-900",
  interview: "bg-violet-100 text-violet-900",
  hired: "bg-green-100 text-green-900",
  not_suitable: "bg-gray-200 text-gray-900",
  spam: "bg-red-100 text-red-900",
  trash: "bg-gray-200 text-gray-900",
};

/**
 * Where a lead is. A search result may come from any view, so there every lead says it; in a
 * view the stage buttons say it, and only a lead handled before there were stages ("טופל", no
 * button pressed) has the badge.
 */
export function LeadPlaceBadge({
  lead,
  searching,
  className = "",
}: {
  lead: Pick<AdminLead, "stage" | "isSpam" | "deletedAt">;
  searching: boolean;
  className?: string;
}) {
  const place = leadPlace(lead);
  if (!searching && place !== "closed") return null;
  return (
    <span data-lead-place={place} className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${placeStyles[place]} ${className}`}>
      {leadPlaceLabels[place]}
    </span>
  );
}
