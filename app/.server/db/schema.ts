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
  /** lead_form (home-page form), contact_form (every other placement) or join_team (an application). */
  source: string;
  /** The owner's note. */
  notes: string | null;
  /** The page path the form was sent from. */
  page_path: string | null;
  consent_at: string | null;
  /** 1 when the honeypot caught it: kept for review, never notified, not counted. */
  is_spam: Generated<number>;
  /** When the new-lead e-mail notice went out; null while pending. */
  notified_at: string | null;
  notify_attempts: Generated<number>;
  /** Closed since: set when the stage became won or lost (before stages: marked handled); null while open (docs/decisions/048-lead-stages.md). */
  handled_at: Generated<string | null>;
  /** While set and in the future, one instance is sending this lead's notice. */
  notice_claimed_until: Generated<string | null>;
  /** In the trash since then; null for a live lead (migration 0005). */
  deleted_at: Generated<string | null>;
  /** Attribution, remembered for the visit and sent with the form (migration 0005). */
  landing_page: Generated<string | null>;
  /** Host name only, e.g. www.google.com. */
  referrer_host: Generated<string | null>;
  utm_source: Generated<string | null>;
  utm_medium: Generated<string | null>;
  utm_campaign: Generated<string | null>;
  utm_term: Generated<string | null>;
  utm_content: Generated<string | null>;
  gclid: Generated<string | null>;
  fbclid: Generated<string | null>;
  /** The calculator's last estimate the visitor saw: city names, size class, shekels, pricing model. */
  quote_from: Generated<string | null>;
  quote_to: Generated<string | null>;
  quote_size: Generated<string | null>;
  quote_price: Generated<number | null>;
  quote_model: Generated<string | null>;
  /** When the new-lead push went out to every subscribed device (or there was none); null while due (migration 0011). */
  pushed_at: Generated<string | null>;
  /** While set and in the future, one instance is pushing this lead. */
  push_claimed_until: Generated<string | null>;
  push_attempts: Generated<number>;
  /** Where the follow-up stands (migration 0014, app/lib/lead-stages.ts); "closed": handled before there were stages. */
  stage: Generated<LeadStageKey>;
  /** A won job's value, whole shekels. */
  won_value: Generated<number | null>;
  /** A lost lead's reason: a key of app/lib/lead-stages.ts lostReasons. */
  lost_reason: Generated<string | null>;
  /** The first call or WhatsApp opened from the admin: when, who (e-mail then), "call" or "whatsapp". */
  first_contact_at: Generated<string | null>;
  first_contact_by: Generated<string | null>;
  first_contact_via: Generated<string | null>;
  /** 1: the lead came before first contacts were recorded (0023); its first contact is not known. */
  first_contact_unrecorded: Generated<number>;
  /** A reminder to call back, due then; pushed once to the admins' devices. */
  remind_at: Generated<string | null>;
  reminder_pushed_at: Generated<string | null>;
  reminder_claimed_until: Generated<string | null>;
  /** A job application's vehicle, a key of app/lib/vehicles.ts, and the area asked for; null on a customer's lead (migration 0018). */
  vehicle: Generated<string | null>;
  work_area: Generated<string | null>;
  /** A job application's stage (migration 0020, app/lib/lead-stages.ts APPLICANT_STAGES); null on a customer's lead, and "new" on an application. */
  applicant_stage: Generated<ApplicantStageKey | null>;
}

type LeadStageKey = "new" | "no_answer" | "quote_sent" | "won" | "lost" | "closed";
type ApplicantStageKey = "new" | "called" | "interview" | "hired" | "not_suitable";

/** Every note written on a lead, who and when (migration 0014); the lead's `notes` holds their texts for the search. */
interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  at: string;
  /** Null for a note from before the history (and after its writer was removed, the e-mail stays). */
  user_id: number | null;
  user_email: string | null;
  body: string;
}

/** The owner's WhatsApp replies with placeholders (migration 0014). */
interface ReplyTemplatesTable {
  id: Generated<number>;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
}

/** Every admin action and users-command change (migration 0005). Never a password, token or note text. */
interface ActivityLogTable {
  id: Generated<number>;
  at: string;
  /** Null for the users command run on the server. */
  user_id: number | null;
  /** As it was at the time, so the record reads the same after the user is removed. */
  user_email: string | null;
  /** The client address, or "cli" for the users command. */
  client: string | null;
  action: string;
  lead_id: number | null;
  /** A small JSON object: row count and view of an export, the changed field, the e-mail a command named. */
  details: string | null;
}

