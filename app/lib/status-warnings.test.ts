import { describe, expect, it } from "vitest";
import {
  backupAgeSeconds,
  dateTimeText,
  diskFreeRatio,
  formatAge,
  formatBytes,
  ltrIsolate,
  statusCardView,
  statusNeedsAttention,
  statusWarnings,
  type StatusSnapshot,
} from "./status-warnings.ts";

const now = new Date("2026-11-24T10:00:00.000Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

function healthy(): StatusSnapshot {
  return {
    engine: "sqlite",
    backup: {
      scheduled: true,
      lastRun: { finishedAt: hoursAgo(7), status: "ok", bytes: 5 * 1024 * 1024, afterStatus: "ok" },
      lastSuccessAt: hoursAgo(7),
    },
    notices: { enabled: true, waiting: 0, oldestWaitingAt: null, failing: 0, oldestFailingAt: null, givenUp: 0 },
    disk: { freeBytes: 50 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 },
  };
}

const kinds = (snapshot: StatusSnapshot) => statusWarnings(snapshot, now).map((w) => w.kind);

describe("the status rules", () => {
  it("a recent backup, an empty queue and a half-empty disk: no warning", () => {
    expect(kinds(healthy())).toEqual([]);
    const view = statusCardView(healthy(), now);
    expect(view.ok).toBe(true);
    expect(view.summary).toBe("הכול תקין");
  });

  it("the last successful backup 36 hours old is fine; a minute older warns, naming its time", () => {
    const at36 = healthy();
    at36.backup.lastSuccessAt = hoursAgo(36);
    expect(kinds(at36)).toEqual([]);
    const older = healthy();
    older.backup.lastSuccessAt = hoursAgo(36 + 1 / 60);
    const [warning] = statusWarnings(older, now);
    expect(warning?.kind).toBe("backup-stale");
    expect(warning?.message).toContain("אין גיבוי חדש מאז");
    expect(warning?.message).toContain("פנו לאיש התמיכה");
    expect(warning?.message).not.toContain("npm");
    expect(warning?.detail).toContain("ישן מ-36 שעות");
    expect(warning?.detail).toContain("npm run backup");
    expect(warning?.message).toContain(dateTimeText(hoursAgo(36 + 1 / 60))); // isolated left to right
    expect(dateTimeText(hoursAgo(36 + 1 / 60))).toBe("\u206622/11/2026 23:59\u2069"); // Israeli time (UTC+2 in November)
  });

  it("a failed run after a recent success does not warn yet, but the row says it failed", () => {
    const snapshot = healthy();
    snapshot.backup.lastRun = { finishedAt: hoursAgo(1), status: "failed", bytes: null, afterStatus: "none" };
    expect(kinds(snapshot)).toEqual([]);
    const row = statusCardView(snapshot, now).rows[0]!;
    expect(row.value).toMatch(/^נכשל /);
    expect(row.problem).toBe(true);
    // Failed and also too old: the owner is told it failed, in their words.
    snapshot.backup.lastSuccessAt = hoursAgo(40);
    expect(statusWarnings(snapshot, now)[0]!.message).toMatch(/^הגיבוי האחרון נכשל: פנו לאיש התמיכה\./);
  });

  it("a new installation awaits its first nightly backup calmly, once; after a day and a half it warns", () => {
    const fresh = healthy();
    fresh.installedAt = hoursAgo(2);
    fresh.backup = { scheduled: true, at: "03:00", lastRun: null, lastSuccessAt: null };
    expect(kinds(fresh)).toEqual([]);
    const view = statusCardView(fresh, now);
    expect(view.ok).toBe(true);
    expect(view.note).toBe(`הגיבוי הראשון של הלידים ייעשה הלילה ב-03:00, ומאז בכל לילה. אין צורך לעשות דבר.`);
    fresh.installedAt = hoursAgo(37);
    expect(kinds(fresh)).toEqual(["backup-missing"]);
    expect(statusCardView(fresh, now).note).toBeNull();
    // A first run that failed is no calm matter.
    const failedFirst = healthy();
    failedFirst.installedAt = hoursAgo(2);
    failedFirst.backup = {
      scheduled: true,
      at: "03:00",
      lastRun: { finishedAt: hoursAgo(1), status: "failed", bytes: null, afterStatus: "none" },
      lastSuccessAt: null,
    };
    expect(statusWarnings(failedFirst, now)[0]!.message).toMatch(/^הגיבוי האחרון נכשל/);
  });

  it("no successful backup at all warns while backups are on, not when they are off", () => {
    const none = healthy();
    none.backup.lastRun = null;
    none.backup.lastSuccessAt = null;
    expect(kinds(none)).toEqual(["backup-missing"]);
    none.backup.scheduled = false;
    expect(kinds(none)).toEqual([]);
    expect(statusCardView(none, now).rows[0]!.value).toContain("הגיבוי היומי כבוי");
    expect(statusCardView(none, now).rows[0]!.value).not.toContain("BACKUP_HOUR");
    expect(statusCardView(none, now).technical).toContain("הגיבוי היומי כבוי (BACKUP_HOUR=off).");
  });

  it("notices failing for over an hour warn; failing for less, or only waiting, do not", () => {
    const recent = healthy();
    recent.notices = { enabled: true, waiting: 2, oldestWaitingAt: hoursAgo(2), failing: 1, oldestFailingAt: hoursAgo(0.5), givenUp: 0 };
    expect(kinds(recent)).toEqual([]);
    const waitingOnly = healthy();
    waitingOnly.notices = { enabled: true, waiting: 1, oldestWaitingAt: hoursAgo(3), failing: 0, oldestFailingAt: null, givenUp: 0 };
    expect(kinds(waitingOnly)).toEqual([]);
    const old = healthy();
    old.notices = { enabled: true, waiting: 1, oldestWaitingAt: hoursAgo(1.1), failing: 1, oldestFailingAt: hoursAgo(1.1), givenUp: 0 };
    const [warning] = statusWarnings(old, now);
    expect(warning?.kind).toBe("notices-failing");
    expect(warning?.message).toContain("לא נשלחות כבר יותר משעה");
    expect(warning?.message).not.toContain("SMTP_URL");
    expect(warning?.detail).toContain("SMTP_URL");
  });

  it("notices the mailer gave up on warn at once (the queue may be empty by then)", () => {
    const snapshot = healthy();
    snapshot.notices.givenUp = 3;
    const [warning] = statusWarnings(snapshot, now);
    expect(warning?.kind).toBe("notices-failing");
    expect(warning?.message).toContain("3 הודעות לא יישלחו כלל");
  });

  it("with mail off and no push, no channel reaches the owner: a warning, in words, that does not push the leads down", () => {
    const snapshot = healthy();
    snapshot.notices = { enabled: false, waiting: 9, oldestWaitingAt: hoursAgo(100), failing: 0, oldestFailingAt: null, givenUp: 0 };
    const [warning] = statusWarnings(snapshot, now);
    expect(warning?.kind).toBe("no-channel");
    expect(warning?.urgent).toBe(false);
    expect(warning?.message).toContain("ליד חדש לא יגיע אליכם כשדף הניהול סגור");
    expect(warning?.message).not.toMatch(/SMTP_URL|LEADS_NOTIFY_TO/);
    expect(warning?.detail).toContain("SMTP_URL או LEADS_NOTIFY_TO");
    const view = statusCardView(snapshot, now);
    expect(view.ok).toBe(false);
    expect(view.summary).not.toBe("הכול תקין");
    expect(view.rows[1]!.value).toBe("כבויות: לא נשלחות הודעות בדואר");
    expect(view.rows[1]!.problem).toBe(true);
    expect(statusNeedsAttention({ snapshot, checkedAt: now.toISOString() })).toBe(false);
    // Once push exists: no device says so; one device is a channel.
    expect(statusWarnings({ ...snapshot, notices: { ...snapshot.notices, pushDevices: 0 } }, now)[0]!.message).toContain("הפעילו התראות בטלפון");
    expect(kinds({ ...snapshot, notices: { ...snapshot.notices, pushDevices: 1 } })).toEqual([]);
  });

  it("free space under 10% warns with the share and the sizes; exactly 10% does not", () => {
    const low = healthy();
    low.disk = { freeBytes: 9 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 };
    const [warning] = statusWarnings(low, now);
    expect(warning?.kind).toBe("disk-low");
    expect(warning?.message).toContain("9%");
    expect(warning?.message).toContain("9 ג״ב מתוך 100 ג״ב");
    expect(warning?.message).toContain("פנו לאיש התמיכה");
    const edge = healthy();
    edge.disk = { freeBytes: 10, totalBytes: 100 };
    expect(kinds(edge)).toEqual([]);
    const unknown = healthy();
    unknown.disk = null;
    expect(kinds(unknown)).toEqual([]);
    expect(statusCardView(unknown, now).rows[2]!.value).toBe("לא ידוע");
  });

  it("every problem at once: three warnings, each row marked, the summary counts them", () => {
    const snapshot = healthy();
    snapshot.backup.lastSuccessAt = hoursAgo(48);
    snapshot.notices = { enabled: true, waiting: 1, oldestWaitingAt: hoursAgo(2), failing: 1, oldestFailingAt: hoursAgo(2), givenUp: 0 };
    snapshot.disk = { freeBytes: 1, totalBytes: 100 };
    const view = statusCardView(snapshot, now);
    expect(view.ok).toBe(false);
    expect(view.warnings.map((w) => w.kind)).toEqual(["backup-stale", "notices-failing", "disk-low"]);
    expect(view.summary).toBe("דרוש טיפול: 3 בעיות");
    expect(view.rows.map((r) => r.problem)).toEqual([true, true, true]);
  });
});

describe("the card's rows", () => {
  it("the last backup: Israeli time, age, size and the after-command's outcome; the engine by name", () => {
    const view = statusCardView(healthy(), now);
    expect(view.rows.map((r) => r.label)).toEqual(["גיבוי אחרון", "הודעות על לידים חדשים", "מקום פנוי בדיסק"]);
    expect(view.rows[0]!.value).toBe(`${ltrIsolate("24/11/2026 05:00")} (לפני 7 שעות) · 5 מ״ב · הפקודה שאחרי הגיבוי הצליחה`);
    // The engine is a detail for whoever runs the server, not the owner's main text.
    expect(view.rows.map((r) => r.value).join(" ")).not.toContain("SQLite");
    expect(view.technical).toEqual(["מסד הנתונים: SQLite."]);
    expect(statusCardView({ ...healthy(), engine: "postgres" }, now).technical).toEqual(["מסד הנתונים: PostgreSQL."]);
  });

  it("a failed after-command marks the backup row without a warning", () => {
    const snapshot = healthy();
    snapshot.backup.lastRun!.afterStatus = "failed";
    const view = statusCardView(snapshot, now);
    expect(view.ok).toBe(true);
    expect(view.rows[0]!.value).toContain("הפקודה שאחרי הגיבוי נכשלה");
    expect(view.rows[0]!.problem).toBe(true);
  });

  it("notices waiting and failing: counts and the oldest", () => {
    const snapshot = healthy();
    snapshot.notices = { enabled: true, waiting: 2, oldestWaitingAt: hoursAgo(0.5), failing: 1, oldestFailingAt: hoursAgo(0.5), givenUp: 0 };
    expect(statusCardView(snapshot, now).rows[1]!.value).toBe(`2 ממתינות לשליחה, הוותיקה מ-${ltrIsolate("24/11/2026 11:30")} · 1 מהן נכשלו ויישלחו שוב`);
  });
});

describe("formatting and measures", () => {
  it("sizes in Hebrew units, 1,024-based", () => {
    expect(formatBytes(0)).toBe("0 בייט");
    expect(formatBytes(1536)).toBe("1.5 ק״ב");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 ג״ב");
  });

  it("ages in words", () => {
    expect(formatAge(30_000)).toBe("לפני פחות מדקה");
    expect(formatAge(60_000)).toBe("לפני דקה");
    expect(formatAge(2 * 3_600_000)).toBe("לפני שעתיים");
    expect(formatAge(47 * 3_600_000)).toBe("לפני 47 שעות");
    expect(formatAge(48 * 3_600_000)).toBe("לפני יומיים");
    expect(formatAge(5 * 24 * 3_600_000)).toBe("לפני 5 ימים");
  });

  it("backup age in seconds, infinite without a backup; the free share of the disk", () => {
    expect(backupAgeSeconds(hoursAgo(1), now)).toBe(3600);
    expect(backupAgeSeconds(null, now)).toBe(Number.POSITIVE_INFINITY);
    expect(diskFreeRatio({ freeBytes: 25, totalBytes: 100 })).toBe(0.25);
    expect(diskFreeRatio({ freeBytes: 1, totalBytes: 0 })).toBeNull();
    expect(diskFreeRatio(null)).toBeNull();
  });
});

describe("where the card goes", () => {
  it("first when it warns or could not be read; in its quiet place when all is well", () => {
    const checkedAt = now.toISOString();
    expect(statusNeedsAttention({ snapshot: healthy(), checkedAt })).toBe(false);
    expect(statusNeedsAttention({ snapshot: { ...healthy(), disk: { freeBytes: 1, totalBytes: 100 } }, checkedAt })).toBe(true);
    expect(statusNeedsAttention({ snapshot: null, checkedAt })).toBe(true);
  });
});
