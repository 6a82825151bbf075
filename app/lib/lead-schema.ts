import * as z from "zod/mini";
import type { LeadAttribution, LeadQuote } from "./admin-leads.ts";
import { EMAIL_MAX } from "./email-address.ts";
import { ATTRIBUTION_TEXT_MAX, CLICK_ID_MAX, isHostName, QUOTE_CITY_MAX, QUOTE_MODELS, QUOTE_PRICE_MAX, QUOTE_SIZES } from "./attribution.ts";
import { VEHICLES } from "./vehicles.ts";

// zod/mini: no validator compiled with `new Function` (our CSP forbids it) and a fraction of the
// full build's size in the browser (docs/decisions/012-lead-path-hardening.md).

/** The lead form's rules and their exact messages (docs/product.md#validation). */
export const leadMessages = {
  nameRequired: "נא להזין שם",
  nameTooLong: "השם חייב להיות פחות מ-100 תווים",
  nameInvalid: "השם מכיל תווים לא חוקיים",
  phoneRequired: "נא להזין מספר טלפון",
  phoneInvalid: "מספר טלפון לא תקין",
  fromTooLong: "מיקום המוצא חייב להיות פחות מ-200 תווים",
  toTooLong: "מיקום היעד חייב להיות פחות מ-200 תווים",
  // Not among the fixed messages; our own, for input the fixed rules let through.
  nameNeedsLetter: "השם צריך לכלול לפחות אות אחת",
  phoneTooFewDigits: "מספר הטלפון צריך לכלול לפחות 9 ספרות",
  fromInvalid: "מיקום המוצא מכיל תווים לא חוקיים",
  toInvalid: "מיקום היעד מכיל תווים לא חוקיים",
  emailTooLong: "כתובת האימייל ארוכה מדי",
  emailInvalid: "כתובת האימייל מכילה תווים לא חוקיים",
  consentRequired: "יש לאשר את מדיניות הפרטיות ותנאי השימוש",
  sourceInvalid: "מקור הפנייה אינו תקין",
  pagePathInvalid: "כתובת העמוד אינה תקינה",
  // A job application's own fields (the join-team form).
  vehicleRequired: "בחרו את כלי הרכב לעבודה",
  vehicleInvalid: "בחרו כלי רכב מהרשימה",
  workAreaTooLong: "אזור העבודה חייב להיות פחות מ-200 תווים",
  workAreaInvalid: "אזור העבודה מכיל תווים לא חוקיים",
} as const;

