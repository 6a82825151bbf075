/**
 * Reads the facts of the owner's status card (app/lib/status-warnings.ts judges them): the last backup,
 * the new-lead notice queue the mailer works from, the data directory's disk, the engine. The
 * same facts feed GET /metrics at each scrape (app/.server/metrics.ts).
 */
import { statfs } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { readinessItems } from "../lib/site-readiness.ts";
import { publishedSettings } from "./site-settings/published.ts";
import type { SiteSettings } from "../lib/site-settings.ts";

/** The launch readiness's items in words, for the card (issue 40). */
const siteExamples = ({ business, testimonials, terms }: SiteSettings) => readinessItems(business, testimonials, terms).map((item) => item.text);
import { backupAgeSeconds, diskFreeRatio, type StatusCardData, type StatusSnapshot } from "../lib/status-warnings.ts";
import { lastBackupRun, lastSuccessfulBackupAt } from "./backup/last-backup.ts";
import { serverConfig } from "./config.ts";
import type { Db } from "./db/database.ts";
import { errorFields, log } from "./log.ts";
import { MAX_NOTIFY_ATTEMPTS } from "./leads.ts";
import { setStatusGaugeReader } from "./metrics.ts";
import { getServices } from "./runtime.ts";

export interface StatusSettings {
  dataDir: string;
  /** BACKUP_HOUR is not "off". */
  backupsScheduled: boolean;
  /** BACKUP_HOUR as HH:MM (Israeli clock); absent when off. */
  backupTime?: string | null;
  /** SMTP_URL and LEADS_NOTIFY_TO are both set. */
  noticesEnabled: boolean;
}

const statusSettings = (): StatusSettings => ({
  dataDir: serverConfig.dataDir,
  backupsScheduled: serverConfig.backupAt !== null,
  backupTime: serverConfig.backupAt && `${String(serverConfig.backupAt.hour).padStart(2, "0")}:${String(serverConfig.backupAt.minute).padStart(2, "0")}`,
  noticesEnabled: Boolean(serverConfig.smtpUrl && serverConfig.leadsNotifyTo),
});

/**
 * The notice queue, read as the mailer reads it (leads.ts: notified_at null, not spam), in one
 * pass over its partial index. Notices the mailer gave up on count only while no later lead's
 * notice has gone out: once mail works again, old give-ups are history. (The check walks the
 * primary key upwards from each give-up and stops at the first notified lead.)
 */
export async function readNoticeQueue(db: Db): Promise<Omit<StatusSnapshot["notices"], "enabled">> {
  const retried = sql`notify_attempts < ${MAX_NOTIFY_ATTEMPTS}`;
  const failed = sql`notify_attempts > 0 and notify_attempts < ${MAX_NOTIFY_ATTEMPTS}`;
  const givenUpSinceLastSent = sql`notify_attempts >= ${MAX_NOTIFY_ATTEMPTS}
    and not exists (select 1 from leads as later where later.id > leads.id and later.notified_at is not null)`;
  const row = await db.kysely
    .selectFrom("leads")
    .select([
      sql<number | string | null>`sum(case when ${retried} then 1 else 0 end)`.as("waiting"),
      sql<string | null>`min(case when ${retried} then created_at end)`.as("oldest_waiting"),
      sql<number | string | null>`sum(case when ${failed} then 1 else 0 end)`.as("failing"),
      sql<string | null>`min(case when ${failed} then created_at end)`.as("oldest_failing"),
      sql<number | string | null>`sum(case when ${givenUpSinceLastSent} then 1 else 0 end)`.as("given_up"),
    ])
    .where("notified_at", "is", null)
    .where("is_spam", "=", 0)
    .executeTakeFirstOrThrow();
  // Aggregates arrive as strings from PostgreSQL (bigint, timestamptz text) and as null over no rows.
  const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
  return {
    waiting: Number(row.waiting ?? 0),
    oldestWaitingAt: iso(row.oldest_waiting),
    failing: Number(row.failing ?? 0),
    oldestFailingAt: iso(row.oldest_failing),
    givenUp: Number(row.given_up ?? 0),
  };
}

/** When the database was created: the first migration's run (Kysely's own table); null when unknown. */
export async function readInstalledAt(db: Db): Promise<string | null> {
  const { rows } = await sql<{ first: string | null }>`select min(timestamp) as first from kysely_migration`.execute(db.kysely);
  const first = rows[0]?.first;
  return first ? new Date(first).toISOString() : null;
}

