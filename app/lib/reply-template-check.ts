/**
 * A reply template as the owner writes it, checked (docs/decisions/049). Apart from
 * reply-templates.ts, which the leads screen draws with: the schema library stays out of the
 * screens' scripts (issue 39); the templates' routes read this.
 */
import { z } from "zod";
import { PLACEHOLDERS, TEMPLATE_BODY_MAX, TEMPLATE_TITLE_MAX, templateMessages } from "./reply-templates.ts";

// Control characters other than tab and line breaks: nothing a person means to type.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const PLACEHOLDER_LIKE = /\{[^{}\n]{0,20}\}/g;

const text = (max: number, missing: string, tooLong: string) =>
  z
    .string({ error: missing })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length > 0, { error: missing, abort: true })
    .refine((value) => value.length <= max, { error: tooLong, abort: true })
    .refine((value) => value.isWellFormed() && !CONTROL.test(value), { error: templateMessages.invalidCharacters });

/** A template as the owner writes it; every placeholder must be one of ours. */
const templateSchema = z.object({
  title: text(TEMPLATE_TITLE_MAX, templateMessages.titleMissing, templateMessages.titleTooLong).refine((value) => !value.includes("\n"), {
    error: templateMessages.invalidCharacters,
  }),
  body: text(TEMPLATE_BODY_MAX, templateMessages.bodyMissing, templateMessages.bodyTooLong).superRefine((value, ctx) => {
    const unknown = [...value.matchAll(PLACEHOLDER_LIKE)].map((m) => m[0]).find((p) => !(PLACEHOLDERS as readonly string[]).includes(p));
    if (unknown) ctx.addIssue({ code: "custom", message: templateMessages.unknownPlaceholder(unknown) });
  }),
});

export type TemplateInput = z.output<typeof templateSchema>;

/** Validates a template; on failure the first Hebrew message and the field it is about. */
export function validateTemplate(input: unknown): { ok: true; template: TemplateInput } | { ok: false; message: string; field: "title" | "body" } {
  const result = templateSchema.safeParse(input);
  if (result.success) return { ok: true, template: result.data };
  const issue = result.error.issues[0];
  return { ok: false, message: issue?.message ?? templateMessages.bodyMissing, field: issue?.path[0] === "title" ? "title" : "body" };
}
