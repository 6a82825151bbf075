import { stageLabels, type LeadStage } from "./lead-stages.ts";
import { toInternationalDigits } from "./phone.ts";

/**
 * One word of a search: it matches a lead when its text is part of the lead's name, e-mail,
 * from, to, note, landing page, campaign, source or referring site (any case, any quote mark:
 * see sameQuotes), or, for a word of digits, part of the lead's phone number in either form it
 * may be stored in.
 */
export interface SearchWord {
  text: string;
  /** Digit strings to look for in the phone's digits (local 0... and international 972...); null: not a phone number. */
  phones: string[] | null;
}

/**
 * The quote marks people type for one thing: gershayim (ד״ר) or a straight or curly double quote
 * (ד"ר, ד”ר), depending on the keyboard; geresh (ג׳) or an apostrophe, curly or not. The search
 * reads each family as its ASCII mark, in the words and in the indexed text (migration 0019 and
 * queries.ts repeat these marks in SQL; their storage tests find each spelling).
 */
export const DOUBLE_QUOTE_MARKS = "\u05F4\u201C\u201D\u201E\u201F\u2033";
export const SINGLE_QUOTE_MARKS = "\u05F3\u2018\u2019\u201A\u201B\u0060\u00B4\u2032";

const DOUBLE_QUOTE_RE = new RegExp(`[${DOUBLE_QUOTE_MARKS}]`, "g");
const SINGLE_QUOTE_RE = new RegExp(`[${SINGLE_QUOTE_MARKS}]`, "g");

/** The text with every double mark as `"` and every single mark as `'`: `ד״ר` and `ד"ר` are one word. */
export const sameQuotes = (text: string) => text.replace(DOUBLE_QUOTE_RE, '"').replace(SINGLE_QUOTE_RE, "'");

/** Digits and the separators people type inside a phone number: "050-123 4567", "+972 (50) 123". */
const PHONE_LIKE = /^[\d\s+\-().]+$/;

/** A fragment shorter than this is not taken for a phone number ("2" is part of too many). */
const PHONE_MIN_DIGITS = 2;

/** The digits of a phone fragment in every form a number may be stored in, or null when it is not one. */
export function phoneForms(text: string): string[] | null {
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (digits.length < PHONE_MIN_DIGITS) return null;
  const forms = new Set([digits]);
  if (digits.startsWith("0")) forms.add(`972${digits.slice(1)}`);
  if (digits.startsWith("972")) forms.add(`0${digits.slice(3)}`);
  return [...forms];
}

/**
 * The words a lead must all match, in any order and in any of its fields: "כהן יוסי" finds
 * "יוסי כהן". A search made only of digits and phone separators is one phone number however it
 * is spaced ("+972 50 123" is 97250123, that is 050123...), not three words.
 */
export function searchWords(search: string): SearchWord[] {
  const text = sameQuotes(search.trim());
  if (!text) return [];
  const whole = phoneForms(text);
  if (whole) return [{ text: text.replace(/\s+/g, " "), phones: whole }];
  const seen = new Set<string>();
  const words: SearchWord[] = [];
  for (const word of text.split(/\s+/)) {
    const key = word.toLocaleLowerCase("he");
    if (seen.has(key)) continue;
    seen.add(key);
    words.push({ text: word, phones: phoneForms(word) });
  }
  return words;
}

/**
 * The key that ties a customer's leads together: the phone's digits in international form, so
 * 050-123-4567 and +972 50 123 4567 are one customer (migration 0013's leads_phone_key index
 * holds the same value, computed by the database).
 */
export const customerKey = (phone: string) => toInternationalDigits(phone);

/** Where a lead is: the trash, the spam, or else its stage (the view the owner finds it in). */
export type LeadPlace = LeadStage | "spam" | "trash";

export function leadPlace(lead: { stage: LeadStage; isSpam: boolean; deletedAt: string | null }): LeadPlace {
  if (lead.deletedAt) return "trash";
  if (lead.isSpam) return "spam";
  return lead.stage;
}

/** A lead's place in a few words, as a search result or a customer's history names it. */
export const leadPlaceLabels: Record<LeadPlace, string> = {
  ...stageLabels,
  spam: "חשוד כספאם",
  trash: "בסל המחזור",
};

/** What the search box searches, as its label says. */
export const searchLabels = {
  live: "חיפוש: שם, טלפון, אימייל, מוצא, יעד, הערה, דף נחיתה, קמפיין",
  trash: "חיפוש בסל המחזור: שם, טלפון, אימייל, מוצא, יעד, הערה, דף נחיתה או קמפיין",
  activity: "חיפוש ביומן: שם או טלפון של ליד, פעולה, שלב, אימייל",
} as const;

/** A customer's other leads (same phone number), as the lead's detail lists them: newest first. */
export interface CustomerHistory {
  leads: Array<{ id: number; createdAt: string; name: string; place: LeadPlace }>;
  /** More leads than listed. */
  more: boolean;
}
