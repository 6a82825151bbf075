/**
 * Where a lead's follow-up stands (docs/decisions/048-follow-up.md), in the owner's Hebrew. The
 * five stages the owner marks; "closed" is only a lead marked handled before there were stages
 * (migration 0014): it is out of the open views, neither won nor lost, and one tap moves it on.
 */

/** The source of a job application (the join-team page's form). */
export const APPLICATION_SOURCE = "join_team";

export const isApplication = (lead: { source: string }) => lead.source === APPLICATION_SOURCE;

export const LEAD_STAGES = ["new", "no_answer", "quote_sent", "won", "lost"] as const;

/**
 * A job application's own stages (source join_team, issue 42): new, called, an interview set,
 * hired, not suitable. Kept in the lead's applicant_stage column (migration 0020); "new" is shared.
 */
export const APPLICANT_STAGES = ["new", "called", "interview", "hired", "not_suitable"] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];
export type CustomerStage = (typeof LEAD_STAGES)[number] | "closed";
export type LeadStage = CustomerStage | ApplicantStage;

/** A stage on a lead: its card, its detail, the export. */
export const stageLabels: Record<LeadStage, string> = {
  new: "חדש",
  no_answer: "לא ענה",
  quote_sent: "נשלחה הצעה",
  won: "הוזמן",
  lost: "לא רלוונטי",
  closed: "טופל",
  called: "התקשרנו",
  interview: "נקבע ראיון",
  hired: "התקבל",
  not_suitable: "לא מתאים",
};

/** Stages that still want something from the owner: the open view. */
const OPEN_STAGES = ["new", "no_answer", "quote_sent", "called", "interview"] as const satisfies readonly LeadStage[];
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

/** Every stage a customer's lead can be put in: the five, and "closed" (only as an undo puts a lead back). */
const CUSTOMER_SETTABLE = [...LEAD_STAGES, "closed"] as const satisfies readonly CustomerStage[];

/** Every stage a form may send: a customer's or an applicant's (which one the lead takes, the server checks). */
export const SETTABLE_STAGES = [...CUSTOMER_SETTABLE, "called", "interview", "hired", "not_suitable"] as const satisfies readonly LeadStage[];

/** The stages the owner taps on a lead: an application's own, or a customer's five. */
export const stagesFor = (lead: { source: string }): readonly ((typeof LEAD_STAGES)[number] | ApplicantStage)[] =>
  isApplication(lead) ? APPLICANT_STAGES : LEAD_STAGES;

/** Whether a lead of this kind may be put in this stage (an application only in its own, a customer only in a customer's). */
export const stageFitsLead = (stage: LeadStage, applicant: boolean) =>
  ((applicant ? APPLICANT_STAGES : CUSTOMER_SETTABLE) as readonly string[]).includes(stage);

/** Stages that close a lead: handled_at says since when (the open view reads handled_at IS NULL). */
export const isClosedStage = (stage: LeadStage) => ["won", "lost", "closed", "hired", "not_suitable"].includes(stage);

export const isLeadStage = (value: unknown): value is LeadStage => typeof value === "string" && (SETTABLE_STAGES as readonly string[]).includes(value);

export const stageMessages = {
  badStage: "השלב שנבחר אינו מוכר",
  badValue: `סכום העבודה צריך להיות מספר שלם של שקלים, בין 0 ל-${WON_VALUE_MAX.toLocaleString("he-IL")}`,
  valueNotWon: "אפשר לרשום סכום רק לליד שהוזמן",
  badReason: "הסיבה שנבחרה אינה מוכרת",
  reasonNotLost: "אפשר לבחור סיבה רק לליד שאינו רלוונטי",
  customerStageOnApplicant: "זו בקשת עבודה: אפשר לבחור לה רק שלב של מועמד (חדש, התקשרנו, נקבע ראיון, התקבל, לא מתאים)",
  applicantStageOnCustomer: "שלב של מועמד לעבודה אינו מתאים לליד של לקוח",
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
