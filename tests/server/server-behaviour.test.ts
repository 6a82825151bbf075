import http from "node:http";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";

const started: ServerProcess[] = [];
async function server(options: Parameters<typeof startServer>[0] = {}) {
  const s = await startServer(options);
  started.push(s);
  return s;
}
afterEach(async () => {
  for (const s of started.splice(0)) {
    await s.stop("SIGKILL");
    removeDir(s.dataDir);
  }
});

const lead = (name: string) => JSON.stringify({ name, phone: "050-1234567", consent: true, source: "contact_form" });
const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/leads`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });

describe("rate limiting", () => {
  it("answers 429 with a Hebrew message once a client has posted too often", async () => {
    const s = await server({ env: { LEADS_RATE_LIMIT: "3" } });
    for (let i = 0; i < 3; i++) expect((await post(s.url, lead("Dana"))).status).toBe(201);
    const refused = await post(s.url, lead("Dana"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect(((await refused.json()) as { error: string }).error).toContain("יותר מדי פניות");
  });

  it("cannot be dodged by a header naming another address (the internal one the server once used)", async () => {
    const s = await server({ env: { LEADS_RATE_LIMIT: "1" } });
    expect((await post(s.url, lead("Dana"), { "x-courier-client-ip": "1.1.1.1" })).status).toBe(201);
    expect((await post(s.url, lead("Dana"), { "x-courier-client-ip": "2.2.2.2" })).status).toBe(429);
  });
});

describe("body limits", () => {
  it("refuses a declared oversized body with 413 before reading it", async () => {
    const s = await server();
    const res = await post(s.url, JSON.stringify({ name: "a".repeat(40_000) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe("הבקשה גדולה מדי");
  });

  it("refuses an oversized chunked body with 413", async () => {
    const s = await server();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${s.url}/api/leads`,
        { method: "POST", headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      for (let i = 0; i < 40; i++) req.write("x".repeat(1024));
      req.end();
    });
    expect(status).toBe(413);
  });
});

describe("graceful shutdown", () => {
  it("lets a request in flight finish on SIGTERM, then exits 0", async () => {
    const s = await server();
    const body = lead("Shutdown Test");
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        `${s.url}/api/leads`,
        { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        s.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const result = await response;
    expect(result.status).toBe(201);
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('"msg":"shutting down"');
  });
});

describe("health", () => {
  it("answers 503 while the database cannot be reached, and the pages still serve", async () => {
    const s = await server({ healthy: false, env: { DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/none` } });
    const res = await fetch(`${s.url}/healthz`);
    expect(res.status).toBe(503);
    expect((await fetch(`${s.url}/about`)).status).toBe(200);
    const save = await post(s.url, lead("Dana"));
    expect(save.status).toBe(503);
    expect(((await save.json()) as { error: string }).error).toContain("לא הצלחנו לשמור");
  });
});

describe("retention", () => {
  it("purges leads older than LEAD_RETENTION_DAYS at start-up", async () => {
    const first = await server();
    expect((await post(first.url, lead("Old Lead"))).status).toBe(201);
    await first.stop();
    const file = path.join(first.dataDir, "courier.sqlite");
    const db = new DatabaseSync(file, { timeout: 5000 });
    db.prepare("UPDATE leads SET created_at = ? WHERE name = 'Old Lead'").run("2015-01-01T00:00:00.000Z");
    db.close();

    const second = await server({ dataDir: first.dataDir, env: { LEAD_RETENTION_DAYS: "30" } });
    expect((await post(second.url, lead("New Lead"))).status).toBe(201);
    const names = () => {
      const check = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
      const rows = check.prepare("SELECT name FROM leads").all() as { name: string }[];
      check.close();
      return rows.map((r) => r.name);
    };
    await expect.poll(names).toEqual(["New Lead"]);
  });
});

/** The text/plain body of a raw message as nodemailer wrote it (quoted-printable or base64), decoded. */
function plainTextOf(raw: string): string {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

describe("new-lead e-mail notices", () => {
  it("are retried while the mail server is down and sent once it is up; spam never notifies", async () => {
    const smtpPort = await freePort();
    const s = await server({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_NOTIFY_TO: "owner@example.co.il", MAIL_RETRY_SECONDS: "1" },
    });
    const saved = await post(s.url, lead("Mail Lead"));
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    expect((await post(s.url, JSON.stringify({ ...JSON.parse(lead("Spam Bot")), website: "http://x" }))).status).toBe(201);
    await expect.poll(() => s.output(), { timeout: 15_000 }).toContain("lead notice failed; will retry"); // at least one failed attempt

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let text = "";
        stream.on("data", (c: Buffer) => (text += c.toString()));
        stream.on("end", () => {
          received.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
    try {
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 2500));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("owner@example.co.il");
      expect(received[0]).not.toContain("Spam Bot");
      // The words the owner reads: the Israeli clock, the form's Hebrew name, a link to the lead.
      const body = plainTextOf(received[0]!);
      expect(body).toContain("שם: Mail Lead");
      expect(body).toMatch(/התקבל: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(שעון ישראל\)/);
      expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
      expect(body).toContain("טופס: טופס יצירת קשר");
      expect(body).not.toContain("contact_form");
      expect(body).toContain(`/manage-leads-2024?lead=${id}`);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
