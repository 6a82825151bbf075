/** What a lead change's action route (app/routes/admin/leads/) answers the page's fetcher with. */
import type { LeadStage, LostReason } from "./lead-stages.ts";

/** A stage change done: to which stage, from which, and the value and reason the lead had before. */
interface AdminStageMove {
  to: LeadStage;
  from: LeadStage;
  fromValue: number | null;
  fromReason: LostReason | null;
}

/**
 * Done (`stage`: a stage change, with what the lead was before, what its undo puts back, and
 * `leadName`, which its notice names), or
 * refused and why. `confirmLeadId`: an erase sent without the dialog's yes: the page asks first.
 */
export type LeadChangeResult = { ok: true; leadId: number; leadName?: string; stage?: AdminStageMove } | { ok: false; error: string; confirmLeadId?: number };
