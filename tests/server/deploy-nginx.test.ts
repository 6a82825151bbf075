/**
 * The deployment kit (deploy/) run as the README deploys it: Debian's nginx with
 * deploy/nginx-courier.conf (its domain, ports, certificate and log paths replaced by this
 * test's: a certificate made by openssl, free loopback ports) in front of the built server
 * started with deploy/courier.env.example's settings and the V8 flag of deploy/courier.service.
 * Clients come from distinct loopback addresses (127.0.0.2, 127.0.0.3...), as visitors would.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { chromium } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envSchema } from "../../app/.server/config.ts";
import { BODY_LIMIT_BYTES } from "../../app/.server/http.ts";
import { ADMIN_PAGES, ADMIN_PATH, LEAD_CHANGES, SECURITY_ACTIONS, SIGN_IN_ACTIONS } from "../../app/lib/paths.ts";
import { passkeyMessages } from "../../app/lib/passkeys.ts";
import { signInMessages } from "../../app/lib/admin-sign-in.ts";
import { twoFactorMessages } from "../../app/lib/two-factor.ts";
import { MIN_COMPRESSIBLE_BYTES } from "../../server/compression.ts";
import { SERVER_NODE_FLAGS } from "../../server/node-flags.ts";
import { createAdmin, signInContext, withDb, type TestUser } from "../support/admin.ts";
import { NGINX_PATH, nginxAvailable, startNginx, type Nginx } from "../../harness/nginx.ts";
import { freePorts, removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";
import { virtualAuthenticator } from "../../harness/virtual-authenticator.ts";

const root = path.resolve(import.meta.dirname, "../..");
const deploy = (file: string) => readFileSync(path.join(root, "deploy", file), "utf8");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const template = parseEnv(deploy("courier.env.example"));

function available(): boolean {
  if (nginxAvailable()) return true;
  if (process.env.CI) throw new Error(`CI must run the deployment kit's test, but ${NGINX_PATH} was not found (.ci/run installs nginx-light)`);
  console.warn(`\n*** ${NGINX_PATH} not found: the deployment kit's nginx test is SKIPPED on this machine (apt-get install nginx-light) ***\n`);
  return false;
}

/** The unit's [Service] settings, a list per key (ReadWritePaths may repeat). */
function unitSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

/** The committed site config with each production value replaced; every one must still be there. */
function renderSite(replacements: [string, string][]): string {
  let text = deploy("nginx-courier.conf");
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/nginx-courier.conf no longer contains "${from}": update this test's rendering of it`);
    text = text.replaceAll(from, to);
  }
  return text;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** nginx's own refusal: a 429 the app did not write (the app's answers carry its security headers). */
const refusedByNginx = (answer: Answer) => answer.status === 429 && answer.headers["x-content-type-options"] === undefined;

/** Answers counted: refused by nginx, and the app's by status. */
function tally(answers: Answer[]): { nginx: number; app: Record<number, number> } {
  const app: Record<number, number> = {};
  let nginx = 0;
  for (const answer of answers) {
    if (refusedByNginx(answer)) nginx++;
    else app[answer.status] = (app[answer.status] ?? 0) + 1;
  }
  return { nginx, app };
}

/** A number from the committed nginx site, e.g. its sign-in zone's rate and burst. */
function siteNumber(pattern: RegExp): number {
  const match = pattern.exec(deploy("nginx-courier.conf"));
  if (!match) throw new Error(`deploy/nginx-courier.conf no longer matches ${pattern}: update this test`);
  return Number(match[1]);
}
const SIGN_INS_PER_SECOND = siteNumber(/zone=courier_sign_ins:\S+ rate=(\d+)r\/s;/);
const SIGN_IN_BURST = siteNumber(/zone=courier_sign_ins burst=(\d+)/);

const collect = (res: http.IncomingMessage) =>
  new Promise<Answer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    res.on("error", reject);
  });

