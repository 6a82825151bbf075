import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothEngines, suiteDb } from "../../tests/support/both-engines.ts";
import { statusWarnings } from "../lib/status-warnings.ts";
import { createUser } from "./auth/accounts.ts";
import { markNotified, MAX_NOTIFY_ATTEMPTS, recordNoticeFailure, saveLead } from "./leads.ts";
import { readDiskSpace, readInstalledAt, readNoticeQueue, readPushDevices, readStatusSnapshot, recentDiskSpace } from "./status-facts.ts";

const now = new Date("2026-11-24T10:00:00.000Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const lead = { name: "דנה כהן", phone: "050-1234567", consent: true, source: "lead_form" } as const;

describeOnBothEngines((engine, open) => {
  describe(`the status facts on ${engine}`, () => {
    const db = suiteDb(open, ["leads", "backup_runs"]);
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), "courier-status-"));
    });
    afterAll(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });

    const newLead = (createdAt: Date, spam = false) => saveLead(db, lead, { spam, now: createdAt });
    const giveUp = (id: number) => db.kysely.updateTable("leads").set({ notify_attempts: MAX_NOTIFY_ATTEMPTS }).where("id", "=", id).execute();

    it("the notice queue: waiting and failing with their oldest; sent and spam left out", async () => {
      expect(await readNoticeQueue(db)).toEqual({ waiting: 0, oldestWaitingAt: null, failing: 0, oldestFailingAt: null, givenUp: 0 });
      const sent = await newLead(hoursAgo(5));
      await markNotified(db, sent, hoursAgo(5));
      await newLead(hoursAgo(4), true);
      const failingOld = await newLead(hoursAgo(3));
      await recordNoticeFailure(db, failingOld);
      await recordNoticeFailure(db, failingOld);
      await newLead(hoursAgo(2));
      expect(await readNoticeQueue(db)).toEqual({
        waiting: 2,
        oldestWaitingAt: hoursAgo(3).toISOString(),
        failing: 1,
        oldestFailingAt: hoursAgo(3).toISOString(),
        givenUp: 0,
      });
    });

    it("given-up notices count until a later lead's notice goes out", async () => {
      const lost = await newLead(hoursAgo(3));
      await giveUp(lost);
      expect(await readNoticeQueue(db)).toMatchObject({ waiting: 0, failing: 0, givenUp: 1 });
      const later = await newLead(hoursAgo(1));
      expect((await readNoticeQueue(db)).givenUp).toBe(1);
      await markNotified(db, later, hoursAgo(0.5));
      expect((await readNoticeQueue(db)).givenUp).toBe(0);
    });

    it("the snapshot: last backup and last success, engine, disk; a stale backup and failing notices warn", async () => {
      const row = (finishedAt: Date, status: "ok" | "failed", afterStatus: "none" | "ok" | "failed" = "none") => ({
        started_at: finishedAt.toISOString(),
        finished_at: finishedAt.toISOString(),
        file: status === "ok" ? `courier-${finishedAt.getTime()}.sqlite` : null,
        bytes: status === "ok" ? 4096 : null,
        sha256: null,
        status,
        error: status === "failed" ? "disk full" : null,
        after_status: afterStatus,
        after_error: null,
      });
      await db.kysely
        .insertInto("backup_runs")
        .values([row(hoursAgo(50), "ok", "failed"), row(hoursAgo(26), "failed")])
        .execute();
      const failing = await newLead(hoursAgo(2));
      await recordNoticeFailure(db, failing);

      const snapshot = await readStatusSnapshot(db, { dataDir, backupsScheduled: true, noticesEnabled: true });
      expect(snapshot.engine).toBe(engine === "SQLite" ? "sqlite" : "postgres");
      expect(snapshot.backup).toEqual({
        scheduled: true,
        at: null,
        lastRun: { finishedAt: hoursAgo(26).toISOString(), status: "failed", bytes: null, afterStatus: "none" },
        lastSuccessAt: hoursAgo(50).toISOString(),
      });
      expect(snapshot.disk!.totalBytes).toBeGreaterThan(0);
      // The suite's environment is the installation's examples: the published site shows them (issue 40).
      expect(snapshot.siteExamples).toContain("באתר מופיע טלפון לדוגמה (050-123-4567)");
      expect(statusWarnings(snapshot, now).map((w) => w.kind)).toEqual(["backup-stale", "notices-failing", "site-examples"]);
      // The database's creation: its migrations ran when the suite opened it, moments ago.
      expect(Date.now() - Date.parse(snapshot.installedAt!)).toBeLessThan(24 * 3_600_000);
      expect(snapshot.notices.pushDevices).toBe(0);
      const named = await readStatusSnapshot(db, { dataDir, backupsScheduled: true, backupTime: "03:00", noticesEnabled: false });
      expect(named.backup.at).toBe("03:00");
    });

    it("the install time is the first migration's; push devices are counted", async () => {
      expect(await readInstalledAt(db)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await readPushDevices(db)).toBe(0);
      const userId = await createUser(db, `status-push-${Date.now()}@example.co.il`, "a long enough password", { admin: true });
      const device = (n: number) => ({
        user_id: userId,
        endpoint: `https://push.example/status-${n}`,
        p256dh: "key",
        auth: "auth",
        created_at: new Date().toISOString(),
      });
      await db.kysely
        .insertInto("push_subscriptions")
        .values([device(1), device(2)])
        .execute();
      try {
        expect(await readPushDevices(db)).toBe(2);
      } finally {
        await db.kysely.deleteFrom("push_subscriptions").execute();
        await db.kysely.deleteFrom("users").where("id", "=", userId).execute();
      }
    });
  });
});

describe("the disk", () => {
  it("the card's reading is one taken in the background: none at first for a new directory, then the last one", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "courier-disk-"));
    try {
      expect(recentDiskSpace(dir)).toBeNull();
      await expect.poll(() => recentDiskSpace(dir)).not.toBeNull();
      expect(recentDiskSpace(dir)!.totalBytes).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads the nearest existing directory when the data directory is not there yet", async () => {
    const disk = await readDiskSpace(path.join(os.tmpdir(), "no-such-dir", "deeper"));
    expect(disk!.totalBytes).toBeGreaterThan(0);
    expect(disk!.freeBytes).toBeLessThanOrEqual(disk!.totalBytes);
  });
});
