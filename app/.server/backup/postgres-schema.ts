/**
 * A PostgreSQL restore runs a script we have read, not the dump: pg_restore writes the dump out
 * as SQL (no database involved), every entry of that script must be one a fresh database
 * migrated to the backup's migration would give (pg_dump of a throwaway schema, migrated the
 * same way), and only then psql runs exactly that file. Nothing in a dump we did not make runs.
 */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { migrationProvider } from "../db/migrations.ts";
import { dumpSchemaScript, postgresTool, restoreScriptOf, withClient } from "./postgres.ts";
import { compareSchemas, knownMigrations, migrationTarget, type SchemaCheck, type SchemaObject } from "./schema-check.ts";

/** One restore script, read the way psql reads it. */
export interface RestoreScript {
  /** Statements before the first entry (settings and, with --clean, one DROP per line). */
  prologue: string[];
  /** Every entry: kind and name from its header, and its statements (a data entry: its COPY line). */
  entries: SchemaObject[];
  /** The first column of the kysely_migration rows (the migrations the backup has). */
  migrations: string[];
}

const HEADER = /^-- (?:Data for )?Name: (.*); Type: (.*); Schema: (.*); Owner: (.*)$/;

/** The session settings pg_dump writes (each only for the restore's own session). */
const DUMP_SETTINGS = [
  "statement_timeout",
  "lock_timeout",
  "idle_in_transaction_session_timeout",
  "transaction_timeout",
  "client_encoding",
  "standard_conforming_strings",
  "check_function_bodies",
  "xmloption",
  "client_min_messages",
  "row_security",
  "default_tablespace",
  "default_table_access_method",
];

/**
 * Lines with no effect on what is stored, which pg_dump writes between entries: comments it writes
 * itself, session settings, and psql's \restrict / \unrestrict (they only forbid other
 * backslash commands). Dropped only at an entry's edges, never from inside a statement.
 */
function isNeutral(line: string): boolean {
  return (
    line.trim() === "" ||
    line === "--" ||
    /^-- (PostgreSQL database dump( complete)?|Dumped (from database|by pg_dump) version [\w .()+~-]*)$/.test(line) ||
    /^\\(un)?restrict [A-Za-z0-9]+$/.test(line) ||
    new RegExp(`^SET (${DUMP_SETTINGS.join("|")}) = ('[\\w-]*'|[\\w-]+);$`).test(line) ||
    line === "SELECT pg_catalog.set_config('search_path', '', false);"
  );
}

function trimNeutral(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && isNeutral(lines[start]!)) start++;
  while (end > start && isNeutral(lines[end - 1]!)) end--;
  return lines.slice(start, end);
}

/**
 * Reads a restore script line by line, as psql will: after a `COPY ... FROM stdin;` line, the
 * lines up to `\.` are data (never commands); every other line belongs to the prologue or to the
 * entry whose header precedes it. `schema` is written back as `liveSchema` (the reference is
 * dumped from a throwaway schema).
 */
export async function readRestoreScript(file: string, rename?: { schema: string; liveSchema: string }): Promise<RestoreScript> {
  const prologue: string[] = [];
  const entries: { kind: string; name: string; schema: string; lines: string[] }[] = [];
  const migrations: string[] = [];
  const pending: string[] = [];
  let inData: "kysely_migration" | "other" | null = null;
  const swap = (text: string) => (rename ? text.split(rename.schema).join(rename.liveSchema) : text);
  for await (const line of createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity })) {
    if (inData) {
      if (line === "\\.") {
        inData = null;
        entries.at(-1)!.lines.push(line);
      } else if (inData === "kysely_migration") {
        migrations.push(line.split("\t")[0]!);
      }
      continue;
    }
    pending.push(line);
    // A header is three lines: "--", "-- Name: ...", "--".
    if (pending.length >= 3 && line === "--" && pending.at(-3) === "--") {
      const header = HEADER.exec(pending.at(-2)!);
      if (header) {
        const before = pending.slice(0, -3);
        if (entries.length === 0) prologue.push(...before);
        else entries.at(-1)!.lines.push(...before);
        pending.length = 0;
        entries.push({ name: swap(header[1]!), kind: header[2]!, schema: swap(header[3]!), lines: [] });
        continue;
      }
    }
    const entry = entries.at(-1);
    if (entry?.kind === "TABLE DATA" && /^COPY \S+ \(.*\) FROM stdin;$/.test(line)) {
      entry.lines.push(...pending);
      pending.length = 0;
      inData = entry.name === "kysely_migration" ? "kysely_migration" : "other";
    }
  }
  if (entries.length === 0) prologue.push(...pending);
  else entries.at(-1)!.lines.push(...pending);
  return {
    prologue: trimNeutral(prologue.map(swap)).filter((line) => !isNeutral(line)),
    entries: entries.map((entry) => ({
      kind: entry.kind,
      name: entry.schema === "-" ? entry.name : `${entry.schema}.${entry.name}`,
      definition: trimNeutral(entry.lines.map(swap)).join("\n"),
    })),
    migrations,
  };
}

