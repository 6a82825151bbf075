/** The server's daily backup (BACKUP_HOUR, Israeli time), taken by one instance only. */
import pg from "pg";
import { nextBackupTime, type TimeOfDay } from "../../lib/backup-rotation.ts";
import type { Db } from "../db/database.ts";
import { errorFields, log } from "../log.ts";
import { SERVER_APPLICATION_NAME } from "../db/migrations.ts";
import { backedUpToday, takeBackup, type BackupOutcome, type BackupSettings } from "./run.ts";

/** The backup settings out of serverConfig (app/.server/config.ts). */
export function backupSettings(config: {
  databaseUrl?: string;
  dataDir: string;
  backupDir: string;
  backupKeepDaily: number;
  backupKeepWeekly: number;
  backupAfter?: string;
  backupSigningKey?: string;
  backupAt: TimeOfDay | null;
}): BackupSettings & { at: TimeOfDay | null } {
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    keepDaily: config.backupKeepDaily,
    keepWeekly: config.backupKeepWeekly,
    after: config.backupAfter,
    signingKey: config.backupSigningKey,
    at: config.backupAt,
  };
}

/** pg_try_advisory_lock key held by the instance taking the daily backup ("courier backup" in ASCII, shortened). */
export const BACKUP_LOCK_KEY = 6_373_756_259;

export type ScheduledResult = BackupOutcome["status"] | "skipped: another instance is taking it" | "skipped: already taken today";

/**
 * The daily run. With PostgreSQL, instances sharing the database race for an advisory lock and
 * the losers skip; the winner (and a restarted instance) skips too when a backup already
 * succeeded this Israeli day.
 */
export async function runScheduledBackup(
  db: Db,
  settings: BackupSettings,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<ScheduledResult> {
  const client = db.pgPool ? await db.pgPool.connect() : undefined;
  try {
    if (client) {
      const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [BACKUP_LOCK_KEY]);
      if (!rows[0]?.locked) return "skipped: another instance is taking it";
    }
    try {
      if (await backedUpToday(db, now)) return "skipped: already taken today";
      return (await takeBackup(db, settings, { signal })).status;
    } finally {
      await client?.query("SELECT pg_advisory_unlock($1)", [BACKUP_LOCK_KEY]);
    }
  } finally {
    client?.release();
  }
}

/**
 * With PostgreSQL, one connection open for the server's whole life under the server's
 * application_name: the pool closes idle connections, so without it an idle server would be
 * invisible to `npm run restore`'s check. It reconnects after PostgreSQL comes back.
 */
function holdPresence(databaseUrl: string): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: SERVER_APPLICATION_NAME, keepAlive: true });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, 5_000).unref();
    };
    next.on("error", lost);
    next.on("end", lost);
    client = next;
    next.connect().catch(lost);
  };
  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    // Never hold up shutdown on a PostgreSQL that stopped answering.
    await Promise.race([open?.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
  };
}

/**
 * Starts the daily backup at `at` (Israeli time; null = off) and, with PostgreSQL, the presence
 * connection. The timer does not keep the process alive; the returned function stops both and
 * cancels a backup in progress.
 */
export function startBackupJobs(db: Db, settings: BackupSettings & { at: TimeOfDay | null }): () => Promise<void> {
  const stopPresence = settings.databaseUrl && db.engine === "postgres" ? holdPresence(settings.databaseUrl) : async () => {};
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const at = settings.at;
  const scheduleNext = () => {
    if (!at || abort.signal.aborted) return;
    const due = nextBackupTime(new Date(), at);
    timer = setTimeout(() => void run(), due.getTime() - Date.now());
    timer.unref();
  };
  const run = async () => {
    try {
      const result = await runScheduledBackup(db, settings, { signal: abort.signal });
      if (result.startsWith("skipped")) log("info", "daily backup " + result);
    } catch (error) {
      if (!abort.signal.aborted) log("error", "daily backup could not run", errorFields(error));
    }
    scheduleNext();
  };
  scheduleNext();
  return async () => {
    abort.abort();
    clearTimeout(timer);
    await stopPresence();
  };
}
