/**
 * Small rules for the admin's Hebrew where it meets Latin text, numbers and codes: isolating
 * them, and a one-letter prefix before a name ("ל" + "John" is "ל-John", not "לJohn").
 */
import { activityLabels, viewLabels, type ActivityEntry, type LeadView } from "./admin-leads.ts";
import { formatWonValue, lostReasonLabel, stageLabel } from "./lead-stages.ts";
import { formatIsraelDateTime } from "./israel-time.ts";

export interface WordRun {
  text: string;
  /** Latin, digits or a code: rendered isolated, left to right (`<bdi dir="ltr">`). */
  ltr: boolean;
}

/** A Latin or numeric token (a name, a setting, a path, an e-mail), words joined by single spaces; never ends on punctuation. */
const LATIN_RUN = /[A-Za-z0-9_](?:[A-Za-z0-9_./@:=+-]*[A-Za-z0-9_])?(?: [A-Za-z0-9_](?:[A-Za-z0-9_./@:=+-]*[A-Za-z0-9_])?)*/g;

/** The text cut into Hebrew runs and Latin/number runs, in order; joined they give the text back. */
export function latinRuns(text: string): WordRun[] {
  const runs: WordRun[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), ltr: false });
    runs.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), ltr: false });
  return runs;
}

const HEBREW_START = /^[\u0590-\u05FF]/u;

/**
 * A one-letter Hebrew prefix (ל, ב, מ, ש, ה, ו, כ) before a word: glued to a Hebrew word
 * ("ליוסי"), joined by a maqaf-like hyphen to anything else ("ל-John", "ל-050"), as Hebrew writes it.
 */
export function withPrefix(prefix: string, word: string): string {
  const trimmed = word.trim();
  return HEBREW_START.test(trimmed) ? `${prefix}${trimmed}` : `${prefix}-${trimmed}`;
}

const wholeNumber = new Intl.NumberFormat("he-IL");

/** What a users command ended (passwd, 2fa-reset, remove), where it ended anything. */
function endedWords(details: Record<string, unknown>): (string | null)[] {
  const counted = (key: string, one: string, many: (n: string) => string) => {
    const n = details[key];
    return typeof n === "number" && n > 0 ? (n === 1 ? one : many(wholeNumber.format(n))) : null;
  };
  return [
    counted("sessions", "חיבור אחד הסתיים", (n) => `${n} חיבורים הסתיימו`),
    counted("passkeys", "מפתח גישה אחד הוסר", (n) => `${n} מפתחות גישה הוסרו`),
    counted("pushDevices", "מכשיר התראות אחד הוסר", (n) => `${n} מכשירי התראות הוסרו`),
  ];
}

/** Views the log may name from before the stages (docs/decisions/048-lead-stages.md). */
const oldViewLabels: Record<string, string> = { handled: "טופלו" };

/** An entry of the activity log in words: what was done, its details in Hebrew, and (when several admins can act) who. */
export function activityWords(entry: ActivityEntry, { withWho }: { withWho: boolean }): { action: string; details: string[]; who: string | null } {
  const details = entry.details ?? {};
  const view = typeof details.view === "string" ? details.view : null;
  const list = [
    typeof details.rows === "number" ? (details.rows === 1 ? "שורה אחת" : `${wholeNumber.format(details.rows)} שורות`) : null,
    view ? `תצוגה: ${viewLabels[view as LeadView] ?? oldViewLabels[view] ?? view}` : null,
    details.searched === true ? "לפי חיפוש" : null,
    typeof details.email === "string" ? details.email : null,
    ...endedWords(details),
    typeof details.device === "string" ? details.device : null,
  ].filter((part): part is string => part !== null);
  const who = entry.client === "cli" ? "שורת הפקודה" : (entry.userEmail ?? "לא מזוהה");
  const label = entry.action === "stage" ? stageWords(details) : (activityLabels[entry.action] ?? entry.action);
  // "תזכורת נקבעה ל-26/11/2026 16:00" (docs/decisions/050).
  const action = entry.action === "reminder_set" && typeof details.at === "string" ? `${label} ל-${formatIsraelDateTime(details.at)}` : label;
  return { action, details: list, who: withWho || entry.client === "cli" ? who : null };
}

/** A stage change in words: "שינוי שלב: חדש ← הוזמן · ‏₪450" (the same stage again: its value or reason set). */
function stageWords(details: Record<string, unknown>): string {
  const from = typeof details.from === "string" ? stageLabel(details.from) : null;
  const to = typeof details.to === "string" ? stageLabel(details.to) : null;
  const parts = [
    to === null ? null : from === null || from === to ? to : `${from} ← ${to}`,
    typeof details.value === "number" ? formatWonValue(details.value) : null,
    typeof details.reason === "string" ? lostReasonLabel(details.reason) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? `${activityLabels.stage}: ${parts.join(" · ")}` : activityLabels.stage;
}

/** How the log names the lead an entry is about: the customer's name, or that it is gone. */
export const activityLeadName = (entry: Pick<ActivityEntry, "leadId" | "leadName">): string | null =>
  entry.leadId === null ? null : (entry.leadName ?? "ליד שנמחק לצמיתות");
