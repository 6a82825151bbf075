/**
 * What a publish of the owner's facts costs (issue 40, docs/decisions/066): the time from the
 * publish to every pre-built page served new (all of them, asked for one after the other), and the
 * requests per second `/` and `/contact` answer while idle and while publishes run back to back,
 * with every answer's status counted (a visitor must never see an error during a publish).
 *
 *   npm run bench:publish -- [--publishes 5] [--seconds 10] [--connections 20]
 */
import autocannon from "autocannon";
import os from "node:os";
import { parseArgs } from "node:util";
import { exampleSiteConfig } from "../app/lib/business-details.ts";
import { ADMIN_PAGES, SITE_CHANGES } from "../app/lib/paths.ts";
import { settingsFromConfig } from "../app/lib/site-settings.ts";
import { prerenderedRoutes } from "../build-tools/prerendered-pages.ts";
import { removeDir, startServer, type ServerProcess } from "../harness/server-process.ts";
import { createAdmin, signIn } from "../tests/support/admin.ts";

const { values } = parseArgs({
  options: {
    publishes: { type: "string", default: "5" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
});
const publishes = Number(values.publishes);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const pages = prerenderedRoutes(process.cwd());

async function post(server: ServerProcess, cookie: string, action: string, fields: Record<string, string>) {
  const response = await fetch(server.url + action, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  if (response.status !== 303) throw new Error(`${action} answered ${response.status}`);
}

/** One publish of a new phone: ms until the owner's answer, and until every page was served with it. */
async function publishOnce(server: ServerProcess, cookie: string, phone: string): Promise<{ answered: number; allNew: number }> {
  const business = settingsFromConfig(exampleSiteConfig).business;
  await post(server, cookie, SITE_CHANGES.save, { section: "business", revision: "0", ...business, phone });
  const started = performance.now();
  await post(server, cookie, SITE_CHANGES.publish, {});
  const answered = performance.now() - started;
  for (const page of pages) {
    for (;;) {
      const html = await (await fetch(server.url + page)).text();
      if (html.includes(phone)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { answered, allNew: performance.now() - started };
}

async function load(server: ServerProcess, path: string, during?: () => Promise<void>) {
  const run = autocannon({ url: server.url + path, connections, duration: seconds, headers: { "Accept-Encoding": "br" } });
  if (during) await during();
  const result = await run;
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startServer();
try {
  const cookie = await signIn(server.url, await createAdmin({ dataDir: server.dataDir }));
  await fetch(`${server.url}${ADMIN_PAGES.site}`, { headers: { Cookie: cookie } });
  let n = 0;
  const nextPhone = () => `052-555-${String(1000 + ++n)}`;

  const timings = [];
  for (let i = 0; i < publishes; i++) timings.push(await publishOnce(server, cookie, nextPhone()));

  const rows: string[] = [];
  for (const path of ["/", "/contact"]) {
    const idle = await load(server, path);
    const busy = await load(server, path, async () => {
      const deadline = performance.now() + (seconds - 1) * 1000;
      while (performance.now() < deadline) await publishOnce(server, cookie, nextPhone());
    });
    rows.push(`| \`${path}\` | ${idle.rps} | ${busy.rps} | ${idle.p99} / ${busy.p99} | ${idle.errors} / ${busy.errors} |`);
  }

  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(`\n${publishes} publishes, ${pages.length} pages each (median, min-max):`);
  const answered = timings.map((t) => t.answered);
  const allNew = timings.map((t) => t.allNew);
  console.log(
    `| Publish answered (every page drawn again) | ${Math.round(median(answered))} ms (${Math.round(Math.min(...answered))}-${Math.round(Math.max(...answered))}) |`,
  );
  console.log(
    `| Every page served new, from the publish | ${Math.round(median(allNew))} ms (${Math.round(Math.min(...allNew))}-${Math.round(Math.max(...allNew))}) |`,
  );
  console.log(`\n${connections} connections, ${seconds} s per run; "during" publishes back to back for the whole run:`);
  console.log("| Page | Requests/s idle | Requests/s during publishes | p99 latency ms idle / during | Errors idle / during |");
  console.log("|---|---|---|---|---|");
  for (const row of rows) console.log(row);
} finally {
  await server.stop();
  removeDir(server.dataDir);
}
