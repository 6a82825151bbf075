import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareRestoreScripts, readRestoreScript } from "./postgres-schema.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "courier-pg-script-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = (name: string, type: string, data = false) => `--\n-- ${data ? "Data for " : ""}Name: ${name}; Type: ${type}; Schema: public; Owner: -\n--\n`;
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};
const script = (table: string, data: string, extra = "") =>
  [
    "--\n-- PostgreSQL database dump\n--\n\n\\restrict abc123\n\nSET statement_timeout = 0;\nSELECT pg_catalog.set_config('search_path', '', false);\n",
    "DROP TABLE IF EXISTS public.users;\n",
    header("users", "TABLE"),
    `\n${table}\n\n\n`,
    header("users_id_seq", "SEQUENCE SET"),
    "\nSELECT pg_catalog.setval('public.users_id_seq', 7, true);\n\n\n",
    header("kysely_migration", "TABLE DATA", true),
    '\nCOPY public.kysely_migration (name, "timestamp") FROM stdin;\n0001_leads\t2026-01-01\n0002_auth\t2026-01-01\n\\.\n\n\n',
    header("users", "TABLE DATA", true),
    `\nCOPY public.users (id, email) FROM stdin;\n${data}\\.\n${extra}\n\n`,
    "--\n-- PostgreSQL database dump complete\n--\n\n\\unrestrict abc123\n",
  ].join("");
const TABLE = "CREATE TABLE public.users (\n    id integer NOT NULL,\n    email text NOT NULL\n);";

describe("reading and comparing restore scripts", async () => {
  const reference = await readRestoreScript(write("reference.sql", script(TABLE, "")));

  it("reads the migrations from the data and accepts the same schema with other data and sequence positions", async () => {
    const backup = await readRestoreScript(write("genuine.sql", script(TABLE, "1\towner@example.co.il\n2\t--\n")));
    expect(backup.migrations).toEqual(["0001_leads", "0002_auth"]);
    expect(compareRestoreScripts(backup, { ...reference, entries: reference.entries.map((e) => ({ ...e })) }, "public")).toEqual({ ok: true });
  });

  it("takes a fake header or SQL inside COPY data as data, as psql does", async () => {
    const backup = await readRestoreScript(
      write("data.sql", script(TABLE, "--\n-- Name: x; Type: TRIGGER; Schema: public; Owner: -\n--\nDROP TABLE users;\n")),
    );
    expect(compareRestoreScripts(backup, reference, "public")).toEqual({ ok: true });
  });

  it("refuses a statement after the data, a psql command, a changed table and an extra drop", async () => {
    const after = await readRestoreScript(write("after.sql", script(TABLE, "", "CREATE TRIGGER t AFTER UPDATE ON public.users EXECUTE FUNCTION f();")));
    expect(compareRestoreScripts(after, reference, "public")).toMatchObject({
      ok: false,
      problems: ['table data "public.users" differs from the site\'s own definition'],
    });
    const shell = await readRestoreScript(write("shell.sql", script(TABLE, "", "\\! touch /tmp/owned")));
    expect(compareRestoreScripts(shell, reference, "public").ok).toBe(false);
    const changed = await readRestoreScript(write("changed.sql", script(TABLE.replace("email text", "email text DEFAULT f()"), "")));
    expect(compareRestoreScripts(changed, reference, "public")).toMatchObject({
      ok: false,
      problems: ['table "public.users" differs from the site\'s own definition'],
    });
    const drop = await readRestoreScript(
      write(
        "drop.sql",
        script(TABLE, "").replace("DROP TABLE IF EXISTS public.users;\n", "DROP TABLE IF EXISTS public.users;\nDROP TABLE IF EXISTS public.leads_kept;\n"),
      ),
    );
    expect(compareRestoreScripts(drop, reference, "public")).toMatchObject({
      ok: false,
      problems: [expect.stringContaining("DROP TABLE IF EXISTS public.leads_kept;")],
    });
  });
});
