/**
 * Debian's nginx (nginx-light; NGINX_PATH overrides) started in the foreground with a config in a
 * temporary directory: for the benchmark's reference server and the deployment kit's test.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { removeDir } from "./server-process.ts";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface Nginx {
  /** The temporary directory: config, pid, logs, temp files. */
  dir: string;
  /** `nginx -v`, e.g. "nginx version: nginx/1.22.1". */
  version: string;
  /** What nginx wrote to its error log so far. */
  errors(): string;
  stop(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return existsSync(NGINX_PATH);
}

export interface NginxOptions {
  /** The contents of the `http {}` block, given the temporary directory (mime types, temp paths and logs are set). */
  http(dir: string): string;
  /** Waits until nginx accepts connections on this loopback port. */
  port: number;
  /** worker_processes (default 1, like our one Node process). */
  workers?: number | "auto";
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  if (!nginxAvailable()) throw new Error(`${NGINX_PATH} not found: apt-get install nginx-light (or set NGINX_PATH)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "courier-nginx-"));
  // Started as root, the workers run as nobody: they must reach the directory and its temp paths.
  chmodSync(dir, 0o755);
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  const errorLog = path.join(dir, "error.log");
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off;
worker_processes ${options.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${options.http(dir)}
}
`,
  );
  const version = spawnSync(NGINX_PATH, ["-v"], { encoding: "utf8" }).stderr.trim();
  const child = spawn(NGINX_PATH, ["-p", dir, "-e", errorLog, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const errors = () => stderr + (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");

  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(options.port, "127.0.0.1");
      socket.on("connect", () => (socket.destroy(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
  for (let i = 0; !(await accepts()); i++) {
    if (child.exitCode !== null || i > 100) {
      child.kill("SIGKILL");
      const message = `nginx did not start:\n${errors()}`;
      removeDir(dir);
      throw new Error(message);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    dir,
    version,
    errors,
    async stop() {
      // A fast shutdown: a graceful one would wait for open event streams to end.
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killer);
      removeDir(dir);
    },
  };
}
