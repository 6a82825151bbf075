/**
 * The checks a save of the site's facts passes (issue 40), on the server: each refusal is one Hebrew
 * sentence naming the field and the rule, and a refused section is not saved at all. Its own module
 * so zod stays off the admin screens' scripts (tests/server/admin-scripts.test.ts).
 */
import { z } from "zod";
import { phoneForSpreadsheet, toInternationalDigits } from "./phone.ts";
import { isRange, priceFieldGroups, type PriceUnit } from "./price-fields.ts";
import { startingPrices, type PriceField, type PriceInputs, type PriceRange } from "./price-inputs.ts";
import {
  MAX_CANCELLATION_FEE,
  MIN_REPORT_DAYS,
  TERMS_CONFIRM_LABEL,
  TERMS_FIELDS,
  termsFieldLabels,
  termsWithinTheLaw,
  type TermsField,
  type TermsFigures,
} from "./terms-figures.ts";
import {
  businessFieldLabels,
  NOTICE_TEXT_MAX,
  noticeFieldLabels,
  TESTIMONIAL_QUOTE_MAX,
  testimonialFieldLabels,
  TESTIMONIALS_MAX,
  type BusinessDetails,
  type SiteNotice,
  type SiteSection,
  type SiteSettings,
  type Testimonial,
} from "./site-settings.ts";

export type SectionCheck<S extends SiteSection> =
  { ok: true; value: SiteSettings[S] } | { ok: false; field: string; message: string; values: Record<string, string> };

/** The Israeli identity and company number's check digit: weights 1,2,1,2..., a two-digit product's digits summed, total a multiple of 10. */
export function validIsraeliNumber(nineDigits: string): boolean {
  if (!/^\d{9}$/.test(nineDigits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const product = Number(nineDigits[i]) * ((i % 2) + 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** Markup, a script's address or a control character: nothing a visitor's page should carry as text. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const UNSAFE_TEXT = /[<>{}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|javascript:/i;

const plain = (label: string, min: number, max: number) =>
  z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .check(
      z.refine((v) => v.length >= min, { error: min === 1 ? `${label}: שדה חובה.` : `${label}: לפחות ${min} תווים.`, abort: true }),
      z.refine((v) => v.length <= max, { error: `${label}: עד ${max} תווים.`, abort: true }),
      z.refine((v) => !UNSAFE_TEXT.test(v), { error: `${label}: בלי תגיות, סוגריים מסולסלים או קוד, רק טקסט.` }),
    );

const optionalPlain = (label: string, max: number) => z.union([z.literal("").transform(() => ""), plain(label, 2, max)]);

/** A landline (0X-XXX-XXXX) or a mobile or 07X number (0XX-XXX-XXXX), local or with +972; shown with hyphens. */
const israeliPhoneOf = (label: string, required = true) =>
  z
    .string()
    .transform((v) => v.trim())
    .check(
      z.refine((v) => !required || v !== "", { error: `${label}: שדה חובה.`, abort: true }),
      z.refine((v) => v === "" || (/^[+\d\s()-]+$/.test(v) && /^0(?:[2-489]\d{7}|[57]\d{8})$/.test(`0${toInternationalDigits(v).slice(3)}`)), {
        error: `${label}: מספר ישראלי בלבד, למשל 050-123-4567 או 04-123-4567.`,
      }),
    )
    .transform((v) => (v === "" ? "" : phoneForSpreadsheet(`0${toInternationalDigits(v).slice(3)}`)));
const israeliPhone = israeliPhoneOf(businessFieldLabels.phone);

/** An Israeli mobile, typed as 050-... or +972...; kept as international digits for the chat link. */
const whatsappNumber = z
  .string()
  .transform((v) => v.trim())
  .check(
    z.refine((v) => v !== "", { error: `${businessFieldLabels.whatsappNumber}: שדה חובה.`, abort: true }),
    z.refine((v) => /^[+\d\s()-]+$/.test(v) && /^9725\d{8}$/.test(toInternationalDigits(v)), {
      error: `${businessFieldLabels.whatsappNumber}: מספר נייד ישראלי, למשל 050-123-4567 או 972501234567.`,
    }),
  )
  .transform((v) => toInternationalDigits(v));

const emailOf = (label: string, required = true) =>
  z
    .string()
    .transform((v) => v.trim())
    .check(
      z.refine((v) => !required || v !== "", { error: `${label}: שדה חובה.`, abort: true }),
      z.refine((v) => v === "" || (v.length <= 254 && z.email().safeParse(v).success), {
        error: `${label}: כתובת אימייל לא תקינה, למשל office@company.co.il.`,
      }),
    );
const email = emailOf(businessFieldLabels.email);

const companyId = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ""))
  .refine((v) => v === "" || validIsraeliNumber(v), { error: `${businessFieldLabels.companyId}: 9 ספרות עם ספרת ביקורת נכונה, כמו ברשם החברות.` });

const medicalLicence = z
  .string()
  .transform((v) => v.trim())
  .refine((v) => v === "" || /^[\w/-]{1,40}$/.test(v), { error: `${businessFieldLabels.medicalLicence}: אותיות, ספרות, / או - בלבד, עד 40 תווים.` });

const businessSchema = z.object({
  brandName: plain(businessFieldLabels.brandName, 2, 40),
  phone: israeliPhone,
  whatsappNumber,
  email,
  address: plain(businessFieldLabels.address, 5, 120),
  legalName: optionalPlain(businessFieldLabels.legalName, 120),
  companyId,
  medicalLicence,
  accessibilityCoordinator: plain(businessFieldLabels.accessibilityCoordinator, 0, 60).refine((v) => v === "" || v.length >= 2, {
    error: `${businessFieldLabels.accessibilityCoordinator}: לפחות 2 תווים, או ריק.`,
  }),
  // Optional: empty, the statement names the business's own phone and e-mail.
  accessibilityPhone: israeliPhoneOf(businessFieldLabels.accessibilityPhone, false),
  accessibilityEmail: emailOf(businessFieldLabels.accessibilityEmail, false),
  // Optional: empty, no page claims years of experience.
  experienceYears: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) >= 1), { error: `${businessFieldLabels.experienceYears}: מספר שלם בין 1 ל-99, או ריק.` }),
}) satisfies z.ZodType<BusinessDetails, Record<keyof BusinessDetails, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const day = (label: string) => z.string().refine(isDay, { error: `${label}: תאריך לא תקין.` });
const NOTICE_MAX_DAYS = 366;

