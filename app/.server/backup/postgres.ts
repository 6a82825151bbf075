/** PostgreSQL backups through pg_dump's custom format and pg_restore; the tools' output never carries the password. */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { LeadSummary } from "./sqlite.ts";

/**
 * Finds pg_dump / pg_restore: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin (a dump
 * needs a pg_dump at least as new as the server), else PATH.
 */
export function postgresTool(name: "pg_dump" | "pg_restore" | "psql"): string {
  const versions = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql")
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  for (const dir of [process.env.PG_BIN, ...versions]) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const onPath = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
  if (onPath) return onPath;
  throw new Error(`${name} not found: install the PostgreSQL client tools (apt-get install postgresql-client) or set PG_BIN`);
}

/** The URL without its password, and the environment that passes the password instead (never on a command line). */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = "";
  }
  return { url: url.toString(), env };
}

/** Removes credentials from text a tool printed (libpq may echo a connection string). */
export function redact(text: string): string {
  return text.replace(/(\w+:\/\/)[^\s/@]*@/g, "$1***@").replace(/(password\s*=\s*)\S+/gi, "$1***");
}

interface ToolResult {
  code: number | null;
  /** The first 500 characters of its error output, credentials removed. */
  stderr: string;
}

/** Runs a tool to completion; stdout goes to `stdoutFile`'s descriptor or is dropped. */
function runTool(command: string, args: string[], env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"], signal });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr: redact(stderr.trim()).slice(0, 500) }));
  });
}

const failure = (tool: string, result: ToolResult) =>
  new Error(`${tool} failed (exit code ${String(result.code)})${result.stderr ? `: ${result.stderr}` : ""}`);

/** pg_dump in the custom format (compressed, restorable table by table) into `file`. */
export async function dumpPostgres(databaseUrl: string, file: string, signal?: AbortSignal): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  const result = await runTool(postgresTool("pg_dump"), ["--format=custom", `--file=${file}`, `--dbname=${url}`], env, signal);
  if (result.code !== 0) throw failure("pg_dump", result);
}

export type DumpCheck = { ok: true } | { ok: false; problem: string };

/**
 * Reads the whole dump as a restore would, writing the SQL to nowhere: the table of contents
 * (pg_restore --list) and every data block, so a truncated or damaged file fails here, not
 * halfway through a restore.
 */
export async function checkPostgresDump(file: string): Promise<DumpCheck> {
  const tool = postgresTool("pg_restore");
  const list = await runTool(tool, ["--list", file], process.env);
  if (list.code !== 0) return { ok: false, problem: list.stderr || `pg_restore --list exit code ${String(list.code)}` };
  const full = await runTool(tool, ["--file=/dev/null", file], process.env);
  if (full.code !== 0) return { ok: false, problem: full.stderr || `pg_restore exit code ${String(full.code)}` };
  return { ok: true };
}

/** The SQL a restore of the dump would run (replacing what exists), written to `script`; no database involved. */
export async function restoreScriptOf(file: string, script: string): Promise<void> {
  const result = await runTool(postgresTool("pg_restore"), ["--clean", "--if-exists", "--no-owner", "--no-privileges", `--file=${script}`, file], process.env);
  if (result.code !== 0) throw failure("pg_restore", result);
}

/** The same kind of script for one schema of a database (the restore's reference). */
export async function dumpSchemaScript(databaseUrl: string, schema: string, script: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  const result = await runTool(
    postgresTool("pg_dump"),
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", `--schema=${schema}`, `--file=${script}`, `--dbname=${url}`],
    env,
  );
  if (result.code !== 0) throw failure("pg_dump", result);
}

/**
 * Drops every table, view and function of the database's schema (not an extension's), whatever
 * depends on what: a newer version's tables hold foreign keys to the ones the backup replaces, so
 * the backup's own DROP statements alone fail on a database an upgrade has migrated. Runs first,
 * in the restore's transaction.
 */
export const CLEAR_SCHEMA_SQL = `DO $$
DECLARE
  object record;
BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format(CASE object.relkind WHEN 'v' THEN 'DROP VIEW IF EXISTS %s CASCADE' WHEN 'm' THEN 'DROP MATERIALIZED VIEW IF EXISTS %s CASCADE' ELSE 'DROP TABLE IF EXISTS %s CASCADE' END, object.name);
  END LOOP;
  FOR object IN SELECT p.oid::regprocedure AS name FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP FUNCTION IF EXISTS %s CASCADE', object.name);
  END LOOP;
END $$;
`;

/**
 * Runs a checked restore script (restoreScriptOf) in one transaction, after `prelude` (a script
 * that clears the schema), stopping at the first error: a failure leaves the database as it was.
 */
export async function restorePostgres(databaseUrl: string, script: string, prelude?: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  const files = [...(prelude ? [prelude] : []), script].map((file) => `--file=${file}`);
  const result = await runTool(
    postgresTool("psql"),
    ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1", ...files, `--dbname=${url}`],
    env,
  );
  if (result.code !== 0) throw failure("psql", result);
}

/** Rows in each of the site's tables (not the migrations' own), by table name. */
export function postgresRowCounts(databaseUrl: string): Promise<Map<string, number>> {
  return withClient(databaseUrl, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely\\_%' ORDER BY tablename",
    );
    const counts = new Map<string, number>();
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`);
      counts.set(name, Number(rows[0]?.n ?? 0));
    }
    return counts;
  });
}

export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "courier-restore" });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Connections a running server holds to this database (every instance keeps at least one open):
 * "courier-site <its newest migration>", or plain "courier-site" from releases before 2026-11-29.
 */
export function postgresServerConnections(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND (application_name = 'courier-site' OR application_name LIKE 'courier-site %') AND pid <> pg_backend_pid()",
    );
    return Number(rows[0]?.n ?? 0);
  });
}

export function postgresLeadSummary(databaseUrl: string): Promise<LeadSummary> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: string; newest: Date | null }>(
      "SELECT count(*) AS count, max(created_at) AS newest FROM leads WHERE is_spam = 0 AND deleted_at IS NULL",
    );
    return { count: Number(rows[0]?.count ?? 0), newest: rows[0]?.newest ?? null };
  });
}
