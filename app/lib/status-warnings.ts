/**
 * The owner's status card: what the server reports about itself (the last backup, the new-lead
 * notice queue, free disk space, the database engine) and the rules that turn it into a warning.
 * Pure: the server reads the facts (app/.server/status-facts.ts), this module judges and words them.
 */
import { formatIsraelDateTime } from "./israel-time.ts";
import { ADMIN_PAGES } from "./paths.ts";

const SITE_SCREEN = ADMIN_PAGES.site;

const HOUR_MS = 3_600_000;

/** A backup older than this (or none at all while backups are on) needs the owner's attention. */
const BACKUP_STALE_AFTER_MS = 36 * HOUR_MS;
/** A new installation's first nightly backup is awaited calmly for this long, then warned about. */
const FIRST_BACKUP_GRACE_MS = BACKUP_STALE_AFTER_MS;
/** A notice that has been failing this long means the mail server is not just hiccuping. */
const NOTICE_FAILING_WARN_AFTER_MS = HOUR_MS;
/** Below this share of the disk free, the database and the backups are at risk. */
const LOW_DISK_FREE_RATIO = 0.1;

type DatabaseEngine = "sqlite" | "postgres";

/** The facts, as the server read them. Times are ISO 8601 strings (they cross to the browser). */
export interface StatusSnapshot {
  engine: DatabaseEngine;
  /** When the database was created (its first migration ran); null when unknown. */
  installedAt?: string | null;
  backup: {
    /** Whether the server takes a daily backup by itself (BACKUP_HOUR is not "off"). */
    scheduled: boolean;
    /** The daily backup's time, Israeli clock, HH:MM (when scheduled). */
    at?: string | null;
    /** The newest run, ok or failed; null before the first one. */
    lastRun: {
      finishedAt: string;
      status: "ok" | "failed";
      bytes: number | null;
      /** What BACKUP_AFTER did: "none" when it is unset. */
      afterStatus: "none" | "ok" | "failed";
    } | null;
    /** When the newest successful backup finished; null when none has. */
    lastSuccessAt: string | null;
  };
  notices: {
    /** SMTP_URL and LEADS_NOTIFY_TO are set: the server sends new-lead notices. */
    enabled: boolean;
    /** Notices still to be sent (retried), and when the oldest one's lead arrived. */
    waiting: number;
    oldestWaitingAt: string | null;
    /** Of those, the ones that have failed at least once. */
    failing: number;
    oldestFailingAt: string | null;
    /** Notices the mailer gave up on (too many attempts) since the last notice that went out. */
    givenUp: number;
    /**
     * Devices an admin turned Web Push on for; undefined while the server has no push at all
     * (no push_subscriptions table). Push and e-mail are the channels that reach a closed page.
     */
    pushDevices?: number;
  };
  /**
   * Launch readiness (issue 40): each example or missing business detail the published site still
   * shows, in the owner's words; absent when not read.
   */
  siteExamples?: string[];
  /** The disk holding the data directory; null when it could not be read. */
  disk: { freeBytes: number; totalBytes: number } | null;
}

type StatusWarningKind = "backup-stale" | "backup-missing" | "notices-failing" | "no-channel" | "disk-low" | "site-examples";

export interface StatusWarning {
  kind: StatusWarningKind;
  /** What is wrong and what to do, in the owner's words: the warning is words, not only a colour. */
  message: string;
  /** The same for whoever runs the server (settings, commands), shown folded under the card. */
  detail: string;
  /**
   * The owner must act now (data at risk, notices lost): the card comes first. A channel never
   * turned on is worth saying, not worth pushing the leads down for.
   */
  urgent: boolean;
  /** Where the owner fixes it, when that is a screen of the admin. */
  fix?: { href: string; label: string };
}

interface StatusRow {
  label: string;
  value: string;
  /** This row is what a warning is about (drawn in the warning colour, with the words). */
  problem: boolean;
}

/** The card as the page draws it. */
export interface StatusCardView {
  ok: boolean;
  /** One line that says whether all is well, for the top of the card. */
  summary: string;
  warnings: StatusWarning[];
  rows: StatusRow[];
  /** A calm word where nothing is wrong yet (a new installation's first backup tonight). */
  note: string | null;
  /** The technical detail for whoever runs the server: each warning's, then the engine. */
  technical: string[];
}

