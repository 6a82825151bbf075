import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../db/database.ts";
import { checkSqliteSchema, compareSchemas, describeProblems, migrationTarget } from "./schema-check.ts";

describe("compareSchemas", () => {
  const reference = [
    { kind: "table", name: "users", definition: "CREATE TABLE users (id integer)" },
    { kind: "index", name: "users_email", definition: "CREATE INDEX users_email ON users (email)" },
  ];
  it("accepts the same objects, however their text is wrapped", () => {
    expect(compareSchemas([{ ...reference[0]!, definition: "CREATE TABLE\n  users   (id integer)\n" }, reference[1]!], reference)).toEqual({
      ok: true,
    });
  });
  it("names an extra object, a changed definition, a duplicate and a missing object", () => {
    const result = compareSchemas(
      [
        { kind: "table", name: "users", definition: "CREATE TABLE users (id integer, extra text)" },
        { kind: "trigger", name: "keep_password", definition: "CREATE TRIGGER keep_password ..." },
        { kind: "trigger", name: "keep_password", definition: "CREATE TRIGGER keep_password ..." },
      ],
      reference,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'table "users" differs from the site\'s own definition',
        'trigger "keep_password" is not created by the site\'s migrations',
        'trigger "keep_password" appears twice',
        'index "users_email" is missing',
      ],
    });
  });
  it("shortens a long list of problems", () => {
    expect(describeProblems(Array.from({ length: 12 }, (_, i) => `p${i}`))).toBe("p0; p1; p2; p3; p4; p5; p6; p7; p8; p9; and 2 more");
  });
});

describe("migrationTarget", () => {
  const known = ["0001_a", "0002_b", "0003_c"];
  it("compares an older backup with the schema of its own last migration", () => {
    expect(migrationTarget(["0002_b", "0001_a"], known)).toEqual({ ok: true, last: "0002_b" });
  });
  it("refuses a backup from a newer version, one with a gap, and one with none", () => {
    expect(migrationTarget(["0001_a", "0004_d"], known)).toMatchObject({ ok: false, problem: expect.stringContaining("0004_d") });
    expect(migrationTarget(["0001_a", "0003_c"], known)).toMatchObject({ ok: false });
    expect(migrationTarget([], known)).toMatchObject({ ok: false });
  });
});

describe("checkSqliteSchema", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "courier-schema-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const freshDatabase = async (name: string) => {
    const dataDir = path.join(dir, name);
    const db = await openDb({ dataDir });
    await db.close();
    return path.join(dataDir, "courier.sqlite");
  };

  it("accepts a database the site's migrations made", async () => {
    expect(await checkSqliteSchema(await freshDatabase("genuine"))).toEqual({ ok: true });
  });

  it("names a trigger, a table and a view the migrations did not create, and a changed index", async () => {
    const file = await freshDatabase("crafted");
    const db = new DatabaseSync(file);
    db.exec(`CREATE TRIGGER users_keep_password AFTER UPDATE OF password_hash ON users BEGIN UPDATE users SET password_hash = 'x' WHERE id = new.id; END;
      CREATE TABLE leads_kept AS SELECT * FROM leads;
      CREATE VIEW everyone AS SELECT * FROM users;
      DROP INDEX leads_trash; CREATE INDEX leads_trash ON leads (deleted_at);`);
    db.close();
    const result = await checkSqliteSchema(file);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toContain('trigger "users_keep_password" is not created by the site\'s migrations');
    expect(problems).toContain('table "leads_kept" is not created by the site\'s migrations');
    expect(problems).toContain('view "everyone" is not created by the site\'s migrations');
    expect(problems).toContain('index "leads_trash" differs from the site\'s own definition');
  });

  it("refuses a database whose migration list is not ours", async () => {
    const file = await freshDatabase("newer");
    const db = new DatabaseSync(file);
    db.exec("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_future', '2030-01-01')");
    db.close();
    expect(await checkSqliteSchema(file)).toMatchObject({ ok: false, problems: [expect.stringContaining("9999_future")] });
  });
});
