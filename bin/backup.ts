/**
 * `npm run backup`: a consistent copy of the database into BACKUP_DIR, while the server runs
 * (see app/.server/backup and docs/decisions/023-backups.md). Exit code 0 taken, 1 failed.
 */
import { errorMessage } from "../app/lib/error-message.ts";

try {
  if (process.argv.length > 2) {
    console.log(`Usage: npm run backup

Copies the database (DATABASE_URL, or SQLite under DATA_DIR) into BACKUP_DIR (default DATA_DIR/backups),
checks the copy, writes <file>.sha256 (and <file>.sig with BACKUP_SIGNING_KEY) beside it, runs BACKUP_AFTER if set, and removes old backups
(BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY).`);
    process.exitCode = process.argv.slice(2).some((arg) => arg === "-h" || arg === "--help") ? 0 : 2;
  } else {
    const { serverConfig } = await import("../app/.server/config.ts");
    const { openDb } = await import("../app/.server/db/database.ts");
    const { takeBackup } = await import("../app/.server/backup/run.ts");
    const { backupSettings } = await import("../app/.server/backup/schedule.ts");
    // As it is: a database from before an upgrade is backed up, not upgraded (the server does that, after its own backup).
    const db = await openDb({ databaseUrl: serverConfig.databaseUrl, dataDir: serverConfig.dataDir, migrate: "none" });
    try {
      const outcome = await takeBackup(db, backupSettings(serverConfig));
      if (outcome.status === "ok") {
        console.log(`Backup written: ${outcome.file} (${outcome.bytes} bytes, sha256 ${outcome.sha256}).`);
        if (serverConfig.backupSigningKey) console.log(`Signed with BACKUP_SIGNING_KEY: ${outcome.file}.sig.`);
        if (outcome.after?.status === "ok") console.log("BACKUP_AFTER: ok.");
        if (outcome.after?.status === "failed") console.error(`BACKUP_AFTER failed (the backup is kept): ${outcome.after.error}`);
        if (outcome.removed.length > 0) console.log(`Removed ${outcome.removed.length} old backup(s): ${outcome.removed.join(", ")}.`);
        process.exitCode = 0;
      } else {
        console.error(`Backup failed: ${outcome.error}`);
        process.exitCode = 1;
      }
    } finally {
      await db.close();
    }
  }
} catch (error) {
  // A bad environment (the same checks as the server's) or an unreachable database.
  console.error(errorMessage(error));
  process.exitCode = 1;
}
