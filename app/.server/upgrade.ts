/**
 * An upgrade never runs beside an older instance, and never without a way back
 * (docs/decisions/074-one-version-at-a-time.md): before the server runs pending migrations it
 * waits for older instances to leave the database (PostgreSQL) and takes a backup; while it runs,
 * it watches for a newer version and stops when one appears.
 */
import { sql } from "kysely";
import { appliedMigrations, StartRefused, unknownMigrations, type Db } from "./db/database.ts";
import { MIGRATION_NAMES, NEWEST_MIGRATION } from "./db/migrations.ts";
import { backupBeforeMigrating, type BackupSettings } from "./backup/run.ts";
import { isOlderInstance, isNewerInstance } from "../lib/instance-versions.ts";
import { log } from "./log.ts";

export interface UpgradeSettings {
  backup: BackupSettings;
  /** How long a starting instance waits for older ones to stop before it gives up (exit 1; its supervisor starts it again). */
  waitForOlderMs: number;
  /** How often the wait looks again. */
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The application_names of the other servers' connections to this PostgreSQL database. */
async function otherInstances(db: Db): Promise<string[]> {
  const { rows } = await sql<{ application_name: string }>`
    SELECT application_name FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND (application_name = 'courier-site' OR application_name LIKE 'courier-site %')`.execute(db.kysely);
  return rows.map((row) => row.application_name);
}

/**
 * Waits until no older instance is connected (they stop by themselves when they see this one, or
 * are stopped by the operator); refuses to start after `waitForOlderMs`.
 */
async function waitForOlderInstances(db: Db, { waitForOlderMs, pollMs = 1_000 }: UpgradeSettings): Promise<void> {
  const deadline = Date.now() + waitForOlderMs;
  let said = 0;
  for (;;) {
    const older = (await otherInstances(db)).filter((name) => isOlderInstance(name, NEWEST_MIGRATION));
    if (older.length === 0) return;
    if (Date.now() >= deadline) {
      throw new StartRefused(
        `Not upgrading: ${older.length} connection(s) of an older version of the site are still open to the database after ${Math.round(waitForOlderMs / 1000)} s ` +
          `(an older version must not write beside the new one): stop every instance of the older version ("sudo systemctl stop courier" on each machine), then start this one.`,
      );
    }
    if (Date.now() - said >= 10_000) {
      log("warn", "waiting for older instances to stop before migrating", { connections: older.length });
      said = Date.now();
    }
    await sleep(pollMs);
  }
}

/**
 * Runs before pending migrations on a database that holds data: waits for older instances
 * (PostgreSQL), then takes the backup to go back to. Any failure refuses the upgrade: the
 * database is left as it was.
 */
export async function prepareUpgrade(db: Db, pending: readonly string[], settings: UpgradeSettings): Promise<void> {
  if (db.engine === "postgres") await waitForOlderInstances(db, settings);
  let taken;
  try {
    taken = await backupBeforeMigrating(db.engine, settings.backup, pending);
  } catch (error) {
    throw new StartRefused(
      `Not upgrading: the backup before migrations ${pending.join(", ")} could not be taken (${error instanceof Error ? error.message : String(error)}); ` +
        `the database was not changed. Fix that (BACKUP_DIR must be writable, and pg_dump installed with PostgreSQL), then start again.`,
    );
  }
  log("info", "backup taken before migrating", { file: taken.file, bytes: taken.bytes, migrations: pending.join(",") });
}

/** Why this instance must stop, or undefined while it is the newest. */
async function outgrownBy(db: Db): Promise<string | undefined> {
  const unknown = unknownMigrations(await appliedMigrations(db.kysely, db.engine), MIGRATION_NAMES);
  if (unknown.length > 0) return `the database was migrated past this version (${unknown.join(", ")})`;
  if (db.engine === "postgres") {
    const newer = (await otherInstances(db)).find((name) => isNewerInstance(name, NEWEST_MIGRATION));
    if (newer) return `a newer version of the site is connected to the database (${newer})`;
  }
  return undefined;
}

/**
 * Looks every `intervalMs` whether a newer version has come (outgrownBy); the first time one has,
 * calls `onOutgrown` once with the reason and stops looking. Returns the function that stops it.
 */
export function watchForNewerVersion(db: Db, onOutgrown: (reason: string) => void, intervalMs = 5_000): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const look = async () => {
    let reason: string | undefined;
    try {
      reason = await outgrownBy(db);
    } catch {
      // The database is away: the requests say so (503); look again later.
    }
    if (stopped) return;
    if (reason) {
      stopped = true;
      onOutgrown(reason);
      return;
    }
    timer = setTimeout(() => void look(), intervalMs).unref();
  };
  timer = setTimeout(() => void look(), intervalMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