/** What the admin page's loader sends: the facts (null when they could not be read) and when they were read. */
export interface StatusCardData {
  snapshot: StatusSnapshot | null;
  checkedAt: string;
}

const number = new Intl.NumberFormat("he-IL");
const oneDecimal = new Intl.NumberFormat("he-IL", { maximumFractionDigits: 1 });

const SIZE_UNITS = ["בייט", "ק״ב", "מ״ב", "ג״ב", "ט״ב"] as const;

/** A size the owner reads at a glance: 1,024-based, one decimal, Hebrew units. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? number.format(value) : oneDecimal.format(value)} ${SIZE_UNITS[unit]}`;
}

/** How long ago, in words: "לפני 5 דקות", "לפני 3 שעות", "לפני 2 ימים". */
export function formatAge(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "לפני פחות מדקה";
  if (minutes < 60) return minutes === 1 ? "לפני דקה" : `לפני ${number.format(minutes)} דקות`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? "לפני שעה" : hours === 2 ? "לפני שעתיים" : `לפני ${number.format(hours)} שעות`;
  const days = Math.floor(hours / 24);
  return days === 2 ? "לפני יומיים" : `לפני ${number.format(days)} ימים`;
}

/**
 * Text isolated left to right (U+2066 ... U+2069): a date and a time in a Hebrew line would
 * otherwise show as "12:52 22/11/2026".
 */
export const ltrIsolate = (text: string) => `\u2066${text}\u2069`;

/** dd/MM/yyyy HH:mm on the Israeli clock, isolated for a right-to-left line. */
export const dateTimeText = (at: string) => ltrIsolate(formatIsraelDateTime(at));

const when = (at: string, now: Date) => `${dateTimeText(at)} (${formatAge(now.getTime() - Date.parse(at))})`;

/** The share of the disk that is free, 0..1; null when unknown. */
export function diskFreeRatio(disk: StatusSnapshot["disk"]): number | null {
  if (!disk || disk.totalBytes <= 0) return null;
  return Math.min(1, Math.max(0, disk.freeBytes / disk.totalBytes));
}

/** Seconds since the last successful backup; Infinity when there is none. */
export function backupAgeSeconds(lastSuccessAt: string | null, now: Date): number {
  if (lastSuccessAt === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, (now.getTime() - Date.parse(lastSuccessAt)) / 1000);
}

const percent = (ratio: number) => `${oneDecimal.format(ratio * 100)}%`;

/** A new installation awaiting its first nightly backup: nothing to warn about yet. */
function awaitingFirstBackup(snapshot: StatusSnapshot, now: Date): boolean {
  const { backup, installedAt } = snapshot;
  if (!backup.scheduled || backup.lastRun !== null || backup.lastSuccessAt !== null || !installedAt) return false;
  return now.getTime() - Date.parse(installedAt) <= FIRST_BACKUP_GRACE_MS;
}

const ASK_SUPPORT = "פנו לאיש התמיכה";
const CHECK_BACKUP = "בדקו את יומן השרת, או הריצו npm run backup.";

