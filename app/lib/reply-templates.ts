/**
 * The owner's WhatsApp replies (docs/decisions/049-first-contact-and-replies.md): a title, a body
 * with placeholders filled from the lead, validated the same in the browser and on the server.
 * The owner sees the filled message before the chat opens (docs/decisions/071-template-preview.md):
 * a placeholder with nothing to fill it (no estimate, no places) stays in the text as a marked gap,
 * named in a line beside it, for the owner to fill or send as it is; nothing is ever taken out.
 */
import { adminChatMessage, type ChatLead } from "./admin-chat.ts";
import { normalInternationalDigits, whatsappHref } from "./phone.ts";

export const TEMPLATE_TITLE_MAX = 40;
export const TEMPLATE_BODY_MAX = 1000;
export const TEMPLATES_MAX = 20;
/** The longest message the chat is opened with (a template's body with its values filled, and the owner's own words). */
export const CHAT_MESSAGE_MAX = 2000;

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
  /** The line under a message with gaps: which values are missing, and what the owner may do. */
  gaps: (names: readonly string[]) => `חסר: ${names.join(", ")} — השלימו או שלחו בלי`,
  messageLabel: "ההודעה שתישלח (אפשר לערוך)",
  openChat: "פתיחה בוואטסאפ",
} as const;

// The bidi controls that could reorder the rest of a message (a visitor's name may carry them).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

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

const HEBREW_PREFIX = /(^|[\s(])([מלבוהשכ])$/;
const HEBREW_START = /^[\u05D0-\u05EA]/;
const PLACEHOLDER = /\{(שם|מוצא|יעד|מחיר)\}/g;

/**
 * The template's text for one lead. Every placeholder the lead has a value for is filled; one it
 * has none for stays as it is ("{מחיר}"), a gap the owner sees and the gap line names; no word of
 * the template is removed. A one-letter Hebrew prefix before a value that does not start with a
 * Hebrew letter takes a hyphen ("מ-Haifa").
 */
export function fillTemplate(body: string, lead: TemplateLead): string {
  const values = valuesOf(lead);
  return body.replace(PLACEHOLDER, (placeholder: string, _name: string, offset: number, whole: string) => {
    const value = values[placeholder as Placeholder];
    if (value === null) return placeholder;
    return HEBREW_PREFIX.test(whole.slice(Math.max(0, offset - 2), offset)) && !HEBREW_START.test(value) ? `-${value}` : value;
  });
}

/** The values a message still lacks: the names of the placeholders left in it, each once, in the order they appear ("מחיר"). */
export function missingValues(message: string): string[] {
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/**
 * A message the owner sends from the chooser's box without JavaScript (the contact route opens the
 * chat with it): line breaks normalised, trimmed; null when empty, too long or not text a person
 * types (the route then falls back to the template's own fill).
 */
export function chatMessageFromForm(value: FormDataEntryValue | null): string | null {
  if (typeof value !== "string") return null;
  const message = value.replace(/\r\n?/g, "\n").trim();
  // eslint-disable-next-line no-control-regex -- control characters other than tab and line breaks are refused
  if (!message || message.length > CHAT_MESSAGE_MAX || !message.isWellFormed() || /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(message)) return null;
  return message;
}

/** One choice of the WhatsApp chooser: the default message first, then each template, filled for the lead. */
export interface ChatChoice {
  key: string;
  label: string;
  /** The message as it will be sent unless the owner changes it: every word of the template, gaps marked. */
  message: string;
  /** The template's id; null for the default message. */
  templateId: number | null;
  /** The values the message lacks (missingValues). */
  missing: string[];
}

export function chatChoices(lead: TemplateLead, templates: readonly ReplyTemplate[]): ChatChoice[] {
  return [
    { key: "default", label: templateMessages.defaultChoice, message: adminChatMessage(lead), templateId: null, missing: [] },
    ...templates.map((template) => {
      const message = fillTemplate(template.body, lead);
      return { key: `t${template.id}`, label: template.title, message, templateId: template.id, missing: missingValues(message) };
    }),
  ];
}

/** The chat link for a lead with exactly this message (what the chooser's box holds when tapped). */
export function chatHrefWith(lead: Pick<ChatLead, "phone">, message: string): string {
  return whatsappHref(normalInternationalDigits(lead.phone), message.trim() || undefined);
}
