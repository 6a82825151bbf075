/**
 * `npm run probe -- --local`: the built server started on a free loopback port with a fresh data
 * directory, an owner account and a two-step account made for it, so every probe (the signed-in
 * ones too) runs without setting anything up; and the one probe that needs the server's files,
 * a crafted backup handed to `npm run restore`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { freePort, removeDir, startServer, type ServerProcess } from "../harness/server-process.ts";
import type { AdminProbe } from "./probe-admin.ts";

export interface LocalTarget {
  url: string;
  pid: number;
  dataDir: string;
  admin: string;
  twoFactorAdmin: string;
  password: string;
  /** Stops the server, keeping its data directory (a restore refuses a database in use). */
  stopServer(): Promise<void>;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "..");
const sqliteFile = (dataDir: string) => path.join(dataDir, "courier.sqlite");

function runCli(script: string, args: string[], dataDir: string) {
  return spawnSync(process.execPath, [path.join(ROOT, "bin", script), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
}

export async function startLocalTarget(): Promise<LocalTarget> {
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "ensure-build.ts")], { cwd: ROOT, stdio: "inherit" });
  // SITE_URL set, as in production: an Origin is then checked against it alone.
  const port = await freePort();
  const server: ServerProcess = await startServer({ port, env: { DATABASE_URL: "", BACKUP_HOUR: "off", SITE_URL: `http://127.0.0.1:${port}` } });
  const password = `probe-${randomBytes(12).toString("base64url")}`;
  const admin = "owner@probe.invalid";
  const twoFactorAdmin = "second@probe.invalid";
  for (const email of [admin, twoFactorAdmin]) {
    const made = runCli("users.ts", ["add", email, "--password", password, "--admin"], server.dataDir);
    if (made.status !== 0) throw new Error(`users add ${email} failed: ${made.stderr}`);
  }
  // Two-step sign-in for the second account, written as an enrolment would leave it.
  const db = new DatabaseSync(sqliteFile(server.dataDir));
  db.exec("PRAGMA busy_timeout = 5000");
  db.prepare("UPDATE users SET totp_secret = ?, totp_enabled_at = ? WHERE email = ?").run(
    "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    new Date().toISOString(),
    twoFactorAdmin,
  );
  db.close();
  return {
    url: server.url,
    pid: server.child.pid!,
    dataDir: server.dataDir,
    admin,
    twoFactorAdmin,
    password,
    async stopServer() {
      await server?.stop();
    },
    async stop() {
      await server?.stop();
      removeDir(server.dataDir);
    },
  };
}

/**
 * A backup of the local server's database, tampered with as an attacker who can write the
 * backup folder would: a trigger that puts a chosen password back on every change to users, a
 * view, and a table keeping copies of leads; its `.sha256` recomputed. `npm run restore` must
 * refuse it and leave the live database as it was.
 */
export function craftedBackupProbe(local: LocalTarget): AdminProbe {
  return {
    name: "a backup with an added trigger, view and table, its `.sha256` recomputed, to `npm run restore` (round three)",
    expected: "refused, naming the object; the live database untouched",
    async run() {
      const taken = runCli("backup.ts", [], local.dataDir);
      if (taken.status !== 0) return { ok: false, shown: `backup failed: ${taken.stderr.trim()}` };
      const backups = path.join(local.dataDir, "backups");
      const name = readdirSync(backups).find((file) => file.endsWith(".sqlite"));
      if (!name) return { ok: false, shown: "no backup file written" };
      const work = mkdtempSync(path.join(os.tmpdir(), "probe-backup-"));
      try {
        const crafted = path.join(work, name);
        copyFileSync(path.join(backups, name), crafted);
        const db = new DatabaseSync(crafted);
        db.exec(`
          CREATE TABLE lead_copies AS SELECT * FROM leads;
          CREATE VIEW every_user AS SELECT email, password_hash FROM users;
          CREATE TRIGGER keep_password AFTER UPDATE ON users BEGIN UPDATE users SET password_hash = 'attacker' WHERE id = NEW.id; END;
        `);
        db.close();
        const digest = createHash("sha256").update(readFileSync(crafted)).digest("hex");
        writeFileSync(`${crafted}.sha256`, `${digest}  ${name}\n`);
        await local.stopServer();
        const before = createHash("sha256")
          .update(readFileSync(sqliteFile(local.dataDir)))
          .digest("hex");
        const restore = runCli("restore.ts", [crafted], local.dataDir);
        const after = createHash("sha256")
          .update(readFileSync(sqliteFile(local.dataDir)))
          .digest("hex");
        const said =
          `${restore.stdout}\n${restore.stderr}`
            .trim()
            .split("\n")
            .find((line) => /keep_password|lead_copies|every_user/.test(line)) ?? "";
        const refused = restore.status !== 0 && /keep_password|lead_copies|every_user/.test(said);
        return {
          ok: refused && before === after,
          shown: `exit ${restore.status}${said ? `: "${said.slice(0, 120)}"` : ""}; live database ${before === after ? "unchanged" : "REPLACED"}`,
        };
      } finally {
        removeDir(work);
      }
    },
  };
}
