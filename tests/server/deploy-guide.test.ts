/**
 * docs/operations.md's deployment guide, followed: its shell blocks marked `<!-- guide-step: NAME -->`
 * are taken from the guide and run by bash, as written, where this machine can run them; the rest
 * pass `bash -n`. On both engines: the settings (and, on PostgreSQL, the role and the database the
 * guide creates, in a cluster started here that asks passwords over TCP as Debian's does), the
 * build command, the service, the users command, a backup; then an update from a database of the
 * 2026-11-25 release (migrations 0001-0008, as that release left it) and the way back.
 *
 * What stands in for a server (each path and command, nothing else):
 * - /srv/courier, /etc/courier, /etc/systemd/system, /var/lib/courier: directories under a
 *   temporary one ("the stand"); /srv/courier holds links to this checkout's files (the code the
 *   guide's `git clone` and `npm ci` would put there) and the `.env` link the guide makes.
 * - 127.0.0.1:3000 and PostgreSQL's 5432: free loopback ports.
 * - sudo, install -o/-g, editor, systemctl, journalctl: bash functions (tests/support/deploy-guide.ts,
 *   prelude()); `editor` makes the operator's edit: no mail server (SMTP_URL and LEADS_NOTIFY_TO
 *   empty), the stand's paths and ports, and BUILD_DIR (a build of its own, beside this checkout's).
 * - `git pull`, `git checkout --detach before-update`, `git tag` and `npm ci` are not run (this
 *   checkout is the code, and its node_modules are shared): the "older release" of the way back is
 *   this same code, so on its start it upgrades the restored database again. The older version's
 *   refusal of a newer database is shown with a migration this code does not know, recorded in
 *   the database by the test.
 * - apt-get, useradd, git clone, certbot, nginx: `bash -n` only (the nginx site is run by
 *   deploy-nginx.test.ts); the unit with the guide's PostgreSQL drop-in passes systemd-analyze verify.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseEnv } from "node:util";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/.server/db/database.ts";
import { migrationProvider, NEWEST_MIGRATION } from "../../app/.server/db/migrations.ts";
import { nodeSqliteDialect, openSqliteFile } from "../../app/.server/db/node-sqlite-dialect.ts";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { freePort, removeDir } from "../../harness/server-process.ts";
import { bashSyntax, guideBlocks, prelude, runBlock, substitute, type Stand } from "../support/deploy-guide.ts";

const root = path.resolve(import.meta.dirname, "../..");
const guide = readFileSync(path.join(root, "docs", "operations.md"), "utf8");
const { blocks, unmarkedShell } = guideBlocks(guide, "## Deploy on a fresh Debian server");
const block = (name: string) => {
  const found = blocks.get(name);
  if (!found) throw new Error(`docs/operations.md has no block marked guide-step: ${name}`);
  return found.code;
};

/** The release of 2026-11-25: its last migration. */
const OLD_RELEASE_MIGRATION = "0008_two_factor";
const OLD_LEADS = ["דנה מהגרסה הקודמת", "משה מהגרסה הקודמת", "נועה מהגרסה הקודמת"];
const OWNER = "owner@example.co.il";
const OWNER_PASSWORD = "a-long-password-for-the-guide";

/** Blocks the test runs (in the flows below), and why the others are only parsed. */
const RUN = [
  "settings",
  "postgres-database",
  "build",
  "service",
  "first-admin",
  "users-list",
  "backup-now",
  "update-backup",
  "update-code",
  "stop-all",
  "start",
  "check",
  "rollback-stop",
  "rollback-code",
  "rollback-restore",
  "rollback-start",
  "rollback-old-release-postgres",
];
const SYNTAX_ONLY: Record<string, string> = {
  packages: "apt-get installs on a real server",
  "postgres-packages": "apt-get installs on a real server",
  user: "useradd makes a system user",
  code: "git clone of the repository and npm ci (this checkout and its node_modules stand in)",
  certificate: "certbot needs the public domain",
  "nginx-site": "nginx is run by deploy-nginx.test.ts",
  "check-outside": "the public domain",
  "rclone-config": "an editor on a real server; rclone is not installed here",
  restore: "a placeholder file name; the same command runs in rollback-restore",
  "ship-backup-script": "rclone and a remote; the script's syntax is checked",
};

