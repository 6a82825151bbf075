import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { israelDateStamp } from "../../app/lib/israel-time";
import { createAdmin, createNonAdmin, signIn, withDb, type DbTarget } from "../support/admin";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../support/postgres";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../support/server-process";

interface Harness {
  server: ServerProcess;
  target: DbTarget;
}

async function startHarness(databaseUrl?: string): Promise<Harness> {
  const dataDir = tempDataDir();
  const server = await startServer({ dataDir, env: { LEADS_RATE_LIMIT: "10000", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
  return { server, target: databaseUrl ? { databaseUrl } : { dataDir } };
}

async function stopHarness(h: Harness | undefined) {
  if (!h) return;
  await h.server.stop("SIGKILL");
  removeDir(h.server.dataDir);
}

function request(h: Harness, method: string, path: string, options: { cookie?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  return fetch(`${h.server.url}${path}`, {
    method,
    headers: {
      ...(options.json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
}

async function postLead(h: Harness, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await request(h, "POST", "/api/leads", {
    json: { name: "דנה כהן", phone: "050-1234567", consent: true, source: "contact_form", ...fields },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** An open Server-Sent Events stream: its events as they arrive. */
interface EventStream {
  next(match?: (event: { event: string; data: string }) => boolean, timeoutMs?: number): Promise<{ event: string; data: string }>;
  close(): void;
  closed: Promise<void>;
}

async function openEvents(h: Harness, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${h.server.url}/api/admin/events`, { headers: { Cookie: cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-encoding")).toBeNull();
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  const closed = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trim());
          }
          if (data.length) events.push({ event, data: data.join("\n") });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by close()
    }
    waiters.splice(0).forEach((wake) => wake());
  })();
  let seen = 0;
  return {
    async next(match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (seen < events.length) {
          const event = events[seen++]!;
          if (match(event)) return event;
        }
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => controller.abort(),
    closed,
  };
}

const change = (op: string, id: number) => (e: { event: string; data: string }) => e.event === "message" && e.data === JSON.stringify({ op, id });

const ENDPOINTS: { method: string; path: string; json?: unknown }[] = [
  { method: "GET", path: "/api/admin/leads" },
  { method: "GET", path: "/api/admin/leads/summary" },
  { method: "GET", path: "/api/admin/leads/export" },
  { method: "GET", path: "/api/admin/events" },
  { method: "PATCH", path: "/api/admin/leads/1", json: { handled: true } },
  { method: "DELETE", path: "/api/admin/leads/1" },
];

function adminLeadsSuite(engine: "sqlite" | "postgres", databaseUrl: () => string | undefined) {
  describe(`admin lead API on ${engine}`, () => {
    let h: Harness;
    let adminCookie: string;
    let userCookie: string;
    beforeAll(async () => {
      h = await startHarness(databaseUrl());
      adminCookie = await signIn(h.server.url, await createAdmin(h.target));
      userCookie = await signIn(h.server.url, await createNonAdmin(h.target));
    });
    afterAll(() => stopHarness(h));

    it("refuses every endpoint without a session, with a forged cookie, to a non-admin and after the session expired; never cached", async () => {
      const expiredCookie = await signIn(h.server.url, await createAdmin(h.target));
      await withDb(h.target, (db) => db.kysely.updateTable("sessions").set({ expires_at: new Date(Date.now() - 60_000).toISOString() }).execute());
      // Expiring every session expired the admin's too: sign in afresh for the rest of the suite.
      adminCookie = await signIn(h.server.url, await createAdmin(h.target));
      userCookie = await signIn(h.server.url, await createNonAdmin(h.target));
      const forged = `${adminCookie.split("=")[0]}=${"A".repeat(43)}`;
      const id = await postLead(h);
      for (const endpoint of ENDPOINTS) {
        const path = endpoint.path.replace("/1", `/${id}`);
        for (const [who, cookie, status] of [
          ["nobody", undefined, 401],
          ["forged", forged, 401],
          ["expired", expiredCookie, 401],
          ["non-admin", userCookie, 403],
        ] as const) {
          const res = await request(h, endpoint.method, path, { cookie, json: endpoint.json });
          expect({ endpoint: `${endpoint.method} ${path}`, who, status: res.status }).toEqual({ endpoint: `${endpoint.method} ${path}`, who, status });
          expect(res.headers.get("cache-control")).toBe("no-store");
          expect(await res.text()).not.toContain("050-1234567");
        }
      }
      const stillThere = await request(h, "GET", "/api/admin/leads?view=all", { cookie: adminCookie });
      expect(((await stillThere.json()) as { rows: { id: number }[] }).rows.map((r) => r.id)).toContain(id);
    });

    it("refuses changes sent from another site, and changes nothing", async () => {
      const id = await postLead(h);
      for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<string, string>[]) {
        const patch = await request(h, "PATCH", `/api/admin/leads/${id}`, { cookie: adminCookie, json: { handled: true, note: "x" }, headers });
        expect(patch.status).toBe(403);
        const del = await request(h, "DELETE", `/api/admin/leads/${id}`, { cookie: adminCookie, headers });
        expect(del.status).toBe(403);
      }
      const page = (await (await request(h, "GET", "/api/admin/leads?view=all", { cookie: adminCookie })).json()) as { rows: { id: number; handled_at: string | null; notes: string | null }[] };
      expect(page.rows.find((r) => r.id === id)).toMatchObject({ handled_at: null, notes: null });
    });

    it("lists, searches, marks handled, keeps a note, validates it, and deletes", async () => {
      const name = `Searchable ${engine === "sqlite" ? "Alpha" : "Beta"}`;
      const id = await postLead(h, { name, phone: "052-7654321", toLocation: "אילת" });
      const list = async (query: string) => {
        const res = await request(h, "GET", `/api/admin/leads?${query}`, { cookie: adminCookie });
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-store");
        return (await res.json()) as { rows: { id: number; name: string; to_location: string | null; handled_at: string | null; notes: string | null }[]; total: number };
      };
      expect((await list("q=searchable")).rows.map((r) => r.id)).toEqual([id]);
      expect((await list("q=972527654321")).rows.map((r) => r.id)).toEqual([id]);
      expect((await list("view=open")).rows[0]).toMatchObject({ id, name, to_location: "אילת", handled_at: null });

      const origin = { Origin: h.server.url };
      const handled = await request(h, "PATCH", `/api/admin/leads/${id}`, { cookie: adminCookie, json: { handled: true, note: "להתקשר מחר" }, headers: origin });
      expect(handled.status).toBe(200);
      expect(await handled.json()).toMatchObject({ id, notes: "להתקשר מחר" });
      expect((await list("view=open&q=searchable")).total).toBe(0);
      expect((await list("view=handled&q=searchable")).rows[0]).toMatchObject({ id, notes: "להתקשר מחר" });

      const tooLong = await request(h, "PATCH", `/api/admin/leads/${id}`, { cookie: adminCookie, json: { note: "א".repeat(501) }, headers: origin });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toEqual({ error: "ההערה ארוכה מדי (עד 500 תווים)" });
      const badType = await request(h, "PATCH", `/api/admin/leads/${id}`, { cookie: adminCookie, json: { handled: "yes" }, headers: origin });
      expect(badType.status).toBe(400);

      const summary = (await (await request(h, "GET", "/api/admin/leads/summary", { cookie: adminCookie })).json()) as {
        counts: { total: number; today: number; week: number; handled: number };
        perDay: { date: string; count: number }[];
      };
      expect(summary.counts.handled).toBeGreaterThanOrEqual(1);
      expect(summary.counts.today).toBeGreaterThanOrEqual(1);
      expect(summary.perDay).toHaveLength(30);
      expect(summary.perDay.at(-1)).toMatchObject({ date: israelDateStamp(new Date()) });

      const deleted = await request(h, "DELETE", `/api/admin/leads/${id}`, { cookie: adminCookie, headers: origin });
      expect(deleted.status).toBe(204);
      expect((await request(h, "DELETE", `/api/admin/leads/${id}`, { cookie: adminCookie, headers: origin })).status).toBe(404);
      expect((await list("q=searchable")).total).toBe(0);
    });

    it("exports a CSV with a byte-order mark, the Israeli date in its name, the rows, and formulas neutralised", async () => {
      const name = "Export Client";
      await postLead(h, { name, fromLocation: "=HYPERLINK(\"http://evil.example\")", email: "client@example.co.il" });
      const res = await request(h, "GET", "/api/admin/leads/export", { cookie: adminCookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="leads-${israelDateStamp(new Date())}.csv"`);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
      const lines = text.split("\r\n");
      expect(lines[0]).toBe('"תאריך","שם","טלפון","מוצא","יעד","מקור","הערות","אימייל","טופל"');
      const row = lines.find((line) => line.includes(name));
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(row).toContain('"client@example.co.il","לא"');
    });

    it("pushes a new lead, a change and a deletion to an open event stream", async () => {
      const events = await openEvents(h, adminCookie);
      try {
        await events.next((e) => e.event === "ready");
        const id = await postLead(h);
        await events.next(change("insert", id));
        await request(h, "PATCH", `/api/admin/leads/${id}`, { cookie: adminCookie, json: { handled: true }, headers: { Origin: h.server.url } });
        await events.next(change("update", id));
        await request(h, "DELETE", `/api/admin/leads/${id}`, { cookie: adminCookie, headers: { Origin: h.server.url } });
        await events.next(change("delete", id));
      } finally {
        events.close();
      }
    });
  });
}

adminLeadsSuite("sqlite", () => undefined);

describe("the event stream and shutdown", () => {
  it("ends open event streams when the server is told to stop, so it stops cleanly and at once", async () => {
    const h = await startHarness();
    try {
      const cookie = await signIn(h.server.url, await createAdmin(h.target));
      const events = await openEvents(h, cookie);
      await events.next((e) => e.event === "ready");
      const stopping = Date.now();
      const code = await h.server.stop("SIGTERM");
      await events.closed;
      expect(code).toBe(0); // a forced exit after the shutdown timeout would be 1
      expect(Date.now() - stopping).toBeLessThan(9_000);
    } finally {
      await stopHarness(h);
    }
  });
});

const runPostgres = postgresAvailable();
let cluster: PostgresCluster | undefined;
describe.runIf(runPostgres)("PostgreSQL", () => {
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => cluster?.stop());

  adminLeadsSuite("postgres", () => cluster!.url);

  it("carries a lead posted to instance A to an event stream on instance B", async () => {
    const a = await startHarness(cluster!.url);
    const b = await startHarness(cluster!.url);
    try {
      const cookie = await signIn(b.server.url, await createAdmin(b.target));
      const events = await openEvents(b, cookie);
      try {
        await events.next((e) => e.event === "ready");
        const id = await postLead(a);
        await events.next(change("insert", id));
        const adminOnA = await signIn(a.server.url, await createAdmin(a.target));
        await request(a, "PATCH", `/api/admin/leads/${id}`, { cookie: adminOnA, json: { note: "מאינסטנס A" }, headers: { Origin: a.server.url } });
        await events.next(change("update", id));
      } finally {
        events.close();
      }
    } finally {
      await stopHarness(a);
      await stopHarness(b);
    }
  });
});