const noticeSchema = z
  .object({ text: plain(noticeFieldLabels.text, 1, NOTICE_TEXT_MAX), from: day(noticeFieldLabels.from), to: day(noticeFieldLabels.to) })
  .check(
    z.refine((n) => n.from <= n.to, { error: `${noticeFieldLabels.to}: לא לפני ${noticeFieldLabels.from}.`, path: ["to"], abort: true }),
    z.refine((n) => Date.parse(n.to) - Date.parse(n.from) <= NOTICE_MAX_DAYS * 86_400_000, {
      error: `${noticeFieldLabels.to}: הודעה מוצגת עד שנה; לתקופה ארוכה יותר זה כבר תוכן קבוע באתר.`,
      path: ["to"],
    }),
  ) satisfies z.ZodType<SiteNotice, Record<keyof SiteNotice, string>>;

/** A testimonial as stored: the installation's examples are undated and unconfirmed. */
const storedTestimonial = z.object({
  quote: plain(testimonialFieldLabels.quote, 10, TESTIMONIAL_QUOTE_MAX),
  name: plain(testimonialFieldLabels.name, 2, 40),
  place: plain(testimonialFieldLabels.place, 2, 40),
  date: z.union([z.literal(""), day(testimonialFieldLabels.date)]),
  consent: z.boolean(),
}) satisfies z.ZodType<Testimonial>;

/** A testimonial the owner saves: dated, and the customer's consent confirmed. */
const numbered = (i: number, label: string) => `המלצה ${i + 1}, ${label}`;
const savedTestimonial = (i: number) =>
  z.object({
    quote: plain(numbered(i, testimonialFieldLabels.quote), 10, TESTIMONIAL_QUOTE_MAX),
    name: plain(numbered(i, "השם"), 2, 40),
    place: plain(numbered(i, testimonialFieldLabels.place), 2, 40),
    date: day(numbered(i, testimonialFieldLabels.date)).refine((v) => v <= new Date().toISOString().slice(0, 10), {
      error: `${numbered(i, testimonialFieldLabels.date)}: לא יותר מאוחר מהיום.`,
    }),
    consent: z.literal("on", { error: `המלצה ${i + 1}: סמנו שהלקוח הסכים לפרסום, או רוקנו את ההמלצה.` }).transform(() => true as const),
  });

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function checked<S extends SiteSection>(schema: z.ZodType<SiteSettings[S]>, values: Record<string, string>): SectionCheck<S> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  return { ok: false, field: String(issue.path[0] ?? ""), message: issue.message, values };
}

