/**
 * A throwaway PostgreSQL cluster for tests: initdb + pg_ctl in a temporary directory on a free
 * port, run as the postgres user when we are root (initdb refuses root). Stopped and removed
 * by stop(). Where no PostgreSQL binaries exist, `findPostgresBin()` returns undefined so the
 * caller can skip loudly; in CI (CI=true) that is an error instead.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-process.ts";

export interface PostgresCluster {
  url: string;
  /** The socket directory and port (PGHOST, PGPORT) and the binaries' directory. */
  socketDir: string;
  port: number;
  bin: string;
  /** Stops the server (fast shutdown: open connections are cut), keeping its data. */
  pause(): void;
  /** Starts it again on the same port with the same data. */
  resume(): void;
  stop(): void;
}

export function findPostgresBin(): string | undefined {
  const candidates = [process.env.PG_BIN, ...listVersions("/usr/lib/postgresql").map((v) => `/usr/lib/postgresql/${v}/bin`)];
  for (const dir of candidates) if (dir && existsSync(path.join(dir, "initdb"))) return dir;
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  return onPath ? path.dirname(onPath) : undefined;
}

function listVersions(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort((a, b) => Number(b) - Number(a)) : [];
}

/**
 * `passwords`: TCP connections must give a password (scram-sha-256, as Debian's pg_hba.conf has for
 * 127.0.0.1) while the socket trusts the superuser (Debian: peer for `sudo -u postgres`); the
 * URL is then of no use without one.
 */
export async function startPostgres({ durable = false, passwords = false } = {}): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found (set PG_BIN or install postgresql)");
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" });
    else execFileSync(command, args, { stdio: "pipe" });
  };

  const dir = mkdtempSync(path.join(os.tmpdir(), "courier-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const auth = passwords ? ["--auth-local=trust", "--auth-host=scram-sha-256"] : ["-A", "trust"];
  run("initdb", ["-D", path.join(dir, "data"), "-U", "postgres", ...auth, "--no-sync", "-E", "UTF8"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      path.join(dir, "data"),
      "-l",
      path.join(dir, "log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? "" : " -c fsync=off"}`,
      "-w",
      "start",
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketDir: dir,
    port,
    bin,
    pause() {
      run("pg_ctl", ["-D", path.join(dir, "data"), "-m", "fast", "-w", "stop"]);
    },
    resume: start,
    stop() {
      try {
        run("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** For suites that need PostgreSQL: whether to run, with a loud note when skipping. */
export function postgresAvailable(): boolean {
  if (findPostgresBin()) return true;
  if (process.env.CI) throw new Error("CI must run the PostgreSQL tests, but no PostgreSQL binaries were found");
  console.warn("\n*** PostgreSQL binaries not found: the PostgreSQL storage tests are SKIPPED on this machine ***\n");
  return false;
}
