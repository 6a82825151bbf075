import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { removeDir, startServer, tempDataDir } from "../support/server-process";

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

it("every lead answered 201 survives a SIGKILL in the middle of concurrent posts", async () => {
  const env = { LEADS_RATE_LIMIT: "1000000" };
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
  await new Promise((r) => setTimeout(r, 1500));
  server.child.kill("SIGKILL");
  killed = true;
  await server.exited;
  await Promise.all(clients);
  expect(acknowledged.size).toBeGreaterThan(50);

  const restarted = await startServer({ dataDir, env });
  try {
    const db = new DatabaseSync(path.join(dataDir, "courier.sqlite"), { readOnly: true });
    const rows = new Map((db.prepare("SELECT id, name FROM leads").all() as { id: number; name: string }[]).map((r) => [r.id, r.name]));
    db.close();
    const lost = [...acknowledged].filter(([id, name]) => rows.get(id) !== name);
    expect(lost).toEqual([]);
    console.log(`crash test: ${sent} posts sent, ${acknowledged.size} acknowledged, ${rows.size} stored, 0 lost`);
  } finally {
    await restarted.stop();
  }
});
