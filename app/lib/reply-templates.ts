/**
 * The owner's WhatsApp replies (docs/decisions/049-first-contact-and-replies.md): a title, a body
 * with placeholders filled from the lead, validated the same in the browser and on the server.
 * A placeholder with nothing to fill it (no estimate, no places) takes its whole sentence out of
 * the message, so nothing reads "המחיר: ." to a customer.
 */
import { adminChatMessage, type ChatLead } from "./admin-chat.ts";
import { toInternationalDigits, whatsappHref } from "./phone.ts";

export const TEMPLATE_TITLE_MAX = 40;
export const TEMPLATE_BODY_MAX = 1000;
export const TEMPLATES_MAX = 20;

/** The placeholders the owner may write, and what fills each. */
export const PLACEHOLDERS = ["{שם}", "{מוצא}", "{יעד}", "{מחיר}"] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

export interface ReplyTemplate {
  id: number;
  title: string;
  body: string;
}

/** The templates screen (/templates). */
export interface TemplatesScreenData {
  templates: ReplyTemplate[];
  /** What the last change did, said once after its redirect. */
  done: "added" | "saved" | "deleted" | null;
}

/** A template's two fields as the owner typed them. */
export interface TemplateFields {
  title: string;
  body: string;
}

/** A refused change said beside its form: the new template's, or one template's edit; which field, and what was typed. */
export type TemplateFormRefusal = { ok: false; error: string; field?: "title" | "body"; values?: TemplateFields } & (
  { form: "add" } | { form: "edit"; id: number }
);

/**
 * A refused template change (a change done redirects to the screen): beside its form, or said at
 * the top of the screen (no form: a bad request, a delete that found nothing, the server unavailable).
 */
export type TemplateChangeResult = TemplateFormRefusal | { ok: false; error: string; form?: undefined };

/** A lead as a template reads it: the chat's fields and the estimate the visitor saw. */
export interface TemplateLead extends ChatLead {
  quote: { from: string; to: string; price: number } | null;
}

export const templateMessages = {
  title: "תבניות הודעה",
  titleMissing: "יש לכתוב כותרת לתבנית",
  titleTooLong: `הכותרת ארוכה מדי (עד ${TEMPLATE_TITLE_MAX} תווים)`,
  bodyMissing: "יש לכתוב את נוסח ההודעה",
  bodyTooLong: `ההודעה ארוכה מדי (עד ${TEMPLATE_BODY_MAX} תווים)`,
  invalidCharacters: "הטקסט מכיל תווים לא חוקיים",
  unknownPlaceholder: (found: string) => `אין שדה בשם ${found}. אפשר להשתמש ב: ${PLACEHOLDERS.join(" ")}`,
  tooMany: `אפשר לשמור עד ${TEMPLATES_MAX} תבניות. יש למחוק תבנית לפני שמוסיפים חדשה.`,
  notFound: "התבנית לא נמצאה",
  added: "התבנית נוספה",
  saved: "התבנית נשמרה",
  deleted: "התבנית נמחקה",
  defaultChoice: "ההודעה הרגילה",
  needsEstimate: "בלי הערכת מחיר: המשפט עם המחיר יושמט",
} as const;

// The bidi controls that could reorder the rest of a message (a visitor's name may carry them).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Whether a template mentions the estimate (and so reads differently for a lead without one). */
export const needsEstimate = (body: string) => body.includes("{מחיר}");

/** The estimate as the customer reads it: "₪450". */
const formatEstimate = (price: number) => `₪${Math.round(price).toLocaleString("en-US")}`;

/** A value from the lead, trimmed, without bidi controls; null when there is nothing. */
function clean(value: string | null | undefined): string | null {
  const cleaned = value?.replace(BIDI_CONTROLS, "").replace(/\s+/g, " ").trim();
  return cleaned ? cleaned : null;
}

function valuesOf(lead: TemplateLead): Record<Placeholder, string | null> {
  return {
    "{שם}": clean(lead.name),
    "{מוצא}": clean(lead.fromLocation) ?? clean(lead.quote?.from),
    "{יעד}": clean(lead.toLocation) ?? clean(lead.quote?.to),
    "{מחיר}": lead.quote ? formatEstimate(lead.quote.price) : null,
  };
}

/** A sentence: up to its end mark (or a line break) and the spaces after it. */
const SENTENCE = /[^.!?\n]*(?:[.!?]+[\s]*|\n|$)/g;
const HEBREW_PREFIX = /(^|[\s(])([מלבוהשכ])$/;
const HEBREW_START = /^[\u05D0-\u05EA]/;

/**
 * The template's text for one lead. A sentence holding a placeholder the lead has no value for
 * is dropped whole; a one-letter Hebrew prefix before a value that does not start with a Hebrew
 * letter takes a hyphen ("מ-Haifa"). When nothing is left, the default message.
 */
export function fillTemplate(body: string, lead: TemplateLead): string {
  const values = valuesOf(lead);
  const sentences = body.match(SENTENCE) ?? [];
  const kept = sentences.filter((sentence) => PLACEHOLDERS.every((p) => !sentence.includes(p) || values[p] !== null));
  const filled = kept
    .join("")
    .replace(/\{(שם|מוצא|יעד|מחיר)\}/g, (placeholder: string, _name: string, offset: number, whole: string) => {
      const value = values[placeholder as Placeholder]!;
      return HEBREW_PREFIX.test(whole.slice(Math.max(0, offset - 2), offset)) && !HEBREW_START.test(value) ? `-${value}` : value;
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return filled || adminChatMessage(lead);
}

/** One choice of the WhatsApp chooser: the default message first, then each template. */
export interface ChatChoice {
  key: string;
  label: string;
  href: string;
  /** The template's id; null for the default message. */
  templateId: number | null;
  /** The template mentions the estimate and this lead has none. */
  withoutEstimate: boolean;
}

export function chatChoices(lead: TemplateLead, templates: readonly ReplyTemplate[]): ChatChoice[] {
  const to = toInternationalDigits(lead.phone);
  return [
    { key: "default", label: templateMessages.defaultChoice, href: whatsappHref(to, adminChatMessage(lead)), templateId: null, withoutEstimate: false },
    ...templates.map((template) => ({
      key: `t${template.id}`,
      label: template.title,
      href: whatsappHref(to, fillTemplate(template.body, lead)),
      templateId: template.id,
      withoutEstimate: needsEstimate(template.body) && !lead.quote,
    })),
  ];
}
