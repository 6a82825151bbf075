/**
 * The probes that need an admin account on the probed server (issue 26): every spelling of a
 * private resource's `.data` twin, HEAD on the export and the event stream, a stranger trying to
 * lock the owner out, the throttle table's growth under a flood, and the second step's code
 * budget. Each answers as a row of scripts/probe.ts's table.
 *
 * Requests that must come from distinct client addresses are bound to loopback addresses
 * (127.0.0.2, 127.0.0.3, ...): only for a server on this machine.
 */
import http from "node:http";
import https from "node:https";
import { DatabaseSync } from "node:sqlite";
import { ADMIN_PAGES } from "../app/lib/paths.ts";
import { RESOURCE_PATHS } from "../harness/private-resources.ts";

export interface ProbeResult {
  ok: boolean;
  shown: string;
}

export interface AdminProbe {
  name: string;
  expected: string;
  run(): Promise<ProbeResult>;
}

export interface AdminProbeTarget {
  url: URL;
  /** An admin account: e-mail and password. */
  admin: { email: string; password: string };
  /** An admin account with two-step sign-in on, for the code budget; same password kind. */
  twoFactorAdmin?: { email: string; password: string };
  /** The probed server's SQLite file, read to count the throttle table's rows. */
  sqliteFile?: string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request through node:http(s), on a fresh connection from `localAddress` when given. The
 * path is sent exactly as written (no normalisation, unlike fetch). A stream that never ends
 * (the event stream) is read for `readMs` at most, or until `maxBytes` have arrived.
 */
export function request(
  target: URL,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string; localAddress?: string; maxBytes?: number; readMs?: number } = {},
): Promise<Answer> {
  const secure = target.protocol === "https:";
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        host: target.hostname,
        port: target.port || (secure ? 443 : 80),
        method,
        path,
        headers: { ...options.headers, ...(options.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(options.body)) }) },
        localAddress: options.localAddress,
        agent: false,
        servername: /^[\d.]+$/.test(target.hostname) ? undefined : target.hostname,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
        };
        const stop = () => {
          res.destroy();
          done();
        };
        const timer = setTimeout(stop, options.readMs ?? 15_000);
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (options.maxBytes !== undefined && size >= options.maxBytes) stop();
        });
        res.on("end", done);
        res.on("error", () => done());
      },
    );
    // No answer at all in time (a loader held open): status 0.
    const silent = setTimeout(() => {
      req.destroy();
      resolve({ status: 0, headers: {}, body: "" });
    }, options.readMs ?? 20_000);
    req.on("response", () => clearTimeout(silent));
    req.on("error", reject);
    req.end(options.body);
  });
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
export const cookieOf = (answer: Answer, name: RegExp) =>
  (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!).find((pair) => name.test(pair.split("=")[0]!));

/** Signs in through the admin page's own form; the session cookie ("name=value") or undefined. */
export async function signIn(target: URL, email: string, password: string, localAddress?: string) {
  const answer = await request(target, "POST", ADMIN_PAGES.signIn, { headers: FORM, body: form({ email, password }), localAddress });
  return { answer, session: cookieOf(answer, /courier_session$/), challenge: cookieOf(answer, /courier_2fa$/) };
}

/** Percent-encodes the character at `index` of a path (as a client may, and a router decodes). */
const encodeAt = (path: string, index: number) => path.slice(0, index) + `%${path.charCodeAt(index).toString(16).toUpperCase()}` + path.slice(index + 1);

/** Twelve spellings of a resource route's `.data` twin: 7 paths x 12 = 84 (96 while `/api/admin/session` existed). */
export function dataTwinSpellings(path: string): string[] {
  const upperFirst = "/" + path.slice(1).replace(/^[a-z]+/, (s) => s.toUpperCase());
  return [
    `${path}.data`,
    `${path}.DATA`,
    `${upperFirst}.data`,
    `${path.toUpperCase()}.data`,
    `${encodeAt(path, 1)}.data`,
    `${encodeAt(path, path.length - 1)}.data`,
    `//x${path}.data`,
    `/${path}.data`,
    `${path}/.data`,
    `${path}.data?x=1`,
    `/.${path}.data`,
    `${path}%2Edata`,
  ];
}

