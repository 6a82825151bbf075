/**
 * A change to a lead's note, checked. Apart from admin-leads.ts, which every admin screen draws
 * from: the schema library stays out of the screens' scripts (issue 39); the note's route reads this.
 */
import { z } from "zod";
import { adminMessages, NOTE_MAX } from "./admin-leads.ts";

// Control characters other than tab and line breaks: nothing a person types in a note.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const NOTE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A change to one lead's note. An empty note removes it. (Its stage: parseStageChange, app/lib/lead-stages.ts.) */
const leadPatchSchema = z
  .object({
    note: z
      .string({ error: adminMessages.badRequest })
      .max(NOTE_MAX, { error: adminMessages.noteTooLong, abort: true })
      .refine((v) => v.isWellFormed() && !NOTE_CONTROL.test(v), { error: adminMessages.noteInvalid })
      .nullable()
      .optional(),
  })
  .strict()
  .refine((p) => p.note !== undefined, { error: adminMessages.badRequest });

export type LeadPatch = z.infer<typeof leadPatchSchema>;

/** Validates a change; on failure gives the first Hebrew message. */
export function validateLeadPatch(input: unknown): { ok: true; patch: LeadPatch } | { ok: false; message: string } {
  const result = leadPatchSchema.safeParse(input);
  if (result.success) return { ok: true, patch: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? adminMessages.badRequest };
}
