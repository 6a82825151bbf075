/**
 * `npm run restore -- <file>`: checks the backup, refuses while a server uses the database,
 * keeps the current database aside, puts the backup in its place. Every refusal comes before
 * the current database is touched.
 */
import { existsSync } from "node:fs";
import { chmod, chown, copyFile, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatIsraelDateTime } from "../../lib/israel-time.ts";
import { ensurePrivateDir, hasSignatureFile, sha256OfFile, syncPath, verifyChecksumFile, verifySignatureFile, writeChecksumFile } from "./files.ts";
import {
  CLEAR_SCHEMA_SQL,
  checkPostgresDump,
  dumpPostgres,
  postgresLeadSummary,
  postgresRowCounts,
  postgresServerConnections,
  restorePostgres,
} from "./postgres.ts";
import { checkSqliteFile, sqliteFileIn, sqliteInUse, sqliteLeadSummary, sqliteRowCounts, type LeadSummary } from "./sqlite.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { checkSqliteSchema, describeProblems } from "./schema-check.ts";
import { describeDatabase } from "../db/database.ts";
import { checkPostgresBackupScript } from "./postgres-schema.ts";

export interface RestoreTarget {
  /** DATABASE_URL (PostgreSQL) or, unset, the SQLite file under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Where the replaced PostgreSQL database is dumped. */
  backupDir: string;
  /** BACKUP_SIGNING_KEY: when set, a backup must carry a right <file>.sig. */
  signingKey?: string;
}

export interface RestoreOptions {
  skipChecksum?: boolean;
  /** --unsigned: restore a backup without a signature on purpose (one taken before BACKUP_SIGNING_KEY was set). */
  allowUnsigned?: boolean;
}

export interface RestoreIo {
  out(line: string): void;
  err(line: string): void;
}

/** A refusal: printed as is, exit code 1. */
class RestoreRefused extends Error {}

const STOP_HINT =
  'Stop it first: "sudo systemctl stop courier" on a server set up from deploy/, or Ctrl-C in the terminal running "npm start". ' +
  "Then run the restore again, and start the server afterwards.";

const UNTOUCHED = "The current database was not touched.";

/** A backup a newer version took: this version cannot open what it holds. */
const newerBackup = (name: string, newer: readonly string[]) =>
  `Refused: ${name} is a backup from a newer version of the site (it has migration ${newer[0]}, which this version does not know): ` +
  `restore it with that version or a newer one. ${UNTOUCHED}`;

/** A backup holding objects the site did not create may carry a trap (a trigger, a copy of deleted rows). */
const SCHEMA_REFUSAL = "holds schema objects that differ from what the site's migrations create (a tampered or foreign backup)";

type BackupKind = "sqlite" | "postgres" | "unknown";

async function kindOf(file: string): Promise<BackupKind> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    const head = buffer.subarray(0, bytesRead).toString("latin1");
    if (head === "SQLite format 3\0") return "sqlite";
    if (head.startsWith("PGDMP")) return "postgres";
    return "unknown";
  } finally {
    await handle.close();
  }
}

