import { newLeadsMessages } from "../../lib/new-leads.ts";

/** "חדש" beside a lead that arrived while the page was open, until the owner has seen it (the list reads useUnseenLeads). */
export function NewLeadMark() {
  return (
    <span data-new-lead className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />
      {newLeadsMessages.mark}
      <span className="sr-only">{`: ${newLeadsMessages.markHint}`}</span>
    </span>
  );
}
