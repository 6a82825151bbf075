/**
 * Admin benchmark at 1,000,000 leads, on SQLite and on PostgreSQL (a throwaway cluster): the real
 * built server, leads seeded in bulk (harness/seed-leads.ts; the newest is open and named
 * NEWEST_LEAD_NAME), an admin signed in over HTTP, then
 *   - first rows: GET of the admin page itself (`?view=open`), whose server-rendered HTML must
 *     contain the first page of rows (the newest lead's name; the run fails loudly if not);
 *   - the same, and the name search, "after a change": before each run (untimed) another
 *     database connection, as another instance or a script would, either marks an old lead
 *     handled or open again, or adds a lead (an hour old), so nothing the server may have kept
 *     about the leads is still true;
 *   - search: the admin page with `view=all&q=` a common name, and a rare phone fragment (the
 *     newest lead matches neither, so a page showing it has not applied the search);
 *   - export: the whole CSV streamed, with the server's peak memory growth while it runs
 *     (Linux: peak RSS reset through /proc/<pid>/clear_refs before, VmHWM after);
 *   - stall: /healthz asked every 20 ms, idle and while two exports run at once (two admins:
 *     the global cap), its worst and p95 answer time: how long an export keeps other requests
 *     waiting.
 * Targets: first rows <= 500 ms, search <= 200 ms, export memory growth < 50 MB.
 *
 *   - the search across every live view (issue 29) from the default open view: a reversed name,
 *     a phone fragment as typed with separators, an e-mail, a campaign and a note;
 *   - the summary (issue 30): its first visit after the start, then unchanged, then after a lead
 *     was added elsewhere (what pays is computed again), over 30 and 90 days;
 *
 *   npm run bench:admin -- [--leads 1000000] [--runs 20] [--engine sqlite|postgres|both] [--no-export]
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import pg from "pg";
import { ADMIN_PAGES, ADMIN_PATH } from "../app/lib/paths.ts";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../harness/postgres.ts";
import { NEWEST_LEAD_NAME, seedPostgres, seedSqlite } from "../harness/seed-leads.ts";
import { removeDir, startServer, type ServerProcess } from "../harness/server-process.ts";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "1000000" },
    runs: { type: "string", default: "20" },
    engine: { type: "string", default: "both" },
    // Only the pages and searches: no export and no /healthz during exports (minutes at 1,000,000 leads).
    "no-export": { type: "boolean", default: false },
  },
});
const leadCount = Number(values.leads);
const runs = Number(values.runs);
const load = () => os.loadavg()[0]!.toFixed(1);

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

/** `before` runs ahead of each run, untimed (its own server CPU, if any, is counted). */
async function timed(pid: number, work: () => Promise<unknown>, before?: () => Promise<void>): Promise<Timing> {
  for (let i = 0; i < 3; i++) {
    await before?.();
    await work(); // warm-up, not counted
  }
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  for (let i = 0; i < runs; i++) {
    await before?.();
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { times, cpu: (cpuMs(pid) - cpuBefore) / runs };
}

/** One run, nothing before it: what the first visit after a start costs. */
async function once(pid: number, work: () => Promise<unknown>): Promise<Timing> {
  const cpuBefore = cpuMs(pid);
  const start = performance.now();
  await work();
  return { times: [performance.now() - start], cpu: cpuMs(pid) - cpuBefore };
}

/** The oldest lead's id. */
const OLD_LEAD = 1;
/** The oldest lead closed (lost) or open again (new), as the admin's stage change does it. */
const TOGGLE_HANDLED = `UPDATE leads SET handled_at = CASE WHEN handled_at IS NULL THEN created_at ELSE NULL END, stage = CASE WHEN handled_at IS NULL THEN 'lost' ELSE 'new' END WHERE id = ${OLD_LEAD}`;
/** A lead an hour old (the newest stays first), already notified (no mail is attempted). */
const ADD_LEAD = (param: (n: number) => string) =>
  `INSERT INTO leads (created_at, name, phone, source, is_spam, consent_at, notified_at) VALUES (${param(1)}, 'Bench Insert', '050-0000000', 'lead_form', 0, ${param(1)}, ${param(1)})`;
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

interface OutsideChanges {
  /** The oldest lead becomes handled, or open again: the counts change by one. */
  toggleHandled(): Promise<void>;
  /** A new lead: the counts, the chart and the sources change. */
  addLead(): Promise<void>;
  close(): Promise<void>;
}

/** Changes leads from outside the server: a database connection of its own. */
async function outsideChanger(target: { sqliteFile?: string; postgresUrl?: string }): Promise<OutsideChanges> {
  if (target.postgresUrl) {
    const client = new pg.Client({ connectionString: target.postgresUrl });
    await client.connect();
    return {
      toggleHandled: async () => void (await client.query(TOGGLE_HANDLED)),
      addLead: async () =>
        void (await client.query(
          ADD_LEAD((n) => `$${n}`),
          [hourAgo()],
        )),
      close: () => client.end(),
    };
  }
  const db = new DatabaseSync(target.sqliteFile!, { timeout: 10_000 });
  return {
    toggleHandled: async () => void db.exec(TOGGLE_HANDLED),
    addLead: async () => void db.prepare(ADD_LEAD((n) => `?${n}`)).run(hourAgo()),
    close: async () => db.close(),
  };
}

function createAdmin(env: Record<string, string>, email: string, password: string) {
  const result = spawnSync(process.execPath, ["bin/users.ts", "add", email, "--password", password, "--admin"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`users add failed: ${result.stderr}${result.stdout}`);
}

/** Signs in through the sign-in screen's own form, as a browser without JavaScript does (303 with the session). */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}${ADMIN_PAGES.signIn}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email, password }),
  });
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

