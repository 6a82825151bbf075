/**
 * HTTP benchmark: autocannon against the built server on a pre-rendered page, a city page and the
 * lead endpoint, and nginx (Debian's nginx-light, started here on a free loopback port with a
 * config in a temp dir) serving the same build with the same headers, in the same run, as the
 * reference. Then the lead endpoint's durability benchmark (scripts/bench-leads.ts) and, where it
 * exists, the admin list's (npm run bench:admin). Writes the table to docs/performance.md and
 * docs/benchmarks.md (section "throughput").
 *
 *   npm run bench -- [--seconds 10] [--connections 50] [--only-http] [--no-write]
 */
import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { clientDir } from "../build-tools/prerendered-pages.ts";
import { replaceSection } from "./markdown-section.ts";
import { startNginx, type Nginx } from "../harness/nginx.ts";
import { freePort, removeDir, startServer } from "../harness/server-process.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "only-http": { type: "boolean", default: false },
    "no-write": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, "..");
const PAGE = "/contact";
const CITY_PAGE = "/shipping-haifa";
const ACCEPT = { "accept-encoding": "gzip" };

/** Headers nginx must not copy: they describe one response or the connection. */
const PER_RESPONSE = new Set([
  "date",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "vary",
  "accept-ranges",
  "content-type",
]);

function rawGet(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: ACCEPT }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const decoded = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) => (r.headers["content-encoding"] === "gzip" ? gunzipSync(r.body) : r.body);

/** nginx `add_header` lines for every header our server sends with a response, as they are. */
function addHeaders(headers: http.IncomingHttpHeaders): string {
  return Object.entries(headers)
    .filter(([name]) => !PER_RESPONSE.has(name))
    .map(([name, value]) => `add_header ${name} '${String(value).replaceAll("'", "\\'")}' always;`)
    .join("\n      ");
}

async function startReferenceNginx(pageHeaders: http.IncomingHttpHeaders, assetHeaders: http.IncomingHttpHeaders): Promise<Nginx & { url: string }> {
  const port = await freePort();
  // One worker, like our one Node process; the pre-compressed .gz files the build wrote are served as they are.
  const nginx = await startNginx({
    port,
    http: () => `
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip off;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir(root)};
    location /assets/ {
      ${addHeaders(assetHeaders)}
    }
    location = / {
      try_files /index.html =404;
      ${addHeaders(pageHeaders)}
    }
    location / {
      try_files $uri/index.html =404;
      ${addHeaders(pageHeaders)}
    }
  }`,
  });
  return { ...nginx, url: `http://127.0.0.1:${port}` };
}

interface Row {
  target: string;
  server: string;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(target: string, server: string, options: { url: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<Row> {
  await autocannon({ ...options, connections, duration: 1 }); // warm-up, not counted
  const result = await autocannon({ ...options, connections, duration: seconds });
  const row = {
    target,
    server,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  console.log(`${target} on ${server}: ${row.perSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`);
  return row;
}

const rows: Row[] = [];
const ratios: string[] = [];
const server = await startServer({ env: { LEADS_RATE_LIMIT: "1000000000" } });
let nginxVersion = "";
try {
  const ours = await rawGet(`${server.url}${PAGE}`);
  const asset = readFileSync(path.join(clientDir(root), PAGE.slice(1), "index.html"), "utf8").match(/\/assets\/[^"]+\.js/)?.[0];
  const oursAsset = await rawGet(`${server.url}${asset}`);
  const nginx = await startReferenceNginx(ours.headers, oursAsset.headers);
  nginxVersion = nginx.version;
  try {
    for (const [label, route] of [
      ["Pre-rendered page", PAGE],
      ["City page", CITY_PAGE],
    ] as const) {
      // Same bytes from both before timing anything: the same build, the same encoding.
      const [a, b] = await Promise.all([rawGet(`${server.url}${route}`), rawGet(`${nginx.url}${route}`)]);
      if (a.status !== 200 || b.status !== 200) throw new Error(`${route}: status ${a.status} from us, ${b.status} from nginx`);
      if (a.headers["content-encoding"] !== b.headers["content-encoding"])
        throw new Error(`${route}: ${a.headers["content-encoding"]} from us, ${b.headers["content-encoding"]} from nginx`);
      if (!decoded(a).equals(decoded(b))) {
        throw new Error(
          `${route}: different bodies from us (${decoded(a).length} bytes) and from nginx (${decoded(b).length} bytes): ${JSON.stringify(b.headers)}`,
        );
      }
      const mine = await load(`${label} \`${route}\` (gzip)`, "this server", { url: `${server.url}${route}`, headers: ACCEPT });
      const reference = await load(`${label} \`${route}\` (gzip)`, "nginx", { url: `${nginx.url}${route}`, headers: ACCEPT });
      rows.push(mine, reference);
      ratios.push(`${label} \`${route}\`: ${(mine.perSecond / reference.perSecond).toFixed(2)} of nginx`);
    }
  } finally {
    await nginx.stop();
  }
  const lead = JSON.stringify({ name: "Bench Client", phone: "050-1234567", consent: true, source: "contact_form", toLocation: "חיפה" });
  rows.push(
    await load("Lead endpoint `POST /api/leads` (SQLite)", "this server", {
      url: `${server.url}/api/leads`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: lead,
    }),
  );
} finally {
  await server.stop();
  removeDir(server.dataDir);
}

const conditions = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${connections} connections, ${seconds} s per run after 1 s of warm-up, autocannon and both servers on the same ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(" ")} at the end; Node ${process.version}, ${nginxVersion} (1 worker, gzip_static).`;
const table = [
  "| Target | Server | Requests/s | p50 ms | p99 ms | Errors | Non-2xx |",
  "|---|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.target} | ${r.server} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
].join("\n");
const markdown = `${conditions}\n\n${table}\n\nRatio to nginx (requests/s): ${ratios.join("; ")}.`;
console.log(`\n${markdown}\n`);
if (!values["no-write"]) {
  replaceSection(path.join(root, "docs", "performance.md"), "throughput", markdown);
  replaceSection(path.join(root, "docs", "benchmarks.md"), "throughput", markdown);
}

let failed = rows.some((r) => r.errors > 0 || r.non2xx > 0);
if (!values["only-http"]) {
  // The lead endpoint's own benchmark: every acknowledged lead checked in the database, on both engines.
  const leads = spawnSync(process.execPath, [path.join(root, "scripts", "bench-leads.ts"), "--seconds", String(seconds)], { stdio: "inherit", cwd: root });
  failed ||= leads.status !== 0;
  const scripts = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  if (scripts["bench:admin"]) {
    const admin = spawnSync("npm", ["run", "bench:admin"], { stdio: "inherit", cwd: root });
    failed ||= admin.status !== 0;
  } else console.log("No bench:admin script yet: the admin list is not benchmarked.");
}
process.exit(failed ? 1 : 0);
