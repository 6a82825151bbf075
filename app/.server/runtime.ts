import { backupSettings, startBackupJobs } from "./backup/schedule.ts";
import { serverConfig, siteConfig } from "./config.ts";
import { openDb, type Db } from "./db/database.ts";
import { errorFields, log } from "./log.ts";
import { createNotifier } from "./mail.ts";
import { createPusher } from "./push/pusher.ts";
import { createReminderPusher } from "./push/reminder-pusher.ts";
import { startRetention } from "./retention.ts";
import { refreshPublished, watchPublished } from "./site-settings/published.ts";

export interface Services {
  db: Db;
  notifier?: ReturnType<typeof createNotifier>;
  pusher?: ReturnType<typeof createPusher>;
}

interface Lifecycle {
  services?: Promise<Services>;
  /** Stops the jobs this process started with the services (retention, notices). */
  stopJobs?: () => Promise<void>;
}

/*
 * One lifecycle per process: this module is loaded once, with the rest of the site, from the
 * server build (server/app.ts). In development, when an edit makes Vite run it again, the
 * server closes the previous instance's services (server.ts).
 */
const lifecycle: Lifecycle = {};

async function open(): Promise<Services> {
  const db = await openDb({ databaseUrl: serverConfig.databaseUrl, dataDir: serverConfig.dataDir });
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
  lifecycle.stopJobs = async () => {
    stopWatching();
    stopRetention();
    await stopBackups();
    await notifier?.stop();
    await pusher.stop();
    await reminders.stop();
  };
  return { db, notifier, pusher };
}

/**
 * Opens the database (running its migrations) and starts the background jobs. The server calls
 * it once at start-up, before it listens. If the database cannot be reached, the error is
 * logged and the next getServices() tries again, so the site recovers without a restart.
 */
export async function startServices(): Promise<Services | undefined> {
  try {
    const services = await getServices();
    log("info", "services started", { database: services.db.engine });
    return services;
  } catch (error) {
    log("error", "database unavailable at start-up; /healthz answers 503 until it is back", errorFields(error, { stack: true }));
    return undefined;
  }
}

/** The process's database and jobs; opened on first use if start-up could not open them. */
export function getServices(): Promise<Services> {
  lifecycle.services ??= open().catch((error: unknown) => {
    lifecycle.services = undefined; // the next request tries again (e.g. PostgreSQL was still starting)
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
