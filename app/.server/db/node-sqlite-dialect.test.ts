import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { Kysely, sql, type Generated } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nodeSqliteDialect, openSqliteFile } from "./node-sqlite-dialect.ts";

// Another connection to the same file, on its own thread (as the users CLI or a second server
// process would be): it inserts a row each time it is asked, waiting for the lock like the server.
const otherWriterSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
const db = new DatabaseSync(workerData.file, { timeout: 5000 });
parentPort.on("message", (message) => {
  if (message === "close") { db.close(); parentPort.close(); return; }
  try {
    db.prepare("INSERT INTO items (name) VALUES (?)").run(message);
    parentPort.postMessage({ ok: true });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error) });
  }
});
`;

interface Items {
  items: { id: Generated<number>; name: string };
}

describe("SQLite transactions", () => {
  let dir: string;
  let db: Kysely<Items>;
  let otherWriter: Worker;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "courier-sqlite-"));
    const file = path.join(dir, "test.sqlite");
    db = new Kysely<Items>({ dialect: nodeSqliteDialect(openSqliteFile(file)) });
    await sql`CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)`.execute(db);
    otherWriter = new Worker(otherWriterSource, { eval: true, workerData: { file } });
  });

  afterEach(async () => {
    otherWriter.postMessage("close");
    await once(otherWriter, "exit");
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a transaction that reads, then writes after another connection wrote, waits instead of failing with 'database is locked'", async () => {
    let otherWrite: Promise<{ ok: boolean; error?: string }> | undefined;
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("items").select("id").where("name", "=", "ours").executeTakeFirst();
      expect(before).toBeUndefined();
      // The other connection writes now. With a deferred BEGIN it would succeed at once and our
      // insert below would fail; with BEGIN IMMEDIATE it waits until we commit.
      otherWrite = once(otherWriter, "message").then(([reply]) => reply as { ok: boolean; error?: string });
      otherWriter.postMessage("theirs");
      await Promise.race([otherWrite, new Promise((resolve) => setTimeout(resolve, 300))]);
      await trx.insertInto("items").values({ name: "ours" }).execute();
    });
    expect(await otherWrite).toEqual({ ok: true });
    const names = await db.selectFrom("items").select("name").orderBy("id").execute();
    expect(names.map((row) => row.name)).toEqual(["ours", "theirs"]);
  });
});
