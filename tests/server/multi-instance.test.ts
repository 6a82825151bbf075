/**
 * Two app instances on one PostgreSQL, as a deployment with several instances runs them: the
 * lead rate limit is shared, and the owner gets exactly one notice per lead even when both
 * instances drain the same backlog at the same moment.
 */
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { freePort, removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";

const LIMIT = 20;
let cluster: PostgresCluster;
let smtpPort: number;
const instances: ServerProcess[] = [];

const post = (server: ServerProcess, name: string) =>
  fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, phone: "050-1234567", consent: true, source: "contact_form" }),
  });

describe.runIf(postgresAvailable())("two instances on one PostgreSQL", () => {
  beforeAll(async () => {
    cluster = await startPostgres();
    smtpPort = await freePort();
    const env = {
      DATABASE_URL: cluster.url,
      LEADS_RATE_LIMIT: String(LIMIT),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: "owner@example.co.il",
      MAIL_RETRY_SECONDS: "1",
    };
    // One after the other: the first runs the migrations.
    instances.push(await startServer({ env }));
    instances.push(await startServer({ env }));
  }, 90_000);
  afterAll(async () => {
    for (const s of instances) {
      await s.stop();
      removeDir(s.dataDir);
    }
    cluster?.stop();
  });

  it("share one rate limit", async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    for (let i = 0; i < LIMIT; i++) {
      const res = await post(i % 2 ? b : a, `Shared ${"abcdefghijklmnopqrst"[i]}`);
      expect(res.status).toBe(201);
    }
    expect((await post(a, "One Too Many")).status).toBe(429);
    expect((await post(b, "One Too Many")).status).toBe(429);
  });

  it("send the owner exactly one notice per lead while both drain the same backlog", async () => {
    // The mail server was down for the posts above: both instances now hold the same backlog
    // and retry it every second. Bring the mail server up and count what arrives.
    let received = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        stream.on("data", () => {});
        stream.on("end", () => {
          received++;
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
    try {
      await expect.poll(() => received, { timeout: 30_000 }).toBeGreaterThanOrEqual(LIMIT);
      await new Promise((r) => setTimeout(r, 3000)); // both keep polling: nothing more may come
      expect(received).toBe(LIMIT);

      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM leads WHERE notified_at IS NULL");
      await client.end();
      expect(Number(rows[0]!.n)).toBe(0);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
