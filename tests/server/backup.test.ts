/**
 * Backups and restore on both engines, with the built server running and taking leads:
 * `npm run backup` (bin/backup.ts) and `npm run restore` (bin/restore.ts) run as the owner runs
 * them, as separate processes. Set BUILD_DIR to test a build other than ./build.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastBackupRun, lastSuccessfulBackupAt } from "../../app/.server/backup/status.ts";
import { BACKUP_LOCK_KEY, runScheduledBackup } from "../../app/.server/backup/schedule.ts";
import { openDb, type DbOptions } from "../../app/.server/db/index.ts";
import { backupFileName } from "../../app/lib/backup-rotation.ts";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../support/postgres.ts";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../support/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs bin/<name>.ts as `npm run <name>` does, with only the given database settings. */
function runCli(name: "backup" | "restore", args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`bin/${name}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", BACKUP_AFTER: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** The file `npm run backup` says it wrote. */
function writtenFile(result: CliResult): string {
  const match = /^Backup written: (.+) \(\d+ bytes/m.exec(result.stdout);
  if (!match) throw new Error(`no backup written:\n${result.stdout}\n${result.stderr}`);
  return match[1]!;
}

interface EngineUnderTest {
  name: "SQLite" | "PostgreSQL";
  /** Environment for the server and the commands using the original database. */
  env(dataDir: string): Record<string, string>;
  /** Environment naming an empty database (a fresh data directory, or a new PostgreSQL database). */
  emptyTarget(): Promise<Record<string, string>>;
  /** Every stored lead, id to name. */
  storedLeads(env: Record<string, string>): Promise<Map<number, string>>;
  /** What a refused restore must leave exactly as it was. */
  fingerprint(env: Record<string, string>): Promise<string>;
}

function backupSuite(engine: () => EngineUnderTest) {
  let dataDir: string;
  let backupDir: string;
  let server: ServerProcess | undefined;
  let backupFile: string;
  let restoredEnv: Record<string, string>;
  const cleanup: string[] = [];

  beforeAll(() => {
    dataDir = tempDataDir();
    backupDir = path.join(dataDir, "backups");
    cleanup.push(dataDir);
  });
  afterAll(async () => {
    await server?.stop();
    for (const dir of cleanup) removeDir(dir);
  });

  const env = (): Record<string, string> => ({ ...engine().env(dataDir), DATA_DIR: dataDir, BACKUP_DIR: backupDir });

  it("a backup taken while leads are posted restores into an empty database with every lead acknowledged before it began", async () => {
    server = await startServer({ dataDir, env: { ...env(), LEADS_RATE_LIMIT: "1000000", BACKUP_HOUR: "off" } });
    const acknowledged = new Map<number, string>();
    let posting = true;
    const client = async (worker: number) => {
      for (let i = 0; posting; i++) {
        const name = `גיבוי ${"אבגדהוזחטי"[worker % 10]} ${"א".repeat(i % 7)}`;
        const res = await fetch(`${server!.url}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name, phone: "050-1234567", consent: true, source: "contact_form" }),
        });
        if (res.status === 201) acknowledged.set(((await res.json()) as { id: number }).id, name);
        else await res.body?.cancel();
      }
    };
    const clients = Array.from({ length: 8 }, (_, worker) => client(worker));
    try {
      await expect.poll(() => acknowledged.size, { timeout: 60_000, interval: 20 }).toBeGreaterThan(40);
      const beforeBackup = new Map(acknowledged);
      const backup = await runCli("backup", [], env());
      const duringBackup = acknowledged.size - beforeBackup.size;
      posting = false;
      await Promise.all(clients);
      expect(backup.code, backup.stderr).toBe(0);
      backupFile = writtenFile(backup);
      expect(duringBackup).toBeGreaterThan(0); // the server really was taking leads meanwhile

      // Private files, a sha256sum-format checksum beside the backup.
      expect(statSync(backupDir).mode & 0o777).toBe(0o700);
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);
      expect(readFileSync(`${backupFile}.sha256`, "utf8")).toBe(`${sha256(backupFile)}  ${path.basename(backupFile)}\n`);

      restoredEnv = await engine().emptyTarget();
      const restore = await runCli("restore", [backupFile], restoredEnv);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/Checksum: ok/);
      expect(restore.stdout).toMatch(/Leads: \d+, the newest from \d\d\/\d\d\/\d{4} \d\d:\d\d \(Israeli time\)/);

      const restoredServer = await startServer({ dataDir: restoredEnv.DATA_DIR, env: { ...restoredEnv, LEADS_RATE_LIMIT: "1000000", BACKUP_HOUR: "off" } });
      try {
        const stored = await engine().storedLeads(restoredEnv);
        const lost = [...beforeBackup].filter(([id, name]) => stored.get(id) !== name);
        expect(lost).toEqual([]);
        // The restored database takes new leads (ids continue past the restored ones).
        const res = await fetch(`${restoredServer.url}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "אחרי שחזור", phone: "050-7654321", consent: true, source: "contact_form" }),
        });
        expect(res.status).toBe(201);
        console.log(
          `backup test (${engine().name}): ${beforeBackup.size} leads acknowledged before the backup, ${duringBackup} during it, ${stored.size} restored, 0 lost`,
        );
      } finally {
        await restoredServer.stop();
      }
    } finally {
      posting = false;
      await Promise.all(clients);
    }
  });

  it("restore refuses while a server is using the database, and says how to stop it", async () => {
    expect(server).toBeDefined();
    // Idle past the PostgreSQL pool's 10 s idle timeout: the server must still be seen.
    if (engine().name === "PostgreSQL") await new Promise((resolve) => setTimeout(resolve, 11_000));
    const before = await engine().fingerprint(env());
    const result = await runCli("restore", [backupFile], env());
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Refused: a server is using the/);
    expect(result.stderr).toMatch(/systemctl stop courier/);
    expect(result.stderr).toMatch(/Ctrl-C/);
    expect(await engine().fingerprint(env())).toBe(before);
    await server!.stop();
    server = undefined;
  });

  it("a corrupted or truncated backup is refused with a clear message, leaving the current database untouched", async () => {
    const work = tempDataDir();
    cleanup.push(work);
    const before = await engine().fingerprint(restoredEnv);
    const damaged = (label: string) => {
      const file = path.join(work, `${label}-${path.basename(backupFile)}`);
      copyFileSync(backupFile, file);
      copyFileSync(`${backupFile}.sha256`, `${file}.sha256`);
      return file;
    };

    const flipped = damaged("flipped");
    const bytes = readFileSync(flipped);
    for (let i = Math.floor(bytes.length / 2); i < Math.floor(bytes.length / 2) + 64; i++) bytes[i] = bytes[i]! ^ 0xff;
    writeFileSync(flipped, bytes);
    let result = await runCli("restore", [flipped], restoredEnv);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/does not match its checksum .*damaged or incomplete/);

    const truncated = damaged("truncated");
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    result = await runCli("restore", [truncated], restoredEnv);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/does not match its checksum/);

    // Even with a checksum that matches (made after the damage), the integrity check refuses it.
    writeFileSync(`${truncated}.sha256`, `${sha256(truncated)}  ${path.basename(truncated)}\n`);
    result = await runCli("restore", [truncated], restoredEnv);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is damaged or incomplete \((SQLite integrity check|pg_restore could not read it)/);

    const withoutChecksum = path.join(work, "no-checksum.bin");
    copyFileSync(backupFile, withoutChecksum);
    result = await runCli("restore", [withoutChecksum], restoredEnv);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no checksum file beside the backup/);

    expect(await engine().fingerprint(restoredEnv)).toBe(before);
  });

  it("records BACKUP_AFTER's success and failure, and a failure is not fatal", async () => {
    const ship = path.join(dataDir, "shipped");
    mkdirSync(ship);
    const okScript = path.join(dataDir, "ship-ok.sh");
    writeFileSync(okScript, `#!/bin/sh\ncp "$1" "$1.sha256" "${ship}/"\n`, { mode: 0o700 });
    const failScript = path.join(dataDir, "ship-fail.sh");
    writeFileSync(failScript, `#!/bin/sh\necho "upload to https://owner:hunter2@example.com refused: quota exceeded" >&2\nexit 3\n`, { mode: 0o700 });
    const db = await openDb(engine().name === "SQLite" ? { dataDir } : { databaseUrl: env().DATABASE_URL });
    try {
      const shipped = await runCli("backup", [], { ...env(), BACKUP_AFTER: okScript });
      expect(shipped.code, shipped.stderr).toBe(0);
      const shippedFile = writtenFile(shipped);
      expect(sha256(path.join(ship, path.basename(shippedFile)))).toBe(sha256(shippedFile));
      expect(existsSync(path.join(ship, `${path.basename(shippedFile)}.sha256`))).toBe(true);
      expect(await lastBackupRun(db)).toMatchObject({ status: "ok", file: path.basename(shippedFile), afterStatus: "ok", afterError: null });

      const failing = await runCli("backup", [], { ...env(), BACKUP_AFTER: failScript });
      expect(failing.code).toBe(0);
      expect(failing.stderr).toMatch(/BACKUP_AFTER failed \(the backup is kept\): exit code 3/);
      const run = await lastBackupRun(db);
      expect(run).toMatchObject({ status: "ok", file: path.basename(writtenFile(failing)), afterStatus: "failed" });
      expect(run!.afterError).toMatch(/^exit code 3: .*quota exceeded/);
      expect(run!.afterError).not.toContain("hunter2");
      expect(existsSync(writtenFile(failing))).toBe(true);
      expect(run!.bytes).toBe(statSync(writtenFile(failing)).size);
      expect(await lastSuccessfulBackupAt(db)).toEqual(run!.finishedAt);
    } finally {
      await db.close();
    }
  });

  it("the daily run skips when today's backup exists, and rotation deletes old files with their checksums", async () => {
    const target: DbOptions = engine().name === "SQLite" ? { dataDir } : { databaseUrl: env().DATABASE_URL };
    const db = await openDb(target);
    try {
      const settings = { ...target, dataDir, backupDir, keepDaily: 2, keepWeekly: 1 };
      // Backups were taken today by the tests above: the daily run does not take another.
      expect(await runScheduledBackup(db, settings)).toBe("skipped: already taken today");

      // Old files (a year back, one per day for a month) go, except one weekly.
      const ext = engine().name === "SQLite" ? "sqlite" : "postgres";
      const old = Array.from({ length: 30 }, (_, day) => backupFileName(new Date(Date.UTC(2025, 10, 1 + day, 1)), ext));
      for (const name of old) {
        writeFileSync(path.join(backupDir, name), "old");
        writeFileSync(path.join(backupDir, `${name}.sha256`), "old");
      }
      const tomorrow = new Date(Date.now() + 86_400_000);
      expect(await runScheduledBackup(db, settings, { now: tomorrow })).toBe("ok");
      const left = readdirSync(backupDir).filter((name) => name.startsWith("courier-"));
      expect(left.filter((name) => !name.endsWith(".sha256"))).toHaveLength(3);
      expect(left.filter((name) => name.endsWith(".sha256"))).toHaveLength(3);
      expect(left).not.toContain(old[0]);
      expect(left).not.toContain(`${old[0]}.sha256`);
    } finally {
      await db.close();
    }
  });
}