export function adminProbes(target: AdminProbeTarget): AdminProbe[] {
  let session: string | undefined;
  const signedIn = async () => {
    // Signed in from an address of its own: the lockout probe below floods 127.0.0.2.
    session ??= (await signIn(target.url, target.admin.email, target.admin.password, "127.0.0.10")).session;
    if (!session) throw new Error(`could not sign in as ${target.admin.email}`);
    return { Cookie: session };
  };

  return [
    {
      name: "12 spellings of each private resource's `.data` twin, with an admin session (round three)",
      expected: "none 2xx or held open; every admin answer `no-store`",
      async run() {
        const headers = await signedIn();
        const through: string[] = [];
        const storable: string[] = [];
        let total = 0;
        for (const path of RESOURCE_PATHS) {
          for (const spelling of dataTwinSpellings(path)) {
            total++;
            const answer = await request(target.url, "GET", spelling, { headers, maxBytes: 64 * 1024, readMs: 2_000 });
            if (answer.status === 0 || (answer.status >= 200 && answer.status < 300)) through.push(`${spelling} ${answer.status || "held open"}`);
            // A 404 that is no admin answer (`//x/api/...` is the path "/x/api/...": no route) may be stored like any 404.
            const privateAnswer = path.startsWith("/api/admin") && answer.status !== 404;
            if (privateAnswer && !String(answer.headers["cache-control"] ?? "").includes("no-store")) storable.push(spelling);
          }
        }
        const list = [...through, ...storable.map((s) => `${s} storable`)].slice(0, 4).join("; ");
        return {
          ok: through.length === 0 && storable.length === 0,
          shown: `${through.length} of ${total} through, ${storable.length} admin answers storable${list ? ` (${list})` : ""}`,
        };
      },
    },
    {
      name: "`DELETE`, `PUT`, `PATCH` of a lead change and a sign-out, with an admin session (round four)",
      expected: "405 with `Allow: GET, HEAD, POST`; the session still open",
      async run() {
        const headers = { ...(await signedIn()), ...FORM };
        const answers: string[] = [];
        for (const [method, path, fields] of [
          ["DELETE", `${ADMIN_PAGES.trash}.data`, { intent: "delete-forever", id: "1", confirm: "yes" }],
          ["PUT", "/manage-leads-2024.data?index", { intent: "stage", id: "1", stage: "won" }],
          ["PATCH", "/manage-leads-2024?index", { intent: "note", id: "1", notes: "probe" }],
          ["DELETE", ADMIN_PAGES.signOut, {}],
        ] as const) {
          const answer = await request(target.url, method, path, { headers, body: form(fields) });
          if (answer.status !== 405 || answer.headers.allow !== "GET, HEAD, POST") answers.push(`${method} ${path}: ${answer.status}`);
        }
        const still = await request(target.url, "GET", "/manage-leads-2024", { headers });
        if (still.status !== 200) answers.push(`session after: ${still.status}`);
        return { ok: answers.length === 0, shown: answers.length ? answers.join("; ") : "all 405, the session still open" };
      },
    },
    {
      name: "3 x `HEAD /manage-leads-2024/leads/export`, then `GET` (round three)",
      expected: "HEAD holds no slot: the GET is 200",
      async run() {
        const headers = await signedIn();
        const heads = [];
        for (let i = 0; i < 3; i++) heads.push((await request(target.url, "HEAD", "/manage-leads-2024/leads/export", { headers })).status);
        const get = await request(target.url, "GET", "/manage-leads-2024/leads/export", { headers });
        return { ok: get.status === 200, shown: `HEAD ${heads.join(", ")}; GET ${get.status}` };
      },
    },
    {
      name: "6 x `HEAD /manage-leads-2024/events`, then `GET` (round three)",
      expected: "HEAD opens no stream: the GET is 200",
      async run() {
        const headers = await signedIn();
        const heads = [];
        for (let i = 0; i < 6; i++) heads.push((await request(target.url, "HEAD", "/manage-leads-2024/events", { headers })).status);
        const get = await request(target.url, "GET", "/manage-leads-2024/events", { headers, maxBytes: 1 });
        return { ok: get.status === 200, shown: `HEAD ${[...new Set(heads)].join("/")} x 6; GET ${get.status}` };
      },
    },
    {
      name: "52 wrong passwords for the owner from 127.0.0.2, then the right one from 127.0.0.3 (round three)",
      expected: "the owner signs in (303 with a session)",
      async run() {
        const tally = new Map<number, number>();
        for (let i = 0; i < 52; i++) {
          const { answer } = await signIn(target.url, target.admin.email, `wrong-password-${i}`, "127.0.0.2");
          tally.set(answer.status, (tally.get(answer.status) ?? 0) + 1);
        }
        const owner = await signIn(target.url, target.admin.email, target.admin.password, "127.0.0.3");
        const flood = [...tally].map(([status, n]) => `${n} x ${status}`).join(", ");
        return { ok: owner.answer.status === 303 && !!owner.session, shown: `stranger: ${flood}; owner: ${owner.answer.status}` };
      },
    },
    {
      name: "2,000 sign-ins for random accounts from 127.0.0.4 (round three)",
      expected: "refused attempts write no rows",
      async run() {
        const rows = () => {
          if (!target.sqliteFile) return undefined;
          const db = new DatabaseSync(target.sqliteFile, { readOnly: true });
          try {
            return Number((db.prepare("SELECT count(*) AS n FROM sign_in_throttle").get() as { n: number }).n);
          } finally {
            db.close();
          }
        };
        const before = rows();
        const tally = new Map<number, number>();
        for (let i = 0; i < 2000; i += 10) {
          const answers = await Promise.all(
            Array.from({ length: 10 }, (_, j) => signIn(target.url, `flood-${Date.now()}-${i + j}@example.invalid`, "wrong-password", "127.0.0.4")),
          );
          for (const { answer } of answers) tally.set(answer.status, (tally.get(answer.status) ?? 0) + 1);
        }
        const after = rows();
        const counted = [...tally].map(([status, n]) => `${n} x ${status}`).join(", ");
        if (before === undefined || after === undefined) return { ok: (tally.get(401) ?? 0) <= 20, shown: `${counted} (rows not read: no --data-dir)` };
        return { ok: after - before <= 100, shown: `${counted}; throttle rows ${before} -> ${after} (+${after - before})` };
      },
    },
    {
      name: "wrong codes for a two-step account, password re-entered, from 26 addresses (round three)",
      expected: "the account locks after a few dozen codes, whatever the windows",
      async run() {
        if (!target.twoFactorAdmin) return { ok: true, shown: "skipped: no two-step account given" };
        const { email, password } = target.twoFactorAdmin;
        let checked = 0;
        let last = "";
        for (let round = 0; round < 40 && checked < 300; round++) {
          const address = `127.0.0.${20 + (round % 26)}`;
          const { challenge, answer } = await signIn(target.url, email, password, address);
          if (!challenge) {
            last = `password ${answer.status}`;
            if (answer.status === 429) continue;
            break;
          }
          for (let i = 0; i < 5; i++) {
            const code = await request(target.url, "POST", ADMIN_PAGES.secondStep, {
              headers: { ...FORM, Cookie: challenge },
              body: form({ code: String(100000 + ((round * 5 + i) % 900000)) }),
              localAddress: address,
            });
            if (code.status === 401) checked++;
            last = `code ${code.status}`;
            if (code.status !== 401) break;
          }
          if (last === "code 423" || last === "code 403") break;
        }
        return { ok: checked < 50, shown: `${checked} wrong codes checked, then ${last}` };
      },
    },
  ];
}
