import type { Generated } from "kysely";

/** Timestamps are ISO 8601 UTC strings on both engines (PostgreSQL's timestamptz is parsed to that). */
export interface LeadsTable {
  id: Generated<number>;
  created_at: string;
  name: string;
  phone: string;
  email: string | null;
  from_location: string | null;
  to_location: string | null;
  /** lead_form (home-page form) or contact_form (every other placement). */
  source: string;
  notes: string | null;
  /** The page path the form was sent from. */
  page_path: string | null;
  consent_at: string | null;
  /** 1 when the honeypot caught it: kept for review, never notified, not counted. */
  is_spam: Generated<number>;
  /** When the new-lead e-mail notice went out; null while pending. */
  notified_at: string | null;
  notify_attempts: Generated<number>;
  /** When the owner marked the lead handled; null while open (migration 0003). */
  handled_at: Generated<string | null>;
}

export interface Database {
  leads: LeadsTable;
}
