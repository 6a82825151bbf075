import type { LeadStage, LostReason } from "./lead-stages.ts";
import type { FIRST_CONTACT_UNRECORDED, FirstContact } from "./first-contact.ts";

/**
 * A lead as the admin reads it: camelCase, the names the lead came in with (LeadInput), mapped
 * from its database row at the query boundary (app/.server/admin-leads/queries.ts); no component
 * sees a column name (docs/decisions/040-layers-and-one-lead-shape.md).
 */
export interface AdminLead {
  id: number;
  createdAt: string;
  name: string;
  phone: string;
  email: string | null;
  fromLocation: string | null;
  toLocation: string | null;
  /** A job application's vehicle (a key of vehicles.ts) and the area asked for; null on a customer's lead. An application's home city is its fromLocation. */
  vehicle: string | null;
  workArea: string | null;
  /** lead_form (home-page form), contact_form (every other placement) or join_team (an application). */
  source: string;
  /** The owner's note. */
  notes: string | null;
  /** Closed since (won, lost, or handled before there were stages); null while open. */
  handledAt: string | null;
  /** Where its follow-up stands (app/lib/lead-stages.ts): a customer's stage, or an application's own. */
  stage: LeadStage;
  /** A won job's value in whole shekels, when the owner wrote it. */
  wonValue: number | null;
  /** Why a lost lead was lost, when the owner said. */
  lostReason: LostReason | null;
  isSpam: boolean;
  /** In the trash since then; null for a live lead. */
  deletedAt: string | null;
  /** The page path the form was sent from. */
  pagePath: string | null;
  /** Where the visit began and what brought it (see LeadAttribution). */
  attribution: LeadAttribution;
  /** The calculator's last estimate the visitor saw, when they used it. */
  quote: LeadQuote | null;
  /**
   * The first call or WhatsApp opened from the admin; null before it (docs/decisions/049);
   * "unrecorded" for a lead that came before first contacts were recorded (migration 0023).
   */
  firstContact: FirstContact | typeof FIRST_CONTACT_UNRECORDED | null;
  /** A genuine live lead, new and open, that nobody has called or written to yet: it may be marked waiting. */
  awaitingFirstContact: boolean;
}

/**
 * Where a lead came from, as the visitor's browser remembered it for the visit. Absent parts are
 * null. Its keys are not column names to hide: utm_source and the rest are the link's own
 * parameter names, which the owner reads as labels (the lead's detail, the export's headings),
 * and the record keeps one shape from the browser to the admin.
 */
export interface LeadAttribution {
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  fbclid: string | null;
}

export interface LeadQuote {
  from: string;
  to: string;
  /** The calculator's size class: small, medium or large. */
  size: string;
  /** Whole shekels. */
  price: number;
  /** table or distance. */
  model: string;
}

export const DIRECT_LABEL = "ישיר";

/**
 * What brought a lead, in one label, the same in the lead list and the sources summary: a tagged
 * link as "source / medium / campaign" (the parts that are set), else an ad click without tags
 * by its click identifier, else the referring site's host, else "ישיר" (direct, or not known).
 */
export function attributionLabel(a: Pick<LeadAttribution, "utm_source" | "utm_medium" | "utm_campaign" | "gclid" | "fbclid" | "referrer_host">): string {
  if (a.utm_source || a.utm_campaign) return [a.utm_source, a.utm_medium, a.utm_campaign].filter(Boolean).join(" / ");
  if (a.gclid) return "Google Ads";
  if (a.fbclid) return "Facebook";
  return a.referrer_host ?? DIRECT_LABEL;
}

/** One entry of the activity log, as the admin page shows it. */
export interface ActivityEntry {
  id: number;
  at: string;
  userEmail: string | null;
  client: string | null;
  action: ActivityAction;
  leadId: number | null;
  /** The lead's name now (the log itself keeps only the id); null when it was erased or purged. */
  leadName: string | null;
  details: Record<string, unknown> | null;
}