describe.skipIf(!available())("the deployment kit behind Debian's nginx", () => {
  let dir: string;
  let cert: Buffer;
  let server: ServerProcess;
  let nginx: Nginx;
  let httpsPort: number;
  let httpPort: number;
  let origin: string;
  let admin: TestUser;
  const metricsToken = "deploy-test-metrics-token-0123456789";

  /** One request to nginx over https (HTTP/1.1), from a loopback address of the client's choosing. */
  function request(
    pathname: string,
    options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string; host?: string } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const host = options.host ?? "localhost";
      const req = https.request(
        {
          host: "127.0.0.1",
          port: httpsPort,
          servername: host,
          ca: cert,
          localAddress: options.from ?? "127.0.0.1",
          agent: false,
          method: options.method ?? "GET",
          path: pathname,
          headers: { Host: `${host}:${httpsPort}`, ...options.headers },
        },
        (res) => collect(res).then(resolve, reject),
      );
      req.on("error", reject);
      req.end(options.body);
    });
  }

  const postJson = (pathname: string, value: unknown, from: string, headers: Record<string, string> = {}) =>
    request(pathname, { method: "POST", from, body: JSON.stringify(value), headers: { "Content-Type": "application/json", Origin: origin, ...headers } });

  const lead = (name: string) => ({ name, phone: "050-1234567", consent: true, source: "contact_form" });

  /** A sign-in: the sign-in screen's form, to one of the admin's spellings. */
  async function signInPost(target: string, from: string, email: string, password: string, options: { retries?: number } = {}): Promise<Answer> {
    // "PUT /path": another method the app runs a screen's action for.
    const [method, pathname] = target.includes(" ") ? (target.split(" ") as [string, string]) : ["POST", target];
    for (let attempt = 0; ; attempt++) {
      const answer = await request(pathname, {
        method,
        from,
        body: new URLSearchParams({ email, password }).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      });
      if (!refusedByNginx(answer) || attempt >= (options.retries ?? 0)) return answer;
      await new Promise((r) => setTimeout(r, Number(answer.headers["retry-after"] ?? 1) * 1000));
    }
  }

  /** Waits until the sign-in zone has room again (its burst drained at its rate). */
  const drainSignIns = () => new Promise((r) => setTimeout(r, (SIGN_IN_BURST / SIGN_INS_PER_SECOND) * 1000 + 500));

  beforeAll(async () => {
    if (!existsSync(path.join(buildDir, "server", "index.js"))) throw new Error(`No build at ${buildDir}: run "npm run build" (npm run test:server does)`);
    dir = mkdtempSync(path.join(os.tmpdir(), "courier-deploy-"));
    chmodSync(dir, 0o755); // nginx's workers (nobody) read the ACME webroot in it
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,DNS:www.localhost",
        "-keyout",
        path.join(dir, "privkey.pem"),
        "-out",
        path.join(dir, "fullchain.pem"),
      ],
      { stdio: "pipe" },
    );
    cert = readFileSync(path.join(dir, "fullchain.pem"));
    mkdirSync(path.join(dir, "acme", ".well-known", "acme-challenge"), { recursive: true });
    writeFileSync(path.join(dir, "acme", ".well-known", "acme-challenge", "token-1"), "token-1.key");

    // Three different ports: nginx refused the plain-http site when it was given the https one's.
    const [serverPort, https, plain] = await freePorts(3);
    [httpsPort, httpPort] = [https!, plain!];
    origin = `https://localhost:${httpsPort}`;
    const dataDir = tempDataDir();
    server = await startServer({
      dataDir,
      port: serverPort,
      env: {
        ...(template as Record<string, string>),
        PORT: String(serverPort),
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        BACKUP_DIR: path.join(dataDir, "backups"),
        BACKUP_HOUR: "off",
        SITE_URL: origin,
        // The template's placeholders: no mail server here.
        SMTP_URL: "",
        LEADS_NOTIFY_TO: "",
        LEADS_RATE_LIMIT: "3",
        ADMIN_2FA: "optional",
        METRICS_TOKEN: metricsToken,
      },
    });
    admin = await createAdmin({ dataDir });

    const site = renderSite([
      ["/etc/letsencrypt/live/example.co.il/fullchain.pem", path.join(dir, "fullchain.pem")],
      ["/etc/letsencrypt/live/example.co.il/privkey.pem", path.join(dir, "privkey.pem")],
      ["/var/www/html", path.join(dir, "acme")],
      ["/var/log/nginx/", `${dir}/`],
      ["https://example.co.il", origin],
      ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
      ["listen [::]:443 ssl http2;", ""],
      ["listen 80;", `listen 127.0.0.1:${httpPort};`],
      ["listen [::]:80;", ""],
      ["server 127.0.0.1:3000;", `server 127.0.0.1:${server.port};`],
      // $host drops the port, which only the test's origin has: React Router's check of a form
      // post's Origin against Host would refuse every page post.
      ["proxy_set_header Host $host;", `proxy_set_header Host $host:${httpsPort};`],
      ["example.co.il", "localhost"],
    ]);
    // As Debian's /etc/nginx/nginx.conf has it around the sites it includes (gzip on, older TLS
    // versions), with its commented-out gzip_types turned on, as an administrator might.
    nginx = await startNginx({
      port: httpsPort,
      workers: "auto",
      http: () =>
        `  sendfile on;\n  tcp_nopush on;\n  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;\n  ssl_prefer_server_ciphers on;\n  gzip on;\n  gzip_types text/plain text/css application/json application/javascript text/xml application/xml text/javascript;\n${site}`,
    });
  }, 90_000);

  afterAll(async () => {
    await nginx?.stop();
    await server?.stop("SIGKILL");
    if (server) removeDir(server.dataDir);
    if (dir) removeDir(dir);
  });

  it("serves pages over https with HSTS (the app's value, once), over HTTP/2 by ALPN too", async () => {
    const direct = await fetch(`${server.url}/about`);
    const hsts = direct.headers.get("strict-transport-security");
    expect(hsts).toMatch(/^max-age=\d+/);
    const page = await request("/about");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body.toString()).toContain('<html lang="he" dir="rtl"');
    expect(page.headers["strict-transport-security"]).toBe(hsts);
    expect(page.headers["content-security-policy"]).toBe(direct.headers.get("content-security-policy"));

    const session = http2.connect(origin, { ca: cert });
    try {
      await new Promise<void>((resolve, reject) => session.once("connect", () => resolve()).once("error", reject));
      expect(session.alpnProtocol).toBe("h2");
      const stream = session.request({ ":path": "/" });
      const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => stream.once("response", resolve).once("error", reject));
      stream.resume();
      expect(headers[":status"]).toBe(200);
      expect(headers["strict-transport-security"]).toBe(hsts);
    } finally {
      session.close();
    }
  });

  it("passes the app's split of security headers through: a page gets them all, a script or stylesheet the minimal set and HSTS", async () => {
    const page = await request("/contact");
    for (const name of ["content-security-policy", "permissions-policy", "cross-origin-opener-policy", "x-frame-options", "referrer-policy"]) {
      expect(page.headers[name], name).toBeTruthy();
    }
    const files = [...new Set([...page.body.toString().matchAll(/"(\/assets\/(?!manifest-)[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const direct = await fetch(`${server.url}${file}`, { headers: { "Accept-Encoding": "br" } });
      await direct.arrayBuffer();
      const res = await request(file, { headers: { "Accept-Encoding": "br" } });
      expect(res.status, file).toBe(200);
      expect(res.headers["x-content-type-options"], file).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"], file).toBe("same-origin");
      expect(res.headers["strict-transport-security"], file).toBe(direct.headers.get("strict-transport-security"));
      for (const name of [
        "content-security-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
        "x-frame-options",
        "referrer-policy",
        "origin-agent-cluster",
      ]) {
        expect(res.headers[name], `${file} ${name}`).toBeUndefined();
      }
    }
  });

  it("redirects plain http to the https origin (301), except the ACME challenge; www goes to the canonical name", async () => {
    const get = (pathname: string) =>
      new Promise<Answer>((resolve, reject) =>
        http
          .get({ host: "127.0.0.1", port: httpPort, path: pathname, headers: { Host: "localhost" }, agent: false }, (res) => collect(res).then(resolve, reject))
          .on("error", reject),
      );
    const redirected = await get("/about?from=ad");
    expect(redirected.status).toBe(301);
    expect(redirected.headers.location).toBe(`${origin}/about?from=ad`);
    const challenge = await get("/.well-known/acme-challenge/token-1");
    expect({ status: challenge.status, body: challenge.body.toString() }).toEqual({ status: 200, body: "token-1.key" });

    const www = await request("/contact", { host: "www.localhost" });
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(`${origin}/contact`);
  });

  it("passes the build's pre-compressed bytes through as the app sends them, never compressing again", async () => {
    const file = readFileSync(path.join(buildDir, "client", "contact", "index.html"));
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const res = await request("/contact", { headers: { "Accept-Encoding": encoding } });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.body.equals(readFileSync(path.join(buildDir, "client", "contact", `index.html${suffix}`))), encoding).toBe(true);
    }
    const plain = await request("/contact", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
    // A script too small for the app to compress stays as it is, though the http block gzips scripts.
    const assets = path.join(buildDir, "client", "assets");
    const small = readdirSync(assets).find(
      (name) => name.endsWith(".js") && statSync(path.join(assets, name)).size > 100 && statSync(path.join(assets, name)).size < MIN_COMPRESSIBLE_BYTES,
    );
    expect(small, "a script under MIN_COMPRESSIBLE_BYTES in the build").toBeDefined();
    const script = await request(`/assets/${small}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(script.status).toBe(200);
    expect(script.headers["content-encoding"]).toBeUndefined();
    expect(script.body.equals(readFileSync(path.join(assets, small!)))).toBe(true);
  });

  it("lets bodies up to the app's limit through and refuses larger ones itself, with HSTS", async () => {
    const atLimit = await request("/api/leads", {
      method: "POST",
      from: "127.0.0.9",
      body: Buffer.alloc(BODY_LIMIT_BYTES, "x"),
      headers: { "Content-Type": "application/json", Origin: origin },
    });
    expect(atLimit.status).toBe(400); // the app's answer: not JSON
    expect(atLimit.headers["content-type"]).toMatch(/^application\/json/);
    const over = await request("/api/leads", {
      method: "POST",
      from: "127.0.0.9",
      body: Buffer.alloc(BODY_LIMIT_BYTES + 1, "x"),
      headers: { "Content-Type": "application/json", Origin: origin },
    });
    expect(over.status).toBe(413);
    expect(over.headers["content-type"]).toMatch(/^text\/html/); // nginx's page: the body never reached the app
    expect(over.headers["strict-transport-security"]).toMatch(/^max-age=/);
  });

  it("signs the admin in with the __Host- cookie, records the client's address, and streams a new lead to the admin at once", async () => {
    const signIn = await signInPost(ADMIN_PAGES.signIn, "127.0.0.2", admin.email, admin.password);
    expect(signIn.status).toBe(303);
    const setCookie = signIn.headers["set-cookie"]?.[0] ?? "";
    expect(setCookie).toMatch(/^__Host-courier_session=[^;]+/);
    const attributes = setCookie.split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["secure", "path=/", "httponly", "samesite=lax"]));
    expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
    const cookie = setCookie.split(";")[0]!;

    const signIns = await withDb({ dataDir: server.dataDir }, (db) =>
      db.kysely.selectFrom("activity_log").select(["client"]).where("action", "=", "sign_in").execute(),
    );
    expect(signIns).toEqual([{ client: "127.0.0.2" }]);

    // The event stream through nginx's unbuffered location.
    const events: string[] = [];
    let wake = () => {};
    const stream = https.get({
      host: "127.0.0.1",
      port: httpsPort,
      servername: "localhost",
      ca: cert,
      agent: false,
      localAddress: "127.0.0.2",
      path: "/manage-leads-2024/events",
      headers: { Host: `localhost:${httpsPort}`, Cookie: cookie, "Accept-Encoding": "gzip, br" },
    });
    try {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => stream.once("response", resolve).once("error", reject));
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(res.headers["content-encoding"]).toBeUndefined();
      let buffer = "";
      res.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          events.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        wake();
      });
      const next = async (match: (block: string) => boolean, timeoutMs: number) => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const found = events.find(match);
          if (found) return found;
          if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 100);
          });
        }
      };
      await next((block) => block.includes("event: ready"), 5_000);

      const posted = await postJson("/api/leads", lead("אורי מהאתר"), "127.0.0.3");
      expect(posted.status).toBe(201);
      const { id } = JSON.parse(posted.body.toString()) as { id: number };
      const sent = Date.now();
      await next((block) => block === `data: ${JSON.stringify({ op: "insert", id })}`, 3_000);
      expect(Date.now() - sent).toBeLessThan(3_000);
    } finally {
      stream.destroy();
    }
  });

  it("keys the lead rate limit by the client's real address, whatever X-Forwarded-For the client sends", async () => {
    const names = ["רונית לוי", "משה פרץ", "נועה בר"];
    const ids: number[] = [];
    for (const [i, name] of names.entries()) {
      const res = await postJson("/api/leads", lead(name), "127.0.0.4", { "X-Forwarded-For": `203.0.113.${i + 1}` });
      expect(res.status).toBe(201);
      ids.push((JSON.parse(res.body.toString()) as { id: number }).id);
    }
    const stored = await withDb({ dataDir: server.dataDir }, (db) =>
      db.kysely.selectFrom("leads").select(["id", "name"]).where("id", "in", ids).orderBy("id").execute(),
    );
    expect(stored.map((r) => r.name)).toEqual(names);

    const fourth = await postJson("/api/leads", lead("יוסי כהן"), "127.0.0.4", { "X-Forwarded-For": "203.0.113.99" });
    expect(fourth.status).toBe(429);
    expect(fourth.headers["retry-after"]).toMatch(/^\d+$/);
    const neighbour = await postJson("/api/leads", lead("שכן"), "127.0.0.5");
    expect(neighbour.status).toBe(201);
  });

  it("limits floods of sign-in posts per client address before they reach the app, and only posts", async () => {
    const posts = await Promise.all(Array.from({ length: 80 }, () => signInPost(ADMIN_PAGES.signIn, "127.0.0.6", "flood@example.invalid", "wrong-password")));
    const byNginx = posts.filter(refusedByNginx).length;
    expect(byNginx).toBeGreaterThanOrEqual(80 - 51 - 5); // burst 50 + 1, a few more refilled at 5/s
    expect(posts.filter((r) => r.status === 303)).toHaveLength(0);
    const gets = await Promise.all(Array.from({ length: 60 }, () => request(ADMIN_PAGES.signIn, { from: "127.0.0.6" })));
    expect(gets.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
  });

  it("counts the sign-in, its second step and the passkey endpoint in every spelling the app reads against everyone's sign-in zone; the owner's screens only per address", async () => {
    const { signIn, secondStep } = ADMIN_PAGES;
    const { recoveryCode, passkeySignIn: passkey } = SIGN_IN_ACTIONS;
    const spellings = [
      signIn,
      `${signIn}.data`,
      `${signIn}/`,
      `${signIn}/_.data`,
      signIn.toUpperCase(),
      `/%${ADMIN_PATH.charCodeAt(1).toString(16)}${signIn.slice(2)}`,
      signIn.replace("sign-in", "%73ign-in"),
      `/${signIn.replace("/sign-in", "//sign-in")}`,
      `${ADMIN_PAGES.trash}/../sign-in`,
      signIn.replace("/sign-in", "\\sign-in"),
      `//x${signIn}`,
      secondStep,
      `${secondStep}.data`,
      "/Manage-Leads-2024/Second-Step/",
      recoveryCode,
      `${recoveryCode}.data`,
      passkey,
      `${passkey}/`,
      `${passkey.toUpperCase()}.data`,
    ];
    // Twenty at once, each from its own address: the per-address zone refuses none of them, so
    // every refusal is the sign-in zone's. Its burst lets a few through; the zone stays full.
    const spread = (spelling: string, n: number) =>
      Promise.all(Array.from({ length: 20 }, (_, i) => signInPost(spelling, `127.0.4.${n * 20 + i + 1}`, "flood@example.com", "wrong-password")));
    const figures: Record<string, { nginx: number; app: Record<number, number> }> = {};
    const refusals: Answer[] = [];
    for (const [n, spelling] of spellings.entries()) {
      const answers = await spread(spelling, n % 12);
      figures[spelling] = tally(answers);
      refusals.push(...answers.filter(refusedByNginx));
    }
    console.log("nginx refusals out of 20 sign-in posts from 20 addresses, per spelling:", JSON.stringify(figures, null, 1));
    for (const [spelling, { nginx: refused }] of Object.entries(figures)) expect(refused, spelling).toBeGreaterThanOrEqual(20 - SIGN_IN_BURST - 2);

    // The zone is full: posts to the owner's own screens, from as many addresses, are not refused.
    const owners = [
      `${ADMIN_PATH}.data?index`,
      `${ADMIN_PATH}?index`,
      `${ADMIN_PAGES.trash}.data`,
      `${LEAD_CHANGES.reminder}.data`,
      LEAD_CHANGES.contact,
      `${LEAD_CHANGES.stage}.data`,
      LEAD_CHANGES.trash,
      ADMIN_PAGES.dismissCodeFailures,
      `${SECURITY_ACTIONS.reverify}.data`,
      SECURITY_ACTIONS.pushOff,
    ];
    for (const [n, screen] of owners.entries()) {
      const answers = await spread(screen, n);
      expect(tally(answers).nginx, screen).toBe(0);
    }

    // nginx's refusal in the app's shape: JSON with a Hebrew message, when to retry, HSTS, never stored.
    const refusal = refusals[0]!;
    expect(refusal.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(refusal.body.toString())).toEqual({ error: expect.stringMatching(/נסו שוב/) });
    expect(refusal.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refusal.headers["strict-transport-security"]).toMatch(/^max-age=/);
    expect(refusal.headers["cache-control"]).toBe("no-store");
    await drainSignIns();
  }, 120_000);

  it("never queues the owner's stage changes behind a stranger's sign-in flood, at 3 a second from one address or as fast as 200 addresses can", async () => {
    const owner = await createAdmin({ dataDir: server.dataDir });
    const ownerAddress = "127.0.5.1";
    const signIn = await signInPost(ADMIN_PAGES.signIn, ownerAddress, owner.email, owner.password, { retries: 10 });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers["set-cookie"]![0]!.split(";")[0]!;
    const posted = await postJson("/api/leads", lead("לקוח בזמן הצפה"), "127.0.5.2");
    expect(posted.status).toBe(201);
    const { id } = JSON.parse(posted.body.toString()) as { id: number };
    const stages = ["no_answer", "quote_sent", "new"];

    /** The owner's 15 stage changes, as the leads screen's script posts them, one after another. */
    async function ownerChanges(): Promise<Answer[]> {
      const answers: Answer[] = [];
      for (let i = 0; i < 15; i++) {
        answers.push(
          await request(`${LEAD_CHANGES.stage}.data`, {
            method: "POST",
            from: ownerAddress,
            body: new URLSearchParams({ id: String(id), stage: stages[i % stages.length]! }).toString(),
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: cookie },
          }),
        );
        await new Promise((r) => setTimeout(r, 200));
      }
      return answers;
    }

    /**
     * A stranger's sign-ins until `done`, from `addresses` in turn: `perSecond` sent on a clock
     * whatever the answers, or `inFlight` at once, each sent as the last is answered.
     */
    async function flood(done: Promise<unknown>, { addresses, perSecond, inFlight }: { addresses: string[]; perSecond?: number; inFlight?: number }) {
      let over = false;
      void done.finally(() => (over = true));
      const answers: Promise<Answer>[] = [];
      let n = 0;
      const send = () => {
        const from = addresses[n++ % addresses.length]!;
        const answer = signInPost(n % 2 ? `${ADMIN_PAGES.signIn}.data` : ADMIN_PAGES.signIn, from, `stranger-${n}@example.com`, "wrong-password");
        answers.push(answer);
        return answer;
      };
      if (perSecond) {
        while (!over) {
          void send();
          await new Promise((r) => setTimeout(r, 1000 / perSecond));
        }
      } else {
        await Promise.all(
          Array.from({ length: inFlight ?? 1 }, async () => {
            while (!over) await send();
          }),
        );
      }
      return Promise.all(answers);
    }

    const floods = {
      "3 a second from one address": { addresses: ["127.0.6.1"], perSecond: 3 },
      "as fast as 100 at once from 200 addresses": { addresses: Array.from({ length: 200 }, (_, i) => `127.0.7.${i + 1}`), inFlight: 100 },
    };
    const figures: Record<string, { owner: Record<number, number>; ownerRefusedByNginx: number; stranger: { nginx: number; app: Record<number, number> } }> =
      {};
    for (const [name, options] of Object.entries(floods)) {
      await drainSignIns();
      let startChanges = () => {};
      const started = new Promise<void>((resolve) => (startChanges = resolve));
      // The owner starts once the flood has filled the sign-in zone.
      const changes = started.then(() => new Promise((r) => setTimeout(r, 3_000))).then(ownerChanges);
      const strangers = flood(changes, options);
      startChanges();
      const [owner, stranger] = await Promise.all([changes, strangers]);
      const statuses: Record<number, number> = {};
      for (const answer of owner) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      figures[name] = { owner: statuses, ownerRefusedByNginx: owner.filter(refusedByNginx).length, stranger: tally(stranger) };
    }
    console.log("the owner's 15 stage changes during a stranger's sign-in flood:", JSON.stringify(figures, null, 1));
    for (const [name, { owner, stranger }] of Object.entries(figures)) {
      expect(owner, name).toEqual({ 200: 15 });
      // The flood did fill the sign-in zone: the owner got through it, not around an empty one.
      expect(stranger.nginx, name).toBeGreaterThan(0);
    }
    await drainSignIns();
  }, 120_000);

  it("keeps the lead limit on the lead endpoint's other spellings (the app's: 3 per address here)", async () => {
    const figures: Record<string, { nginx: number; app: Record<number, number> }> = {};
    for (const [i, spelling] of ["/API/leads", "/api/leads.data", "/api/leads/"].entries()) {
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, n) => postJson(spelling, lead(`בדיקה ${"אבגדהוזחטיכלמנסעפצקרשת"[n % 22]}`), `127.0.1.${50 + i}`)),
      );
      figures[spelling] = tally(answers);
    }
    console.log("lead posts, 120 per spelling:", JSON.stringify(figures, null, 1));
    for (const [spelling, { app }] of Object.entries(figures)) expect(app[201] ?? 0, spelling).toBeLessThanOrEqual(3);
  }, 120_000);

  it("slows a sign-in flood spread over 200 addresses below what the server can hash: no 503, the owner's sign-in gets through", async () => {
    const owner = await createAdmin({ dataDir: server.dataDir });
    const total = 900;
    const inFlight = 150;
    const answers: Answer[] = [];
    let ownerDuring: Answer | undefined;
    let pageDuring: Answer | undefined;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < total) {
          const n = next++;
          if (n === total / 2) {
            ownerDuring = await signInPost(ADMIN_PAGES.signIn, "127.0.3.1", owner.email, owner.password);
            pageDuring = await request(ADMIN_PAGES.signIn, { from: "127.0.3.1" });
          }
          answers.push(
            await signInPost(n % 2 ? `${ADMIN_PAGES.signIn}.data` : ADMIN_PAGES.signIn, `127.0.2.${(n % 200) + 1}`, `flood-${n}@example.com`, "wrong-password"),
          );
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const figures = tally(answers);
    const reached = answers.length - figures.nginx;
    console.log(
      `${total} sign-ins from 200 addresses in ${seconds.toFixed(1)} s: ${reached} reached the server (${JSON.stringify(figures.app)}), ${figures.nginx} x 429 from nginx; the owner's during: ${ownerDuring?.status}${refusedByNginx(ownerDuring!) ? " (nginx)" : ""}`,
    );
    expect(answers.filter((a) => a.status === 503).map((a) => a.body.toString())).toEqual([]);
    expect(reached).toBeLessThanOrEqual(Math.ceil(SIGN_INS_PER_SECOND * seconds) + SIGN_IN_BURST + 10);
    for (const refused of answers.filter(refusedByNginx)) expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    // During the flood the owner is let through or asked to retry by nginx, never told the server is busy.
    expect(ownerDuring!.status === 303 || refusedByNginx(ownerDuring!), `owner during the flood: ${ownerDuring!.status}`).toBe(true);
    expect(pageDuring!.status, "the sign-in page itself (a GET) during the flood").toBe(200);
    const after = await signInPost(ADMIN_PAGES.signIn, "127.0.3.2", owner.email, owner.password, { retries: 10 });
    expect(after.status).toBe(303);
    await drainSignIns();
  }, 180_000);

  it("answers /metrics through nginx only with the token: 404 without it, or with a wrong one", async () => {
    const none = await request("/metrics", { from: "127.0.0.7" });
    expect(none.status).toBe(404);
    expect(none.body.toString()).toContain("<center>nginx</center>"); // answered by nginx itself
    const wrong = await request("/metrics", { from: "127.0.0.7", headers: { Authorization: "Bearer not-the-token-0123456789" } });
    expect(wrong.status).toBe(404);
    const right = await request("/metrics", { from: "127.0.0.7", headers: { Authorization: `Bearer ${metricsToken}` } });
    expect(right.status).toBe(200);
    expect(right.body.toString()).toMatch(/^# (HELP|TYPE) /m);
  });

  it("shows a new lead on the admin page in Chromium, live, over HTTP/2", async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: run "node scripts/ensure-browser.ts" (or set CHROMIUM_PATH)`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 }, locale: "he-IL" });
      await signInContext(context, origin, await createAdmin({ dataDir: server.dataDir }));
      const page = await context.newPage();
      const stream = page.waitForResponse((res) => new URL(res.url()).pathname === "/manage-leads-2024/events");
      await page.goto(`${origin}${ADMIN_PATH}`);
      const table = page.getByRole("table", { name: "לידים", exact: true });
      await table.waitFor();
      // The page's event stream is open through nginx before the lead is sent.
      expect((await stream).status()).toBe(200);
      expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe("h2");
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

      const name = "תמר החיה";
      expect((await postJson("/api/leads", lead(name), "127.0.0.8")).status).toBe(201);
      await table.getByRole("row").filter({ hasText: name }).waitFor({ timeout: 5_000 });
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it("adds a passkey and signs in with it through nginx over TLS, on the site's own origin (SITE_URL)", async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: run "node scripts/ensure-browser.ts" (or set CHROMIUM_PATH)`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 }, locale: "he-IL" });
      const owner = await createAdmin({ dataDir: server.dataDir });
      await signInContext(context, origin, owner);
      const page = await context.newPage();
      await virtualAuthenticator(page);
      await page.goto(`${origin}${ADMIN_PAGES.security}`);
      const card = page.getByRole("region", { name: passkeyMessages.title });
      await card.getByLabel(passkeyMessages.nameLabel).fill("הטלפון של דני");
      await card.getByRole("button", { name: passkeyMessages.add }).click();
      await card.getByRole("listitem").filter({ hasText: "הטלפון של דני" }).waitFor();

      await context.clearCookies();
      // The passkey offered in the e-mail field's suggestions: the virtual authenticator picks it at
      // once (a click on the button would race that answer).
      await page.goto(`${origin}${ADMIN_PAGES.signIn}`);
      // The authenticator may answer before the field is even clicked: then the leads come first.
      const leads = page.getByRole("heading", { level: 2, name: "לידים" });
      await page.getByRole("button", { name: passkeyMessages.signInButton }).or(leads).first().waitFor({ timeout: 60_000 });
      if (!(await leads.isVisible())) await page.getByLabel("אימייל").click();
      await leads.waitFor({ timeout: 60_000 });
      const actions = await withDb({ dataDir: server.dataDir }, (db) =>
        db.kysely.selectFrom("activity_log").select("action").where("user_email", "=", owner.email).orderBy("id").execute(),
      );
      expect(actions.map((a) => a.action)).toEqual(["sign_in", "passkey_add", "sign_in_passkey"]);
    } finally {
      await browser.close();
    }
  });

  it("says the sign-in screen's own Hebrew 'busy' when nginx refuses the page's sign-in or second step, and stays usable (Chromium, 390 px)", async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: run "node scripts/ensure-browser.ts" (or set CHROMIUM_PATH)`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
    /** Strangers' sign-ins from many addresses until stopped: the sign-in zone stays full meanwhile. */
    let over = true;
    let running: Promise<unknown> = Promise.resolve();
    function fillSignInZone() {
      over = false;
      let n = 0;
      running = Promise.all(
        Array.from({ length: 8 }, async () => {
          while (!over) await signInPost(`${ADMIN_PAGES.signIn}.data`, `127.0.8.${(n++ % 200) + 1}`, `stranger-${n}@example.com`, "wrong-password");
        }),
      );
      return async () => {
        over = true;
        await running;
        await drainSignIns();
      };
    }
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 }, locale: "he-IL" });
      const owner = await createAdmin({ dataDir: server.dataDir });
      // Two-step sign-in on, enrolled on the security screen as the owner does.
      await signInContext(context, origin, owner);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${origin}${ADMIN_PAGES.security}`);
      const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
      const code = (stepsAhead: number) =>
        TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: Date.now() + stepsAhead * 30_000 });
      await page.getByLabel(twoFactorMessages.enrolConfirm).fill(code(0));
      await page.getByRole("button", { name: twoFactorMessages.enrolSubmit }).click();
      await page.getByRole("list", { name: twoFactorMessages.recoveryTitle }).waitFor();
      await context.clearCookies();

      const card = page.getByRole("region", { name: "כניסה למערכת ניהול" });
      const toast = page.locator("[data-sonner-toast]");
      const noEnglishScreen = async () => {
        const text = await page.locator("body").innerText();
        expect(text).not.toMatch(/Too Many Requests|Unexpected|Application Error|429|\{"error"/);
      };
      await page.goto(`${origin}${ADMIN_PAGES.signIn}`);
      await page.waitForFunction(() => (document.querySelector("form") as HTMLFormElement | null)?.noValidate === true);
      await card.getByLabel("אימייל").fill(owner.email);
      await card.getByLabel("סיסמה").fill(owner.password);

      let stopFlood = fillSignInZone();
      await new Promise((r) => setTimeout(r, 1_000));
      const refused = page.waitForResponse((res) => res.request().method() === "POST" && res.status() === 429);
      await card.getByRole("button", { name: "התחבר" }).click();
      expect((await refused).headers()["x-remix-response"]).toBeUndefined();
      await toast.filter({ hasText: signInMessages.busy }).waitFor();
      await noEnglishScreen();
      await card.getByLabel("סיסמה").waitFor();
      mkdirSync(path.join(root, ".tmp", "shots-kit"), { recursive: true });
      await page.screenshot({ path: path.join(root, ".tmp", "shots-kit", "sign-in-busy-390.png") });
      await stopFlood();

      // Once the flood ebbs, the same form signs in, on to the second step.
      await card.getByRole("button", { name: "התחבר" }).click();
      const codeCard = page.getByRole("region", { name: twoFactorMessages.title });
      await codeCard.getByLabel(twoFactorMessages.codeLabel).fill(code(1));
      await expect.poll(() => toast.filter({ hasText: signInMessages.busy }).count(), { timeout: 10_000 }).toBe(0);

      stopFlood = fillSignInZone();
      await new Promise((r) => setTimeout(r, 1_000));
      const refusedCode = page.waitForResponse((res) => res.request().method() === "POST" && res.status() === 429);
      await codeCard.getByRole("button", { name: twoFactorMessages.verify, exact: true }).click();
      await refusedCode;
      await toast.filter({ hasText: signInMessages.busy }).waitFor();
      await noEnglishScreen();
      await page.screenshot({ path: path.join(root, ".tmp", "shots-kit", "second-step-busy-390.png") });
      await stopFlood();

      // A code of the step after this one: the enrolment used up an earlier one.
      await codeCard.getByLabel(twoFactorMessages.codeLabel).fill(code(1));
      await codeCard.getByRole("button", { name: twoFactorMessages.verify, exact: true }).click();
      await page.getByRole("heading", { level: 2, name: "לידים" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      over = true;
      await running.catch(() => {});
      await browser.close();
    }
  }, 120_000);

  it("npm run probe finds through nginx what it finds on the bare server", async () => {
    // --no-floods: the rows that time a page during a sign-in flood measure the machine's load
    // (the flood test above covers nginx's part); every other row is compared.
    const probe = (url: string) =>
      new Promise<{ code: number | null; rows: Record<string, string>; output: string }>((resolve, reject) => {
        const child = spawn("npm", ["run", "probe", "--", url, "--no-floods"], {
          cwd: root,
          env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, "fullchain.pem") },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (c: Buffer) => (output += c.toString()));
        child.stderr.on("data", (c: Buffer) => (output += c.toString()));
        child.on("error", reject);
        child.on("exit", (code) => {
          const rows: Record<string, string> = {};
          for (const line of output.split("\n")) {
            const cells = line.split(" | ");
            const verdict = /(holds|FAILS)/.exec(cells.at(-1) ?? "")?.[1];
            if (line.startsWith("| ") && cells.length >= 4 && verdict) rows[cells[0]!.slice(2)] = verdict;
          }
          resolve({ code, rows, output });
        });
      });
    const bare = await probe(server.url);
    const proxied = await probe(origin);
    expect(Object.keys(bare.rows).length, bare.output).toBeGreaterThan(15);
    expect(proxied.rows, proxied.output).toEqual(bare.rows);
    expect({ bare: bare.code, proxied: proxied.code }, bare.output + proxied.output).toEqual({ bare: 0, proxied: 0 });
  }, 60_000);

  it("left nothing in nginx's error log above a warning", () => {
    expect(nginx.errors()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });
});