/** The rules: which facts need the owner's attention now. */
export function statusWarnings(snapshot: StatusSnapshot, now: Date): StatusWarning[] {
  const warnings: StatusWarning[] = [];
  const { backup, notices, disk } = snapshot;
  const lastFailed = backup.lastRun?.status === "failed";

  if (backup.lastSuccessAt === null) {
    if (backup.scheduled && !awaitingFirstBackup(snapshot, now)) {
      warnings.push({
        kind: "backup-missing",
        message: lastFailed ? `הגיבוי האחרון נכשל, ואין עדיין אף גיבוי של הלידים: ${ASK_SUPPORT}.` : `אין עדיין אף גיבוי של הלידים: ${ASK_SUPPORT}.`,
        detail: `אין גיבוי מוצלח של מסד הנתונים אף שהגיבוי היומי מופעל (BACKUP_HOUR). ${CHECK_BACKUP}`,
        urgent: true,
      });
    }
  } else if (now.getTime() - Date.parse(backup.lastSuccessAt) > BACKUP_STALE_AFTER_MS) {
    warnings.push({
      kind: "backup-stale",
      message: lastFailed
        ? `הגיבוי האחרון נכשל: ${ASK_SUPPORT}. הגיבוי המוצלח האחרון: ${when(backup.lastSuccessAt, now)}.`
        : `אין גיבוי חדש מאז ${when(backup.lastSuccessAt, now)}: ${ASK_SUPPORT}.`,
      detail: `הגיבוי המוצלח האחרון ישן מ-36 שעות. ${CHECK_BACKUP}`,
      urgent: true,
    });
  }

  if (notices.enabled) {
    const failingTooLong = notices.oldestFailingAt !== null && now.getTime() - Date.parse(notices.oldestFailingAt) > NOTICE_FAILING_WARN_AFTER_MS;
    if (failingTooLong || notices.givenUp > 0) {
      const parts = [
        failingTooLong
          ? `הודעות הדואר על לידים חדשים לא נשלחות כבר יותר משעה (מאז ${dateTimeText(notices.oldestFailingAt!)}): ${ASK_SUPPORT}.`
          : `הודעות הדואר על לידים חדשים לא נשלחו: ${ASK_SUPPORT}.`,
        notices.givenUp > 0 ? `${number.format(notices.givenUp)} הודעות לא יישלחו כלל.` : null,
        "הלידים עצמם שמורים ומופיעים כאן.",
      ];
      warnings.push({
        kind: "notices-failing",
        message: parts.filter(Boolean).join(" "),
        detail: "שרת הדואר מסרב או אינו זמין: בדקו את SMTP_URL ואת יומן השרת. אחרי 50 ניסיונות השרת מפסיק לנסות לשלוח הודעה.",
        urgent: true,
      });
    }
  } else if (!notices.pushDevices) {
    warnings.push({
      kind: "no-channel",
      message: `ליד חדש לא יגיע אליכם כשדף הניהול סגור: הודעות בדואר כבויות, ואף טלפון לא מקבל התראות. הפעילו התראות בטלפון, או ${ASK_SUPPORT}.`,
      detail: "SMTP_URL או LEADS_NOTIFY_TO לא הוגדרו, ולכן לא נשלחות הודעות בדואר על לידים חדשים.",
      urgent: false,
    });
  }

  if (snapshot.siteExamples?.length) {
    warnings.push({
      kind: "site-examples",
      message: `האתר עדיין מציג פרטים לדוגמה או חסרים: ${snapshot.siteExamples.join("; ")}.`,
      detail: "ערכי העסק בהגדרות השרת (BUSINESS_PHONE, BUSINESS_EMAIL ועוד) הם ערכי ההתחלה; מה שהבעלים מפרסם במסך האתר גובר עליהם.",
      urgent: false,
      fix: { href: SITE_SCREEN, label: "להשלמה במסך האתר" },
    });
  }

  const ratio = diskFreeRatio(disk);
  if (disk && ratio !== null && ratio < LOW_DISK_FREE_RATIO) {
    warnings.push({
      kind: "disk-low",
      message: `הדיסק כמעט מלא: נותרו רק ${percent(ratio)} (${formatBytes(disk.freeBytes)} מתוך ${formatBytes(disk.totalBytes)}). ${ASK_SUPPORT}.`,
      detail: "פנו מקום בדיסק של תיקיית הנתונים (DATA_DIR), למשל גיבויים ישנים (BACKUP_DIR).",
      urgent: true,
    });
  }
  return warnings;
}

const AFTER_COMMAND_WORDS = { none: "אין פקודה אחרי הגיבוי", ok: "הפקודה שאחרי הגיבוי הצליחה", failed: "הפקודה שאחרי הגיבוי נכשלה" } as const;

function backupRow(backup: StatusSnapshot["backup"], warned: boolean, now: Date): StatusRow {
  const label = "גיבוי אחרון";
  const run = backup.lastRun;
  if (!run) return { label, value: backup.scheduled ? "עדיין לא נלקח גיבוי" : "עדיין לא נלקח גיבוי; הגיבוי היומי כבוי", problem: warned };
  const parts =
    run.status === "ok"
      ? [when(run.finishedAt, now), run.bytes === null ? null : formatBytes(run.bytes), AFTER_COMMAND_WORDS[run.afterStatus]]
      : [`נכשל ${when(run.finishedAt, now)}`, backup.lastSuccessAt ? `המוצלח האחרון: ${dateTimeText(backup.lastSuccessAt)}` : "אין גיבוי מוצלח"];
  if (!backup.scheduled) parts.push("הגיבוי היומי כבוי");
  return { label, value: parts.filter(Boolean).join(" · "), problem: warned || run.status === "failed" || run.afterStatus === "failed" };
}

