/**
 * Probes a running server as an attacker or a flaky client would, and prints a Markdown table of
 * what was sent, what a safe server answers, and what this one answered (docs/security.md).
 *
 *   npm run probe -- http://127.0.0.1:3000 [--server-pid N] [--no-floods]
 *        [--admin EMAIL [--two-factor-admin EMAIL] [--data-dir DIR]]   (PROBE_PASSWORD: their password)
 *   npm run probe -- https://example.co.il      (through the TLS proxy; NODE_EXTRA_CA_CERTS for a test CA)
 *   npm run probe -- --local                    (starts the built server with a fresh data dir, makes
 *                                                the accounts, probes everything, and a crafted backup)
 *
 * With the server's process id (a server on this machine), the sign-in floods also show its
 * memory (resident set) before and at its highest during the flood. With an admin account the
 * private surface is probed signed in (scripts/probe-admin.ts); with the SQLite data directory,
 * the throttle table's rows are counted.
 *
 * Only for servers you run: it sends hostile requests (they are harmless to this site).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { rawRequest, getBytes, type RawResponse } from "../harness/raw-http.ts";
import { errorMessage } from "../app/lib/error-message.ts";
import { ADMIN_PAGES, LEAD_CHANGES, SECURITY_ACTIONS, SIGN_IN_ACTIONS } from "../app/lib/paths.ts";
import { adminProbes, type AdminProbeTarget } from "./probe-admin.ts";
import { waysInProbes } from "./probe-ways-in.ts";
import { craftedBackupProbe, startLocalTarget, type LocalTarget } from "./probe-local.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    "server-pid": { type: "string" },
    "no-floods": { type: "boolean", default: false },
    admin: { type: "string" },
    "two-factor-admin": { type: "string" },
    "data-dir": { type: "string" },
    local: { type: "boolean", default: false },
  },
});
const local: LocalTarget | undefined = values.local ? await startLocalTarget() : undefined;
const target = new URL(local?.url ?? positionals[0] ?? "http://127.0.0.1:3000");
const serverPid = local?.pid ?? (values["server-pid"] ? Number(values["server-pid"]) : undefined);
const dataDir = local?.dataDir ?? values["data-dir"];
const password = local?.password ?? process.env.PROBE_PASSWORD ?? "";
const adminTarget: AdminProbeTarget | undefined =
  (local?.admin ?? values.admin)
    ? {
        url: target,
        admin: { email: (local?.admin ?? values.admin)!, password },
        twoFactorAdmin:
          (local?.twoFactorAdmin ?? values["two-factor-admin"]) ? { email: (local?.twoFactorAdmin ?? values["two-factor-admin"])!, password } : undefined,
        sqliteFile: dataDir ? path.join(path.resolve(dataDir), "courier.sqlite") : undefined,
      }
    : undefined;
/** The server's resident memory in MB, when its process id was given. */
const serverMemoryMb = () => {
  if (!serverPid) return undefined;
  const line = readFileSync(`/proc/${serverPid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.replace(/\D/g, "") ?? 0) / 1024;
};
const secure = target.protocol === "https:";
const port = Number(target.port || (secure ? 443 : 80));
const host = target.hostname;
const H = `Host: ${target.host}`;

interface Probe {
  name: string;
  expected: string;
  run(): Promise<RawResponse>;
  ok(res: RawResponse): boolean;
  show?(res: RawResponse): string;
  /** Times a page during a sign-in flood: seconds of load, left out by --no-floods. */
  flood?: boolean;
}

const sameSite = (location = "") => location.startsWith("/") && new URL(location, "http://site.test").origin === "http://site.test";
const get = (path: string, headers = "") => rawRequest(port, `GET ${path} HTTP/1.1\r\n${H}\r\n${headers}Connection: close`, host, secure);
const postJson = (body: string, headers = "") =>
  rawRequest(
    port,
    `POST /api/leads HTTP/1.1\r\n${H}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
    host,
    secure,
  );
/** A sign-in through the admin's sign-in form (no redirect followed: 303 is a success). */
const signIn = async (email: string, password: string) => {
  const res = await fetch(new URL(ADMIN_PAGES.signIn, target), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  await res.arrayBuffer();
  return { status: res.status };
};
const lead = { name: "Probe", phone: "050-1234567", consent: true, source: "contact_form" };
const not5xx = (res: RawResponse) => res.status > 0 && res.status < 500;

const probes: Probe[] = [
  {
    name: "`GET //evil.example/` (finding 1)",
    expected: "301 to a same-site path",
    run: () => get("//evil.example/"),
    ok: (r) => r.status === 301 && sameSite(r.headers.location),
    show: (r) => `${r.status} → \`${r.headers.location}\``,
  },
  {
    name: "`GET /\\evil.example/` (path as is; finding 1)",
    expected: "301 to a same-site path",
    run: () => get("/\\evil.example/"),
    ok: (r) => r.status === 301 && sameSite(r.headers.location),
    show: (r) => `${r.status} → \`${r.headers.location}\``,
  },
  {
    name: "`GET http://evil.example/about/?q=1` (absolute form; finding 1)",
    expected: "301 to `/about?q=1`",
    run: () => get("http://evil.example/about/?q=1"),
    ok: (r) => r.headers.location === "/about?q=1",
    show: (r) => `${r.status} → \`${r.headers.location}\``,
  },
  {
    name: "`GET /%0d%0aSet-Cookie:x=1/` (CRLF)",
    expected: "no header injected",
    run: () => get("/%0d%0aSet-Cookie:x=1/"),
    ok: (r) => !("set-cookie" in r.headers) && not5xx(r),
    show: (r) => `${r.status} → \`${r.headers.location}\``,
  },
  {
    name: "`GET /assets/old-chunk-ABCDEF12.js` (gone after a deploy; finding 3)",
    expected: "404",
    run: () => get("/assets/old-chunk-ABCDEF12.js"),
    ok: (r) => r.status === 404,
  },
  {
    name: "`GET /../../etc/passwd` (traversal, path as is)",
    expected: "4xx, no file",
    run: () => get("/../../etc/passwd"),
    ok: (r) => not5xx(r) && r.status >= 300 && !r.body.includes("root:"),
  },
  {
    name: "`GET /assets/..%2f..%2fpackage.json` (encoded traversal)",
    expected: "4xx, no file",
    run: () => get("/assets/..%2f..%2fpackage.json"),
    ok: (r) => r.status >= 400 && r.status < 500 && !r.body.includes('"dependencies"'),
  },
  { name: "`GET /blog/%E0%A4%A` (broken percent-encoding)", expected: "4xx", run: () => get("/blog/%E0%A4%A"), ok: (r) => r.status >= 400 && r.status < 500 },
  {
    name: "`TRACE /api/leads` (finding 3)",
    expected: "405",
    run: () => rawRequest(port, `TRACE /api/leads HTTP/1.1\r\n${H}\r\nConnection: close`, host, secure),
    ok: (r) => r.status === 405,
  },
  {
    name: "`PUT /about`, `DELETE /api/leads` (method confusion)",
    expected: "4xx",
    run: async () => {
      const put = await rawRequest(port, `PUT /about HTTP/1.1\r\n${H}\r\nContent-Length: 0\r\nConnection: close`, host, secure);
      return put.status >= 500 ? put : rawRequest(port, `DELETE /api/leads HTTP/1.1\r\n${H}\r\nConnection: close`, host, secure);
    },
    ok: (r) => r.status >= 400 && r.status < 500,
  },
  {
    name: "`PUT`, `PATCH`, `DELETE` on the admin, its screens and endpoints, `.data` and other spellings (round four)",
    expected: "405, `Allow: GET, HEAD, POST`",
    run: async () => {
      const body = "email=probe%40example.com&password=wrong-password";
      const targets = [
        ["PUT", ADMIN_PAGES.signIn],
        ["PATCH", `${ADMIN_PAGES.signIn}.data`],
        ["DELETE", "/manage-leads-2024?index"],
        ["PUT", "/Manage-Leads-2024.data?index"],
        ["DELETE", `${ADMIN_PAGES.trash}/`],
        ["PUT", ADMIN_PAGES.secondStep],
        ["PUT", SIGN_IN_ACTIONS.passkeySignInOptions],
        ["DELETE", SECURITY_ACTIONS.pushOff],
        ["PATCH", LEAD_CHANGES.contact],
        ["DELETE", ADMIN_PAGES.signOut],
      ];
      let last: RawResponse | undefined;
      for (const [method, path] of targets) {
        last = await rawRequest(
          port,
          `${method} ${path} HTTP/1.1\r\n${H}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
          host,
          secure,
        );
        if (last.status !== 405 || last.headers.allow !== "GET, HEAD, POST") return { ...last, headers: { ...last.headers, "x-probe": `${method} ${path}` } };
      }
      return last!;
    },
    ok: (r) => r.status === 405 && r.headers.allow === "GET, HEAD, POST",
    show: (r) => `${r.headers["x-probe"] ? `${r.headers["x-probe"]}: ` : "all: "}${r.status}${r.headers.allow ? `, Allow: ${r.headers.allow}` : ""}`,
  },
  {
    name: "`POST /api/leads` with `Host: a b` (finding 3)",
    expected: "400",
    run: () =>
      rawRequest(
        port,
        `POST /api/leads HTTP/1.1\r\nHost: a b\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        host,
        secure,
      ),
    ok: (r) => r.status === 400,
  },
  {
    name: "`GET /about` with `Host: evil.example`",
    expected: "page with canonical links to SITE_URL only",
    run: () => rawRequest(port, `GET /about HTTP/1.1\r\nHost: evil.example\r\nConnection: close`, host, secure),
    ok: (r) => r.status === 200 && !r.body.includes("evil.example"),
  },
  {
    name: "lead with 1 MB declared body",
    expected: "413 before reading",
    run: () =>
      rawRequest(
        port,
        `POST /api/leads HTTP/1.1\r\n${H}\r\nContent-Type: application/json\r\nContent-Length: 1048576\r\nConnection: close\r\n\r\n{`,
        host,
        secure,
      ),
    ok: (r) => r.status === 413,
  },
  {
    name: "lead with `__proto__` / `constructor` keys",
    expected: "handled, never 5xx",
    run: () =>
      postJson(`{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"name":"Probe","phone":"050-1234567","consent":true,"source":"contact_form"}`),
    ok: not5xx,
  },
  {
    name: "lead with a lone surrogate in the name",
    expected: "handled, never 5xx",
    run: () => postJson(JSON.stringify({ ...lead, name: "Pro\ud800be" })),
    ok: not5xx,
  },
  {
    name: "client leaves in the middle of its body (finding 3)",
    expected: "no answer needed, server keeps serving",
    run: async () => {
      const [net, tls] = await Promise.all([import("node:net"), import("node:tls")]);
      await new Promise<void>((resolve) => {
        const start = () => {
          socket.write(`POST /api/leads HTTP/1.1\r\n${H}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":`);
          setTimeout(() => (socket.destroy(), resolve()), 100);
        };
        const socket = secure ? tls.connect({ port, host, servername: host }, start) : net.connect(port, host, start);
      });
      return getBytes(port, "/healthz", {}, host, secure);
    },
    ok: (r) => r.status === 200,
    show: (r) => `then /healthz ${r.status}`,
  },
  {
    name: "keep-alive timeout announced (finding 7)",
    expected: "> 60 s (load balancers idle at 60 s)",
    run: () => rawRequest(port, `GET /healthz HTTP/1.1\r\n${H}\r\n\r\nGET /healthz HTTP/1.1\r\n${H}\r\nConnection: close\r\n\r\n`, host, secure),
    ok: (r) => Number(/timeout=(\d+)/.exec(r.headers["keep-alive"] ?? "")?.[1]) > 60,
    show: (r) => `\`Keep-Alive: ${r.headers["keep-alive"]}\``,
  },
  {
    name: "404 page CSP, server-rendered (issue 9)",
    expected: "`script-src 'self' 'nonce-…'`, new nonce per response",
    run: () => get("/no-such-page?q=%3Cscript%3Ealert(1)%3C/script%3E"),
    ok: (r) => /script-src 'self' 'nonce-[^']+'(;|$)/.test(r.headers["content-security-policy"] ?? "") && !r.body.includes("<script>alert(1)"),
    show: (r) => `${r.status}, nonce ${/'nonce-[^']+'/.test(r.headers["content-security-policy"] ?? "") ? "present" : "absent"}`,
  },
  {
    name: "`GET /contact` with `Accept-Encoding: br;q=0.5, gzip` (issue 11)",
    expected: "gzip (higher q), `Vary: Accept-Encoding`",
    run: () => getBytes(port, "/contact", { "Accept-Encoding": "br;q=0.5, gzip" }, host, secure),
    ok: (r) => r.headers["content-encoding"] === "gzip" && /accept-encoding/i.test(r.headers.vary ?? ""),
    show: (r) => `${r.status}, ${r.headers["content-encoding"]}, ${r.body.length} bytes`,
  },
  // Holding under attack: the private surface, bursts and caps.
  {
    name: "`OPTIONS /manage-leads-2024/leads/export` (finding 5)",
    expected: "204 with `Allow`, no body",
    run: () => rawRequest(port, `OPTIONS /manage-leads-2024/leads/export HTTP/1.1\r\n${H}\r\nConnection: close`, host, secure),
    ok: (r) => r.status === 204 && r.body.length === 0 && !!r.headers.allow,
    show: (r) => `${r.status}, ${r.body.length} bytes`,
  },
  {
    name: "`GET /manage-leads-2024/leads/export.data` (finding 3)",
    expected: "404, `no-store`",
    run: () => get("/manage-leads-2024/leads/export.data"),
    ok: (r) => r.status === 404 && r.headers["cache-control"] === "no-store",
  },
  {
    name: "lead post with `Host` and `Origin` both `evil.example` (finding 9)",
    expected: "403 when SITE_URL is set",
    run: () =>
      postJson(JSON.stringify(lead), "Origin: http://evil.example\r\n").then(() =>
        rawRequest(
          port,
          `POST /api/leads HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://evil.example\r\nContent-Type: application/json\r\nContent-Length: ${JSON.stringify(lead).length}\r\nConnection: close\r\n\r\n${JSON.stringify(lead)}`,
          host,
          secure,
        ),
      ),
    ok: (r) => r.status === 403,
  },
  {
    name: "100 parallel sign-ins to one account from one client (finding 1)",
    expected: "at most 5 checked (401), the rest 429/503, none 200",
    run: async () => {
      // fetch, not raw bytes: a raw client half-closes its socket, and a queued attempt's answer would find it gone.
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn("probe-burst@example.invalid", `wrong-password-${i}`)));
      const tally = new Map<number, number>();
      for (const a of answers) tally.set(a.status, (tally.get(a.status) ?? 0) + 1);
      return {
        status: tally.get(200) ? 200 : (tally.get(401) ?? 0) <= 5 ? 429 : 401,
        headers: {},
        body: Buffer.from([...tally].map(([k, v]) => `${v} x ${k}`).join(", ")),
      };
    },
    ok: (r) => r.status === 429,
    show: (r) => r.body.toString(),
  },
  // 900, not 1,000: the server refuses connections over MAX_CONNECTIONS (1,000), and the flood's
  // keep-alive sockets stay open. At 900 the hashing no longer matters: every refused sign-in
  // still costs the event loop a few milliseconds, so the bound is wider.
  ...[
    { count: 150, boundMs: 1000 },
    { count: 900, boundMs: 5000 },
  ].map(({ count, boundMs }) => ({
    flood: true,
    name: `a gzip page during ${count.toLocaleString("en")} parallel sign-ins (finding 2)`,
    expected: `within ${boundMs / 1000} s of its idle time`,
    run: async () => {
      const page = async () => {
        const started = performance.now();
        await getBytes(port, "/no-such-page", { "Accept-Encoding": "gzip" }, host, secure);
        return performance.now() - started;
      };
      const idle = Math.max(await page(), await page());
      const memoryBefore = serverMemoryMb();
      let memoryPeak = memoryBefore ?? 0;
      const sampler = setInterval(() => (memoryPeak = Math.max(memoryPeak, serverMemoryMb() ?? 0)), 20);
      const flood = Promise.all(
        Array.from({ length: count }, (_, i) => signIn(`probe-flood-${count}-${i}@example.invalid`, "wrong-password").catch(() => undefined)),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const during = Math.max(await page(), await page());
      await flood;
      clearInterval(sampler);
      const memory = memoryBefore === undefined ? "" : `; memory ${Math.round(memoryBefore)} -> ${Math.round(memoryPeak)} MB`;
      return {
        status: during < idle + boundMs ? 200 : 503,
        headers: {},
        body: Buffer.from(`idle ${Math.round(idle)} ms, during ${Math.round(during)} ms${memory}`),
      };
    },
    ok: (r: RawResponse) => r.status === 200,
    show: (r: RawResponse) => r.body.toString(),
  })),
];

console.log(`Probes of ${local ? "a local server (--local)" : target.origin}, ${new Date().toISOString()}\n`);
console.log("| Probe | A safe answer | Answer | |");
console.log("|---|---|---|---|");
let failed = 0;
const selected = values["no-floods"] ? probes.filter((probe) => !probe.flood) : probes;
for (const probe of selected) {
  let shown: string;
  let ok = false;
  try {
    const res = await probe.run();
    ok = probe.ok(res);
    shown = probe.show ? probe.show(res) : String(res.status);
  } catch (error) {
    shown = `error: ${errorMessage(error)}`;
  }
  if (!ok) failed++;
  console.log(`| ${probe.name} | ${probe.expected} | ${shown} | ${ok ? "holds" : "**FAILS**"} |`);
}
// Signed-in probes, then (local only: it stops the server) the crafted backup.
const laterProbes = [...(adminTarget ? [...adminProbes(adminTarget), ...waysInProbes(adminTarget)] : []), ...(local ? [craftedBackupProbe(local)] : [])];
for (const probe of laterProbes) {
  let result: { ok: boolean; shown: string };
  try {
    result = await probe.run();
  } catch (error) {
    result = { ok: false, shown: `error: ${errorMessage(error)}` };
  }
  if (!result.ok) failed++;
  console.log(`| ${probe.name} | ${probe.expected} | ${result.shown} | ${result.ok ? "holds" : "**FAILS**"} |`);
}
await local?.stop();
const total = selected.length + laterProbes.length;
if (!adminTarget) console.log("\nNo admin account given (--admin, PROBE_PASSWORD): the signed-in probes were not run.");
console.log(`\n${total - failed} of ${total} hold.`);
process.exitCode = failed ? 1 : 0;
