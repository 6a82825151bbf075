import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresAvailable, startPostgres, type PostgresCluster } from "../../harness/postgres.ts";
import { removeDir, startServer, tempDataDir } from "../../harness/server-process.ts";

/** Every lead answered 201 before a SIGKILL is stored after it: `storedNames` reads them back. */
async function crashTest(env: Record<string, string>, storedNames: (dataDir: string) => Promise<Map<number, string>>) {
  const dataDir = tempDataDir();
  try {
    env = { ...env, LEADS_RATE_LIMIT: "1000000" };
    const server = await startServer({ dataDir, env });
    const acknowledged = new Map<number, string>();
    let sent = 0;
    let killed = false;

    const client = async (worker: number) => {
      for (let i = 0; !killed; i++) {
        const name = `Crash ${String.fromCharCode(65 + (worker % 26))}${"x".repeat(i % 20)} ${worker}-${i}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
        sent++;
        try {
          const res = await fetch(`${server.url}/api/leads`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ name, phone: "050-1234567", consent: true, source: "contact_form" }),
          });
          if (res.status === 201) acknowledged.set(((await res.json()) as { id: number }).id, name);
        } catch {
          // the server died under us: this lead was never acknowledged
        }
      }
    };
    const clients = Array.from({ length: 30 }, (_, w) => client(w));
    // Kill once enough leads are through, whatever the machine's load: posts are in flight then.
    await expect.poll(() => acknowledged.size, { timeout: 60_000, interval: 20 }).toBeGreaterThan(50);
    server.child.kill("SIGKILL");
    killed = true;
    await server.exited;
    await Promise.all(clients);

    const restarted = await startServer({ dataDir, env });
    try {
      const rows = await storedNames(dataDir);
      const lost = [...acknowledged].filter(([id, name]) => rows.get(id) !== name);
      expect(lost).toEqual([]);
      console.log(
        `crash test (${env.DATABASE_URL ? "PostgreSQL" : "SQLite"}): ${sent} posts sent, ${acknowledged.size} acknowledged, ${rows.size} stored, 0 lost`,
      );
    } finally {
      await restarted.stop();
    }
  } finally {
    removeDir(dataDir);
  }
}

it("every lead answered 201 survives a SIGKILL in the middle of concurrent posts (SQLite)", async () => {
  await crashTest({}, async (dataDir) => {
    const db = new DatabaseSync(path.join(dataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
    try {
      return new Map((db.prepare("SELECT id, name FROM leads").all() as { id: number; name: string }[]).map((r) => [r.id, r.name]));
    } finally {
      db.close();
    }
  });
});

describe.runIf(postgresAvailable())("PostgreSQL", () => {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgres({ durable: true });
  }, 60_000);
  afterAll(() => cluster?.stop());

  it("every lead answered 201 survives a SIGKILL of the app in the middle of concurrent posts (PostgreSQL)", async () => {
    const { url } = cluster!;
    await crashTest({ DATABASE_URL: url }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: number; name: string }>("SELECT id, name FROM leads");
        return new Map(rows.map((r) => [r.id, r.name]));
      } finally {
        await client.end();
      }
    });
  });
});