/** The business details as posted: every field checked; the first refusal said. */
export function checkBusiness(form: FormData): SectionCheck<"business"> {
  const values = Object.fromEntries(Object.keys(businessFieldLabels).map((name) => [name, text(form, name).slice(0, 1000)]));
  return checked<"business">(businessSchema, values);
}

/** The notice as posted: an empty text takes the notice down. */
export function checkNotice(form: FormData): SectionCheck<"notice"> {
  const values = { text: text(form, "text").slice(0, 60_000), from: text(form, "from"), to: text(form, "to") };
  if (values.text.trim() === "") return { ok: true, value: null };
  const result = checked<"notice">(noticeSchema as z.ZodType<SiteNotice | null>, values);
  if (!result.ok) return { ...result, values: { ...values, text: values.text.slice(0, NOTICE_TEXT_MAX * 2) } };
  return result;
}

/**
 * The testimonials as posted: rows left empty are dropped; a row left exactly as one of the
 * installation's `examples` stays an example (the status card keeps listing it); every other row
 * must be whole, dated and confirmed; at least one, at most TESTIMONIALS_MAX. Fields are named
 * `quote-0`, `name-0`... per row.
 */
export function checkTestimonials(form: FormData, examples: readonly Testimonial[] = []): SectionCheck<"testimonials"> {
  const fields = ["quote", "name", "place", "date", "consent"] as const;
  const values: Record<string, string> = {};
  const kept: Testimonial[] = [];
  for (let i = 0; i < TESTIMONIALS_MAX; i++) for (const field of fields) values[`${field}-${i}`] = text(form, `${field}-${i}`).slice(0, 1000);
  for (let i = 0; i < TESTIMONIALS_MAX; i++) {
    const row = Object.fromEntries(fields.map((field) => [field, values[`${field}-${i}`]!]));
    if (["quote", "name", "place", "date"].every((field) => row[field]!.trim() === "")) continue;
    const example = examples.find((t) => t.quote === row.quote && t.name === row.name && t.place === row.place && row.date === "" && row.consent !== "on");
    if (example) {
      kept.push(example);
      continue;
    }
    const result = savedTestimonial(i).safeParse(row);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      return { ok: false, field: `${String(issue.path[0] ?? "quote")}-${i}`, message: issue.message, values };
    }
    kept.push(result.data);
  }
  if (kept.length === 0) return { ok: false, field: "quote-0", message: "המלצות: לפחות המלצה אחת, או השאירו את הקיימות.", values };
  return { ok: true, value: kept };
}

/** The most a single figure may be: above it, a typo (an extra zero or three), not a price. */
const PRICE_MAX = 100_000;

/** What each unit accepts, and the sentence that says so. */
const units: Record<PriceUnit, { valid: (n: number) => boolean; rule: string }> = {
  shekels: { valid: (n) => Number.isInteger(n) && n >= 1 && n <= PRICE_MAX, rule: "מספר שלם של שקלים, בין 1 ל-100,000" },
  percent: { valid: (n) => Number.isInteger(n) && n >= 1 && n <= 90, rule: "אחוז שלם, בין 1 ל-90" },
  times: { valid: (n) => n > 1 && n <= 5 && Math.round(n * 100) === n * 100, rule: "מכפיל בין 1 ל-5, עד שתי ספרות אחרי הנקודה, למשל 1.3" },
};
/** The price per road km is a fraction of a shekel or a few: its own rule. */
const perRoadKmRule = { valid: (n: number) => n > 0 && n <= 50 && Math.round(n * 100) === n * 100, rule: "מספר בין 0.01 ל-50, למשל 1 או 1.2" };

const figureOf = (value: string): number | null => {
  const trimmed = value.trim().replace(/[₪%\s]/g, "");
  return /^\d{1,7}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
};

