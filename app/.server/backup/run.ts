/** One backup: copy, check, checksum, record, ship (BACKUP_AFTER), rotate. */
import { existsSync } from "node:fs";
import { chmod, open, rm, stat, rename } from "node:fs/promises";
import path from "node:path";
import { startOfIsraelDay } from "../../lib/israel-time.ts";
import { backupFileName, planRotation, type BackupEngine } from "../../lib/backup-rotation.ts";
import type { Db } from "../db/database.ts";
import { log } from "../log.ts";
import { runAfterCommand, type AfterResult } from "./after.ts";
import { ensurePrivateDir, listBackups, removeBackup, sha256OfFile, syncPath, writeChecksumFile, writeSignatureFile } from "./files.ts";
import { checkPostgresDump, dumpPostgres, redact } from "./postgres.ts";
import { checkSqliteFile, copySqliteDatabase, sqliteFileIn } from "./sqlite.ts";
import { errorMessage } from "../../lib/error-message.ts";

export interface BackupSettings {
  /** DATABASE_URL (PostgreSQL) or, unset, the SQLite file under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  backupDir: string;
  keepDaily: number;
  keepWeekly: number;
  /** BACKUP_AFTER */
  after?: string;
  afterTimeoutMs?: number;
  /** BACKUP_SIGNING_KEY: when set, each backup gets a <file>.sig. */
  signingKey?: string;
}

export type BackupOutcome =
  { status: "ok"; file: string; bytes: number; sha256: string; after: AfterResult | null; removed: string[] } | { status: "failed"; error: string };

const errorText = (error: unknown) => redact(errorMessage(error)).slice(0, 500);

/** A name for the new file, numbered when a backup of the same second exists. */
function freshName(dir: string, takenAt: Date, engine: BackupEngine): string {
  for (let sequence = 0; ; sequence++) {
    const name = backupFileName(takenAt, engine, sequence);
    if (!existsSync(path.join(dir, name))) return name;
  }
}

/** An empty file, private before any data goes in (pg_dump and SQLite keep an existing file's mode), to copy into. */
async function privateTemporary(dir: string, name: string): Promise<string> {
  const temporary = path.join(dir, `.${name}.partial-${process.pid}`);
  await (await open(temporary, "w", 0o600)).close();
  await chmod(temporary, 0o600);
  return temporary;
}

/**
 * Copies the database into `temporary`, checks the copy, writes its checksum (and signature) beside
 * `file`, then renames it to `file`: a backup file never exists unchecked or without them.
 */
async function writeCheckedCopy(
  engine: BackupEngine,
  settings: BackupSettings,
  temporary: string,
  file: string,
  signal?: AbortSignal,
): Promise<{ sha256: string; bytes: number }> {
  if (engine === "sqlite") {
    const live = sqliteFileIn(settings.dataDir);
    if (!existsSync(live)) throw new Error(`no database at ${live}`);
    await copySqliteDatabase(live, temporary);
    const check = await checkSqliteFile(temporary, { prepare: true });
    if (!check.ok) throw new Error(`the copy failed its integrity check: ${check.problem}`);
  } else {
    if (!settings.databaseUrl) throw new Error("DATABASE_URL is not set");
    await dumpPostgres(settings.databaseUrl, temporary, signal);
    const check = await checkPostgresDump(temporary);
    if (!check.ok) throw new Error(`the dump cannot be read back: ${check.problem}`);
  }
  await syncPath(temporary);
  const sha256 = await sha256OfFile(temporary);
  const { size: bytes } = await stat(temporary);
  await writeChecksumFile(file, sha256);
  if (settings.signingKey) await writeSignatureFile(file, temporary, settings.signingKey);
  await rename(temporary, file);
  await syncPath(path.dirname(file));
  return { sha256, bytes };
}

/**
 * The backup the server takes before it runs `pending` migrations: before-<first pending>-<time>.<ext>
 * in BACKUP_DIR, checked, with its checksum (and signature). Its name keeps it out of the rotation
 * (only courier-<time> files rotate), so it stays until the operator removes it: it is the way back
 * to the version that ran before the upgrade. Throws when it cannot be taken; nothing is recorded
 * in backup_runs (an old database may not have that table yet).
 */