/** What a genuine dump has that a dump of one schema cannot: the trigram extension the search uses (migration 0003). */
function extensionEntries(liveSchema: string): SchemaObject[] {
  return [
    { kind: "EXTENSION", name: "pg_trgm", definition: `CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA ${liveSchema};` },
    {
      kind: "COMMENT",
      name: "EXTENSION pg_trgm",
      definition: "COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';",
    },
  ];
}

/**
 * Compares a backup's script with the reference's. A sequence's position is data (any whole
 * number); everything else must match entry by entry, and each prologue line must be one of
 * the reference's (each is a whole statement on its line).
 */
export function compareRestoreScripts(backup: RestoreScript, reference: RestoreScript, liveSchema: string): SchemaCheck {
  const hasTrigram = backup.entries.some((entry) => entry.kind === "EXTENSION" && entry.name === "pg_trgm");
  const expected = [...reference.entries, ...(hasTrigram ? extensionEntries(liveSchema) : [])];
  const sequencePosition = /^(SELECT pg_catalog\.setval\('[\w.]+', )\d+, (?:true|false)\);$/;
  const positionless = (entry: SchemaObject) =>
    entry.kind === "SEQUENCE SET" ? { ...entry, definition: entry.definition.replace(sequencePosition, "$1N, B);") } : entry;
  const result = compareSchemas(backup.entries.map(positionless), expected.map(positionless));
  const problems = result.ok ? [] : [...result.problems];
  const allowed = new Set([...reference.prologue, ...(hasTrigram ? ["DROP EXTENSION IF EXISTS pg_trgm;"] : [])]);
  for (const line of backup.prologue) if (!allowed.has(line)) problems.push(`the statement "${line.slice(0, 120)}" is not the site's`);
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/** The migrations the backup has, checked against ours: the one to migrate the reference to. */
async function postgresMigrationTarget(backup: RestoreScript): Promise<ReturnType<typeof migrationTarget>> {
  return migrationTarget(backup.migrations, await knownMigrations("postgres"));
}

/**
 * Creates `schema` in the database and migrates it to `last`, alone on its search path (and the
 * live schema after it, where the trigram extension may already live). The caller dumps and drops it.
 */
async function migrateReferenceSchema(databaseUrl: string, schema: string, liveSchema: string, last: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, application_name: "courier-restore", options: `-c search_path=${schema},${liveSchema}` });
  const kysely = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    await pool.query(`CREATE SCHEMA ${schema}`);
    const migrator = new Migrator({ db: kysely, provider: migrationProvider("postgres"), migrationTableSchema: schema });
    const { error } = await migrator.migrateTo(last);
    if (error) throw error instanceof Error ? error : new Error(String(error));
  } finally {
    await kysely.destroy();
  }
}

export type ScriptCheck = SchemaCheck;

/**
 * Writes the backup's restore script to `script` and checks it against a reference made in a
 * throwaway schema of the target database (created, dumped and dropped here; the live schema is
 * never written). `work` is a private directory for the reference's script.
 */
export async function checkPostgresBackupScript(file: string, script: string, reference: string, databaseUrl: string): Promise<ScriptCheck> {
  postgresTool("psql"); // the restore runs the script with psql: missing, refuse before anything
  await restoreScriptOf(file, script);
  const backup = await readRestoreScript(script);
  const target = await postgresMigrationTarget(backup);
  if (!target.ok) return { ok: false, problems: [target.problem], newer: target.newer };
  const liveSchema = await withClient(
    databaseUrl,
    async (client) => (await client.query<{ schema: string }>("SELECT current_schema() AS schema")).rows[0]!.schema,
  );
  const schema = `courier_restore_reference_${process.pid}`;
  try {
    await migrateReferenceSchema(databaseUrl, schema, liveSchema, target.last);
    await dumpSchemaScript(databaseUrl, schema, reference);
  } finally {
    await withClient(databaseUrl, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  }
  const expected = await readRestoreScript(reference, { schema, liveSchema });
  // The throwaway schema itself is not part of what a backup holds.
  expected.prologue = expected.prologue.filter((line) => line !== `DROP SCHEMA IF EXISTS ${liveSchema};`);
  expected.entries = expected.entries.filter((entry) => !(entry.kind === "SCHEMA" && entry.name === liveSchema));
  return compareRestoreScripts(backup, expected, liveSchema);
}