/** What stands in for `git pull`, `git checkout`, `git tag` and `npm ci` (see the header). */
const NOT_RUN: Record<string, [string, string][]> = {
  "update-backup": [["sudo -u courier -H git tag -f before-update", ": git tag: the stand is not a clone"]],
  "update-code": [
    ["sudo -u courier -H git pull --ff-only", ": git pull: this checkout is the new code"],
    ["sudo -u courier -H npm ci --no-audit --no-fund", ": npm ci: node_modules are shared"],
  ],
  "rollback-code": [
    ["sudo -u courier -H git checkout --detach before-update", ": git checkout: this checkout stands in for the older release"],
    ["sudo -u courier -H npm ci --no-audit --no-fund", ": npm ci: node_modules are shared"],
  ],
  "rollback-old-release-postgres": [
    ["sudo -u courier -H git checkout --detach before-update", ": git checkout: this checkout stands in for the older release"],
    ["sudo -u courier -H npm ci --no-audit --no-fund", ": npm ci: node_modules are shared"],
  ],
};

/** The one build command (the guide's step 6). */
const BUILD_LINE = block("build")
  .split("\n")
  .find((line) => line.includes("ensure-build"))!;

describe("docs/operations.md's deployment commands", () => {
  it("every shell block from the deploy on is marked, and each is run by this test or parses (bash -n)", () => {
    expect(unmarkedShell, "a ```sh block without <!-- guide-step: NAME --> before it").toEqual([]);
    for (const name of blocks.keys()) expect(RUN.includes(name) || name in SYNTAX_ONLY, `guide-step ${name}: add it to RUN or SYNTAX_ONLY`).toBe(true);
    for (const name of [...RUN, ...Object.keys(SYNTAX_ONLY)]) expect(blocks.has(name), `guide-step ${name} is gone from the guide`).toBe(true);
    for (const { name, code } of blocks.values()) expect(bashSyntax(code), name).toBe("");
  });

  it("says the build command once: every block that builds runs step 6's line, and the unit's comment points to it", () => {
    expect(BUILD_LINE).toBe("sudo -u courier -H npm exec -- node --env-file=.env scripts/ensure-build.ts");
    for (const { name, code } of blocks.values()) {
      for (const line of code.split("\n").filter((l) => /ensure-build|npm run build|react-router build/.test(l))) expect(line, name).toBe(BUILD_LINE);
    }
    const unit = readFileSync(path.join(root, "deploy", "courier.service"), "utf8");
    expect(unit).toMatch(/build command \(step 6/);
    expect(unit).not.toMatch(/\(npm run build\)/);
  });

  it("installs Node without a conflicting npm, and PostgreSQL, its client and curl", () => {
    const packages = block("packages");
    expect(packages).toMatch(/apt-get install -y .*\bnodejs npm\b/);
    expect(packages).toMatch(/apt-get install -y .*\bcurl\b/);
    expect(guide).not.toMatch(/NodeSource instead/);
    expect(block("postgres-packages")).toMatch(/apt-get install -y postgresql postgresql-client/);
  });

  it("ships backups with rclone's configuration by path (the service hides /home)", () => {
    const script = block("ship-backup-script");
    for (const line of script.split("\n").filter((l) => /^\s*(if .*then )?rclone /.test(l))) expect(line).toContain('--config "$conf"');
    expect(script).toMatch(/^conf=\/etc\/courier\/rclone\.conf$/m);
    expect(block("rclone-config")).toContain("install -o root -g courier -m 0640 /dev/null /etc/courier/rclone.conf");
  });
});

const engines = postgresAvailable() ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(engines)("the guide followed on %s", (engine) => {
  const postgres = engine === "postgres";
  let dir: string;
  let stand: Stand;
  let env: NodeJS.ProcessEnv;
  let shell: string;
  let cluster: PostgresCluster | undefined;
  let port: number;
  const at = (guidePath: string) => path.join(dir, guidePath);
  const settings = () => parseEnv(readFileSync(at("/etc/courier/courier.env"), "utf8"));
  const backups = () => (existsSync(at("/var/lib/courier/backups")) ? readdirSync(at("/var/lib/courier/backups")).sort() : []);
  const journal = () => (existsSync(stand.journal) ? readFileSync(stand.journal, "utf8") : "");

  /** Runs one of the guide's blocks on the stand, its paths and ports mapped, `not run` lines stood in for. */
  function run(name: string, options: { replace?: [string, string][]; input?: string } = {}): string {
    let code = substitute(name, block(name), [...(NOT_RUN[name] ?? []), ...(options.replace ?? [])]);
    for (const [from, to] of stand.paths) code = code.replaceAll(from, to);
    return runBlock(name, code, { prelude: shell, env, input: options.input });
  }

  /** A query on the site's database, as the server's own role (DATABASE_URL) or the SQLite file. */
  async function query<T>(text: string): Promise<T[]> {
    if (postgres) {
      const client = new pg.Client({ connectionString: settings().DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(text)).rows as T[];
      } finally {
        await client.end();
      }
    }
    const db = new DatabaseSync(at("/var/lib/courier/courier.sqlite"));
    try {
      return db.prepare(text).all() as T[];
    } finally {
      db.close();
    }
  }
  const migrations = async () => (await query<{ name: string }>("SELECT name FROM kysely_migration ORDER BY name")).map((r) => r.name);
  const leadNames = async () => (await query<{ name: string }>("SELECT name FROM leads ORDER BY name")).map((r) => r.name);
  const userEmails = async () => (await query<{ email: string }>("SELECT email FROM users ORDER BY email")).map((r) => r.email);
  const serverExit = () => (existsSync(stand.statusFile) ? readFileSync(stand.statusFile, "utf8").trim() : undefined);

  /** The database as the release of 2026-11-25 left it: its eight migrations, run by the site's own role, and its leads. */
  async function oldReleaseDatabase() {
    const kysely = new Kysely<Database>({
      dialect: postgres
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: settings().DATABASE_URL, max: 1 }) })
        : nodeSqliteDialect(openSqliteFile(at("/var/lib/courier/courier.sqlite"))),
    });
    try {
      const migrated = await new Migrator({ db: kysely, provider: migrationProvider(engine) }).migrateTo(OLD_RELEASE_MIGRATION);
      expect(migrated.error).toBeUndefined();
      for (const [index, name] of OLD_LEADS.entries()) {
        await sql`INSERT INTO leads (created_at, name, phone, source) VALUES (${`2026-11-2${index}T10:00:00.000Z`}, ${name}, ${"050-1234567"}, ${"contact_form"})`.execute(
          kysely,
        );
      }
    } finally {
      await kysely.destroy();
    }
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "courier-guide-"));
    port = await freePort();
    cluster = postgres ? await startPostgres({ passwords: true }) : undefined;
    // /srv/courier: the code, as git clone and npm ci leave it (without a build, data or .env).
    mkdirSync(at("/srv/courier"), { recursive: true });
    for (const entry of readdirSync(root)) {
      if ([".env", ".git", "build", "data", ".tmp"].includes(entry) || entry.startsWith("build-")) continue;
      symlinkSync(path.join(root, entry), path.join(at("/srv/courier"), entry));
    }
    // What the guide's step 3 makes (useradd is not run).
    mkdirSync(at("/var/lib/courier/backups"), { recursive: true, mode: 0o700 });
    mkdirSync(at("/etc/systemd/system"), { recursive: true });
    const paths: [string, string][] = [
      ["/etc/systemd/system", at("/etc/systemd/system")],
      ["/etc/courier", at("/etc/courier")],
      ["/srv/courier", at("/srv/courier")],
      ["/var/lib/courier", at("/var/lib/courier")],
      ["127.0.0.1:3000", `127.0.0.1:${port}`],
    ];
    stand = {
      paths,
      unitFile: at("/etc/systemd/system/courier.service"),
      journal: path.join(dir, "journal"),
      pidFile: path.join(dir, "service.pid"),
      statusFile: path.join(dir, "service.status"),
      edits: [
        "s|^SMTP_URL=.*|SMTP_URL=|",
        "s|^LEADS_NOTIFY_TO=.*|LEADS_NOTIFY_TO=|",
        `s|^PORT=3000$|PORT=${port}|`,
        `s|/var/lib/courier|${at("/var/lib/courier")}|g`,
        ...(cluster ? [`s|@127.0.0.1:5432/|@127.0.0.1:${cluster.port}/|`] : []),
        // The build in /srv/courier/build, as on a server (BUILD_DIR: the build command would
        // otherwise write this checkout's build/, which the links of the stand lead to).
        `$a BUILD_DIR=${at("/srv/courier/build")}`,
      ],
    };
    env = {
      PATH: cluster ? `${cluster.bin}:${process.env.PATH}` : process.env.PATH,
      HOME: process.env.HOME ?? os.homedir(),
      TMPDIR: os.tmpdir(),
      ...(cluster ? { PGHOST: cluster.socketDir, PGPORT: String(cluster.port), PGUSER: "postgres" } : {}),
    };
    shell = prelude(stand, process.execPath);
  }, 120_000);

  afterAll(async () => {
    // The service, if a failed step left it running: stopped as systemctl stop would, before its files go.
    if (stand && existsSync(stand.pidFile) && !existsSync(stand.statusFile)) {
      try {
        process.kill(Number(readFileSync(stand.pidFile, "utf8")), "SIGTERM");
      } catch {
        // already gone
      }
      for (let i = 0; i < 150 && !existsSync(stand.statusFile); i++) await new Promise((r) => setTimeout(r, 100));
    }
    cluster?.stop();
    if (dir) removeDir(dir);
  });

  it("the settings (step 5) and, on PostgreSQL, the role with a password and the database it owns", async () => {
    run("settings");
    expect(readFileSync(at("/srv/courier/.env"), "utf8")).toBe(readFileSync(at("/etc/courier/courier.env"), "utf8"));
    if (!postgres) {
      expect(settings().DATABASE_URL).toBeUndefined();
      return;
    }
    const output = run("postgres-database");
    expect(output.trim()).toBe("1"); // grep -c: one DATABASE_URL line
    const url = new URL(settings().DATABASE_URL!);
    expect({ user: url.username, database: url.pathname, password: url.password.length }).toEqual({ user: "courier", database: "/courier", password: 48 });
    const [owner] = await query<{ owner: string; me: string }>(
      "SELECT pg_get_userbyid(datdba) AS owner, current_user AS me FROM pg_database WHERE datname = current_database()",
    );
    expect(owner).toEqual({ owner: "courier", me: "courier" });
    // The password is asked (scram over TCP), and it is the one in the settings.
    url.password = "not-the-password";
    const wrong = new pg.Client({ connectionString: url.toString() });
    await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
    await wrong.end().catch(() => {});
    // The drop-in: systemd orders the site after PostgreSQL, and the unit with it passes verify.
    expect(readFileSync(at("/etc/systemd/system/courier.service.d/postgresql.conf"), "utf8")).toBe(
      "[Unit]\nAfter=postgresql.service\nRequires=postgresql.service\n",
    );
  });

  it.runIf(postgres && spawnSync("sh", ["-c", "command -v systemd-analyze"]).status === 0)(
    "the unit with the guide's PostgreSQL drop-in passes systemd-analyze verify",
    () => {
      const units = path.join(dir, "units");
      mkdirSync(path.join(units, "courier.service.d"), { recursive: true });
      execFileSync("cp", [at("/etc/systemd/system/courier.service.d/postgresql.conf"), path.join(units, "courier.service.d")]);
      execFileSync("sh", [
        "-c",
        `sed -e 's|/srv/courier|${root}|g' -e 's|/etc/courier/courier.env|${at("/etc/courier/courier.env")}|' "$1" > "$2"`,
        "sh",
        path.join(root, "deploy", "courier.service"),
        path.join(units, "courier.service"),
      ]);
      const result = spawnSync("systemd-analyze", ["verify", "courier.service"], { encoding: "utf8", env: { ...process.env, SYSTEMD_UNIT_PATH: `${units}:` } });
      expect(result.stderr.split("\n").filter((l) => l.includes("courier.service"))).toEqual([]);
    },
  );

  it("builds with the guide's one build command, from the settings", () => {
    const output = run("build");
    expect(output).toMatch(/Build is up to date\.|building\.\.\./);
    expect(existsSync(path.join(settings().BUILD_DIR!, "server", "index.js"))).toBe(true);
    // SITE_URL from the settings is baked into the pages.
    expect(readFileSync(path.join(settings().BUILD_DIR!, "client", "index.html"), "utf8")).toContain(settings().SITE_URL!);
  }, 300_000);

  it("starts the service (step 7), adds the first admin and lists users where the settings are (step 10), takes a backup (step 12)", async () => {
    run("service"); // its curl -f fails the block unless /healthz answers 200
    expect(journal()).toMatch(/"msg":"listening"/);
    expect(await migrations()).toContain(NEWEST_MIGRATION);

    expect(run("users-list")).toContain("No users yet");
    expect(run("first-admin", { input: `${OWNER_PASSWORD}\n` })).toContain(`Created ${OWNER} with the admin role.`);
    expect(run("users-list")).toMatch(new RegExp(`^${OWNER}\\troles: admin`, "m"));

    const backup = run("backup-now");
    const written = /Backup written: (\S+) \(/.exec(backup)?.[1];
    expect(written, backup).toMatch(new RegExp(`^${at("/var/lib/courier/backups")}/courier-.*\\.${postgres ? "pgdump" : "sqlite"}$`));
    expect(backup).toContain(path.basename(written!)); // ls -l lists it
    run("stop-all");
    expect(serverExit()).toBe("0");
  }, 120_000);

  let beforeMigrating: string;

  it("updating from the 2026-11-25 release: a backup, the build, stop all, start, and the log shows the backup before the migrations", async () => {
    // The database as that release left it, in place of the one the service just made.
    if (postgres) {
      execFileSync(path.join(cluster!.bin, "dropdb"), ["courier"], { env });
      execFileSync(path.join(cluster!.bin, "createdb"), ["--owner=courier", "courier"], { env });
    } else {
      for (const file of readdirSync(at("/var/lib/courier")).filter((f) => f.startsWith("courier.sqlite"))) removeDir(at(`/var/lib/courier/${file}`));
    }
    await oldReleaseDatabase();
    expect((await migrations()).at(-1)).toBe(OLD_RELEASE_MIGRATION);
    const before = backups();

    const backup = run("update-backup");
    expect(backup).toMatch(/Backup written: \S+courier-\S+ \(/);
    run("update-code");
    run("stop-all");
    run("start");
    const check = run("check");

    // The server's own backup before it migrated, logged with its path, never rotated: before-<first pending>-<time>.<ext>.
    const taken = backups().filter((f) => !before.includes(f) && f.startsWith("before-"));
    const ext = postgres ? "pgdump" : "sqlite";
    expect(taken).toEqual([
      expect.stringMatching(new RegExp(`^before-0009_second_step_budget-\\d{4}-\\d{2}-\\d{2}T\\d{6}Z\\.${ext}$`)),
      expect.stringMatching(/\.sha256$/),
    ]);
    beforeMigrating = taken[0]!;
    expect(check).toContain('"msg":"backup taken before migrating"');
    expect(check).toContain(at(`/var/lib/courier/backups/${beforeMigrating}`));
    // This start's lines: from its backup on (the journal also holds the first install's).
    const thisStart = check.slice(check.indexOf('"msg":"backup taken before migrating"'));
    const migrated = thisStart.split("\n").filter((l) => l.includes('"msg":"migration"'));
    expect(migrated.length).toBe(Object.keys(await migrationProvider(engine).getMigrations()).length - Number(OLD_RELEASE_MIGRATION.slice(0, 4)));
    for (const line of migrated) expect(line).toContain('"status":"Success"');
    expect(await migrations()).toContain(NEWEST_MIGRATION);
    expect(await leadNames()).toEqual([...OLD_LEADS].sort());

    // A change on the new version: the owner, added after the upgrade.
    run("first-admin", { input: `${OWNER_PASSWORD}\n` });
    expect(await userEmails()).toEqual([OWNER]);
  }, 180_000);

  it("an older version started on the upgraded database exits at once with one sentence naming the migration and the two ways out", async () => {
    // This code plays the older version: the database gets a migration it does not know.
    run("stop-all");
    await query("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_a_newer_version', '2026-11-29T00:00:00.000Z')");
    const logged = journal().length;
    run("start");
    for (let i = 0; i < 300 && serverExit() === undefined; i++) await new Promise((r) => setTimeout(r, 100));
    expect(serverExit()).toBe("78");
    expect(journal().slice(logged)).toContain(
      "The database was upgraded by a newer version of the site (it has migration 9999_from_a_newer_version, which this version does not know): start the newer version, or restore the backup taken before that upgrade",
    );
    await query("DELETE FROM kysely_migration WHERE name = '9999_from_a_newer_version'");
  }, 60_000);

  it("going back: stop every instance, the older release built, the before-migration backup restored into the same database, start", async () => {
    run("start");
    run("check");
    run("rollback-stop");
    expect(serverExit()).toBe("0");
    run("rollback-code");
    const restored = run("rollback-restore", { replace: [["before-0009_second_step_budget-2026-11-29T031500Z.pgdump", beforeMigrating]] });
    expect(restored).toContain(beforeMigrating); // ls -l lists it
    expect(restored).toMatch(/The replaced database is kept at \S+replaced-/);
    expect(restored).toContain(`Leads: ${OLD_LEADS.length}, the newest from`);
    expect(restored).toMatch(/Rows by kind: .*leads 3/);
    // As before the upgrade: the release's migrations and its leads; the owner added since is not carried back.
    expect((await migrations()).at(-1)).toBe(OLD_RELEASE_MIGRATION);
    expect(await leadNames()).toEqual([...OLD_LEADS].sort());
    expect(await userEmails()).toEqual([]);

    run("rollback-start"); // this code upgrades it again (the older release would not)
    expect(await leadNames()).toEqual([...OLD_LEADS].sort());
  }, 180_000);

  it.runIf(postgres)(
    "back to a release before this one on PostgreSQL: a last backup, the database dropped and re-created, restored into the empty one",
    async () => {
      const before = backups();
      const output = run("rollback-old-release-postgres", { replace: [["before-0009_second_step_budget-2026-11-29T031500Z.pgdump", beforeMigrating]] });
      expect(backups().filter((f) => !before.includes(f) && /^courier-.*\.pgdump$/.test(f))).toHaveLength(1); // the last backup
      expect(output).toContain(`Leads: ${OLD_LEADS.length}, the newest from`);
      expect(await leadNames()).toEqual([...OLD_LEADS].sort());
      const [owner] = await query<{ owner: string }>("SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = current_database()");
      expect(owner).toEqual({ owner: "courier" });
      run("check");
      run("stop-all");
    },
    180_000,
  );
});
