/**
 * Web Push over the built server (issue 29): an admin turns notifications on through the
 * admin's own route, a genuine lead reaches a push service on loopback as one encrypted, signed
 * message that the test decrypts with the keys it made (RFC 8030, 8291, 8292); the honeypot never
 * pushes; a subscription the push service says is gone (410) is dropped; two instances on one
 * PostgreSQL push each lead once. The manifest and the worker live on the admin path only.
 *
 * Issue 37: push goes only to the browsers' push services. Every hostile spelling of a private
 * address is refused with the same 400 and nothing reaches a listener behind it (nor through a
 * subscription stored before the check); the 11th device replaces the oldest, in the log; a
 * lead reaches every device of many, at most 4 posts at a time; the state GET answers only for
 * the browser's own subscription; the loopback stand-in needs a test-only setting that
 * production refuses; the security screen lists and removes devices, only the admin's own.
 */
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityById } from "../../app/content/cities.ts";
import { startingPriceBook } from "../../app/content/price-book.ts";
import { estimate } from "../../app/lib/delivery-estimate.ts";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createPushKeys, startPushEndpoint, verifyVapid } from "../../harness/push-endpoint.ts";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";
import { pushDeviceMessages, pushMessages } from "../../app/lib/web-push.ts";
import { SECURITY_ACTIONS } from "../../app/lib/paths.ts";
import { createAdmin, signIn, type TestUser } from "../support/admin.ts";

const PUSH = "/manage-leads-2024/push";
const telAviv = cityById("tel-aviv");
const eilat = cityById("eilat");
const price = estimate(startingPriceBook.rates, "table", telAviv, eilat, "small")!.price;

const lead = (name: string, extra: Record<string, unknown> = {}) => ({ name, phone: "050-1234567", consent: true, source: "contact_form", ...extra });

