/**
 * A stage change as a form sends it, checked (docs/decisions/048-lead-stages.md). Apart from
 * lead-stages.ts, whose labels every admin screen draws: the schema library stays out of the
 * screens' scripts (issue 39); the stage's action route reads this.
 */
import { z } from "zod";
import { LOST_REASONS, SETTABLE_STAGES, stageMessages, WON_VALUE_MAX, type StageChange } from "./lead-stages.ts";

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
