/**
 * Backups and restore on both engines, with the built server running and taking leads:
 * `npm run backup` (bin/backup.ts) and `npm run restore` (bin/restore.ts) run as the owner runs
 * them, as separate processes. Set BUILD_DIR to test a build other than ./build.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastBackupRun, lastSuccessfulBackupAt } from "../../app/.server/backup/last-backup.ts";
import { BACKUP_LOCK_KEY, runScheduledBackup } from "../../app/.server/backup/schedule.ts";
import { openDb, type DbOptions } from "../../app/.server/db/database.ts";
import { backupFileName } from "../../app/lib/backup-rotation.ts";
import { findPostgresBin, postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";
import { runTool, type ToolResult } from "../../harness/run-tool.ts";

/** Runs bin/<name>.ts as `npm run <name>` does, with only the given database settings. */
const runCli = (name: "backup" | "restore", args: string[], env: Record<string, string>) => runTool(name, args, env);

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** The file `npm run backup` says it wrote. */
function writtenFile(result: ToolResult): string {
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
  /** Writes to `out` a copy of the backup with an attacker's objects added (and their names, as restore reports them). */
  craft(backup: string, out: string): Promise<{ trigger: RegExp; table: RegExp; view: RegExp }>;
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

  it("a crafted backup (a trigger that keeps a password and grants admin, a table keeping deleted leads, a view) is refused, naming each object, the live data unchanged", async () => {
    const work = tempDataDir();
    cleanup.push(work);
    const crafted = path.join(work, `crafted-${path.basename(backupFile)}`);
    const names = await engine().craft(backupFile, crafted);
    // The checksum recomputed, as an attacker with the file would.
    writeFileSync(`${crafted}.sha256`, `${sha256(crafted)}  ${path.basename(crafted)}\n`);
    const before = await engine().fingerprint(restoredEnv);
    const result = await runCli("restore", [crafted], restoredEnv);
    expect(result.code, result.stdout).toBe(1);
    expect(result.stderr).toMatch(/Refused: .* holds schema objects that differ from what the site's migrations create/);
    expect(result.stderr).toMatch(names.trigger);
    expect(result.stderr).toMatch(names.table);
    expect(result.stderr).toMatch(names.view);
    expect(result.stderr).toMatch(/The current database was not touched/);
    expect(await engine().fingerprint(restoredEnv)).toBe(before);
    console.log(`crafted backup (${engine().name}): refused: ${result.stderr.trim().slice(0, 400)}`);

    // The genuine backup it was made from still restores.
    const genuine = await runCli("restore", [backupFile], restoredEnv);
    expect(genuine.code, genuine.stderr).toBe(0);
    expect(genuine.stdout).toMatch(/Schema: ok/);
  });

  it("with BACKUP_SIGNING_KEY, a backup carries a .sig, and restore refuses one whose signature is missing or wrong", async () => {
    const key = "a-signing-key-of-more-than-32-characters";
    const signed = await runCli("backup", [], { ...env(), BACKUP_SIGNING_KEY: key });
    expect(signed.code, signed.stderr).toBe(0);
    const file = writtenFile(signed);
    expect(statSync(`${file}.sig`).mode & 0o777).toBe(0o600);
    const target = { ...restoredEnv, BACKUP_SIGNING_KEY: key };

    const work = tempDataDir();
    cleanup.push(work);
    const copy = (label: string, { sig = true } = {}) => {
      const out = path.join(work, `${label}-${path.basename(file)}`);
      copyFileSync(file, out);
      copyFileSync(`${file}.sha256`, `${out}.sha256`);
      if (sig) copyFileSync(`${file}.sig`, `${out}.sig`);
      return out;
    };
    const before = await engine().fingerprint(restoredEnv);
    const unsigned = copy("unsigned", { sig: false });
    let result = await runCli("restore", [unsigned], target);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/has no signature .* pass --unsigned/);

    const otherKey = copy("other-key");
    writeFileSync(`${otherKey}.sig`, `${"ab".repeat(32)}  ${path.basename(otherKey)}\n`);
    result = await runCli("restore", [otherKey], target);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/signature .* is wrong/);

    // Changed after signing, with its checksum recomputed: the signature no longer matches.
    const changed = copy("changed");
    const bytes = readFileSync(changed);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x01;
    writeFileSync(changed, bytes);
    writeFileSync(`${changed}.sha256`, `${sha256(changed)}  ${path.basename(changed)}\n`);
    result = await runCli("restore", [changed], target);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/signature .* is wrong/);
    expect(await engine().fingerprint(restoredEnv)).toBe(before);

    result = await runCli("restore", [copy("signed")], target);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Signature: ok/);
    result = await runCli("restore", [unsigned, "--unsigned"], target);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/restoring unsigned on purpose/);
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
      expect(left.filter((name) => !name.endsWith(".sha256") && !name.endsWith(".sig"))).toHaveLength(3);
      expect(left.filter((name) => name.endsWith(".sha256"))).toHaveLength(3);
      expect(left).not.toContain(old[0]);
      expect(left).not.toContain(`${old[0]}.sha256`);
    } finally {
      await db.close();
    }
  });
}