async function postLead(server: ServerProcess, body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${server.url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** The header's notifications control: this device on (its subscription) or off (its endpoint). */
const pushControl = (server: ServerProcess, cookie: string, route: string, body: unknown, origin = server.url, userAgent = ANDROID_CHROME) =>
  fetch(`${server.url}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: origin, "User-Agent": userAgent },
    body: JSON.stringify(body),
  });

/** The browser's cookies after turning a device on: its session and the note of its own subscription. */
async function turnOn(server: ServerProcess, cookie: string, subscription: unknown, userAgent?: string): Promise<string> {
  const res = await pushControl(server, cookie, SECURITY_ACTIONS.pushOn, { subscription }, server.url, userAgent);
  expect(res.status).toBe(200);
  const device = res.headers.getSetCookie().find((c) => c.startsWith("courier_push_device="));
  expect(device).toBeDefined();
  return `${cookie}; ${device!.split(";")[0]}`;
}

/** The header control's GET: the answer as text (to compare whole answers) and `subscribed`. */
async function pushState(server: ServerProcess, cookie: string, endpoint: string) {
  const res = await fetch(`${server.url}${PUSH}?${new URLSearchParams({ endpoint })}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, subscribed: (JSON.parse(text) as { subscribed: boolean }).subscribed };
}

/** A listener that must hear nothing: what a hostile endpoint points at. */
async function startTarget() {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(410).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function activityRows(server: ServerProcess, actions: string[]) {
  const db = new DatabaseSync(path.join(server.dataDir, "courier.sqlite"), { readOnly: true });
  try {
    const rows = db
      .prepare(`SELECT action, user_email, details FROM activity_log WHERE action IN (${actions.map(() => "?").join(",")}) ORDER BY id`)
      .all(...actions);
    return rows as Array<{ action: string; user_email: string; details: string | null }>;
  } finally {
    db.close();
  }
}

const strip = (text: string) => text.replace(/[\u2068\u2069]/g, "");

describe("Web Push on one server (SQLite)", () => {
  let server: ServerProcess;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  let cookie: string;
  let phoneCookie: string;
  const phone = createPushKeys();

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    server = await startServer({ env: { NODE_ENV: "test", PUSH_TEST_ENDPOINT_ORIGIN: endpoint.origin, MAIL_RETRY_SECONDS: "1", LEADS_RATE_LIMIT: "1000" } });
    cookie = await signIn(server.url, await createAdmin({ dataDir: server.dataDir }));
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
    await endpoint?.stop();
  });

  it("serves the manifest, the worker and the icons on the admin path only, never stored", async () => {
    const manifest = await fetch(`${server.url}/manage-leads-2024/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get("cache-control")).toBe("no-store");
    expect(await manifest.json()).toMatchObject({ lang: "he", dir: "rtl", scope: "/manage-leads-2024", start_url: "/manage-leads-2024" });
    const worker = await fetch(`${server.url}/manage-leads-2024/sw.js`);
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(worker.headers.get("service-worker-allowed")).toBe("/manage-leads-2024");
    expect(worker.headers.get("cache-control")).toBe("no-store");
    expect(await worker.text()).not.toMatch(/addEventListener\("fetch"|caches\./);
    const icon = await fetch(`${server.url}/manage-leads-2024/icons/maskable-512.png`);
    expect([icon.status, icon.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect((await fetch(`${server.url}/manage-leads-2024/icons/other.png`)).status).toBe(404);
    // Linked from the admin's pages, not from a public one.
    expect(await (await fetch(`${server.url}/manage-leads-2024/sign-in`)).text()).toMatch(/rel="manifest" href="\/manage-leads-2024\/manifest.webmanifest"/);
    for (const page of ["/", "/contact"]) expect(await (await fetch(`${server.url}${page}`)).text()).not.toMatch(/rel="manifest"|sw\.js/);
  });

  it("turns a device on only for a signed-in admin, from our own pages, with a valid subscription", async () => {
    const subscription = phone.subscription(`${endpoint.origin}/phone`);
    expect((await pushControl(server, "", SECURITY_ACTIONS.pushOn, { subscription })).status).toBe(401);
    expect((await pushControl(server, cookie, SECURITY_ACTIONS.pushOn, { subscription }, "https://evil.example")).status).toBe(403);
    expect((await pushControl(server, cookie, SECURITY_ACTIONS.pushOn, { subscription: { ...subscription, endpoint: "http://10.0.0.1/x" } })).status).toBe(400);
    expect((await pushControl(server, cookie, SECURITY_ACTIONS.pushOn, { subscription: { ...subscription, keys: { p256dh: "x", auth: "y" } } })).status).toBe(
      400,
    );
    phoneCookie = await turnOn(server, cookie, subscription);
    const state = await fetch(`${server.url}${PUSH}?${new URLSearchParams({ endpoint: subscription.endpoint })}`, { headers: { Cookie: phoneCookie } });
    const { publicKey, subscribed } = (await state.json()) as { publicKey: string; subscribed: boolean };
    expect(subscribed).toBe(true);
    expect(publicKey).toMatch(/^B[\w-]{86}$/);
  });

  it("pushes a genuine lead once, encrypted to the device, with the name, the route and the estimate; never the honeypot", async () => {
    await postLead(server, lead("Spam Bot", { website: "http://spam.example" }));
    const id = await postLead(server, lead("דנה כהן", { quote: { from: telAviv.name, to: eilat.name, size: "small", price, model: "table" } }));
    await expect.poll(() => endpoint.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const [message] = endpoint.received;
    expect(message!.path).toBe("/phone");
    expect(message!.headers["content-encoding"]).toBe("aes128gcm");
    expect(message!.headers.urgency).toBe("high");
    expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
    const key = verifyVapid(message!.headers.authorization as string, endpoint.origin);
    const state = await fetch(`${server.url}${PUSH}`, { headers: { Cookie: cookie } });
    expect(key).toBe(((await state.json()) as { publicKey: string }).publicKey);
    const payload = JSON.parse(phone.decrypt(message!.body)) as { title: string; body: string; url: string; tag: string };
    expect(strip(payload.title)).toBe("ליד חדש: דנה כהן");
    expect(strip(payload.body)).toBe(`${telAviv.name} ← ${eilat.name} · הערכה: ${price}\u00a0₪`);
    expect(payload).toMatchObject({ url: `/manage-leads-2024?lead=${id}`, tag: `lead-${id}` });

    // The next genuine lead is the next message: the honeypot's lead, older, was never pushed.
    const next = await postLead(server, lead("Second Lead"));
    await expect.poll(() => endpoint.received.length, { timeout: 20_000 }).toBe(2);
    expect(JSON.parse(phone.decrypt(endpoint.received[1]!.body))).toMatchObject({ url: `/manage-leads-2024?lead=${next}` });
    // Marked pushed once the push service answered (the message arrives a moment before).
    const pushedLeads = () => {
      const db = new DatabaseSync(path.join(server.dataDir, "courier.sqlite"), { readOnly: true });
      try {
        return db.prepare("SELECT name, pushed_at IS NOT NULL AS pushed FROM leads ORDER BY id").all();
      } finally {
        db.close();
      }
    };
    await expect.poll(pushedLeads, { timeout: 10_000 }).toEqual([
      { name: "Spam Bot", pushed: 0 },
      { name: "דנה כהן", pushed: 1 },
      { name: "Second Lead", pushed: 1 },
    ]);
    // The security screen says when the device last got one.
    const screen = await (await fetch(`${server.url}/manage-leads-2024/security`, { headers: { Cookie: phoneCookie } })).text();
    expect(screen).toContain(pushDeviceMessages.lastSent);
    expect(screen).not.toContain(pushDeviceMessages.neverSent);
  });

  it("drops a subscription the push service says is gone (410), and keeps the others", async () => {
    const tablet = createPushKeys();
    const gone = tablet.subscription(`${endpoint.origin}/gone`);
    endpoint.answer("/gone", 410);
    const tabletCookie = await turnOn(server, cookie, gone);
    const before = endpoint.received.length;
    await postLead(server, lead("Third Lead"));
    await expect.poll(() => endpoint.received.length, { timeout: 20_000 }).toBe(before + 2);
    const stateOf = async (url: string, browser: string) => (await pushState(server, browser, url)).subscribed;
    await expect.poll(() => stateOf(gone.endpoint, tabletCookie), { timeout: 10_000 }).toBe(false);
    expect(await stateOf(`${endpoint.origin}/phone`, phoneCookie)).toBe(true);
    // Turned off from the page: no more messages to that device.
    expect((await pushControl(server, phoneCookie, SECURITY_ACTIONS.pushOff, { endpoint: `${endpoint.origin}/phone` })).status).toBe(200);
    expect(await stateOf(`${endpoint.origin}/phone`, phoneCookie)).toBe(false);
    expect(activityRows(server, ["push_on", "push_off"]).map((r) => [r.action, r.details])).toEqual([
      ["push_on", JSON.stringify({ device: "Android · Chrome" })],
      ["push_on", JSON.stringify({ device: "Android · Chrome" })],
      ["push_off", JSON.stringify({ device: "Android · Chrome" })],
    ]);
  });
});

describe("Web Push goes only to push services, and the owner controls the devices (issue 37)", () => {
  let server: ServerProcess;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  let target: Awaited<ReturnType<typeof startTarget>>;
  let owner: TestUser;
  let cookie: string;

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    target = await startTarget();
    server = await startServer({ env: { NODE_ENV: "test", PUSH_TEST_ENDPOINT_ORIGIN: endpoint.origin, MAIL_RETRY_SECONDS: "1", LEADS_RATE_LIMIT: "1000" } });
    owner = await createAdmin({ dataDir: server.dataDir });
    cookie = await signIn(server.url, owner);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
    await endpoint?.stop();
    await target?.stop();
  });

  const hostile = () => [
    `http://127.0.0.1:${target.port}/`,
    `http://[::1]:${target.port}/`,
    `http://2130706433:${target.port}/`,
    `http://0x7f000001:${target.port}/`,
    `http://LOCALHOST:${target.port}/manage-leads-2024/sign-out`,
    `http://LOCALHOST:${server.port}/manage-leads-2024/sign-out`,
    `https://127.0.0.1:${target.port}/`,
    `https://localhost:${target.port}/`,
    "https://169.254.169.254/latest/meta-data/",
    "https://10.0.0.1:6379/",
    "https://user:pw@fcm.googleapis.com/fcm/send/x",
    `https://fcm.googleapis.com:${target.port}/fcm/send/x`,
    "https://push.example/x",
    // The tests' own stand-in, spelled any other way than its exact origin.
    endpoint.origin.replace("127.0.0.1", "localhost") + "/other-spelling",
    endpoint.origin.replace("http:", "https:") + "/other-scheme",
    `http://user@${endpoint.origin.slice("http://".length)}/userinfo`,
  ];

  it("refuses every hostile endpoint with the same 400 as any bad subscription, and sends nothing to it, even when stored before the check", async () => {
    const keys = createPushKeys();
    for (const url of hostile()) {
      const res = await pushControl(server, cookie, SECURITY_ACTIONS.pushOn, { subscription: keys.subscription(url) });
      expect(res.status, url).toBe(400);
      expect(await res.json(), url).toEqual({ error: pushMessages.badSubscription });
      expect(res.headers.getSetCookie(), url).toEqual([]);
    }
    // Subscriptions saved before endpoints were checked (or written by hand): the sender refuses them too.
    const db = new DatabaseSync(path.join(server.dataDir, "courier.sqlite"));
    try {
      const { id } = db.prepare("SELECT id FROM users WHERE email = ?").get(owner.email) as { id: number };
      const insert = db.prepare("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)");
      const { keys: k } = keys.subscription("x");
      for (const url of hostile().slice(0, 8)) insert.run(id, url, k.p256dh, k.auth, new Date().toISOString());
    } finally {
      db.close();
    }
    const real = createPushKeys();
    const realCookie = await turnOn(server, cookie, real.subscription(`${endpoint.origin}/real-device`));
    const name = "ליד אחרי ניסיון";
    await postLead(server, lead(name));
    const forReal = () => endpoint.received.filter((m) => m.path === "/real-device");
    await expect.poll(() => forReal().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(strip((JSON.parse(real.decrypt(forReal()[0]!.body)) as { title: string }).title)).toBe(`ליד חדש: ${name}`);
    expect(target.requests).toEqual([]);
    expect(endpoint.received.filter((m) => m.path !== "/real-device")).toEqual([]);
    // The server never posted to its own sign-out: the session still works.
    expect((await fetch(`${server.url}/manage-leads-2024`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
    // And the refused rows are gone, the real device stays.
    const check = new DatabaseSync(path.join(server.dataDir, "courier.sqlite"), { readOnly: true });
    try {
      expect(check.prepare("SELECT endpoint FROM push_subscriptions").all()).toEqual([{ endpoint: `${endpoint.origin}/real-device` }]);
    } finally {
      check.close();
    }
    expect((await pushControl(server, realCookie, SECURITY_ACTIONS.pushOff, { endpoint: `${endpoint.origin}/real-device` })).status).toBe(200);
  });

  it("keeps 10 devices per admin: the 11th replaces the oldest, in the log by name, never by address", async () => {
    const admin = await createAdmin({ dataDir: server.dataDir });
    const adminCookie = await signIn(server.url, admin);
    const browsers: string[] = [];
    for (let n = 1; n <= 11; n++) browsers.push(await turnOn(server, adminCookie, createPushKeys().subscription(`${endpoint.origin}/many-${n}`)));
    expect((await pushState(server, browsers[0]!, `${endpoint.origin}/many-1`)).subscribed).toBe(false);
    for (let n = 2; n <= 11; n++) expect((await pushState(server, browsers[n - 1]!, `${endpoint.origin}/many-${n}`)).subscribed).toBe(true);
    const screen = await (await fetch(`${server.url}/manage-leads-2024/security`, { headers: { Cookie: adminCookie } })).text();
    expect(screen.match(/data-push-device/g)).toHaveLength(10);
    const rows = activityRows(server, ["push_on", "push_limit"]).filter((r) => r.user_email === admin.email);
    expect(rows.map((r) => r.action)).toEqual([...Array<string>(11).fill("push_on"), "push_limit"]);
    expect(rows.at(-1)!.details).toBe(JSON.stringify({ device: "Android · Chrome" }));
    expect(JSON.stringify(rows)).not.toContain(endpoint.origin);
    // The activity screen says it in words.
    const log = await (await fetch(`${server.url}/manage-leads-2024/activity`, { headers: { Cookie: adminCookie } })).text();
    expect(log).toContain("הפעלת התראות במכשיר");
    expect(log).toContain("הסרת מכשיר ההתראות הוותיק");
    for (let n = 2; n <= 11; n++) await pushControl(server, browsers[n - 1]!, SECURITY_ACTIONS.pushOff, { endpoint: `${endpoint.origin}/many-${n}` });
  });

  it("reaches every device of many admins with one lead, at most 4 posts at a time", async () => {
    const devices: Array<{ path: string; keys: ReturnType<typeof createPushKeys> }> = [];
    for (let a = 0; a < 3; a++) {
      const adminCookie = await signIn(server.url, await createAdmin({ dataDir: server.dataDir }));
      for (let n = 0; n < 10; n++) {
        const keys = createPushKeys();
        const devicePath = `/fleet-${a}-${n}`;
        await turnOn(server, adminCookie, keys.subscription(`${endpoint.origin}${devicePath}`));
        devices.push({ path: devicePath, keys });
      }
    }
    endpoint.delay(150);
    try {
      const name = "ליד לכל המכשירים";
      await postLead(server, lead(name));
      const reached = () => new Set(endpoint.received.filter((m) => m.path.startsWith("/fleet-")).map((m) => m.path));
      await expect.poll(() => reached().size, { timeout: 30_000 }).toBe(devices.length);
      for (const device of devices) {
        const message = endpoint.received.find((m) => m.path === device.path)!;
        expect(strip((JSON.parse(device.keys.decrypt(message.body)) as { title: string }).title)).toBe(`ליד חדש: ${name}`);
      }
      expect(endpoint.maxInFlight).toBeLessThanOrEqual(4);
      expect(endpoint.maxInFlight).toBeGreaterThan(1);
    } finally {
      endpoint.delay(0);
    }
  });

  it("answers the state only for this browser's own subscription: refused, unknown, gone and another's all read the same", async () => {
    const adminCookie = await signIn(server.url, await createAdmin({ dataDir: server.dataDir }));
    endpoint.answer("/oracle-gone", 410);
    endpoint.answer("/oracle-error", 500);
    const goneBrowser = await turnOn(server, adminCookie, createPushKeys().subscription(`${endpoint.origin}/oracle-gone`));
    const errorBrowser = await turnOn(server, adminCookie, createPushKeys().subscription(`${endpoint.origin}/oracle-error`));
    const okBrowser = await turnOn(server, adminCookie, createPushKeys().subscription(`${endpoint.origin}/oracle-ok`));
    await postLead(server, lead("ליד לבדיקת מצב"));
    await expect.poll(() => endpoint.received.filter((m) => m.path.startsWith("/oracle-")).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    // The same session without this browser's note (a script with the cookie alone) learns nothing, whatever the target answered.
    const asked = [
      `${endpoint.origin}/oracle-gone`,
      `${endpoint.origin}/oracle-error`,
      `${endpoint.origin}/oracle-ok`,
      `${endpoint.origin}/never-registered`,
      `http://127.0.0.1:${target.port}/`,
      "https://169.254.169.254/latest/meta-data/",
    ];
    const answers = await Promise.all(asked.map((url) => pushState(server, adminCookie, url)));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]!.subscribed).toBe(false);
    // Another browser's note does not open a different endpoint either.
    expect((await pushState(server, okBrowser, `${endpoint.origin}/oracle-error`)).subscribed).toBe(false);
    // Each browser sees its own: the one whose push service said "gone" is off, the others on.
    expect((await pushState(server, okBrowser, `${endpoint.origin}/oracle-ok`)).subscribed).toBe(true);
    expect((await pushState(server, errorBrowser, `${endpoint.origin}/oracle-error`)).subscribed).toBe(true);
    await expect.poll(async () => (await pushState(server, goneBrowser, `${endpoint.origin}/oracle-gone`)).subscribed, { timeout: 10_000 }).toBe(false);
    for (const [browser, url] of [
      [okBrowser, "/oracle-ok"],
      [errorBrowser, "/oracle-error"],
    ] as const)
      await pushControl(server, browser, SECURITY_ACTIONS.pushOff, { endpoint: `${endpoint.origin}${url}` });
  });

  it("lists the admin's devices on the security screen and removes one there without JavaScript; another admin's device cannot be removed", async () => {
    const admin = await createAdmin({ dataDir: server.dataDir });
    const adminCookie = await signIn(server.url, admin);
    const keys = createPushKeys();
    const browser = await turnOn(server, adminCookie, keys.subscription(`${endpoint.origin}/listed`));
    const stranger = await signIn(server.url, await createAdmin({ dataDir: server.dataDir }));
    const strangerBrowser = await turnOn(
      server,
      stranger,
      createPushKeys().subscription(`${endpoint.origin}/stranger-device`),
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    );
    const screen = await (await fetch(`${server.url}/manage-leads-2024/security`, { headers: { Cookie: browser } })).text();
    expect(screen).toContain(pushDeviceMessages.title);
    expect(screen.match(/data-push-device/g)).toHaveLength(1);
    expect(screen).toContain("Android · Chrome");
    expect(screen).toContain(pushDeviceMessages.thisDevice);
    expect(screen).not.toContain("Windows · Edge");
    expect(screen).not.toContain(endpoint.origin);
    const ids = (html: string) =>
      [...html.matchAll(/action="\/manage-leads-2024\/security\/push-devices\/remove"[^>]*><input type="hidden" name="id" value="(\d+)"/g)].map((m) => m[1]!);
    const [mine] = ids(screen);
    const [theirs] = ids(await (await fetch(`${server.url}/manage-leads-2024/security`, { headers: { Cookie: strangerBrowser } })).text());
    expect(mine).toBeDefined();
    expect(theirs).toBeDefined();
    const remove = (who: string, id: string) =>
      fetch(`${server.url}${SECURITY_ACTIONS.removePushDevice}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who, Origin: server.url },
        body: new URLSearchParams({ id }),
      });
    const refused = await remove(browser, theirs!);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain(pushDeviceMessages.notFound);
    expect((await pushState(server, strangerBrowser, `${endpoint.origin}/stranger-device`)).subscribed).toBe(true);
    const removed = await remove(browser, mine!);
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain(pushDeviceMessages.removed("Android · Chrome"));
    expect((await pushState(server, browser, `${endpoint.origin}/listed`)).subscribed).toBe(false);
    expect(activityRows(server, ["push_remove"]).filter((r) => r.user_email === admin.email)).toEqual([
      { action: "push_remove", user_email: admin.email, details: JSON.stringify({ device: "Android · Chrome" }) },
    ]);
    // No more pushes to it; the stranger's device still gets them.
    const before = endpoint.received.length;
    await postLead(server, lead("ליד אחרי הסרה"));
    await expect.poll(() => endpoint.received.slice(before).some((m) => m.path === "/stranger-device"), { timeout: 20_000 }).toBe(true);
    expect(endpoint.received.slice(before).filter((m) => m.path === "/listed")).toEqual([]);
  });

  it("the stand-in's setting is refused in production: the server does not start", async () => {
    const dataDir = tempDataDir();
    try {
      await expect(startServer({ dataDir, env: { NODE_ENV: "production", PUSH_TEST_ENDPOINT_ORIGIN: endpoint.origin } })).rejects.toThrow(
        /PUSH_TEST_ENDPOINT_ORIGIN .* must be unset when NODE_ENV is production/,
      );
    } finally {
      removeDir(dataDir);
    }
  });
});

describe.runIf(postgresAvailable())("Web Push with two instances on one PostgreSQL", () => {
  const LEADS = 12;
  let cluster: PostgresCluster;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    cluster = await startPostgres();
    endpoint = await startPushEndpoint();
    const env = { DATABASE_URL: cluster.url, MAIL_RETRY_SECONDS: "1", LEADS_RATE_LIMIT: "100", NODE_ENV: "test", PUSH_TEST_ENDPOINT_ORIGIN: endpoint.origin };
    instances.push(await startServer({ env }));
    instances.push(await startServer({ env }));
  }, 90_000);
  afterAll(async () => {
    for (const s of instances) {
      await s.stop();
      removeDir(s.dataDir);
    }
    await endpoint?.stop();
    cluster?.stop();
  });

  it("push each lead once while both drain the same backlog", async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const device = createPushKeys();
    const cookie = await signIn(a.url, await createAdmin({ databaseUrl: cluster.url }));
    expect((await pushControl(a, cookie, SECURITY_ACTIONS.pushOn, { subscription: device.subscription(`${endpoint.origin}/device`) })).status).toBe(200);
    // The push service is down while the leads come in: both instances hold the same backlog
    // and retry it every second. Then it comes back; count what arrives.
    endpoint.answerAll(503);
    for (let i = 0; i < LEADS; i++) await postLead(i % 2 ? b : a, lead(`Lead ${"abcdefghijklmnop"[i]}`));
    await expect.poll(() => endpoint.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    endpoint.answerAll(201);

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const due = async () => Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM leads WHERE pushed_at IS NULL")).rows[0]!.n);
      await expect.poll(due, { timeout: 30_000 }).toBe(0);
    } finally {
      await client.end();
    }
    // Every lead is marked pushed only after its message went: what arrived is all that will.
    // (By the answer each got: a try read just before the service came back may be answered after it.)
    const delivered = endpoint.received.filter((m) => m.status === 201).map((m) => (JSON.parse(device.decrypt(m.body)) as { tag: string }).tag);
    expect(delivered).toHaveLength(LEADS);
    expect(new Set(delivered).size).toBe(LEADS);
  });
});