/**
 * The prices as posted: each scalar as `name`, each range as `name-low` and `name-high`; every figure
 * checked for its unit, every range low to high, the heavier band dearer. The price book's own
 * invariants (app/content/price-book.ts `priceBookProblem`) are checked by the save after this.
 */
export function checkPrices(form: FormData): SectionCheck<"prices"> {
  const values: Record<string, string> = {};
  const prices: Record<string, number | PriceRange> = {};
  const fields = priceFieldGroups.flatMap((g) => g.fields);
  for (const { name } of fields) {
    const sample = startingPrices[name];
    for (const key of isRange(sample) ? [`${name}-low`, `${name}-high`] : [name]) values[key] = text(form, key).slice(0, 40);
  }
  for (const { name, label, unit } of fields) {
    const { valid, rule } = name === "perRoadKm" ? perRoadKmRule : units[unit];
    const read = (key: string, end?: string): number | { field: string; message: string } => {
      const n = figureOf(values[key]!);
      if (values[key]!.trim() === "") return { field: key, message: `${label}${end ?? ""}: שדה חובה.` };
      return n !== null && valid(n) ? n : { field: key, message: `${label}${end ?? ""}: ${rule}.` };
    };
    if (isRange(startingPrices[name])) {
      const low = read(`${name}-low`, " (מ־)");
      if (typeof low !== "number") return { ok: false, ...low, values };
      const high = read(`${name}-high`, " (עד)");
      if (typeof high !== "number") return { ok: false, ...high, values };
      if (low > high) return { ok: false, field: `${name}-low`, message: `${label}: המחיר "מ־" (${low}) גבוה מהמחיר "עד" (${high}).`, values };
      prices[name] = { low, high };
    } else {
      const n = read(name);
      if (typeof n !== "number") return { ok: false, ...n, values };
      prices[name] = n;
    }
  }
  const value = prices as unknown as PriceInputs;
  if (value.multiplierLarge < value.multiplierMedium)
    return { ok: false, field: "multiplierLarge", message: "חבילה גדולה: המכפיל שלה לא יכול להיות קטן מזה של חבילה בינונית.", values };
  return { ok: true, value };
}

const storedPrices = z.custom<PriceInputs>((raw) => {
  if (typeof raw !== "object" || raw === null) return false;
  const form = new FormData();
  for (const [name, value] of Object.entries(raw as Record<PriceField, unknown>)) {
    if (typeof value === "number") form.set(name, String(value));
    else if (typeof value === "object" && value !== null) {
      const { low, high } = value as PriceRange;
      form.set(`${name}-low`, String(low));
      form.set(`${name}-high`, String(high));
    }
  }
  return checkPrices(form).ok;
});

/** Each terms' figure: whole numbers in a range, or a time of day. */
const termsRules: Record<TermsField, { valid: (v: string) => boolean; rule: string }> = (() => {
  const whole = (min: number, max: number, rule: string) => ({
    valid: (v: string) => /^\d{1,7}$/.test(v) && Number(v) >= min && Number(v) <= max,
    rule,
  });
  const time = { valid: (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), rule: "שעה בפורמט 14:00" };
  return {
    liabilityShekels: whole(1, 100_000, "מספר שלם של שקלים, בין 1 ל-100,000"),
    maxDeclaredValueShekels: whole(1, 1_000_000, "מספר שלם של שקלים, בין 1 ל-1,000,000"),
    insurancePercent: { valid: (v) => /^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= 20, rule: "אחוז בין 0 ל-20, למשל 1.5" },
    reportWithinDays: whole(MIN_REPORT_DAYS, 60, `מספר ימים שלם, בין ${MIN_REPORT_DAYS} ל-60, כדי שלקוח יספיק לדווח`),
    maxWeightKg: whole(1, 1000, "מספר שלם של ק״ג, בין 1 ל-1,000"),
    maxDimensionsSumCm: whole(10, 1000, "מספר שלם של ס״מ, בין 10 ל-1,000"),
    maxSideCm: whole(10, 1000, "מספר שלם של ס״מ, בין 10 ל-1,000"),
    cutOffWeekdays: time,
    cutOffFriday: time,
    cancellationFeeShekels: whole(0, MAX_CANCELLATION_FEE, `מספר שלם של שקלים, בין 0 ל-${MAX_CANCELLATION_FEE} (חוק הגנת הצרכן, סעיף 14ג)`),
  };
})();