/** Every action the activity log records, with its label. */
export const activityLabels = {
  sign_in: "התחברות",
  sign_in_failed: "ניסיון התחברות שנכשל",
  sign_out: "התנתקות",
  export: "ייצוא לאקסל",
  stage: "שינוי שלב",
  // Entries from before there were stages (docs/decisions/048-lead-stages.md): still readable.
  handled: "סימון כטופל",
  reopened: "החזרה לפתוחים",
  note: "עדכון הערה",
  delete: "העברה לסל המחזור",
  restore: "שחזור מסל המחזור",
  delete_forever: "מחיקה לצמיתות",
  user_add: "הוספת משתמש",
  user_grant: "מתן הרשאת ניהול",
  user_revoke: "הסרת הרשאת ניהול",
  user_remove: "מחיקת משתמש",
  user_passwd: "החלפת סיסמה",
  sign_in_2fa: "התחברות עם קוד אימות",
  sign_in_recovery: "התחברות עם קוד שחזור",
  sign_in_2fa_failed: "קוד אימות שגוי",
  two_factor_on: "הפעלת אימות דו-שלבי",
  two_factor_off: "כיבוי אימות דו-שלבי",
  two_factor_reset: "איפוס אימות דו-שלבי",
  two_factor_locked: "נעילת הכניסה בקוד אימות אחרי קודים שגויים",
  sign_in_passkey: "התחברות עם מפתח גישה",
  sign_in_passkey_failed: "ניסיון התחברות עם מפתח גישה שנכשל",
  passkey_add: "הוספת מפתח גישה",
  passkey_remove: "הסרת מפתח גישה",
  reverify: "אימות זהות בסיסמה",
  reverify_failed: "אימות זהות שנכשל (סיסמה שגויה)",
  push_on: "הפעלת התראות במכשיר",
  push_off: "כיבוי התראות במכשיר",
  push_remove: "הסרת מכשיר התראות",
  push_limit: "הסרת מכשיר ההתראות הוותיק (יותר מ-10 מכשירים)",
  first_contact_call: "יצירת קשר ראשונה: שיחה",
  first_contact_whatsapp: "יצירת קשר ראשונה: וואטסאפ",
  template_add: "הוספת תבנית הודעה",
  template_edit: "עריכת תבנית הודעה",
  template_delete: "מחיקת תבנית הודעה",
  reminder_set: "תזכורת נקבעה",
  reminder_cleared: "תזכורת בוטלה",
  site_draft: "שמירת טיוטה של פרטי האתר",
  site_discard: "מחיקת הטיוטה של פרטי האתר",
  site_publish: "פרסום שינויים באתר",
  site_rollback: "שחזור גרסה קודמת של האתר",
} satisfies Record<string, string>;
export type ActivityAction = keyof typeof activityLabels;

export interface ActivityPage {
  rows: ActivityEntry[];
  /** More than one admin can act: the log then says who did what, and from where. */
  severalAdmins: boolean;
  total: number;
  page: number;
  pageSize: number;
}

/** Leads of the last 30 days by what brought them: a campaign, else a referring site, else "direct". */
export interface AttributionSummary {
  bySource: Array<{ label: string; count: number }>;
  byLandingPage: Array<{ label: string; count: number }>;
}

/** What every screen that draws a lead reads of it: the lead without where it came from in parts (the detail has those). */
export type LeadCore = Omit<AdminLead, "attribution" | "pagePath">;

/**
 * A lead as the list sends it to the browser: what brought it as its one label. The page's data
 * carries fifty of these, and the ten parts of each one's attribution were a sixth of it (issue 39).
 */
export interface ListedLead extends LeadCore {
  attributionLabel: string;
}

export function listedLead(lead: AdminLead): ListedLead {
  const { attribution, pagePath: _pagePath, ...core } = lead;
  return { ...core, attributionLabel: attributionLabel(attribution) };
}

export interface LeadsPage<Row = AdminLead> {
  rows: Row[];
  /** Leads matching the view and the search. */
  total: number;
  /** A search counted only this far: more leads than `total` match. */
  moreThanTotal?: boolean;
  page: number;
  pageSize: number;
}

/** The customers' figures (job applications are out of all but `applicants`, issue 42). */
export interface LeadCounts {
  total: number;
  today: number;
  week: number;
  /** Genuine live leads still open: new, no answer and quote sent (not won, lost or closed). */
  open: number;
  /** Genuine live leads at each stage the owner marks (one partial index each, migration 0014). */
  new: number;
  no_answer: number;
  quote_sent: number;
  won: number;
  lost: number;
  /** Job applications among the genuine live leads (source join_team), counted apart. */
  applicants: number;
  /** Honeypot catches: shown apart, never in the numbers above. */
  spam: number;
  /** In the trash: out of every number above. */
  trash: number;
}

export interface DayCount {
  /** yyyy-MM-dd, an Israeli day. */
  date: string;
  count: number;
}

/** What the summary screen shows: the cards and view counts, the chart, the sources. */
export interface LeadsSummary {
  counts: LeadCounts;
  perDay: DayCount[];
  attribution: AttributionSummary;
  /** When the chart and the sources were read (ISO): at a million leads they may be minutes old. */
  recentAt: string;
}