function noticesRow(notices: StatusSnapshot["notices"], warned: boolean): StatusRow {
  const label = "הודעות על לידים חדשים";
  if (!notices.enabled)
    return {
      label,
      value: notices.pushDevices ? `בדואר: כבויות · התראות בטלפון: ${number.format(notices.pushDevices)} מכשירים` : "כבויות: לא נשלחות הודעות בדואר",
      problem: warned,
    };
  const parts: string[] = [];
  if (notices.waiting === 0) parts.push("אין הודעות ממתינות");
  else parts.push(`${number.format(notices.waiting)} ממתינות לשליחה, הוותיקה מ-${dateTimeText(notices.oldestWaitingAt!)}`);
  if (notices.failing > 0) parts.push(`${number.format(notices.failing)} מהן נכשלו ויישלחו שוב`);
  if (notices.givenUp > 0) parts.push(`${number.format(notices.givenUp)} לא נשלחו כלל`);
  return { label, value: parts.join(" · "), problem: warned };
}

function diskRow(disk: StatusSnapshot["disk"], warned: boolean): StatusRow {
  const label = "מקום פנוי בדיסק";
  const ratio = diskFreeRatio(disk);
  if (!disk || ratio === null) return { label, value: "לא ידוע", problem: false };
  return { label, value: `${formatBytes(disk.freeBytes)} מתוך ${formatBytes(disk.totalBytes)} (${percent(ratio)})`, problem: warned };
}

const ENGINE_NAMES: Record<DatabaseEngine, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

export const statusMessages = {
  title: "מצב המערכת",
  healthy: "הכול תקין",
  attention: "דרוש טיפול",
  unavailable: "לא הצלחנו לקרוא את מצב המערכת. נסו לרענן את הדף.",
  /** The folded badge's way to the whole card without JavaScript. */
  onSummary: "לפרטים במסך הסיכום",
} as const;

/** What a new installation is told once, calmly, until its first nightly backup. */
const firstBackupNote = (at: string | null | undefined) => `הגיבוי הראשון של הלידים ייעשה הלילה${at ? ` ב-${at}` : ""}, ומאז בכל לילה. אין צורך לעשות דבר.`;

/** The card: warnings first, then one row per fact. */
export function statusCardView(snapshot: StatusSnapshot, now: Date): StatusCardView {
  const warnings = statusWarnings(snapshot, now);
  const warned = (...kinds: StatusWarningKind[]) => warnings.some((w) => kinds.includes(w.kind));
  return {
    ok: warnings.length === 0,
    summary:
      warnings.length === 0
        ? statusMessages.healthy
        : `${statusMessages.attention}: ${warnings.length === 1 ? "בעיה אחת" : `${number.format(warnings.length)} בעיות`}`,
    warnings,
    rows: [
      backupRow(snapshot.backup, warned("backup-stale", "backup-missing"), now),
      noticesRow(snapshot.notices, warned("notices-failing", "no-channel")),
      diskRow(snapshot.disk, warned("disk-low")),
    ],
    note: awaitingFirstBackup(snapshot, now) ? firstBackupNote(snapshot.backup.at) : null,
    technical: [
      ...warnings.map((w) => w.detail),
      ...(snapshot.backup.scheduled ? [] : ["הגיבוי היומי כבוי (BACKUP_HOUR=off)."]),
      `מסד הנתונים: ${ENGINE_NAMES[snapshot.engine]}.`,
    ],
  };
}

/** Whether the card has something the owner must act on now (or could not be read): then it comes first. */
export function statusNeedsAttention(status: StatusCardData): boolean {
  return status.snapshot === null || statusWarnings(status.snapshot, new Date(status.checkedAt)).some((w) => w.urgent);
}
