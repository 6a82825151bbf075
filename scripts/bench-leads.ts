/**
 * Lead endpoint benchmark: N concurrent clients post valid leads to the real built server for a
 * fixed time, on SQLite and on PostgreSQL (a throwaway cluster, fsync on). Reports leads per
 * second, p50/p99 latency, errors, and checks that every acknowledged lead is stored.
 *
 *   npm run bench -- [--seconds 10] [--concurrency 50] [--engine sqlite|postgres|both]
 */
import { DatabaseSync } from "node:sqlite";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { findPostgresBin, startPostgres } from "../harness/postgres.ts";
import { removeDir, startServer } from "../harness/server-process.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    concurrency: { type: "string", default: "50" },
    engine: { type: "string", default: "both" },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

interface Result {
  engine: string;
  acknowledged: number;
  errors: number;
  stored: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(url: string): Promise<{ latencies: number[]; ids: number[]; errors: number; elapsed: number }> {
  const latencies: number[] = [];
  const ids: number[] = [];
  let errors = 0;
  const body = (n: number) =>
    JSON.stringify({ name: `Bench Client ${"abcdefghij"[n % 10]}`, phone: "050-1234567", consent: true, source: "contact_form", toLocation: "חיפה" });
  const post = (n: number) => fetch(`${url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json" }, body: body(n) });

  for (let i = 0; i < 200; i++) await (await post(i)).arrayBuffer(); // warm-up, not counted

  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let n = worker; performance.now() < deadline; n += concurrency) {
        const t0 = performance.now();
        try {
          const res = await post(n);
          const answer = (await res.json()) as { id?: number };
          latencies.push(performance.now() - t0);
          if (res.status === 201 && answer.id) ids.push(answer.id);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { latencies, ids, errors, elapsed: (performance.now() - start) / 1000 };
}

function summarize(engine: string, run: Awaited<ReturnType<typeof load>>, stored: number): Result {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    engine,
    acknowledged: run.ids.length,
    errors: run.errors,
    stored,
    perSecond: Math.round(run.ids.length / run.elapsed),
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
    max: Number((sorted.at(-1) ?? 0).toFixed(1)),
  };
}

async function benchSqlite(): Promise<Result> {
  const server = await startServer({ env: { LEADS_RATE_LIMIT: "100000000" } });
  try {
    const run = await load(server.url);
    const db = new DatabaseSync(path.join(server.dataDir, "courier.sqlite"), { readOnly: true });
    const stored = run.ids.filter((id) => db.prepare("SELECT 1 FROM leads WHERE id = ?").get(id)).length;
    db.close();
    return summarize("SQLite (WAL, synchronous=FULL)", run, stored);
  } finally {
    await server.stop();
    removeDir(server.dataDir);
  }
}

async function benchPostgres(): Promise<Result> {
  const cluster = await startPostgres({ durable: true });
  const server = await startServer({ env: { LEADS_RATE_LIMIT: "100000000", DATABASE_URL: cluster.url } });
  try {
    const run = await load(server.url);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM leads WHERE id = ANY($1::int[])", [run.ids]);
    await client.end();
    return summarize("PostgreSQL 15 (fsync on)", run, Number(rows[0]!.n));
  } finally {
    await server.stop();
    removeDir(server.dataDir);
    cluster.stop();
  }
}

const results: Result[] = [];
if (values.engine !== "postgres") results.push(await benchSqlite());
if (values.engine !== "sqlite") {
  if (findPostgresBin()) results.push(await benchPostgres());
  else console.warn("PostgreSQL binaries not found: PostgreSQL benchmark skipped");
}

console.log(`\nPOST /api/leads, ${concurrency} concurrent clients, ${seconds} s each, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"})\n`);
console.log("| Engine | Leads/s | p50 ms | p99 ms | max ms | Acknowledged | Errors | Lost |");
console.log("|---|---|---|---|---|---|---|---|");
for (const r of results) {
  console.log(`| ${r.engine} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.max} | ${r.acknowledged} | ${r.errors} | ${r.acknowledged - r.stored} |`);
}
const failed = results.some((r) => r.errors > 0 || r.stored !== r.acknowledged);
process.exit(failed ? 1 : 0);
