import { z } from "zod";

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

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const stageChangeSchema = z
  .object({
    stage: z.enum(SETTABLE_STAGES, { error: stageMessages.badStage }),
    // "1,200", "1200 ₪", " 450 ": the digits the owner meant; anything else is refused.
    value: z.preprocess(
      (value) => {
        const blank = blankToNull(value);
        return typeof blank === "string" ? blank.replace(/[\s,₪]/g, "") : blank;
      },
      z
        .string({ error: stageMessages.badValue })
        .regex(/^\d{1,7}$/, { error: stageMessages.badValue })
        .transform(Number)
        .refine((n) => n <= WON_VALUE_MAX, { error: stageMessages.badValue })
        .nullish(),
    ),
    reason: z.preprocess(blankToNull, z.enum(LOST_REASONS, { error: stageMessages.badReason }).nullish()),
  })
  .superRefine((change, context) => {
    if (change.value != null && change.stage !== "won") context.addIssue({ code: "custom", message: stageMessages.valueNotWon });
    if (change.reason != null && change.stage !== "lost") context.addIssue({ code: "custom", message: stageMessages.reasonNotLost });
  });

/**
 * A stage change from a form's fields (stage, value, reason), checked: the first Hebrew message
 * when it cannot be taken. A value belongs to a won lead and a reason to a lost one; a blank is none.
 */
export function parseStageChange(fields: {
  stage: unknown;
  value?: unknown;
  reason?: unknown;
}): { ok: true; change: StageChange } | { ok: false; message: string } {
  const result = stageChangeSchema.safeParse(fields);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? stageMessages.badStage };
  const { stage, value, reason } = result.data;
  return { ok: true, change: { stage, wonValue: value ?? null, lostReason: reason ?? null } };
}

/** A won job's value as the admin shows it: "‏₪450" (the mark keeps the sign before the number inside Hebrew). */
export const formatWonValue = (value: number) => `\u200F₪${value.toLocaleString("he-IL")}`;

/** A stage's name for any stored key (an unknown one, from a newer version, as it is). */
export const stageLabel = (stage: string) => (isLeadStage(stage) ? stageLabels[stage] : stage);

/** A lost reason's words for any stored key. */
export const lostReasonLabel = (reason: string) => ((LOST_REASONS as readonly string[]).includes(reason) ? lostReasonLabels[reason as LostReason] : reason);