/**
 * A change pushed to admin pages; they reload what they show. "resync" means events may have been
 * missed. An insert caught by the honeypot says so: an open tab does not chime or mark it new.
 */
export type LeadChange = { op: "insert"; id: number; spam?: true } | { op: "update" | "delete"; id: number } | { op: "resync" };

/**
 * "open": new, no answer and quote sent together (the default); a view per stage; "all"; "applicants": job
 * applications (source join_team), live and genuine, in no other view and no customer's count (issue 42;
 * a search still finds them). docs/decisions/048-lead-stages.md.
 */
export const LEAD_VIEWS = ["open", "new", "no_answer", "quote_sent", "won", "lost", "all", "applicants", "spam", "trash"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const viewLabels: Record<LeadView, string> = {
  open: "פתוחים",
  new: "חדשים",
  no_answer: "לא ענו",
  quote_sent: "נשלחה הצעה",
  won: "הוזמנו",
  lost: "לא רלוונטיים",
  all: "הכל",
  applicants: "מועמדים לעבודה",
  spam: "חשודים כספאם",
  trash: "סל מחזור",
};

/** A job application's source and test, kept in lead-stages.ts (which needs them first). */
export { APPLICATION_SOURCE, isApplication } from "./lead-stages.ts";

const sourceLabels: Record<string, string> = {
  lead_form: "טופס ראשי",
  contact_form: "טופס יצירת קשר",
  join_team: "מועמדות לעבודה",
};

export const sourceLabel = (source: string) => sourceLabels[source] ?? source;

export const NOTE_MAX = 500;
export const SEARCH_MAX = 100;

/**
 * The admin's words. Three are the spec's fixed messages and keep its spelling "לייד" (the delete
 * confirmation, its success body and its failure: docs/product.md#r28-fixed-messages-stay-as-written);
 * every other word of the admin's own spells it "ליד", as "לידים" is spelled everywhere.
 */
export const adminMessages = {
  errorTitle: "שגיאה",
  loadFailed: "לא הצלחנו לטעון את הלידים",
  deleteConfirm: "האם אתה בטוח שברצונך למחוק לייד זה?",
  deletedTitle: "נמחק בהצלחה",
  deletedBody: "הלייד נמחק מהמערכת",
  deleteFailed: "לא הצלחנו למחוק את הלייד",
  empty: "אין לידים עדיין",
  noMatches: "לא נמצאו לידים תואמים",
  noteSaved: "ההערה נשמרה",
  noteFailed: "לא הצלחנו לשמור את ההערה",
  stageFailed: "לא הצלחנו לעדכן את שלב הליד",
  noteTooLong: `ההערה ארוכה מדי (עד ${NOTE_MAX} תווים)`,
  noteInvalid: "ההערה מכילה תווים לא חוקיים",
  badRequest: "הבקשה אינה תקינה",
  notFound: "הליד לא נמצא",
  undo: "ביטול",
  restoredTitle: "הליד שוחזר",
  restoreFailed: "לא הצלחנו לשחזר את הליד",
  deleteForeverConfirm: "למחוק את הליד לצמיתות? אי אפשר לשחזר אותו אחר כך.",
  deletedForeverTitle: "הליד נמחק לצמיתות",
  deleteForeverLive: "אפשר למחוק לצמיתות רק ליד שנמצא בסל המחזור. יש להעביר אותו לסל קודם.",
  alreadyInTrash: "הליד כבר נמצא בסל המחזור.",
  stageTitle: "השלב עודכן",
  stageBackTitle: "השלב הוחזר",
  addWonValue: "הוספת סכום העבודה",
  addLostReason: "בחירת סיבה",
  confirmTitle: "אישור מחיקה",
  stale: "לא הצלחנו לרענן את הנתונים. מוצג המצב האחרון שנטען.",
} as const;

/** A name kept whole inside a Hebrew sentence, whatever its script (first-strong isolate). */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** A stage change told by the lead's name, so three quick changes are never three "done"s: "נדב כהן עבר ל״הוזמן״". */
export const stageMovedTitle = (name: string, stage: string) => `${isolated(name)} עבר ל״${stage}״`;

/** A won job's value or a lost lead's reason saved, the stage as it was: "הפרטים של נדב כהן נשמרו". */
export const stageDetailsSavedTitle = (name: string) => `הפרטים של ${isolated(name)} נשמרו`;

/** Its undo: "נדב כהן הוחזר ל״חדש״". */
export const stageBackTitleOf = (name: string, stage: string) => `${isolated(name)} הוחזר ל״${stage}״`;

/** What the owner is told when a change could not reach the server at all. */
