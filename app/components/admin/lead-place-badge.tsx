import type { AdminLead } from "../../lib/admin-leads.ts";
import { leadPlace, leadPlaceLabels } from "../../lib/lead-search.ts";

const placeStyles = {
  open: "bg-sky-100 text-sky-900",
  handled: "bg-green-100 text-green-900",
  spam: "bg-red-100 text-red-900",
  trash: "bg-gray-200 text-gray-900",
} as const;

/**
 * Where a lead is. A search result may come from any view, so there every lead says it; in a
 * view only a handled lead does (the "all" view mixes open and handled ones).
 */
export function LeadPlaceBadge({ lead, searching }: { lead: Pick<AdminLead, "handledAt" | "isSpam" | "deletedAt">; searching: boolean }) {
  const place = leadPlace(lead);
  if (!searching && place !== "handled") return null;
  return <span className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${placeStyles[place]}`}>{leadPlaceLabels[place]}</span>;
}
