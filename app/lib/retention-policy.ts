/**
 * How long each kind of data is kept, in one place: the server's defaults (app/.server/config.ts,
 * app/.server/retention.ts) and the privacy policy's figures (app/content/privacy.ts) both read
 * them here, so the page cannot promise what the purge does not do. Pure: no I/O, so the content
 * may import it. The policy states these defaults: an owner who sets a retention variable to
 * another value changes the figure here too (README, "Configuration").
 */

/** A lead that became an order (stage won) is kept this many years from the lead: LEAD_RETENTION_DAYS. */
export const ORDER_RETENTION_YEARS = 7;
/** The same period in days, as LEAD_RETENTION_DAYS counts it (2555). */
export const ORDER_RETENTION_DAYS = ORDER_RETENTION_YEARS * 365;

/**
 * A customer's lead that never became an order (any stage but won) is erased this many months
 * after its last recorded activity: UNORDERED_LEAD_RETENTION_MONTHS.
 */
export const UNORDERED_LEAD_RETENTION_MONTHS = 12;

/**
 * A job application (the join-team form, source join_team), whatever its stage, is erased this
 * many months after its last recorded activity: APPLICATION_RETENTION_MONTHS.
 */
export const APPLICATION_RETENTION_MONTHS = 12;

/** Admin activity-log entries are purged after this many months: ACTIVITY_RETENTION_MONTHS. */
export const ACTIVITY_RETENTION_MONTHS = 24;

/** A lead in the trash this long is erased for good. */
export const TRASH_DAYS = 30;

/** Backups kept by rotation: the newest of each of this many days, then of this many older weeks (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). */
export const BACKUP_KEEP_DAILY = 14;
export const BACKUP_KEEP_WEEKLY = 8;

/** With the default rotation, an erased record is gone from the last backup within this many weeks (14 days + 8 weeks, rounded up). */
export const BACKUP_WEEKS_AT_MOST = Math.ceil((BACKUP_KEEP_DAILY + BACKUP_KEEP_WEEKLY * 7) / 7);