describe("SQLite", () => {
  backupSuite(() => ({
    name: "SQLite",
    env: () => ({}),
    emptyTarget: async () => ({ DATA_DIR: path.join(tempDataDir(), "restored") }),
    storedLeads: async (env) => {
      const db = new DatabaseSync(path.join(env.DATA_DIR!, "courier.sqlite"), { readOnly: true, timeout: 5000 });
      try {
        return new Map((db.prepare("SELECT id, name FROM leads").all() as { id: number; name: string }[]).map((r) => [r.id, r.name]));
      } finally {
        db.close();
      }
    },
    fingerprint: async (env) => {
      const dir = env.DATA_DIR!;
      const db = new DatabaseSync(path.join(dir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
      try {
        const { n } = db.prepare("SELECT count(*) AS n FROM leads").get() as { n: number };
        return `${n} leads; files: ${readdirSync(dir)
          .filter((name) => name.startsWith("courier.sqlite"))
          .sort()
          .join(",")}`;
      } finally {
        db.close();
      }
    },
  }));
});

describe.runIf(postgresAvailable())("PostgreSQL", () => {
  let cluster: PostgresCluster | undefined;
  let databases = 0;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => cluster?.stop());

  const query = async <T extends pg.QueryResultRow>(url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  const withDatabase = (name: string) => {
    const url = new URL(cluster!.url);
    url.pathname = `/${name}`;
    return url.toString();
  };

  backupSuite(() => ({
    name: "PostgreSQL",
    env: () => ({ DATABASE_URL: cluster!.url }),
    emptyTarget: async () => {
      const name = `restored_${++databases}`;
      await query(cluster!.url, `CREATE DATABASE ${name}`);
      return { DATABASE_URL: withDatabase(name), DATA_DIR: tempDataDir(), BACKUP_DIR: path.join(tempDataDir(), "backups") };
    },
    storedLeads: async (env) =>
      new Map((await query<{ id: number; name: string }>(env.DATABASE_URL!, "SELECT id, name FROM leads")).map((r) => [r.id, r.name])),
    fingerprint: async (env) => {
      const [row] = await query<{ n: string }>(env.DATABASE_URL!, "SELECT count(*) AS n FROM leads");
      const aside = env.BACKUP_DIR && existsSync(env.BACKUP_DIR) ? readdirSync(env.BACKUP_DIR).filter((name) => name.startsWith("replaced-")) : [];
      return `${row!.n} leads; kept aside: ${aside.join(",")}`;
    },
  }));

  it("only one instance takes the daily backup: the others skip while the advisory lock is held", async () => {
    const dataDir = tempDataDir();
    const db = await openDb({ databaseUrl: cluster!.url });
    const other = new pg.Client({ connectionString: cluster!.url });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1)", [BACKUP_LOCK_KEY]);
      const settings = { databaseUrl: cluster!.url, dataDir, backupDir: path.join(dataDir, "backups"), keepDaily: 14, keepWeekly: 8 };
      expect(await runScheduledBackup(db, settings, { now: new Date(Date.now() + 2 * 86_400_000) })).toBe("skipped: another instance is taking it");
      await other.query("SELECT pg_advisory_unlock($1)", [BACKUP_LOCK_KEY]);
      expect(await runScheduledBackup(db, settings, { now: new Date(Date.now() + 2 * 86_400_000) })).toBe("ok");
    } finally {
      await other.end();
      await db.close();
      removeDir(dataDir);
    }
  });
});
