/**
 * Web Push over the built server (issue 29): an admin turns notifications on through the
 * admin's own route, a genuine lead reaches a push service on loopback as one encrypted, signed
 * message that the test decrypts with the keys it made (RFC 8030, 8291, 8292); the honeypot never
 * pushes; a subscription the push service says is gone (410) is dropped; two instances on one
 * PostgreSQL push each lead once. The manifest and the worker live on the admin path only.
 */
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityById } from "../../app/content/cities.ts";
import { sizeById } from "../../app/content/package-sizes.ts";
import { estimate } from "../../app/lib/delivery-estimate.ts";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { createPushKeys, startPushEndpoint, verifyVapid } from "../../harness/push-endpoint.ts";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";
import { createAdmin, signIn } from "../support/admin.ts";

const PUSH = "/manage-leads-2024/push";
const telAviv = cityById("tel-aviv");
const eilat = cityById("eilat");
const price = estimate("table", telAviv, eilat, sizeById("small").multiplier)!.price;

const lead = (name: string, extra: Record<string, unknown> = {}) => ({ name, phone: "050-1234567", consent: true, source: "contact_form", ...extra });

async function postLead(server: ServerProcess, body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${server.url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const pushControl = (server: ServerProcess, cookie: string, body: unknown, origin = server.url) =>
  fetch(`${server.url}${PUSH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: origin },
    body: JSON.stringify(body),
  });

const strip = (text: string) => text.replace(/[\u2068\u2069]/g, "");

describe("Web Push on one server (SQLite)", () => {
  let server: ServerProcess;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  let cookie: string;
  const phone = createPushKeys();

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    server = await startServer({ env: { MAIL_RETRY_SECONDS: "1" } });
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
    expect((await pushControl(server, "", { on: true, subscription })).status).toBe(401);
    expect((await pushControl(server, cookie, { on: true, subscription }, "https://evil.example")).status).toBe(403);
    expect((await pushControl(server, cookie, { on: true, subscription: { ...subscription, endpoint: "http://10.0.0.1/x" } })).status).toBe(400);
    expect((await pushControl(server, cookie, { on: true, subscription: { ...subscription, keys: { p256dh: "x", auth: "y" } } })).status).toBe(400);
    const on = await pushControl(server, cookie, { on: true, subscription });
    expect(on.status).toBe(200);
    const state = await fetch(`${server.url}${PUSH}?${new URLSearchParams({ endpoint: subscription.endpoint })}`, { headers: { Cookie: cookie } });
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
    const db = new DatabaseSync(path.join(server.dataDir, "courier.sqlite"), { readOnly: true });
    try {
      expect(db.prepare("SELECT name, pushed_at IS NOT NULL AS pushed FROM leads ORDER BY id").all()).toEqual([
        { name: "Spam Bot", pushed: 0 },
        { name: "דנה כהן", pushed: 1 },
        { name: "Second Lead", pushed: 1 },
      ]);
    } finally {
      db.close();
    }
  });

  it("drops a subscription the push service says is gone (410), and keeps the others", async () => {
    const tablet = createPushKeys();
    const gone = tablet.subscription(`${endpoint.origin}/gone`);
    endpoint.answer("/gone", 410);
    expect((await pushControl(server, cookie, { on: true, subscription: gone })).status).toBe(200);
    const before = endpoint.received.length;
    await postLead(server, lead("Third Lead"));
    await expect.poll(() => endpoint.received.length, { timeout: 20_000 }).toBe(before + 2);
    const stateOf = async (url: string) =>
      (
        (await (await fetch(`${server.url}${PUSH}?${new URLSearchParams({ endpoint: url })}`, { headers: { Cookie: cookie } })).json()) as {
          subscribed: boolean;
        }
      ).subscribed;
    await expect.poll(() => stateOf(gone.endpoint), { timeout: 10_000 }).toBe(false);
    expect(await stateOf(`${endpoint.origin}/phone`)).toBe(true);
    // Turned off from the page: no more messages to that device.
    expect((await pushControl(server, cookie, { on: false, endpoint: `${endpoint.origin}/phone` })).status).toBe(200);
    expect(await stateOf(`${endpoint.origin}/phone`)).toBe(false);
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
    const env = { DATABASE_URL: cluster.url, MAIL_RETRY_SECONDS: "1", LEADS_RATE_LIMIT: "100" };
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
    expect((await pushControl(a, cookie, { on: true, subscription: device.subscription(`${endpoint.origin}/device`) })).status).toBe(200);
    // The push service is down while the leads come in: both instances hold the same backlog
    // and retry it every second. Then it comes back; count what arrives.
    endpoint.answerAll(503);
    for (let i = 0; i < LEADS; i++) await postLead(i % 2 ? b : a, lead(`Lead ${"abcdefghijklmnop"[i]}`));
    await expect.poll(() => endpoint.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const failedTries = endpoint.received.length;
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
    const delivered = endpoint.received.slice(failedTries).map((m) => (JSON.parse(device.decrypt(m.body)) as { tag: string }).tag);
    expect(delivered).toHaveLength(LEADS);
    expect(new Set(delivered).size).toBe(LEADS);
  });
});