/** Devices with Web Push turned on (migration 0011), for the "no channel reaches the owner" rule. */
export async function readPushDevices(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from push_subscriptions`.execute(db.kysely);
  return Number(rows[0]?.n ?? 0);
}

/** Free and total bytes of the disk holding `dir` (or its nearest existing parent); null if unreadable. */
export async function readDiskSpace(dir: string): Promise<StatusSnapshot["disk"]> {
  let current = path.resolve(dir);
  for (;;) {
    try {
      const stats = await statfs(current);
      return { freeBytes: Number(stats.bavail) * Number(stats.bsize), totalBytes: Number(stats.blocks) * Number(stats.bsize) };
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === current) return null;
      current = parent;
    }
  }
}

/** How old a disk reading the card and the scrape may show. */
const DISK_READING_MAX_AGE_MS = 60_000;

let diskReading: { dir: string; at: number; disk: StatusSnapshot["disk"] } | undefined;
let diskRefresh: Promise<void> | undefined;

function refreshDiskReading(dir: string): void {
  diskRefresh ??= readDiskSpace(dir)
    .then((disk) => {
      diskReading = { dir, at: Date.now(), disk };
    })
    .finally(() => {
      diskRefresh = undefined;
    });
}

/**
 * The last reading of the data directory's disk, refreshed in the background once it is a
 * minute old. statfs runs on libuv's thread pool, which scrypt (sign-ins) shares: a page or a
 * scrape never waits behind a burst of sign-ins for a number that changes slowly.
 */
export function recentDiskSpace(dir: string): StatusSnapshot["disk"] {
  if (!diskReading || diskReading.dir !== dir || Date.now() - diskReading.at > DISK_READING_MAX_AGE_MS) refreshDiskReading(dir);
  return diskReading?.dir === dir ? diskReading.disk : null;
}

/** `readDisk`: the disk reading to use; by default read now (the card and the scrape pass recentDiskSpace). */
export async function readStatusSnapshot(
  db: Db,
  settings: StatusSettings,
  readDisk: (dir: string) => StatusSnapshot["disk"] | Promise<StatusSnapshot["disk"]> = readDiskSpace,
): Promise<StatusSnapshot> {
  const [lastRun, lastSuccessAt, queue, disk, installedAt, pushDevices] = await Promise.all([
    lastBackupRun(db),
    lastSuccessfulBackupAt(db),
    readNoticeQueue(db),
    readDisk(settings.dataDir),
    readInstalledAt(db),
    readPushDevices(db),
  ]);
  return {
    engine: db.engine,
    installedAt,
    backup: {
      scheduled: settings.backupsScheduled,
      at: settings.backupsScheduled ? (settings.backupTime ?? null) : null,
      lastRun: lastRun && { finishedAt: lastRun.finishedAt.toISOString(), status: lastRun.status, bytes: lastRun.bytes, afterStatus: lastRun.afterStatus },
      lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
    },
    notices: { enabled: settings.noticesEnabled, ...queue, pushDevices },
    siteExamples: siteExamples(publishedSettings()),
    disk,
  };
}

/** What the admin page's loader sends for the card; a failed read shows as "unavailable", never fails the page. */
export async function statusCardData(db: Db, now = new Date()): Promise<StatusCardData> {
  try {
    return { snapshot: await readStatusSnapshot(db, statusSettings(), recentDiskSpace), checkedAt: now.toISOString() };
  } catch (error) {
    log("error", "status card: reading the status failed", errorFields(error));
    return { snapshot: null, checkedAt: now.toISOString() };
  }
}

// The first disk reading is taken as the server starts, before the first page asks for it.
refreshDiskReading(serverConfig.dataDir);

// Each scrape of /metrics reads the same facts, as numbers.
setStatusGaugeReader(async () => {
  const { db } = await getServices();
  const snapshot = await readStatusSnapshot(db, statusSettings(), recentDiskSpace);
  return {
    noticesWaiting: snapshot.notices.waiting,
    noticesFailing: snapshot.notices.failing,
    noticesGivenUp: snapshot.notices.givenUp,
    backupAgeSeconds: backupAgeSeconds(snapshot.backup.lastSuccessAt, new Date()),
    diskFreeRatio: diskFreeRatio(snapshot.disk),
  };
});
