/**
 * Backup file names, which files rotation keeps, and when the daily backup runs: pure functions
 * of their inputs (the clock is always passed in), used by app/.server/backup.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";
import { ISRAEL_TIME_ZONE, israelDateStamp } from "./israel-time.ts";

export type BackupEngine = "sqlite" | "postgres";

const EXTENSIONS: Record<BackupEngine, string> = { sqlite: "sqlite", postgres: "pgdump" };

const two = (n: number) => String(n).padStart(2, "0");

/** courier-2026-11-24T031500Z.sqlite: the UTC time taken, then the engine; `sequence` > 0 when that second is taken. */
export function backupFileName(takenAt: Date, engine: BackupEngine, sequence = 0): string {
  const stamp =
    `${takenAt.getUTCFullYear()}-${two(takenAt.getUTCMonth() + 1)}-${two(takenAt.getUTCDate())}` +
    `T${two(takenAt.getUTCHours())}${two(takenAt.getUTCMinutes())}${two(takenAt.getUTCSeconds())}Z`;
  return `courier-${stamp}${sequence > 0 ? `-${sequence}` : ""}.${EXTENSIONS[engine]}`;
}

const NAME = /^courier-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-(\d+))?\.(sqlite|pgdump)$/;

export interface BackupFile {
  name: string;
  takenAt: Date;
  engine: BackupEngine;
  /** Orders backups taken within the same second. */
  sequence: number;
}

/** The backup a file name describes, or null for any other file (checksums, temporary files, replaced databases). */
export function parseBackupFileName(name: string): BackupFile | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, sequence, extension] = match;
  const takenAt = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  if (Number.isNaN(takenAt.getTime())) return null;
  return { name, takenAt, engine: extension === "pgdump" ? "postgres" : "sqlite", sequence: Number(sequence ?? 0) };
}

export interface RotationSettings {
  /** Israeli days whose newest backup is kept (at least 1). */
  keepDaily: number;
  /** ISO weeks, older than the oldest daily one kept, whose newest backup is kept. */
  keepWeekly: number;
}

export interface RotationPlan {
  keep: BackupFile[];
  remove: BackupFile[];
}

/** ISO week (Monday to Sunday) of the Israeli calendar date, e.g. 2026-W48. */
const isoWeekInIsrael = (at: Date) => format(new TZDate(at.getTime(), ISRAEL_TIME_ZONE), "RRRR-'W'II");

const newestFirst = (a: BackupFile, b: BackupFile) => b.takenAt.getTime() - a.takenAt.getTime() || b.sequence - a.sequence;

/** The newest file of each group, in the order of `files` (newest first). */
function newestPerGroup(files: BackupFile[], groupOf: (file: BackupFile) => string): BackupFile[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const group = groupOf(file);
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
}

/**
 * Which backups to keep: the newest of each of the `keepDaily` most recent Israeli days that have
 * one, then the newest of each of the `keepWeekly` most recent ISO weeks among the older files.
 * With a long enough history exactly keepDaily + keepWeekly files remain. A file dated after
 * `now` (a clock set back) is kept and counts for nothing, so it cannot push real ones out.
 */
export function planRotation(files: BackupFile[], now: Date, { keepDaily, keepWeekly }: RotationSettings): RotationPlan {
  const fromTheFuture = files.filter((file) => file.takenAt.getTime() > now.getTime());
  const past = files.filter((file) => file.takenAt.getTime() <= now.getTime()).sort(newestFirst);

  const daily = newestPerGroup(past, (file) => israelDateStamp(file.takenAt)).slice(0, Math.max(1, keepDaily));
  const oldestDaily = daily.at(-1);
  const older = oldestDaily ? past.filter((file) => newestFirst(file, oldestDaily) > 0) : [];
  const weekly = newestPerGroup(older, (file) => isoWeekInIsrael(file.takenAt)).slice(0, Math.max(0, keepWeekly));

  const kept = new Set([...fromTheFuture, ...daily, ...weekly]);
  return { keep: [...kept].sort(newestFirst), remove: past.filter((file) => !kept.has(file)) };
}

export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** The first instant after `now` when the Israeli clock shows `at` (daylight-saving changes included). */
export function nextBackupTime(now: Date, at: TimeOfDay): Date {
  const [year, month, day] = israelDateStamp(now).split("-").map(Number) as [number, number, number];
  for (let ahead = 0; ; ahead++) {
    const candidate = new TZDate(year, month - 1, day + ahead, at.hour, at.minute, 0, ISRAEL_TIME_ZONE);
    if (candidate.getTime() > now.getTime()) return new Date(candidate.getTime());
  }
}