/** A compact UTC time for the names of what is kept aside. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

async function checkChecksum(file: string, skip: boolean, io: RestoreIo): Promise<string | undefined> {
  const name = path.basename(file);
  if (skip) {
    io.out("Checksum: skipped (--no-checksum); relying on the integrity check.");
    return undefined;
  }
  const check = await verifyChecksumFile(file);
  if (check.ok) {
    io.out(`Checksum: ok (${name}.sha256).`);
    return check.sha256;
  }
  if (check.reason === "missing") {
    throw new RestoreRefused(
      `Refused: there is no checksum file beside the backup (${name}.sha256). Copy it next to the backup, or pass --no-checksum to rely on the integrity check alone. ${UNTOUCHED}`,
    );
  }
  if (check.reason === "unreadable") throw new RestoreRefused(`Refused: ${name}.sha256 is not a sha256sum checksum file. ${UNTOUCHED}`);
  throw new RestoreRefused(`Refused: ${name} does not match its checksum (${name}.sha256): the file is damaged or incomplete. ${UNTOUCHED}`);
}

async function checkSignature(file: string, key: string | undefined, allowUnsigned: boolean, io: RestoreIo): Promise<void> {
  const name = path.basename(file);
  if (!key) {
    if (hasSignatureFile(file)) io.out(`Signature: not checked (${name}.sig is there, but BACKUP_SIGNING_KEY is not set).`);
    return;
  }
  const check = await verifySignatureFile(file, key);
  if (check.ok) {
    io.out(`Signature: ok (${name}.sig).`);
    return;
  }
  if (check.reason === "missing") {
    if (allowUnsigned) {
      io.out(`Signature: none, restoring unsigned on purpose (--unsigned).`);
      return;
    }
    throw new RestoreRefused(
      `Refused: ${name} has no signature (${name}.sig), and BACKUP_SIGNING_KEY is set. Copy the .sig file next to the backup; for a backup taken before signing was set up, and only if you know where it came from, pass --unsigned. ${UNTOUCHED}`,
    );
  }
  throw new RestoreRefused(
    `Refused: ${name}'s signature (${name}.sig) is ${check.reason === "unreadable" ? "not a signature file" : "wrong"}: the backup was changed or signed with another key. ${UNTOUCHED}`,
  );
}

async function restoreSqlite(file: string, target: RestoreTarget, expectedSha: string | undefined, io: RestoreIo): Promise<LeadSummary> {
  const name = path.basename(file);
  const dataDir = path.resolve(target.dataDir);
  await ensurePrivateDir(dataDir);
  const live = sqliteFileIn(dataDir);
  // The backup is copied next to the database first and checked there: the file put in place
  // is exactly the one checked, and the final step is a rename on the same file system.
  const incoming = path.join(dataDir, `.courier.sqlite.restoring-${process.pid}`);
  try {
    await copyFile(file, incoming);
    await chmod(incoming, 0o600);
    // Run as root (sudo npm run restore), the file would be root's and the server's user could
    // not open it: it belongs to whoever owns the data directory.
    if (process.getuid?.() === 0) {
      const owner = await stat(dataDir);
      await chown(incoming, owner.uid, owner.gid);
    }
    if (expectedSha && (await sha256OfFile(incoming)) !== expectedSha) {
      throw new RestoreRefused(`Refused: the copy of ${name} in ${dataDir} does not match its checksum (a disk or copy error). ${UNTOUCHED}`);
    }
    const check = await checkSqliteFile(incoming);
    if (!check.ok) {
      throw new RestoreRefused(`Refused: ${name} is damaged or incomplete (SQLite integrity check: ${check.problem}). ${UNTOUCHED}`);
    }
    io.out("Integrity check: ok.");
    const schema = await checkSqliteSchema(incoming);
    if (!schema.ok && schema.newer) throw new RestoreRefused(newerBackup(name, schema.newer));
    if (!schema.ok) throw new RestoreRefused(`Refused: ${name} ${SCHEMA_REFUSAL}: ${describeProblems(schema.problems)}. ${UNTOUCHED}`);
    io.out("Schema: ok (only what the site's migrations create).");

    if (existsSync(live) && sqliteInUse(live)) {
      throw new RestoreRefused(`Refused: a server is using the database ${live}. ${STOP_HINT} ${UNTOUCHED}`);
    }

    // Kept aside under one name, with its WAL beside it as SQLite expects, so it opens as it was.
    const aside = `${live}.replaced-${stamp(new Date())}`;
    let keptAside = false;
    for (const suffix of ["", "-wal", "-shm", "-journal"]) {
      if (existsSync(live + suffix)) {
        await rename(live + suffix, aside + suffix);
        keptAside = true;
      }
    }
    await rename(incoming, live);
    await syncPath(dataDir);
    io.out(keptAside ? `The replaced database is kept at ${aside}.` : `There was no database in ${dataDir} before.`);
    io.out(`Restored ${name} into ${live}.`);
    return sqliteLeadSummary(live);
  } finally {
    await rm(incoming, { force: true });
  }
}

async function restoreToPostgres(file: string, databaseUrl: string, target: RestoreTarget, io: RestoreIo): Promise<LeadSummary> {
  const name = path.basename(file);
  const check = await checkPostgresDump(file);
  if (!check.ok) throw new RestoreRefused(`Refused: ${name} is damaged or incomplete (pg_restore could not read it: ${check.problem}). ${UNTOUCHED}`);
  io.out("Integrity check: ok (pg_restore read the whole dump).");

  const where = describeDatabase({ databaseUrl });
  let connections: number;
  try {
    connections = await postgresServerConnections(databaseUrl);
  } catch (error) {
    throw new RestoreRefused(`Refused: cannot connect to the ${where}: ${errorMessage(error)}. ${UNTOUCHED}`);
  }
  if (connections > 0) {
    throw new RestoreRefused(
      `Refused: a server is using the ${where} (${connections} connection${connections === 1 ? "" : "s"}). Stop every instance. ${STOP_HINT} ${UNTOUCHED}`,
    );
  }

  await ensurePrivateDir(target.backupDir);
  // The script holds every lead: private files in the private backup directory, removed after.
  const script = path.join(target.backupDir, `.restore-${process.pid}.sql`);
  const reference = path.join(target.backupDir, `.restore-reference-${process.pid}.sql`);
  const clear = path.join(target.backupDir, `.restore-clear-${process.pid}.sql`);
  try {
    for (const work of [script, reference]) await (await open(work, "w", 0o600)).close();
    let schema;
    try {
      schema = await checkPostgresBackupScript(file, script, reference, databaseUrl);
    } catch (error) {
      throw new RestoreRefused(`Refused: could not check ${name}'s schema (${errorMessage(error)}). ${UNTOUCHED}`);
    }
    if (!schema.ok && schema.newer) throw new RestoreRefused(newerBackup(name, schema.newer));
    if (!schema.ok) throw new RestoreRefused(`Refused: ${name} ${SCHEMA_REFUSAL}: ${describeProblems(schema.problems)}. ${UNTOUCHED}`);
    io.out("Schema: ok (only what the site's migrations create).");

    const aside = path.join(target.backupDir, `replaced-${stamp(new Date())}.pgdump`);
    const partial = path.join(target.backupDir, `.${path.basename(aside)}.partial-${process.pid}`);
    try {
      await (await open(partial, "w", 0o600)).close();
      await dumpPostgres(databaseUrl, partial);
      await writeChecksumFile(aside, await sha256OfFile(partial));
      await rename(partial, aside);
    } catch (error) {
      await rm(partial, { force: true });
      throw new RestoreRefused(`Refused: could not keep the current database aside first (${errorMessage(error)}). ${UNTOUCHED}`);
    }
    // The backup's objects replace the database's, whatever a later version added that depends on them.
    await writeFile(clear, CLEAR_SCHEMA_SQL, { mode: 0o600 });
    try {
      await restorePostgres(databaseUrl, script, clear);
    } catch (error) {
      // One transaction, rolled back: the database is as it was, so the copy kept aside is not needed.
      await rm(aside, { force: true });
      await rm(`${aside}.sha256`, { force: true });
      throw new RestoreRefused(
        `Restore failed, and was undone: ${errorMessage(error)}. The current database is as it was (the restore ran in one transaction), and nothing was left behind.`,
      );
    }
    io.out(`The replaced database is kept at ${aside}.`);
  } finally {
    for (const work of [script, reference, clear]) await rm(work, { force: true });
  }
  io.out(`Restored ${name} into the ${where}.`);
  return postgresLeadSummary(databaseUrl);
}

/** Restores `file` into the target database; returns the exit code (0 restored, 1 refused or failed). */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  { skipChecksum = false, allowUnsigned = false }: RestoreOptions,
  io: RestoreIo,
): Promise<number> {
  try {
    if (!existsSync(file)) throw new RestoreRefused(`Refused: ${file} does not exist.`);
    const kind = await kindOf(file);
    if (kind === "unknown") {
      throw new RestoreRefused(
        `Refused: ${path.basename(file)} is neither a SQLite database nor a PostgreSQL custom-format dump (damaged, or not a backup). ${UNTOUCHED}`,
      );
    }
    const targetKind = target.databaseUrl ? "postgres" : "sqlite";
    if (kind !== targetKind) {
      throw new RestoreRefused(
        kind === "sqlite"
          ? `Refused: ${path.basename(file)} is a SQLite backup, but DATABASE_URL points to PostgreSQL. Unset DATABASE_URL to restore into DATA_DIR. ${UNTOUCHED}`
          : `Refused: ${path.basename(file)} is a PostgreSQL dump, but DATABASE_URL is not set (the server would use SQLite). Set DATABASE_URL to the database to restore into. ${UNTOUCHED}`,
      );
    }
    await checkSignature(file, target.signingKey, allowUnsigned, io);
    const sha = await checkChecksum(file, skipChecksum, io);
    const summary = target.databaseUrl ? await restoreToPostgres(file, target.databaseUrl, target, io) : await restoreSqlite(file, target, sha, io);
    io.out(`Leads: ${summary.count}${summary.newest ? `, the newest from ${formatIsraelDateTime(summary.newest)} (Israeli time)` : ""}.`);
    const rows = target.databaseUrl ? await postgresRowCounts(target.databaseUrl) : sqliteRowCounts(sqliteFileIn(target.dataDir));
    io.out(`Rows by kind: ${[...rows].map(([table, count]) => `${table} ${count}`).join(", ")}.`);
    io.out("Start the server again (sudo systemctl start courier, or npm start).");
    return 0;
  } catch (error) {
    io.err(error instanceof RestoreRefused ? error.message : `Restore failed: ${errorMessage(error)}`);
    return 1;
  }
}
