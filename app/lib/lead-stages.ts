/**
 * Where a lead's follow-up stands (docs/decisions/048-follow-up.md), in the owner's Hebrew. The
 * five stages the owner marks; "closed" is only a lead marked handled before there were stages
 * (migration 0014): it is out of the open views, neither won nor lost, and one tap moves it on.
 */
export const LEAD_STAGES = ["new", "no_answer", "quote_sent", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number] | "closed";

/** A stage on a lead: its card, its detail, the export. */
export const stageLabels: Record<LeadStage, string> = {
  new: "חדש",
  no_answer: "לא ענה",
  quote_sent: "נשלחה הצעה",
  won: "הוזמן",
  lost: "לא רלוונטי",
  closed: "טופל",
};

/** Stages that still want something from the owner: the open view. */
export const OPEN_STAGES = ["new", "no_answer", "quote_sent"] as const satisfies readonly LeadStage[];
export const isOpenStage = (stage: LeadStage) => (OPEN_STAGES as readonly string[]).includes(stage);

/** Why a lead was lost: a short fixed list, so the reasons can be counted. */
export const LOST_REASONS = ["price", "competitor", "unreachable", "out_of_area", "not_needed", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const lostReasonLabels: Record<LostReason, string> = {
  price: "המחיר גבוה מדי",
  competitor: "הזמין אצל מתחרה",
  unreachable: "לא הצלחנו להשיג",
  out_of_area: "מחוץ לאזור השירות",
  not_needed: "כבר לא צריך משלוח",
  other: "אחר",
};

/** The largest job value the admin takes, in shekels. */
export const WON_VALUE_MAX = 1_000_000;