export const NAME_MAX = 100;
export const LOCATION_MAX = 200;
export { EMAIL_MAX };
export const PHONE_MIN_DIGITS = 9;
export const LEAD_SOURCES = ["lead_form", "contact_form", "join_team"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * Every name a person or a business in Israel writes (docs/decisions/042-names-people-write.md):
 * letters of any script with their marks (Hebrew points, Arabic vowels), digits, spaces,
 * apostrophes and geresh (' ’ ‘ ׳), quotes and gershayim (" ״ “ ” „), hyphens and dashes
 * (- ־ – —), dots, commas, & and parentheses: "מרפאת שיניים ד"ר גולן", "משלוחים 2000 בע"מ",
 * "א.ב. הובלות (2015)". Nothing that makes markup (< > { } [ ] \ ` =), an address (@) or a
 * statement (;) can pass, and a link is refused on its own (LINK).
 */
const NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} '\u2019\u2018\u05F3"\u05F4\u201C\u201D\u201E\u05BE\u2013\u2014.,&()-]+$/u;
/** A web address written into a name: a scheme, "www." or a host with a common top-level domain. */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{Nd}-]\.(?:com|net|org|info|biz|io|co|il|ru|me|app|xyz|site|online|shop|link|ly)(?![a-z0-9]))/iu;
const LETTER = /\p{L}/u;

const PHONE_PATTERN = /^[0-9+\- ]{9,20}$/;
/**
 * What a single-line field must not hold: control characters (tab, CR, LF and the rest, so
 * "a@b\nBcc: x@y" can never become a header or a line of its own), Unicode line separators,
 * format characters (bidi controls U+202A-202E, U+2066-2069, U+200E/200F, U+061C; zero-width
 * U+200B-200D, U+2060, U+FEFF; the soft hyphen U+00AD; invisible operators U+2061-2064; the old
 * format controls U+206A-206F; tag characters U+E0000-E007F) and every other character Unicode
 * says to draw as nothing (Hangul fillers U+115F, U+1160, U+3164, U+FFA0; U+034F; the Mongolian
 * selectors U+180B-180F): they make text read differently from what is stored, or look empty.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/**
 * A variation selector right after a character that shows (the emoji style of "❤️", as phones
 * type it) belongs to that character; on its own, at the start or after a space, it is invisible.
 */
const ATTACHED_VARIATION_SELECTOR = /([^\s\p{Default_Ignorable_Code_Point}])[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
/** Every character that draws as nothing (see NOT_SINGLE_LINE): what is left is what a reader sees. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Whether a name is made of what people and businesses write in one (see NAME_PATTERN), and no link. */
export const isNameText = (value: string) => NAME_PATTERN.test(value) && !NOT_SINGLE_LINE.test(value) && !LINK.test(value);

export const isSingleLineText = (value: string) => value.isWellFormed() && !NOT_SINGLE_LINE.test(value.replace(ATTACHED_VARIATION_SELECTOR, "$1"));

/** Whether the text shows anything: not empty, not only spaces, not only invisible characters. */
export const hasVisibleText = (value: string) => value.replace(INVISIBLE, "").trim().length > 0;

/**
 * The shape of a page the site has: "/" or up to four lowercase-or-capital Latin/digit segments
 * joined by single hyphens ("/contact", "/shipping-haifa", "/blog/urgent-delivery-guide"). No
 * backslash, whitespace, dot, percent or doubled slash can pass, so it is always a same-site link.
 */
const SITE_PATH = /^\/(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?:\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*){0,3})?$/;
export const PAGE_PATH_MAX = 200;

export function isSitePath(value: unknown): value is string {
  return typeof value === "string" && value.length <= PAGE_PATH_MAX && SITE_PATH.test(value);
}

/** Where an error page's "back" link may point: the given page if it is one of ours, else home. */
export function safeBackPath(value: unknown): string {
  return isSitePath(value) ? value : "/";
}

/** The honeypot field: people leave it absent or exactly empty; anything else is a bot. */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== "";
}

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Optional text: absent, empty or null all mean "not given". */
const optional = (schema: z.ZodMiniType<string, string>) => z.pipe(z.transform(blankToUndefined), z.optional(schema));

const singleLineText = (max: number, tooLong: string, invalid: string) =>
  z.string({ error: invalid }).check(z.maxLength(max, { error: tooLong, abort: true }), z.refine(isSingleLineText, { error: invalid }));

/*
 * Attribution and the calculator's estimate (docs/decisions/020-attribution.md): what the
 * browser remembered for the visit. They never make a lead fail: a part that is not fit to
 * store becomes null, and an estimate with any bad part is dropped whole.
 */

/** A stored text value, or null for absent, empty or unfit. */
const keptText = (max: number, fits: (value: string) => boolean = () => true) =>
  z.catch(
    z.pipe(
      z.transform((value: unknown) => (value === "" || value === undefined ? null : value)),
      z.nullable(z.string().check(z.refine((v) => v.length <= max && isSingleLineText(v) && fits(v)))),
    ),
    null,
  );

export const attributionSchema = z.catch(
  z.nullable(
    z.object({
      landing_page: keptText(PAGE_PATH_MAX, isSitePath),
      referrer_host: keptText(ATTRIBUTION_TEXT_MAX, isHostName),
      utm_source: keptText(ATTRIBUTION_TEXT_MAX),
      utm_medium: keptText(ATTRIBUTION_TEXT_MAX),
      utm_campaign: keptText(ATTRIBUTION_TEXT_MAX),
      utm_term: keptText(ATTRIBUTION_TEXT_MAX),
      utm_content: keptText(ATTRIBUTION_TEXT_MAX),
      gclid: keptText(CLICK_ID_MAX),
      fbclid: keptText(CLICK_ID_MAX),
    }),
  ),
  null,
) satisfies z.ZodMiniType<LeadAttribution | null, unknown>;

const cityName = z.string().check(z.refine((v) => v.trim().length > 0 && v.length <= QUOTE_CITY_MAX && isSingleLineText(v)));

export const quoteSchema = z.catch(
  z.nullable(
    z.object({
      from: cityName,
      to: cityName,
      size: z.enum(QUOTE_SIZES),
      price: z.int().check(z.minimum(0), z.maximum(QUOTE_PRICE_MAX)),
      model: z.enum(QUOTE_MODELS),
    }),
  ),
  null,
) satisfies z.ZodMiniType<LeadQuote | null, unknown>;

/** Who is writing: every lead's first fields, in the form's order (the first error is the first field's). */
const contactFields = {
  name: z.string({ error: leadMessages.nameRequired }).check(
    z.refine(hasVisibleText, { error: leadMessages.nameRequired, abort: true }),
    z.refine((v) => v.length <= NAME_MAX, { error: leadMessages.nameTooLong, abort: true }),
    z.refine(isNameText, { error: leadMessages.nameInvalid, abort: true }),
    z.refine((v) => LETTER.test(v), { error: leadMessages.nameNeedsLetter }),
  ),
  phone: z.string({ error: leadMessages.phoneRequired }).check(
    z.refine(hasVisibleText, { error: leadMessages.phoneRequired, abort: true }),
    z.refine((v) => PHONE_PATTERN.test(v), { error: leadMessages.phoneInvalid, abort: true }),
    z.refine((v) => v.replace(/\D/g, "").length >= PHONE_MIN_DIGITS, { error: leadMessages.phoneTooFewDigits }),
  ),
  email: optional(singleLineText(EMAIL_MAX, leadMessages.emailTooLong, leadMessages.emailInvalid)),
};

const placeAndTheRest = {
  fromLocation: optional(singleLineText(LOCATION_MAX, leadMessages.fromTooLong, leadMessages.fromInvalid)),
  toLocation: optional(singleLineText(LOCATION_MAX, leadMessages.toTooLong, leadMessages.toInvalid)),
  consent: z.literal(true, { error: leadMessages.consentRequired }),
  source: z.enum(LEAD_SOURCES, { error: leadMessages.sourceInvalid }),
  pagePath: optional(z.string({ error: leadMessages.pagePathInvalid }).check(z.refine(isSitePath, { error: leadMessages.pagePathInvalid }))),
  attribution: z.optional(attributionSchema),
  quote: z.optional(quoteSchema),
};

/** A customer's lead. A vehicle or a work area posted with it is dropped (the object strips what it does not name). */
export const leadSchema = z.object({ ...contactFields, ...placeAndTheRest });

/**
 * A job application (source join_team): the vehicle is required, the work area optional, and the
 * home city travels in fromLocation. Its fields sit where the form shows them: after the e-mail.
 */
const applicationSchema = z.object({
  ...contactFields,
  vehicle: z.pipe(
    z.transform(blankToUndefined),
    z.enum(VEHICLES, { error: (issue) => (issue.input === undefined ? leadMessages.vehicleRequired : leadMessages.vehicleInvalid) }),
  ),
  workArea: optional(singleLineText(LOCATION_MAX, leadMessages.workAreaTooLong, leadMessages.workAreaInvalid)),
  ...placeAndTheRest,
});

const APPLICATION: LeadSource = "join_team";

/** A validated lead: a customer's has no vehicle and no work area. */
export type LeadInput = z.output<typeof leadSchema> & Partial<Pick<z.output<typeof applicationSchema>, "vehicle" | "workArea">>;

export type LeadField = keyof LeadInput;

export type LeadValidation = { ok: true; lead: LeadInput } | { ok: false; field: LeadField | null; message: string };

/** Validates a lead; on failure gives only the first error, as the form shows it. */
export function validateLead(input: unknown): LeadValidation {
  const application = typeof input === "object" && input !== null && (input as { source?: unknown }).source === APPLICATION;
  const result = (application ? applicationSchema : leadSchema).safeParse(input);
  if (result.success) return { ok: true, lead: result.data };
  const first = result.error.issues[0];
  const field = (first?.path[0] as LeadField | undefined) ?? null;
  return { ok: false, field, message: first?.message ?? leadMessages.nameRequired };
}
