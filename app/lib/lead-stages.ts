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
const OPEN_STAGES = ["new", "no_answer", "quote_sent"] as const satisfies readonly LeadStage[];
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

/** Every stage a lead can be put in: the five, and "closed" (only as an undo puts a lead back). */
export const SETTABLE_STAGES = [...LEAD_STAGES, "closed"] as const satisfies readonly LeadStage[];

export const isLeadStage = (value: unknown): value is LeadStage => typeof value === "string" && (SETTABLE_STAGES as readonly string[]).includes(value);

export const stageMessages = {
  badStage: "השלב שנבחר אינו מוכר",
  badValue: `סכום העבודה צריך להיות מספר שלם של שקלים, בין 0 ל-${WON_VALUE_MAX.toLocaleString("he-IL")}`,
  valueNotWon: "אפשר לרשום סכום רק לליד שהוזמן",
  badReason: "הסיבה שנבחרה אינה מוכרת",
  reasonNotLost: "אפשר לבחור סיבה רק לליד שאינו רלוונטי",
} as const;

/** A stage change as the admin sends it: the stage, and for won a value, for lost a reason (both optional). */
export interface StageChange {
  stage: LeadStage;
  /** Whole shekels; only on won. null: none. */
  wonValue: number | null;
  /** A key of LOST_REASONS; only on lost. null: none. */
  lostReason: LostReason | null;
}

/** A won job's value as the admin shows it: "‏₪450" (the mark keeps the sign before the number inside Hebrew). */
export const formatWonValue = (value: number) => `\u200F₪${value.toLocaleString("he-IL")}`;

/** A stage's name for any stored key (an unknown one, from a newer version, as it is). */
export const stageLabel = (stage: string) => (isLeadStage(stage) ? stageLabels[stage] : stage);

/** A lost reason's words for any stored key. */
export const lostReasonLabel = (reason: string) => ((LOST_REASONS as readonly string[]).includes(reason) ? lostReasonLabels[reason as LostReason] : reason);