/** The attacker's additions: a trigger that keeps the old password and makes the user an admin, a copy of the leads, a view. */
const TRAP_SQLITE = `CREATE TRIGGER users_keep_password AFTER UPDATE OF password_hash ON users BEGIN
    UPDATE users SET password_hash = old.password_hash WHERE id = new.id;
    INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (new.id, 'admin');
  END;
  CREATE TABLE leads_kept AS SELECT * FROM leads;
  CREATE VIEW everyone AS SELECT email, password_hash FROM users;`;
const TRAP_POSTGRES = `CREATE FUNCTION users_keep_password() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    NEW.password_hash := OLD.password_hash;
    INSERT INTO user_roles (user_id, role) VALUES (NEW.id, 'admin') ON CONFLICT DO NOTHING;
    RETURN NEW;
  END $$;
  CREATE TRIGGER users_keep_password BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_keep_password();
  CREATE TABLE leads_kept AS SELECT * FROM leads;
  CREATE VIEW everyone AS SELECT email, password_hash FROM users;`;

describe("SQLite", () => {
  it("keeps the data directory 0700 and the database files 0600 under umask 022, tightening looser ones at start-up", async () => {
    const parent = tempDataDir();
    const dataDir = path.join(parent, "data");
    const modes = () =>
      Object.fromEntries(
        [
          dataDir,
          ...readdirSync(dataDir)
            .filter((name) => name.startsWith("courier.sqlite"))
            .map((name) => path.join(dataDir, name)),
        ].map((file) => [path.relative(parent, file), (statSync(file).mode & 0o777).toString(8)]),
      );
    const umask = process.umask(0o022);
    try {
      let server = await startServer({ dataDir, env: { BACKUP_HOUR: "off" } });
      try {
        expect(modes()).toEqual({ data: "700", "data/courier.sqlite": "600", "data/courier.sqlite-wal": "600", "data/courier.sqlite-shm": "600" });
        expect(server.output()).not.toMatch(/mode tightened/);
      } finally {
        await server.stop();
      }
      // Loosened by hand (or left by an older version): tightened when the server starts, with a warning.
      chmodSync(dataDir, 0o755);
      chmodSync(path.join(dataDir, "courier.sqlite"), 0o644);
      server = await startServer({ dataDir, env: { BACKUP_HOUR: "off" } });
      try {
        expect(modes()).toMatchObject({ data: "700", "data/courier.sqlite": "600" });
        expect(Object.values(modes()).every((mode) => mode === "700" || mode === "600")).toBe(true);
        expect(server.output()).toMatch(/"level":"warn","msg":"database file mode tightened".*"from":"644","to":"600"/);
      } finally {
        await server.stop();
      }
    } finally {
      process.umask(umask);
      removeDir(parent);
    }
  });

  backupSuite(() => ({
    name: "SQLite",
    craft: async (backup, out) => {
      copyFileSync(backup, out);
      const db = new DatabaseSync(out);
      db.exec(TRAP_SQLITE);
      db.close();
      return { trigger: /trigger "users_keep_password" is not created/, table: /table "leads_kept" is not created/, view: /view "everyone" is not created/ };
    },
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
    craft: async (backup, out) => {
      const name = `crafted_${++databases}`;
      await query(cluster!.url, `CREATE DATABASE ${name}`);
      const bin = findPostgresBin()!;
      execFileSync(path.join(bin, "pg_restore"), ["--no-owner", `--dbname=${withDatabase(name)}`, backup]);
      await query(withDatabase(name), TRAP_POSTGRES);
      execFileSync(path.join(bin, "pg_dump"), ["--format=custom", `--file=${out}`, `--dbname=${withDatabase(name)}`]);
      return {
        trigger: /trigger "public\.users users_keep_password" is not created/,
        table: /table "public\.leads_kept" is not created/,
        view: /view "public\.everyone" is not created/,
      };
    },
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
