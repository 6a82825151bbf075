import { z } from "zod";

/** Spec section 5: the lead form's rules and their exact messages. */
export const leadMessages = {
  nameRequired: "נא להזין שם",
  nameTooLong: "השם חייב להיות פחות מ-100 תווים",
  nameInvalid: "השם מכיל תווים לא חוקיים",
  phoneRequired: "נא להזין מספר טלפון",
  phoneInvalid: "מספר טלפון לא תקין",
  fromTooLong: "מיקום המוצא חייב להיות פחות מ-200 תווים",
  toTooLong: "מיקום היעד חייב להיות פחות מ-200 תווים",
  // Not in the spec's table; our own, for input no form would send.
  fromInvalid: "מיקום המוצא מכיל תווים לא חוקיים",
  toInvalid: "מיקום היעד מכיל תווים לא חוקיים",
  emailTooLong: "כתובת האימייל ארוכה מדי",
  emailInvalid: "כתובת האימייל מכילה תווים לא חוקיים",
  consentRequired: "יש לאשר את מדיניות הפרטיות ותנאי השימוש",
  sourceInvalid: "מקור הפנייה אינו תקין",
  pagePathInvalid: "כתובת העמוד אינה תקינה",
} as const;

export const NAME_MAX = 100;
export const LOCATION_MAX = 200;
export const EMAIL_MAX = 254;
export const LEAD_SOURCES = ["lead_form", "contact_form"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Hebrew letters, Latin letters, spaces, apostrophes (' ’ ׳) and hyphens (- ־). */
const NAME_PATTERN = /^[A-Za-z\u05D0-\u05EA '\u2019\u05F3\u05BE-]+$/;
const PHONE_PATTERN = /^[0-9+\- ]{9,20}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const isCleanText = (value: string) => value.isWellFormed() && !CONTROL_CHARACTERS.test(value);
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Optional free text: absent, empty or null all mean "not given". */
const optionalText = (max: number, tooLong: string, invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid })
      .max(max, { error: tooLong, abort: true })
      .refine(isCleanText, { error: invalid })
      .optional(),
  );

export const leadSchema = z.object({
  name: z
    .string({ error: leadMessages.nameRequired })
    .refine((v) => v.trim().length > 0, { error: leadMessages.nameRequired, abort: true })
    .refine((v) => v.length <= NAME_MAX, { error: leadMessages.nameTooLong, abort: true })
    .refine((v) => NAME_PATTERN.test(v), { error: leadMessages.nameInvalid }),
  phone: z
    .string({ error: leadMessages.phoneRequired })
    .refine((v) => v.trim().length > 0, { error: leadMessages.phoneRequired, abort: true })
    .refine((v) => PHONE_PATTERN.test(v), { error: leadMessages.phoneInvalid }),
  email: optionalText(EMAIL_MAX, leadMessages.emailTooLong, leadMessages.emailInvalid),
  fromLocation: optionalText(LOCATION_MAX, leadMessages.fromTooLong, leadMessages.fromInvalid),
  toLocation: optionalText(LOCATION_MAX, leadMessages.toTooLong, leadMessages.toInvalid),
  consent: z.literal(true, { error: leadMessages.consentRequired }),
  source: z.enum(LEAD_SOURCES, { error: leadMessages.sourceInvalid }),
  pagePath: z.preprocess(
    blankToUndefined,
    z
      .string({ error: leadMessages.pagePathInvalid })
      .max(LOCATION_MAX, { error: leadMessages.pagePathInvalid, abort: true })
      .refine((v) => v.startsWith("/") && !v.startsWith("//") && isCleanText(v), { error: leadMessages.pagePathInvalid })
      .optional(),
  ),
});

export type LeadInput = z.infer<typeof leadSchema>;

export type LeadField = keyof LeadInput;

export type LeadValidation =
  | { ok: true; lead: LeadInput }
  | { ok: false; field: LeadField | null; message: string };

/** Validates a lead; on failure gives only the first error, as the form shows it. */
export function validateLead(input: unknown): LeadValidation {
  const result = leadSchema.safeParse(input);
  if (result.success) return { ok: true, lead: result.data };
  const first = result.error.issues[0];
  const field = (first?.path[0] as LeadField | undefined) ?? null;
  return { ok: false, field, message: first?.message ?? leadMessages.nameRequired };
}
