import { serverConfig, siteConfig } from "./config";
import { openDb, type Db } from "./db";
import { createNotifier } from "./mail";
import { startRetention } from "./retention";

export interface Services {
  db: Db;
  notifier?: ReturnType<typeof createNotifier>;
}

let services: Promise<Services> | undefined;

/**
 * The process-wide database and background jobs (retention purge, lead notices), started on
 * first use; server.ts asks for them at start-up through /healthz so migrations run before
 * the first visitor.
 */
export function getServices(): Promise<Services> {
  services ??= (async () => {
    const db = await openDb({ databaseUrl: serverConfig.databaseUrl, dataDir: serverConfig.dataDir });
    startRetention(db, serverConfig.leadRetentionDays);
    const notifier =
      serverConfig.smtpUrl && serverConfig.leadsNotifyTo
        ? createNotifier(db, {
            smtpUrl: serverConfig.smtpUrl,
            to: serverConfig.leadsNotifyTo,
            from: serverConfig.mailFrom,
            brandName: siteConfig().brandName,
            retryMs: serverConfig.mailRetryMs,
          })
        : undefined;
    return { db, notifier };
  })().catch((error: unknown) => {
    services = undefined; // the next request tries again (e.g. PostgreSQL was still starting)
    throw error;
  });
  return services;
}
