import { describe, expect, it } from "vitest";
import { backupFileName, nextBackupTime, parseBackupFileName, planRotation, type BackupFile } from "./backup-rotation.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const file = (takenAt: Date, engine: "sqlite" | "postgres" = "sqlite", sequence = 0): BackupFile => ({
  name: backupFileName(takenAt, engine, sequence),
  takenAt,
  engine,
  sequence,
});

/** One backup a day at 03:00 Israeli winter time (01:00 UTC), `days` days back from `now`'s day. */
const dailyHistory = (now: Date, days: number) =>
  Array.from({ length: days }, (_, back) => file(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 1) - back * DAY)));

describe("backup file names", () => {
  it("are named by UTC time and engine, and parse back", () => {
    const at = new Date("2026-11-24T03:15:00.789Z");
    expect(backupFileName(at, "sqlite")).toBe("courier-2026-11-24T031500Z.sqlite");
    expect(backupFileName(at, "postgres", 2)).toBe("courier-2026-11-24T031500Z-2.pgdump");
    expect(parseBackupFileName("courier-2026-11-24T031500Z-2.pgdump")).toEqual({
      name: "courier-2026-11-24T031500Z-2.pgdump",
      takenAt: new Date("2026-11-24T03:15:00Z"),
      engine: "postgres",
      sequence: 2,
    });
  });

  it("ignore checksums, temporary files and replaced databases", () => {
    for (const name of [
      "courier-2026-11-24T031500Z.sqlite.sha256",
      ".courier-2026-11-24T031500Z.sqlite.partial-12",
      "replaced-2026-11-24T031500Z.pgdump",
      "notes.txt",
    ]) {
      expect(parseBackupFileName(name)).toBeNull();
    }
  });
});

describe("rotation (injected clock)", () => {
  const now = new Date("2026-11-24T10:00:00Z");

  it("keeps exactly the configured daily and weekly files out of a long history", () => {
    const files = dailyHistory(now, 200);
    const { keep, remove } = planRotation(files, now, { keepDaily: 14, keepWeekly: 8 });
    expect(keep).toHaveLength(22);
    expect(remove).toHaveLength(200 - 22);
    // The 14 newest days, one each.
    expect(keep.slice(0, 14)).toEqual(files.slice(0, 14));
    // Then one per ISO week, each in a different, older week, newest of its week (a Sunday, ISO weeks end on Sunday).
    const weekly = keep.slice(14);
    expect(weekly.every((f) => f.takenAt < files[13]!.takenAt)).toBe(true);
    const weeks = weekly.map((f) => Math.floor((f.takenAt.getTime() - Date.UTC(2026, 0, 5)) / (7 * DAY)));
    expect(new Set(weeks).size).toBe(8);
    // Files 14.. are Nov 10 back; Nov 10 (Tuesday) is the newest left in its week, then Sundays.
    expect(weekly.map((f) => f.takenAt.toISOString().slice(0, 10))).toEqual([
      "2026-11-10",
      "2026-11-08",
      "2026-11-01",
      "2026-10-25",
      "2026-10-18",
      "2026-10-11",
      "2026-10-04",
      "2026-09-27",
    ]);
    expect(new Set([...keep, ...remove])).toEqual(new Set(files));
  });

  it("honours other numbers, and keeps only dailies with no weekly", () => {
    const files = dailyHistory(now, 60);
    expect(planRotation(files, now, { keepDaily: 3, keepWeekly: 2 }).keep).toHaveLength(5);
    expect(planRotation(files, now, { keepDaily: 7, keepWeekly: 0 }).keep).toEqual(files.slice(0, 7));
  });

  it("keeps everything while the history is short", () => {
    const files = dailyHistory(now, 10);
    expect(planRotation(files, now, { keepDaily: 14, keepWeekly: 8 })).toEqual({ keep: files, remove: [] });
  });

  it("keeps the newest backup of an Israeli day, counting days on the Israeli clock", () => {
    // 21:30 UTC on 23 Nov is 23:30 in Israel (UTC+2): still the 23rd. 22:30 UTC is the 24th.
    const late23 = file(new Date("2026-11-23T21:30:00Z"));
    const early24 = file(new Date("2026-11-23T22:30:00Z"));
    const morning24 = file(new Date("2026-11-24T01:00:00Z"));
    const sameSecond = file(new Date("2026-11-24T01:00:00Z"), "sqlite", 1);
    const { keep, remove } = planRotation([late23, early24, morning24, sameSecond], now, { keepDaily: 2, keepWeekly: 0 });
    expect(keep).toEqual([sameSecond, late23]);
    expect(remove).toEqual([morning24, early24]);
  });

  it("never removes a file dated after now (a clock set back), nor counts it", () => {
    const files = dailyHistory(now, 5);
    const future = file(new Date(now.getTime() + 3 * DAY));
    const { keep } = planRotation([future, ...files], now, { keepDaily: 2, keepWeekly: 0 });
    expect(keep).toEqual([future, files[0], files[1]]);
  });
});

describe("next backup time (Israeli clock)", () => {
  it("is later today when the hour has not come, else tomorrow", () => {
    // Winter: Israel is UTC+2.
    expect(nextBackupTime(new Date("2026-11-24T00:30:00Z"), { hour: 3, minute: 0 })).toEqual(new Date("2026-11-24T01:00:00Z"));
    expect(nextBackupTime(new Date("2026-11-24T01:00:00Z"), { hour: 3, minute: 0 })).toEqual(new Date("2026-11-25T01:00:00Z"));
    expect(nextBackupTime(new Date("2026-11-24T22:10:00Z"), { hour: 0, minute: 15 })).toEqual(new Date("2026-11-24T22:15:00Z"));
  });

  it("follows daylight-saving time", () => {
    // Summer: UTC+3. Israel went back to winter time on Sunday 25 Oct 2026 at 02:00.
    expect(nextBackupTime(new Date("2026-07-01T12:00:00Z"), { hour: 3, minute: 30 })).toEqual(new Date("2026-07-02T00:30:00Z"));
    expect(nextBackupTime(new Date("2026-10-24T12:00:00Z"), { hour: 3, minute: 0 })).toEqual(new Date("2026-10-25T01:00:00Z"));
  });
});