const status = (pid: number, field: string) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D/g, "") ?? 0) * 1024;
};

const NAME = "כהן"; // about one lead in ten
const PHONE = "0521234"; // about one in 100,000
/** Searches of every live view from the default open view (issue 29), with what the seed makes of them. */
const WIDE_SEARCHES = [
  ["reversed name", "כהן יוסי"], // about one lead in 120
  ["phone as typed", "+972 52 123-4"], // about one in 100,000
  ["e-mail", "client12345@"], // one lead, or none
  ["campaign", "haifa-express"], // about one in 20
  ["note", "חזרנו"], // about one in 40
] as const;

/** /healthz answer times (ms), asked every 20 ms until `until` settles. */
async function healthzTimesUntil(url: string, until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.finally(() => (settled = true));
  const times: number[] = [];
  while (!settled) {
    const start = performance.now();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

async function measure(engine: string, server: ServerProcess, cookie: string, secondCookie: string, outside: OutsideChanges) {
  const request = async (pathAndQuery: string) => {
    const res = await fetch(`${server.url}${pathAndQuery}`, { headers: { Cookie: cookie } });
    if (res.status !== 200) throw new Error(`${pathAndQuery}: ${res.status}`);
    return res;
  };
  /** The admin page's HTML, read to the end; it must (or, for a search, must not) show the newest lead. */
  const getPage = async (query: string, newestShown: boolean) => {
    const html = await (await request(`${ADMIN_PATH}?${query}`)).text();
    if (html.includes(NEWEST_LEAD_NAME) !== newestShown) {
      throw new Error(
        newestShown
          ? `${ADMIN_PATH}?${query}: the HTML (${html.length} characters) does not contain the newest lead "${NEWEST_LEAD_NAME}": the page does not render its first rows on the server`
          : `${ADMIN_PATH}?${query}: the HTML shows the newest lead "${NEWEST_LEAD_NAME}", which matches neither search: the search was not applied`,
      );
    }
    return html;
  };
  const pid = server.child.pid!;
  const row = (measure: string, t: Timing, target = "") =>
    `| ${engine} | ${measure} | ${ms(median(t.times))} | ${ms(p95(t.times))} | ${ms(t.cpu)} | ${target} |`;
  const rows: string[] = [];
  const name = encodeURIComponent(NAME);

  const firstRows = () => getPage("view=open", true);
  const search = () => getPage(`view=all&q=${name}`, false);
  rows.push(row("first rows: admin page HTML (view=open)", await timed(pid, firstRows), "<= 500"));
  rows.push(row("first rows, after a lead was marked handled elsewhere", await timed(pid, firstRows, outside.toggleHandled), "<= 500"));
  rows.push(row("first rows, after a lead was added elsewhere", await timed(pid, firstRows, outside.addLead), "<= 500"));
  rows.push(row("admin page HTML, page 1,000 of all", await timed(pid, () => getPage("view=all&page=1000", false))));
  // A stage's own view (issue 30): read from its partial index (migration 0014); the newest lead is elsewhere.
  rows.push(row("stage view: admin page HTML (view=quote_sent)", await timed(pid, () => getPage("view=quote_sent", false)), "<= 500"));
  rows.push(
    row("stage view, after a lead changed stage elsewhere", await timed(pid, () => getPage("view=quote_sent", false), outside.toggleHandled), "<= 500"),
  );
  rows.push(row(`search name "${NAME}": admin page HTML`, await timed(pid, search), "<= 200"));
  rows.push(row(`search "${NAME}", after a lead was marked handled elsewhere`, await timed(pid, search, outside.toggleHandled), "<= 200"));
  rows.push(row(`search "${NAME}", after a lead was added elsewhere`, await timed(pid, search, outside.addLead), "<= 200"));
  rows.push(row(`search phone "${PHONE}": admin page HTML`, await timed(pid, () => getPage(`view=all&q=${PHONE}`, false)), "<= 200"));
  for (const [what, text] of WIDE_SEARCHES) {
    const q = encodeURIComponent(text);
    rows.push(row(`search ${what} "${text}" from view=open`, await timed(pid, () => getPage(`q=${q}`, false)), "<= 200"));
  }

  // The summary (issue 30): leads per day, sources, response times and what pays over 30 or 90 days.
  const summary = (days: 30 | 90) => async () => {
    const html = await (await request(`${ADMIN_PAGES.summary}${days === 90 ? "?days=90" : ""}`)).text();
    if (!html.includes("data-what-pays")) throw new Error(`${ADMIN_PAGES.summary}: no "what pays" table in the HTML`);
  };
  rows.push(row("summary, the first visit (what pays 30 days, response times)", await once(pid, summary(30))));
  rows.push(row("summary 90 days, the first visit", await once(pid, summary(90))));
  rows.push(row("summary 30 days, nothing changed", await timed(pid, summary(30)), "<= 500"));
  rows.push(row("summary 30 days, after a lead was added elsewhere", await timed(pid, summary(30), outside.addLead), "<= 500"));
  rows.push(row("summary 90 days, after a lead was added elsewhere", await timed(pid, summary(90), outside.addLead), "<= 500"));
  if (values["no-export"]) return rows;

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
  const res = await request("/manage-leads-2024/leads/export");
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body ?? []) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const exportMs = performance.now() - start;
  const exportCpu = cpuMs(pid) - exportCpuBefore;
  clearInterval(sampler);
  const peak = Math.max(sampledPeak, peakResetWorked ? status(pid, "VmHWM") : 0);
  const growthMb = (peak - before) / 1024 / 1024;

  rows.push(
    `| ${engine} | export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB | ${ms(exportMs)} | | ${ms(exportCpu)} | |`,
    `| ${engine} | export: server peak memory growth | ${growthMb.toFixed(1)} MB | | | < 50 MB |`,
  );

  // Two exports at once (the global cap), read to the end, with /healthz asked throughout.
  const idle = await healthzTimesUntil(server.url, new Promise((resolve) => setTimeout(resolve, 2000)));
  const exportAll = async (asCookie: string) => {
    const res = await fetch(`${server.url}/manage-leads-2024/leads/export`, { headers: { Cookie: asCookie } });
    if (res.status !== 200) throw new Error(`export: ${res.status}`);
    for await (const _ of res.body ?? []);
  };
  const during = await healthzTimesUntil(server.url, Promise.all([exportAll(cookie), exportAll(secondCookie)]));
  const worst = (xs: number[]) => Math.max(...xs);
  rows.push(
    `| ${engine} | /healthz idle: worst (p95 in its column) | ${ms(worst(idle))} | ${ms(p95(idle))} | | |`,
    `| ${engine} | /healthz during two exports at once: worst (p95 in its column) | ${ms(worst(during))} | ${ms(p95(during))} | | |`,
  );
  return rows;
}

async function bench(engine: "sqlite" | "postgres"): Promise<string[]> {
  let cluster: PostgresCluster | undefined;
  let server: ServerProcess | undefined;
  try {
    console.error(`${engine}: load average ${load()} at the start`);
    if (engine === "postgres") cluster = await startPostgres({ durable: true });
    const env: Record<string, string> = cluster ? { DATABASE_URL: cluster.url } : {};
    server = await startServer({ env });
    if (!cluster) env.DATA_DIR = server.dataDir;
    const seedStart = performance.now();
    if (cluster) await seedPostgres(cluster.url, leadCount);
    else seedSqlite(path.join(server.dataDir, "courier.sqlite"), leadCount);
    console.error(`${engine}: load average ${load()}; ${leadCount} leads seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    createAdmin(env, "bench-admin@example.co.il", "bench-password-1");
    createAdmin(env, "bench-admin-2@example.co.il", "bench-password-2");
    const cookie = await signIn(server.url, "bench-admin@example.co.il", "bench-password-1");
    const secondCookie = await signIn(server.url, "bench-admin-2@example.co.il", "bench-password-2");
    const changer = await outsideChanger(cluster ? { postgresUrl: cluster.url } : { sqliteFile: path.join(server.dataDir, "courier.sqlite") });
    let rows: string[];
    try {
      rows = await measure(engine === "sqlite" ? "SQLite" : "PostgreSQL 15", server, cookie, secondCookie, changer);
    } finally {
      await changer.close();
    }
    console.error(`${engine}: load average ${load()} at the end`);
    return rows;
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
console.log(`\n${leadCount} leads, ${runs} runs after 3 warm-ups (ms unless stated); load average ${load()}\n`);
console.log("| Engine | Measure | median | p95 | server CPU | target |\n|---|---|---|---|---|---|");
console.log(rows.join("\n"));