interface UsersTable {
  id: Generated<number>;
  /** Stored lower-case; unique. */
  email: string;
  /** scrypt$N$r$p$salt$hash (base64url), see app/.server/auth/password.ts. */
  password_hash: string;
  created_at: string;
  /** Two-step sign-in (migration 0008): the confirmed TOTP secret (base32), null when off. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The time step of the last accepted code: a code is never accepted twice. */
  totp_last_step: number | string | null;
  /** Failed 6-digit codes in a row (migration 0009): they slow the next code, then lock it. */
  totp_failures: Generated<number>;
  /** When the last of them failed. */
  totp_failed_at: Generated<string | null>;
  /** Failed codes of any kind not yet shown to the owner on the admin page. */
  totp_unseen_failures: Generated<number>;
  /** When this admin read the leads screen's notice about the leads marked handled before the stages (migration 0021); null: not yet. */
  handled_notice_read_at: Generated<string | null>;
}

/** A secret offered for enrolment, bound to the session it was shown to (migration 0009). */
interface TotpEnrolmentsTable {
  /** The session's id: the SHA-256 (hex) of its cookie's token. */
  session_id: string;
  user_id: number;
  /** base32; not in force until a code made from it is confirmed from that session. */
  secret: string;
  created_at: string;
}

/** One-time recovery codes for two-step sign-in, hashed (migration 0008). */
interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A password accepted for a two-step account, waiting for its code (migration 0008). */
interface SignInChallengesTable {
  /** SHA-256 (hex) of the challenge cookie's token. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  failures: Generated<number>;
}

/** Every backup taken, ok or failed (migration 0007). */
interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  /** The file's name inside BACKUP_DIR; null when the backup failed. */
  file: string | null;
  bytes: number | string | null;
  sha256: string | null;
  status: "ok" | "failed";
  error: string | null;
  after_status: Generated<"none" | "ok" | "failed">;
  after_error: string | null;
}

interface UserRolesTable {
  user_id: number;
  /** "admin" is the role that matters. */
  role: string;
}

interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token: the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: string;
  /** Slides forward on use (idle timeout), never past created_at + the absolute lifetime. */
  expires_at: string;
  /** How it began (migration 0016). */
  method: Generated<SessionMethod>;
  /** The passkey that opened it: removing the passkey ends the session. */
  passkey_id: number | null;
  /** When its user last proved who they are (the sign-in, or the password typed again). */
  verified_at: string | null;
}

export type SessionMethod = "password" | "second-factor" | "passkey";

/** Failed sign-in counters and blocks; keys are hashes of the account and/or client address. */
interface SignInThrottleTable {
  key: string;
  failures: Generated<number>;
  window_start: string;
  blocked_until: string | null;
  /** For account+client keys: when this client last signed in to this account. */
  succeeded_at: string | null;
}

/** One admin's device that turned notifications on (migration 0011). */
interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The push service's URL for this browser (RFC 8030). */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
  p256dh: string;
  auth: string;
  created_at: string;
  /** The device as the browser described it ("Android", "iPhone"), for the security screen (migration 0016). */
  device_name: Generated<string>;
  last_sent_at: string | null;
}

/** An admin's passkey: a WebAuthn credential (migration 0015). */
interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** The authenticator's credential id, base64url; unique. */
  credential_id: string;
  /** The credential's COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter at its last use (0 for authenticators that keep none). */
  counter: Generated<number | string>;
  /** The transports the browser reported, comma-separated ("internal,hybrid"). */
  transports: Generated<string>;
  /** The name the owner gave the device ("הטלפון של דני"). */
  device_name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn ceremony's challenge, one use, short-lived (migration 0015). */
interface PasskeyChallengesTable {
  /** base64url, as sent in the options. */
  challenge: string;
  /** The admin adding a passkey; null for a sign-in. */
  user_id: number | null;
  purpose: "registration" | "authentication";
  expires_at: string;
  /** A sign-in's: the SHA-256 of the asking browser's cookie, and its client key (migration 0016). */
  browser: string | null;
  client: string | null;
}

/** The server's VAPID key pair when not given as settings; one row, id 1 (migration 0011). */
interface VapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

/** Every published version of the site's facts (migration 0017); the newest is live. */
interface SiteVersionsTable {
  id: Generated<number>;
  /** The whole SiteSettings document, JSON (app/lib/site-settings.ts). */
  document: string;
  published_at: string;
  user_id: number | null;
  user_email: string | null;
  restored_from: number | null;
}

/** A section saved and not yet published (migration 0017). */
interface SiteDraftsTable {
  section: string;
  value: string;
  revision: number;
  updated_at: string;
  user_email: string | null;
}

/** A browser previewing the draft (migration 0017): the SHA-256 of its cookie. */
interface SitePreviewsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
}

export interface Database {
  leads: LeadsTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  sign_in_throttle: SignInThrottleTable;
  activity_log: ActivityLogTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  totp_enrolments: TotpEnrolmentsTable;
  backup_runs: BackupRunsTable;
  push_subscriptions: PushSubscriptionsTable;
  vapid_keys: VapidKeysTable;
  lead_notes: LeadNotesTable;
  reply_templates: ReplyTemplatesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  site_versions: SiteVersionsTable;
  site_drafts: SiteDraftsTable;
  site_previews: SitePreviewsTable;
}
