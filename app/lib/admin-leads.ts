import { z } from "zod";

/** What the admin API sends for one lead (snake_case, as stored). */
export interface AdminLead {
  id: number;
  created_at: string;
  name: string;
  phone: string;
  email: string | null;
  from_location: string | null;
  to_location: string | null;
  source: string;
  notes: string | null;
  handled_at: string | null;
  is_spam: boolean;
}

export interface LeadsPage {
  rows: AdminLead[];
  /** Leads matching the view and the search. */
  total: number;
  page: number;
  pageSize: number;
}

export interface LeadCounts {
  total: number;
  today: number;
  week: number;
  open: number;
  handled: number;
  /** Honeypot catches: shown apart, never in the numbers above. */
  spam: number;
}

export interface DayCount {
  /** yyyy-MM-dd, an Israeli day. */
  date: string;
  count: number;
}

export interface LeadsSummary {
  counts: LeadCounts;
  perDay: DayCount[];
}

/** A change pushed to admin pages; they reload what they show. "resync" means events may have been missed. */
export type LeadChange = { op: "insert" | "update" | "delete"; id: number } | { op: "resync" };

export const LEAD_VIEWS = ["open", "handled", "all", "spam"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const viewLabels: Record<LeadView, string> = {
  open: "פתוחים",
  handled: "טופלו",
  all: "הכל",
  spam: "חשודים כספאם",
};

export const sourceLabels: Record<string, string> = {
  lead_form: "טופס ראשי",
  contact_form: "טופס יצירת קשר",
};

export const sourceLabel = (source: string) => sourceLabels[source] ?? source;

export const NOTE_MAX = 500;
export const SEARCH_MAX = 100;

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
  handledFailed: "לא הצלחנו לעדכן את הלייד",
  noteTooLong: `ההערה ארוכה מדי (עד ${NOTE_MAX} תווים)`,
  noteInvalid: "ההערה מכילה תווים לא חוקיים",
  badRequest: "הבקשה אינה תקינה",
  notFound: "הלייד לא נמצא",
} as const;

// Control characters other than tab and line breaks: nothing a person types in a note.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const NOTE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The list's query string: view, search, page. Anything unknown falls back to the defaults. */
export const listQuerySchema = z.object({
  view: z.enum(LEAD_VIEWS).catch("open"),
  q: z.string().max(SEARCH_MAX).catch("").default(""),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export function parseListQuery(params: URLSearchParams): ListQuery {
  return listQuerySchema.parse({
    view: params.get("view") ?? undefined,
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** A change to one lead: its handled state, its note, or both. An empty note removes it. */
export const leadPatchSchema = z
  .object({
    handled: z.boolean({ error: adminMessages.badRequest }).optional(),
    note: z
      .string({ error: adminMessages.badRequest })
      .max(NOTE_MAX, { error: adminMessages.noteTooLong, abort: true })
      .refine((v) => v.isWellFormed() && !NOTE_CONTROL.test(v), { error: adminMessages.noteInvalid })
      .nullable()
      .optional(),
  })
  .strict()
  .refine((p) => p.handled !== undefined || p.note !== undefined, { error: adminMessages.badRequest });

export type LeadPatch = z.infer<typeof leadPatchSchema>;

/** Validates a change; on failure gives the first Hebrew message. */
export function validateLeadPatch(input: unknown): { ok: true; patch: LeadPatch } | { ok: false; message: string } {
  const result = leadPatchSchema.safeParse(input);
  if (result.success) return { ok: true, patch: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? adminMessages.badRequest };
}
