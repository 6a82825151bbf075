/**
 * Admin benchmark at 100,000 leads, on SQLite and on PostgreSQL (a throwaway cluster): the real
 * built server, an admin signed in over HTTP, then
 *   - first rows: the dashboard's first two requests (a page of leads and the summary), together;
 *   - search: by a common name, by a rare phone fragment;
 *   - export: the whole CSV streamed, with the server's peak memory growth while it runs
 *     (Linux: peak RSS reset through /proc/<pid>/clear_refs before, VmHWM after).
 * Targets (issue 9): first rows < 300 ms, search < 200 ms, export < 5 s and < 50 MB.
 *
 *   npm run bench:admin -- [--leads 100000] [--runs 20] [--engine sqlite|postgres|both]
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../tests/support/postgres.ts";
import { seedPostgres, seedSqlite } from "../tests/support/seed-leads.ts";
import { removeDir, startServer, type ServerProcess } from "../tests/support/server-process.ts";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    runs: { type: "string", default: "20" },
    engine: { type: "string", default: "both" },
  },
});
const leadCount = Number(values.leads);
const runs = Number(values.runs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
const ms = (x: number) => x.toFixed(1);

/**
 * CPU time (user + system, ms) a process has used: unlike wall time, it hardly depends on what
 * else the shared machine is doing, so it shows what a request costs the server.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in 1/100 s ticks
}

interface Timing {
  times: number[];
  /** Server CPU per run, ms. */
  cpu: number;
}

async function timed(pid: number, work: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 3; i++) await work(); // warm-up, not counted
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { times, cpu: (cpuMs(pid) - cpuBefore) / runs };
}

function createAdmin(env: Record<string, string>, email: string, password: string) {
  const result = spawnSync(process.execPath, ["bin/users.ts", "add", email, "--password", password, "--admin"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`users add failed: ${result.stderr}${result.stdout}`);
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

const status = (pid: number, field: string) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D/g, "") ?? 0) * 1024;
};

async function measure(engine: string, server: ServerProcess, cookie: string) {
  const get = async (pathAndQuery: string) => {
    const res = await fetch(`${server.url}${pathAndQuery}`, { headers: { Cookie: cookie } });
    if (res.status !== 200) throw new Error(`${pathAndQuery}: ${res.status}`);
    return res.json() as Promise<{ total?: number }>;
  };
  const pid = server.child.pid!;
  const firstRows = await timed(pid, () => Promise.all([get("/api/admin/leads?view=open&page=1"), get("/api/admin/leads/summary")]));
  const listOnly = await timed(pid, () => get("/api/admin/leads?view=open&page=1"));
  const deepPage = await timed(pid, () => get("/api/admin/leads?view=all&page=1000"));
  const nameHits = (await get(`/api/admin/leads?view=all&q=${encodeURIComponent("כהן")}`)).total;
  const searchName = await timed(pid, () => get(`/api/admin/leads?view=all&q=${encodeURIComponent("כהן")}`));
  const phoneHits = (await get("/api/admin/leads?view=all&q=0521234")).total;
  const searchPhone = await timed(pid, () => get("/api/admin/leads?view=all&q=0521234"));

  // The export, once, with the server's memory watched.
  const before = status(pid, "VmRSS");
  let peakResetWorked = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5"); // resets VmHWM to the current RSS
  } catch {
    peakResetWorked = false;
  }
  let sampledPeak = before;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, status(pid, "VmRSS"))), 20);
  const exportCpuBefore = cpuMs(pid);
  const start = performance.now();
  const res = await fetch(`${server.url}/api/admin/leads/export`, { headers: { Cookie: cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const exportMs = performance.now() - start;
  const exportCpu = cpuMs(pid) - exportCpuBefore;
  clearInterval(sampler);
  const peak = Math.max(sampledPeak, peakResetWorked ? status(pid, "VmHWM") : 0);
  const growthMb = (peak - before) / 1024 / 1024;

  const row = (measure: string, t: Timing, target = "") =>
    `| ${engine} | ${measure} | ${ms(median(t.times))} | ${ms(p95(t.times))} | ${ms(t.cpu)} | ${target} |`;
  return [
    row("first rows (page + summary)", firstRows, "< 300"),
    row("page of leads alone", listOnly),
    row("page 1,000 of all", deepPage),
    row(`search name "כהן" (${nameHits} hits)`, searchName, "< 200"),
    row(`search phone "0521234" (${phoneHits} hits)`, searchPhone, "< 200"),
    `| ${engine} | export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB | ${ms(exportMs)} | | ${ms(exportCpu)} | < 5000 |`,
    `| ${engine} | export: server peak memory growth | ${growthMb.toFixed(1)} MB | | | < 50 MB |`,
  ];
}

async function bench(engine: "sqlite" | "postgres"): Promise<string[]> {
  let cluster: PostgresCluster | undefined;
  let server: ServerProcess | undefined;
  try {
    if (engine === "postgres") cluster = await startPostgres({ durable: true });
    const env: Record<string, string> = cluster ? { DATABASE_URL: cluster.url } : {};
    server = await startServer({ env });
    if (!cluster) env.DATA_DIR = server.dataDir;
    const seedStart = performance.now();
    if (cluster) await seedPostgres(cluster.url, leadCount);
    else seedSqlite(path.join(server.dataDir, "courier.sqlite"), leadCount);
    console.error(`${engine}: load average ${os.loadavg()[0]!.toFixed(1)}; ${leadCount} leads seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    createAdmin(env, "bench-admin@example.co.il", "bench-password-1");
    const cookie = await signIn(server.url, "bench-admin@example.co.il", "bench-password-1");
    return await measure(engine === "sqlite" ? "SQLite" : "PostgreSQL 15", server, cookie);
  } finally {
    if (server) {
      await server.stop("SIGTERM");
      removeDir(server.dataDir);
    }
    cluster?.stop();
  }
}

const engines: ("sqlite" | "postgres")[] = values.engine === "both" ? ["sqlite", "postgres"] : [values.engine as "sqlite" | "postgres"];
const rows: string[] = [];
for (const engine of engines) {
  if (engine === "postgres" && !findPostgresBin()) {
    console.error("PostgreSQL binaries not found: PostgreSQL skipped");
    continue;
  }
  rows.push(...(await bench(engine)));
}
console.log(`\n${leadCount} leads, ${runs} runs after 3 warm-ups (ms unless stated); load average ${os.loadavg()[0]!.toFixed(1)}\n`);
console.log("| Engine | Measure | median | p95 | server CPU | target |\n|---|---|---|---|---|---|");
console.log(rows.join("\n"));