/**
 * The terms' figures as posted: each checked for its rule; the longest side no longer than the
 * three sides together, the declared value no lower than the liability without one; and the
 * owner's confirmation that they are his business's, dated `today` (yyyy-MM-dd).
 */
export function checkTerms(form: FormData, today: string): SectionCheck<"terms"> {
  const values: Record<string, string> = Object.fromEntries(
    TERMS_FIELDS.map((name) => [
      name,
      text(form, name)
        .trim()
        .replace(/[₪%\s]/g, "")
        .slice(0, 40),
    ]),
  );
  values.confirm = text(form, "confirm");
  const figures: Record<string, number | string> = {};
  for (const name of TERMS_FIELDS) {
    const { valid, rule } = termsRules[name];
    if (values[name] === "") return { ok: false, field: name, message: `${termsFieldLabels[name]}: שדה חובה.`, values };
    if (!valid(values[name]!)) return { ok: false, field: name, message: `${termsFieldLabels[name]}: ${rule}.`, values };
    figures[name] = name.startsWith("cutOff") ? values[name]! : Number(values[name]);
  }
  const value = { ...(figures as Omit<TermsFigures, "confirmedOn">), confirmedOn: today };
  if (value.maxSideCm > value.maxDimensionsSumCm)
    return { ok: false, field: "maxSideCm", message: `${termsFieldLabels.maxSideCm}: לא יותר מסכום שלוש הצלעות (${value.maxDimensionsSumCm}).`, values };
  if (value.maxDeclaredValueShekels < value.liabilityShekels)
    return {
      ok: false,
      field: "maxDeclaredValueShekels",
      message: `${termsFieldLabels.maxDeclaredValueShekels}: לא פחות מתקרת האחריות בלי ערך מוצהר (${value.liabilityShekels}).`,
      values,
    };
  if (values.confirm !== "on") return { ok: false, field: "confirm", message: `סמנו "${TERMS_CONFIRM_LABEL}" כדי לשמור.`, values };
  return { ok: true, value };
}

const storedTerms = z.custom<TermsFigures>((raw) => {
  if (typeof raw !== "object" || raw === null) return false;
  const { confirmedOn, ...figures } = raw as Record<string, unknown>;
  if (confirmedOn !== "" && !(typeof confirmedOn === "string" && isDay(confirmedOn))) return false;
  const form = new FormData();
  for (const [name, value] of Object.entries(figures)) form.set(name, String(value));
  form.set("confirm", "on");
  return checkTerms(form, "").ok;
});

const storedSchema = z.object({
  business: businessSchema,
  notice: noticeSchema.nullable(),
  testimonials: z.array(storedTestimonial).min(1).max(TESTIMONIALS_MAX),
  prices: storedPrices,
  terms: storedTerms,
});

/**
 * A stored document read back: the same rules, so a version the code no longer accepts is never
 * served. A section an older version does not hold (it was added since) is the starting value's.
 */
export function parseStoredSettings(json: string, starting: SiteSettings): SiteSettings | null {
  try {
    const raw = JSON.parse(json) as Partial<Record<keyof SiteSettings, unknown>>;
    const whole = {
      // A version stored before the accessibility coordinator's fields (or the years of experience) has none set.
      business:
        raw.business && typeof raw.business === "object"
          ? { accessibilityCoordinator: "", accessibilityPhone: "", accessibilityEmail: "", experienceYears: "", ...(raw.business as object) }
          : raw.business,
      notice: raw.notice ?? null,
      testimonials: raw.testimonials ?? starting.testimonials,
      // Only the fields the code knows; one an older version lacks is the starting value's.
      prices: Object.fromEntries(
        Object.entries(starting.prices).map(([name, value]) => [name, (raw.prices as Record<string, unknown> | null | undefined)?.[name] ?? value]),
      ),
      // A version stored before the terms' legal limits reads within them.
      terms: raw.terms && typeof raw.terms === "object" ? termsWithinTheLaw(raw.terms as Partial<TermsFigures>) : starting.terms,
    };
    const parsed = storedSchema.safeParse(whole);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
