/**
 * Starts the real built server (server.ts) as a child process on a free port with its own data
 * directory, for tests that need the whole thing: HTTP, the database file, signals, restarts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server/node-flags.ts";

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Several free loopback ports, all different (one at a time, the kernel may hand the same one out twice). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.listen(0, "127.0.0.1", () => resolve(server));
          server.on("error", reject);
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "courier-data-"));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
  /** Wait for /healthz to answer 200 (default), or only for the server to answer at all. */
  healthy?: boolean;
}

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const wantHealthy = options.healthy ?? true;
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir();
  let output = "";
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal ?? -1)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000; // generous: a loaded CI machine starts Node slowly
  for (;;) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, "running"))]);
    if (early !== "running") throw new Error(`server exited early (${String(early)}):\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok || !wantHealthy) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
  }

  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
