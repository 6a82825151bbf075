import { backupSettings, startBackupJobs } from "./backup/schedule.ts";
import { serverConfig, siteConfig } from "./config.ts";
import { openDb, StartRefused, type Db } from "./db/database.ts";
import { errorFields, log } from "./log.ts";
import { createNotifier } from "./mail.ts";
import { createPusher } from "./push/pusher.ts";
import { createReminderPusher } from "./push/reminder-pusher.ts";
import { startRetention } from "./retention.ts";
import { refreshPublished, watchPublished } from "./site-settings/published.ts";
import { prepareUpgrade, watchForNewerVersion } from "./upgrade.ts";

export interface Services {
  db: Db;
  notifier?: ReturnType<typeof createNotifier>;
  pusher?: ReturnType<typeof createPusher>;
}

export interface StartOptions {
  /** A newer version of the site has come (it migrated the database, or is waiting to): this process must exit. */
  onOutgrown?: (reason: string) => void;
}

interface Lifecycle {
  services?: Promise<Services>;
  /** Stops the jobs this process started with the services (retention, notices). */
  stopJobs?: () => Promise<void>;
  onOutgrown?: (reason: string) => void;
  /** Set once a newer version has come: from then on this process takes no writes. */
  outgrown?: string;
}

/*
 * One lifecycle per process: this module is loaded once, with the rest of the site, from the
 * server build (server/app.ts). In development, when an edit makes Vite run it again, the
 * server closes the previous instance's services (server.ts).
 */
const lifecycle: Lifecycle = {};

async function open(): Promise<Services> {
  const db = await openDb({
    databaseUrl: serverConfig.databaseUrl,
    dataDir: serverConfig.dataDir,
    beforeMigrating: (db, pending) => prepareUpgrade(db, pending, { backup: backupSettings(serverConfig), waitForOlderMs: serverConfig.upgradeWaitMs }),
  });
  // The owner's published facts, before the server listens: its pages are drawn from them.
  await refreshPublished(db);
  const stopRetention = startRetention(db, {
    leadRetentionDays: serverConfig.leadRetentionDays,
    unorderedLeadRetentionMonths: serverConfig.unorderedLeadRetentionMonths,
    applicationRetentionMonths: serverConfig.applicationRetentionMonths,
    activityRetentionMonths: serverConfig.activityRetentionMonths,
  });
  const stopBackups = startBackupJobs(db, backupSettings(serverConfig));
  const notifier =
    serverConfig.smtpUrl && serverConfig.leadsNotifyTo
      ? createNotifier(db, {
          smtpUrl: serverConfig.smtpUrl,
          to: serverConfig.leadsNotifyTo,
          from: serverConfig.mailFrom,
          brandName: siteConfig().brandName,
          siteUrl: siteConfig().siteUrl,
          retryMs: serverConfig.mailRetryMs,
        })
      : undefined;
  const pusher = createPusher(db, { retryMs: serverConfig.mailRetryMs });
  const reminders = createReminderPusher(db);
  const stopWatching = watchPublished(db);
  const stopWatchingVersions = watchForNewerVersion(db, (reason) => void outgrow(reason));
  lifecycle.stopJobs = async () => {
    stopWatchingVersions();
    stopWatching();
    stopRetention();
    await stopBackups();
    await notifier?.stop();
    await pusher.stop();
    await reminders.stop();
  };
  return { db, notifier, pusher };
}

/** A newer version has come: no more writes, the jobs stop, and the server is told to exit. */
async function outgrow(reason: string): Promise<void> {
  if (lifecycle.outgrown) return;
  lifecycle.outgrown = reason;
  log("error", "a newer version of the site has come; this process takes no more writes and exits", { reason });
  await lifecycle.stopJobs?.().catch(() => {});
  lifecycle.stopJobs = undefined;
  lifecycle.onOutgrown?.(reason);
}

/** Whether this process has stopped taking writes (a newer version has come): the pipeline answers them 503. */
export const refusesWrites = (): boolean => lifecycle.outgrown !== undefined;

/**
 * Opens the database (running its migrations) and starts the background jobs. The server calls
 * it once at start-up, before it listens. If the database cannot be reached, the error is
 * logged and the next getServices() tries again, so the site recovers without a restart. A
 * database this version must not use (newer than the code, or an upgrade that could not be made
 * safely) throws StartRefused: the server exits with its sentence.
 */
export async function startServices(options: StartOptions = {}): Promise<Services | undefined> {
  lifecycle.onOutgrown = options.onOutgrown;
  try {
    const services = await getServices();
    log("info", "services started", { database: services.db.engine });
    return services;
  } catch (error) {
    if (error instanceof StartRefused) {
      log("error", "refused to start", { reason: error.message });
      throw error;
    }
    log("error", "database unavailable at start-up; /healthz answers 503 until it is back", errorFields(error, { stack: true }));
    return undefined;
  }
}

/** The process's database and jobs; opened on first use if start-up could not open them. */
export function getServices(): Promise<Services> {
  lifecycle.services ??= open().catch((error: unknown) => {
    lifecycle.services = undefined; // the next request tries again (e.g. PostgreSQL was still starting)
    // A database that came back newer than this version (or an upgrade that cannot be made safely): stop, as at start.
    if (error instanceof StartRefused) void outgrow(error.message);
    throw error;
  });
  return lifecycle.services;
}

/** Stops the background jobs and closes the database. */
export async function closeServices(): Promise<void> {
  const pending = lifecycle.services;
  lifecycle.services = undefined;
  const services = await pending?.catch(() => undefined);
  try {
    await lifecycle.stopJobs?.();
    await services?.db.close();
    log("info", "services stopped");
  } catch (error) {
    log("error", "services did not stop cleanly", errorFields(error, { stack: true }));
  } finally {
    lifecycle.stopJobs = undefined;
  }
}
