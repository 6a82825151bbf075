import type { Db } from "../db/database.ts";

export interface BackupRunSummary {
  finishedAt: Date;
  status: "ok" | "failed";
  /** The file's name inside BACKUP_DIR; null when the backup failed. */
  file: string | null;
  bytes: number | null;
  error: string | null;
  /** What BACKUP_AFTER did: "none" when it is unset (or the backup failed). */
  afterStatus: "none" | "ok" | "failed";
  afterError: string | null;
}

/** The newest recorded backup run, ok or failed; null before the first one. */
export async function lastBackupRun(db: Db): Promise<BackupRunSummary | null> {
  const row = await db.kysely
    .selectFrom("backup_runs")
    .select(["finished_at", "status", "file", "bytes", "error", "after_status", "after_error"])
    .orderBy("finished_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    finishedAt: new Date(row.finished_at),
    status: row.status,
    file: row.file,
    // bigint arrives as a string from PostgreSQL
    bytes: row.bytes === null ? null : Number(row.bytes),
    error: row.error,
    afterStatus: row.after_status,
    afterError: row.after_error,
  };
}

/** When the newest successful backup finished; null when none has succeeded. */
export async function lastSuccessfulBackupAt(db: Db): Promise<Date | null> {
  const row = await db.kysely
    .selectFrom("backup_runs")
    .select("finished_at")
    .where("status", "=", "ok")
    .orderBy("finished_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.finished_at) : null;
}
