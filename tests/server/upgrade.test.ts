/**
 * Upgrades and the way back, on both engines, with the built server (docs/decisions/074): the
 * backup before pending migrations, a database newer than the code, an instance a newer version
 * outgrows, the wait for older instances (PostgreSQL), and `npm run restore` of the pre-upgrade
 * backup into the migrated database. Set BUILD_DIR to test a build other than ./build.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/.server/db/database.ts";
import { migrationProvider, NEWEST_MIGRATION } from "../../app/.server/db/migrations.ts";
import { nodeSqliteDialect, openSqliteFile } from "../../app/.server/db/node-sqlite-dialect.ts";
import { findPostgresBin, postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { freePort, removeDir, startServer, tempDataDir } from "../../harness/server-process.ts";
import { runTool } from "../../harness/run-tool.ts";
import { SERVER_NODE_FLAGS } from "../../server/node-flags.ts";

const root = path.resolve(import.meta.dirname, "../..");
const FUTURE = "0099_from_a_newer_version";

interface Target {
  /** The server's and the tools' settings for this database. */
  env: Record<string, string>;
  dataDir: string;
  backupDir: string;
  engine: "sqlite" | "postgres";
}

const kyselyFor = (target: Target) =>
  new Kysely<Database>({
    dialect:
      target.engine === "postgres"
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 2 }) })
        : nodeSqliteDialect(openSqliteFile(path.join(target.dataDir, "courier.sqlite"))),
  });