describe("deploy/courier.service and deploy/courier.env.example", () => {
  const unit = unitSettings(deploy("courier.service"));

  it("the unit runs the pinned Node with the server's V8 flag, as npm start does, and can write DATA_DIR and BACKUP_DIR; the env template sets every variable both parsers read alike", () => {
    const workDir = unit.get("WorkingDirectory")?.[0] ?? "";
    expect(unit.get("ExecStart")?.[0]?.split(" ")).toEqual([`${workDir}/node_modules/node/bin/node`, ...SERVER_NODE_FLAGS, "server.ts"]);
    expect(existsSync(path.join(root, "node_modules", "node", "bin", "node")), "npm ci installs the pinned Node there").toBe(true);
    expect(unit.get("EnvironmentFile")).toEqual(["/etc/courier/courier.env"]);
    expect(unit.get("User")).toEqual(["courier"]);
    for (const [key, value] of [
      ["ProtectSystem", "strict"],
      ["NoNewPrivileges", "yes"],
      ["PrivateTmp", "yes"],
      ["ProtectHome", "yes"],
      ["Restart", "on-failure"],
    ]) {
      expect(unit.get(key!), key).toEqual([value]);
    }
    // The server forces its own exit 10 s after SIGTERM (server.ts): systemd must not kill it first.
    expect(Number(unit.get("TimeoutStopSec")?.[0])).toBeGreaterThan(10);
    const writable = (unit.get("ReadWritePaths") ?? []).flatMap((v) => v.split(" "));
    for (const key of ["DATA_DIR", "BACKUP_DIR"]) {
      const dirOf = template[key] ?? "";
      expect(
        writable.some((w) => dirOf === w || dirOf.startsWith(`${w}/`)),
        `${key}=${dirOf} within ReadWritePaths ${writable.join(" ")}`,
      ).toBe(true);
    }

    const text = deploy("courier.env.example");
    for (const key of Object.keys(envSchema.shape)) expect(text, `${key} in deploy/courier.env.example`).toMatch(new RegExp(`^(# )?${key}=`, "m"));
    // systemd keeps quotes and inline comments that Node's --env-file parser strips: use neither.
    for (const line of text.split("\n").filter((l) => l && !l.startsWith("#"))) expect(line).toMatch(/^[A-Z0-9_]+=[^"'#]*$/);
    expect(template).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: "3000", TRUST_PROXY: "1" });
    expect(template.SITE_URL).toMatch(/^https:\/\//);
    // nginx proxies to where the template has the app listen, and counts posts to the app's admin path as sign-ins.
    expect(deploy("nginx-courier.conf")).toContain(`server ${template.HOST}:${template.PORT};`);
    expect(deploy("nginx-courier.conf")).toContain(`"~*^write:.*${ADMIN_PATH.slice(1)}" sign-in;`);
  });

  it.skipIf(spawnSync("sh", ["-c", "command -v systemd-analyze"]).status !== 0)("the unit passes systemd-analyze verify (where systemd is installed)", () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "courier-unit-"));
    try {
      // The unit's paths exist only on a deployed server: this checkout and the template stand in.
      const unitFile = path.join(tmp, "courier.service");
      writeFileSync(
        unitFile,
        deploy("courier.service")
          .replaceAll("/srv/courier", root)
          .replace("/etc/courier/courier.env", path.join(root, "deploy", "courier.env.example")),
      );
      const result = spawnSync("systemd-analyze", ["verify", unitFile], { encoding: "utf8" });
      expect(result.stderr.split("\n").filter((l) => l.includes("courier.service"))).toEqual([]);
    } finally {
      removeDir(tmp);
    }
  });
});
