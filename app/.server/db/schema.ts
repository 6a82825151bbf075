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
  /** While set and in the future, one instance is sending this lead's notice. */
  notice_claimed_until: Generated<string | null>;
}

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-case; unique. */
  email: string;
  /** scrypt$N$r$p$salt$hash (base64url), see app/.server/auth/password.ts. */
  password_hash: string;
  created_at: string;
}

export interface UserRolesTable {
  user_id: number;
  /** "admin" is the role that matters. */
  role: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token: the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: string;
  /** Slides forward on use (idle timeout), never past created_at + the absolute lifetime. */
  expires_at: string;
}

/** Failed sign-in counters and blocks; keys are hashes of the account and/or client address. */
export interface SignInThrottleTable {
  key: string;
  failures: Generated<number>;
  window_start: string;
  blocked_until: string | null;
  /** For account+client keys: when this client last signed in to this account. */
  succeeded_at: string | null;
}

export interface Database {
  leads: LeadsTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  sign_in_throttle: SignInThrottleTable;
}