async function withDb<T>(target: Target, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = kyselyFor(target);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** A database brought to `migration` by the real migrations, holding an admin and three leads (one handled), as that version left it. */
async function buildAt(target: Target, migration: string): Promise<void> {
  await withDb(target, async (db) => {
    const { error } = await new Migrator({ db, provider: migrationProvider(target.engine) }).migrateTo(migration);
    expect(error).toBeUndefined();
    const user = await db
      .insertInto("users")
      .values({ email: "owner@example.co.il", password_hash: "scrypt$not-used-here", created_at: "2026-11-20T08:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("user_roles").values({ user_id: user.id, role: "admin" }).execute();
    const lead = (name: string, createdAt: string, more: Record<string, unknown> = {}) => ({
      created_at: createdAt,
      name,
      phone: "050-1234567",
      source: "lead_form",
      is_spam: 0,
      ...more,
    });
    await db
      .insertInto("leads")
      .values([
        lead("טופל לפני השדרוג", "2026-11-21T10:00:00.000Z", { handled_at: "2026-11-22T10:00:00.000Z" }),
        lead("פתוח לפני השדרוג", "2026-11-23T10:00:00.000Z"),
        lead("עוד אחד פתוח", "2026-11-24T10:00:00.000Z"),
      ])
      .execute();
  });
}

const applied = (target: Target) =>
  withDb(target, async (db) => (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map((row) => row.name));

const leadNames = (target: Target) =>
  withDb(target, async (db) => (await sql<{ name: string }>`SELECT name FROM leads ORDER BY id`.execute(db)).rows.map((row) => row.name));

const markNewer = (target: Target) =>
  withDb(target, (db) => sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${FUTURE}, '2030-01-01T00:00:00.000Z')`.execute(db));

const known = async (engine: Target["engine"]) => Object.keys(await migrationProvider(engine).getMigrations()).sort();

/** Starts the built server and waits for it to exit by itself (a refusal), at most a minute. */
async function runServerToExit(target: Target, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const port = String(await freePort());
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.ts"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", PORT: port, HOST: "127.0.0.1", BACKUP_HOUR: "off", ...target.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const runRestore = (target: Target, file: string, env: Record<string, string> = {}) => runTool("restore", [file], { ...target.env, ...env });

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const extension = (target: Target) => (target.engine === "postgres" ? "pgdump" : "sqlite");
const beforeBackups = (target: Target) =>
  (existsSync(target.backupDir) ? readdirSync(target.backupDir) : []).filter((name) => name.startsWith("before-") && !name.includes(".sha256"));

function upgradeSuite(newTarget: () => Promise<Target>) {
  it("takes a backup before migrating and says where; the rollback restores it into the migrated database", async () => {
    const target = await newTarget();
    await buildAt(target, "0008_two_factor");
    const server = await startServer({ dataDir: target.dataDir, env: { ...target.env, BACKUP_HOUR: "off" } });
    let newLead: Response;
    try {
      const [backup] = beforeBackups(target);
      expect(backup).toMatch(new RegExp(`^before-0009_second_step_budget-\\d{4}-\\d\\d-\\d\\dT\\d{6}Z\\.${extension(target)}$`));
      const file = path.join(target.backupDir, backup!);
      expect(readFileSync(`${file}.sha256`, "utf8")).toBe(`${sha256(file)}  ${backup}\n`);
      const said = server
        .output()
        .split("\n")
        .filter((line) => line.includes("backup taken before migrating"))
        .map((line) => JSON.parse(line) as { file: string; migrations: string });
      expect(said).toEqual([expect.objectContaining({ file, migrations: expect.stringMatching(/^0009_second_step_budget,.*0020_applicant_stages/) })]);
      expect(await applied(target)).toEqual(await known(target.engine));

      newLead = await fetch(`${server.url}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "אחרי השדרוג", phone: "050-7654321", consent: true, source: "contact_form" }),
      });
      expect(newLead.status).toBe(201);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // The way back: the pre-upgrade backup, restored into the very database the upgrade migrated.
    const restore = await runRestore(target, path.join(target.backupDir, beforeBackups(target)[0]!));
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/The replaced database is kept at /);
    expect(restore.stdout).toMatch(/Leads: 3, the newest from/);
    expect(restore.stdout).toMatch(/^Rows by kind: .*\bleads 3\b.*\busers 1\b/m);
    expect(restore.stdout).toMatch(/\buser_roles 1\b/);
    expect(await applied(target)).toEqual((await known(target.engine)).slice(0, 8));
    expect(await leadNames(target)).toEqual(["טופל לפני השדרוג", "פתוח לפני השדרוג", "עוד אחד פתוח"]);
    const handled = await withDb(target, async (db) => (await sql<{ name: string }>`SELECT name FROM leads WHERE handled_at IS NOT NULL`.execute(db)).rows);
    expect(handled).toEqual([{ name: "טופל לפני השדרוג" }]);
  });

  it("a database newer than the code: the server exits 78 at start with one sentence, and changes nothing", async () => {
    const target = await newTarget();
    await buildAt(target, NEWEST_MIGRATION);
    await markNewer(target);
    const { code, output } = await runServerToExit(target);
    expect(code).toBe(78);
    const sentence = output.split("\n").find((line) => line.startsWith("The database was upgraded by a newer version"));
    expect(sentence).toBe(
      `The database was upgraded by a newer version of the site (it has migration ${FUTURE}, which this version does not know): ` +
        `start the newer version, or restore the backup taken before that upgrade (npm run restore -- BACKUP_DIR/before-${FUTURE}-<time>.${extension(target)}) and then start this one.`,
    );
    expect(await applied(target)).toEqual([...(await known(target.engine)), FUTURE]);
    expect(await leadNames(target)).toHaveLength(3);
  });

  it("refuses to migrate when the backup before it cannot be taken, and leaves the database as it was", async () => {
    const target = await newTarget();
    await buildAt(target, "0019_search_as_typed");
    const blocker = path.join(target.dataDir, "not-a-directory");
    writeFileSync(blocker, "");
    const { code, output } = await runServerToExit(target, { BACKUP_DIR: path.join(blocker, "backups") });
    expect(code).toBe(78);
    const pending = (await known(target.engine)).slice(19).join(", ");
    expect(output).toContain(`\nNot upgrading: the backup before migrations ${pending} could not be taken (`);
    expect(output).toMatch(/\); the database was not changed\. Fix that/);
    expect((await applied(target)).at(-1)).toBe("0019_search_as_typed");
  });

  it("a running server that sees the database migrated past it takes no more writes and exits 1", async () => {
    const target = await newTarget();
    const server = await startServer({ dataDir: target.dataDir, env: { ...target.env, BACKUP_HOUR: "off" } });
    const accepted: string[] = [];
    const attempts: { sentAt: number; status: number | "gone" }[] = [];
    let posting = true;
    const post = async () => {
      for (let i = 0; posting; i++) {
        const sentAt = Date.now();
        try {
          const res = await fetch(`${server.url}/api/leads`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ name: `כתיבה ${i}`, phone: "050-1234567", consent: true, source: "contact_form" }),
          });
          attempts.push({ sentAt, status: res.status });
          if (res.status === 201) accepted.push(`כתיבה ${i}`);
          else await res.body?.cancel();
        } catch {
          attempts.push({ sentAt, status: "gone" });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const posting1 = post();
    await expect.poll(() => accepted.length, { timeout: 20_000 }).toBeGreaterThan(2);
    await markNewer(target);
    expect(await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 30_000, "still running"))])).toBe(1);
    posting = false;
    await posting1;
    const outgrown = server
      .output()
      .split("\n")
      .find((line) => line.includes("takes no more writes"));
    expect(outgrown).toContain(FUTURE);
    // Every write it acknowledged is stored; a write sent after it saw the newer version was refused (503) or found it gone.
    const stoppedAt = new Date((JSON.parse(outgrown!) as { time: string }).time).getTime();
    const stored = await withDb(target, async (db) => (await sql<{ name: string }>`SELECT name FROM leads`.execute(db)).rows);
    expect(stored.map((row) => row.name).sort()).toEqual([...accepted].sort());
    const after = attempts.filter((attempt) => attempt.sentAt > stoppedAt);
    expect(after.filter((attempt) => attempt.status !== 503 && attempt.status !== "gone")).toEqual([]);
  });

  it("restore refuses a backup from a newer version in words, and touches nothing", async () => {
    const source = await newTarget();
    await buildAt(source, NEWEST_MIGRATION);
    await markNewer(source);
    const backup = path.join(source.dataDir, `newer.${extension(source)}`);
    if (source.engine === "postgres") {
      const { execFileSync } = await import("node:child_process");
      execFileSync(path.join(findPostgresBin()!, "pg_dump"), ["--format=custom", `--file=${backup}`, `--dbname=${source.env.DATABASE_URL}`]);
    } else {
      await withDb(source, (db) => sql`VACUUM INTO ${backup}`.execute(db));
    }
    writeFileSync(`${backup}.sha256`, `${sha256(backup)}  ${path.basename(backup)}\n`);

    const target = await newTarget();
    await buildAt(target, NEWEST_MIGRATION);
    const restore = await runRestore(target, backup);
    expect(restore.code).toBe(1);
    expect(restore.stderr.trim()).toBe(
      `Refused: ${path.basename(backup)} is a backup from a newer version of the site (it has migration ${FUTURE}, which this version does not know): ` +
        "restore it with that version or a newer one. The current database was not touched.",
    );
    expect(await applied(target)).toEqual(await known(target.engine));
    expect(await leadNames(target)).toHaveLength(3);
  });

  it("the users and backup commands never make or migrate a database: they say where they looked", async () => {
    const target = await newTarget();
    const where =
      target.engine === "postgres"
        ? /^Error: PostgreSQL database "upgrade_\d+" on 127\.0\.0\.1:\d+ holds no site data yet \(nothing was created\)\. Run the command where the server's settings are/
        : new RegExp(`^Error: There is no database at ${path.join(target.dataDir, "courier.sqlite")}\\. Run the command where the server's settings are`);
    const list = await runTool("users", ["list"], target.env);
    expect(list.code).toBe(1);
    expect(list.stderr).toMatch(where);
    expect(list.stdout).not.toMatch(/No users yet/);
    expect(existsSync(path.join(target.dataDir, "courier.sqlite"))).toBe(false);
    const backup = await runTool("backup", [], target.env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/holds no site data yet|There is no database at/);

    await buildAt(target, "0019_search_as_typed");
    const older = await runTool("users", ["list"], target.env);
    expect(older.code).toBe(1);
    expect(older.stderr).toContain(
      `is from an older version of the site (it has not had ${(await known(target.engine)).slice(19).join(", ")}): start the server once, which upgrades it after taking a backup, then run this again.`,
    );
    expect((await applied(target)).at(-1)).toBe("0019_search_as_typed");
    // A backup of the database as it is, before the upgrade: allowed, and it migrates nothing.
    const taken = await runTool("backup", [], target.env);
    expect(taken.code, taken.stderr).toBe(0);
    expect((await applied(target)).at(-1)).toBe("0019_search_as_typed");
  });

  it("users add is the one command that makes a new database, and it says so", async () => {
    const target = await newTarget();
    const add = await runTool("users", ["add", "first@example.co.il", "--password", "harbour-lantern-quiet-7", "--admin"], target.env);
    expect(add.code, add.stderr).toBe(0);
    expect(add.stdout).toMatch(
      target.engine === "postgres"
        ? /^PostgreSQL database "upgrade_\d+" on [^ ]+ held no site data: created the site's tables in it\.\nCreated first@example\.co\.il with the admin role\.$/m
        : new RegExp(
            `^There was no database at ${path.join(target.dataDir, "courier.sqlite")}: created a new one there\\.\nCreated first@example\\.co\\.il with the admin role\\.$`,
            "m",
          ),
    );
    const list = await runTool("users", ["list"], target.env);
    expect(list.stdout).toMatch(/^first@example\.co\.il\troles: admin/m);
  });
}

