import { newLeadsMessages } from "../../lib/new-leads.ts";
import { useUnseenLeads } from "./new-leads-store.ts";

/** "חדש" beside a lead that arrived while the page was open, until the owner has seen it. */
export function NewLeadMark({ leadId }: { leadId: number }) {
  if (!useUnseenLeads().has(leadId)) return null;
  return (
    <span data-new-lead className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />
      {newLeadsMessages.mark}
      <span className="sr-only">{`: ${newLeadsMessages.markHint}`}</span>
    </span>
  );
}