export async function backupBeforeMigrating(
  engine: BackupEngine,
  settings: BackupSettings,
  pending: readonly string[],
  now = new Date(),
): Promise<{ file: string; bytes: number }> {
  await ensurePrivateDir(settings.backupDir);
  const stamp = backupFileName(now, engine).replace(/^courier-/, "");
  const file = path.join(settings.backupDir, `before-${pending[0]}-${stamp}`);
  const temporary = await privateTemporary(settings.backupDir, path.basename(file));
  try {
    const { bytes } = await writeCheckedCopy(engine, settings, temporary, file);
    return { file, bytes };
  } catch (error) {
    await rm(temporary, { force: true });
    throw new Error(errorText(error));
  }
}

/**
 * Takes a backup now and records it in backup_runs, ok or failed. Never throws for a failed
 * backup (the outcome says so); BACKUP_AFTER's failure is recorded and logged, never fatal.
 */
export async function takeBackup(
  db: Db,
  settings: BackupSettings,
  { now = () => new Date(), signal }: { now?: () => Date; signal?: AbortSignal } = {},
): Promise<BackupOutcome> {
  const startedAt = now();
  const engine: BackupEngine = db.engine;
  let temporary: string | undefined;
  let outcome: BackupOutcome;
  let runId: number | undefined;
  try {
    await ensurePrivateDir(settings.backupDir);
    const name = freshName(settings.backupDir, startedAt, engine);
    const file = path.join(settings.backupDir, name);
    temporary = await privateTemporary(settings.backupDir, name);

    const { sha256, bytes } = await writeCheckedCopy(engine, settings, temporary, file, signal);
    temporary = undefined;

    const finishedAt = now();
    const row = await db.kysely
      .insertInto("backup_runs")
      .values({
        started_at: startedAt.toISOString(),
        finished_at: finishedAt.toISOString(),
        file: name,
        bytes,
        sha256,
        status: "ok",
        error: null,
        after_error: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    runId = row.id;
    log("info", "backup taken", { file: name, bytes, engine, seconds: (finishedAt.getTime() - startedAt.getTime()) / 1000 });
    outcome = { status: "ok", file, bytes, sha256, after: null, removed: [] };
  } catch (error) {
    if (temporary) await rm(temporary, { force: true }).catch(() => {});
    const message = errorText(error);
    log("error", "backup failed", { engine, error: message });
    try {
      await db.kysely
        .insertInto("backup_runs")
        .values({
          started_at: startedAt.toISOString(),
          finished_at: now().toISOString(),
          file: null,
          bytes: null,
          sha256: null,
          status: "failed",
          error: message,
          after_error: null,
        })
        .execute();
    } catch (recordError) {
      log("error", "backup failure could not be recorded", { error: errorText(recordError) });
    }
    return { status: "failed", error: message };
  }

  if (settings.after) {
    const after = await runAfterCommand(settings.after, outcome.file, { timeoutMs: settings.afterTimeoutMs, signal });
    outcome.after = after;
    if (after.status === "ok") log("info", "BACKUP_AFTER succeeded", { file: path.basename(outcome.file) });
    else log("error", "BACKUP_AFTER failed; the backup itself is kept", { file: path.basename(outcome.file), error: after.error });
    await db.kysely
      .updateTable("backup_runs")
      .set({ after_status: after.status, after_error: after.error })
      .where("id", "=", runId!)
      .execute()
      .catch((error: unknown) => log("error", "BACKUP_AFTER result could not be recorded", { error: errorText(error) }));
  }

  try {
    outcome.removed = await rotateBackups(settings.backupDir, now(), settings);
  } catch (error) {
    log("error", "backup rotation failed", { error: errorText(error) });
  }
  return outcome;
}

/** Deletes the backups the rotation does not keep (with their checksum files); returns their names. */
async function rotateBackups(dir: string, now: Date, settings: Pick<BackupSettings, "keepDaily" | "keepWeekly">): Promise<string[]> {
  const { remove } = planRotation(await listBackups(dir), now, settings);
  for (const file of remove) await removeBackup(dir, file.name);
  if (remove.length > 0) log("info", "old backups removed", { files: remove.length });
  return remove.map((file) => file.name);
}

/** Whether a backup succeeded earlier in the Israeli day that contains `now`. */
export async function backedUpToday(db: Db, now: Date): Promise<boolean> {
  const row = await db.kysely
    .selectFrom("backup_runs")
    .select("id")
    .where("status", "=", "ok")
    .where("finished_at", ">=", startOfIsraelDay(now).toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