describe("SQLite", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));
  upgradeSuite(async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const backupDir = path.join(dataDir, "backups");
    return { engine: "sqlite", dataDir, backupDir, env: { DATA_DIR: dataDir, DATABASE_URL: "", BACKUP_DIR: backupDir } };
  });
});

describe.runIf(postgresAvailable())("PostgreSQL", () => {
  let cluster: PostgresCluster | undefined;
  let databases = 0;
  const dirs: string[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => {
    cluster?.stop();
    dirs.forEach(removeDir);
  });

  const newTarget = async (): Promise<Target> => {
    const name = `upgrade_${++databases}`;
    const admin = new pg.Client({ connectionString: cluster!.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(cluster!.url);
    url.pathname = `/${name}`;
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const backupDir = path.join(dataDir, "backups");
    return { engine: "postgres", dataDir, backupDir, env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir, BACKUP_DIR: backupDir } };
  };
  upgradeSuite(newTarget);

  /** A connection as an instance of another version holds one (`courier-site` alone: a release before 2026-11-29). */
  async function instanceConnection(target: Target, applicationName: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL, application_name: applicationName });
    client.on("error", () => {}); // cut when the cluster stops
    await client.connect();
    return client;
  }

  it("a running server that sees a newer version connected stops and exits 1", async () => {
    const target = await newTarget();
    const server = await startServer({ dataDir: target.dataDir, env: { ...target.env, BACKUP_HOUR: "off" } });
    const newer = await instanceConnection(target, `courier-site ${FUTURE}`);
    try {
      expect(await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 30_000, "still running"))])).toBe(1);
      expect(server.output()).toMatch(new RegExp(`a newer version of the site is connected to the database \\(courier-site ${FUTURE}\\)`));
    } finally {
      await newer.end();
    }
  });

  it("a starting server with migrations to run waits for older instances to leave: refuses after its wait, migrates once they have gone", async () => {
    const target = await newTarget();
    await buildAt(target, "0019_search_as_typed");
    const old = await instanceConnection(target, "courier-site");
    const refused = await runServerToExit(target, { UPGRADE_WAIT_SECONDS: "2" });
    expect(refused.code).toBe(78);
    expect(refused.output).toMatch(/^Not upgrading: 1 connection\(s\) of an older version of the site are still open to the database after 2 s/m);
    expect((await applied(target)).at(-1)).toBe("0019_search_as_typed");
    expect(beforeBackups(target)).toEqual([]);

    // The older connection goes once the new server is connected (and so waiting: it cannot migrate while the older one is there).
    const waiting = (async () => {
      for (;;) {
        const { rows } = await old.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1", [
          `courier-site ${NEWEST_MIGRATION}`,
        ]);
        if (Number(rows[0]!.n) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      await old.end();
    })();
    const server = await startServer({ dataDir: target.dataDir, env: { ...target.env, BACKUP_HOUR: "off", UPGRADE_WAIT_SECONDS: "60" } });
    await waiting;
    try {
      expect(server.output()).toContain("waiting for older instances to stop before migrating");
      expect(await applied(target)).toEqual(await known("postgres"));
      expect(beforeBackups(target)).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  it("a restore that fails is undone, leaves nothing behind, and says so", async () => {
    const target = await newTarget();
    await buildAt(target, "0008_two_factor");
    const server = await startServer({ dataDir: target.dataDir, env: { ...target.env, BACKUP_HOUR: "off" } });
    await server.stop();
    const [backup] = beforeBackups(target);
    // psql that fails as a broken restore would (a disk full, a lost connection): the real pg_dump and pg_restore beside it.
    const tools = path.join(target.dataDir, "failing-psql");
    mkdirSync(tools);
    for (const tool of ["pg_dump", "pg_restore"]) symlinkSync(path.join(findPostgresBin()!, tool), path.join(tools, tool));
    writeFileSync(path.join(tools, "psql"), '#!/bin/sh\necho "psql: error: connection to server lost" >&2\nexit 2\n', { mode: 0o755 });

    const before = readdirSync(target.backupDir).sort();
    const restore = await runRestore(target, path.join(target.backupDir, backup!), { PG_BIN: tools });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(
      /^Restore failed, and was undone: psql failed \(exit code 2\): psql: error: connection to server lost\. The current database is as it was \(the restore ran in one transaction\), and nothing was left behind\./,
    );
    expect(restore.stdout).not.toMatch(/kept at/);
    expect(readdirSync(target.backupDir).sort()).toEqual(before);
    expect(await applied(target)).toEqual(await known("postgres"));
    expect(await leadNames(target)).toHaveLength(3);
  });
});
