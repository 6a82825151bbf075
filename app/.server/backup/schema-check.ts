/**
 * A restore trusts no schema object it did not create: every table, index, trigger, view (and on
 * PostgreSQL every function, rule, policy, type, schema, extension) in a backup must be one the
 * site's migrations create, with the same definition, compared with a database freshly migrated
 * to the backup's own migration. See docs/decisions/033-restore-trusts-only-its-own-schema.md.
 */
import { DatabaseSync } from "node:sqlite";
import { Kysely, Migrator } from "kysely";
import { migrationProvider, type Engine } from "../db/migrations.ts";
import { nodeSqliteDialect } from "../db/node-sqlite-dialect.ts";

/** One schema object: its kind ("table", "trigger", "FUNCTION"...), its name, its definition. */
export interface SchemaObject {
  kind: string;
  name: string;
  definition: string;
}

/** `newer`: the backup's migrations this version does not know (a backup from a newer version, not a foreign one). */
export type SchemaCheck = { ok: true } | { ok: false; problems: string[]; newer?: string[] };

/** Whitespace runs count as one space: the same object, however its text was wrapped. */
const normaliseDefinition = (definition: string) => definition.replace(/\s+/g, " ").trim();

const describe = (object: Pick<SchemaObject, "kind" | "name">) => `${object.kind.toLowerCase()} "${object.name}"`;

/**
 * Compares a backup's objects with the reference's (a fresh database's): each object the
 * reference lacks, each definition that differs and each object the backup lacks is a problem,
 * named. Objects are matched by kind and name; a name given twice is a problem too.
 */
export function compareSchemas(backup: readonly SchemaObject[], reference: readonly SchemaObject[]): SchemaCheck {
  const key = (object: SchemaObject) => `${object.kind}\u0000${object.name}`;
  const expected = new Map(reference.map((object) => [key(object), normaliseDefinition(object.definition)]));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const object of backup) {
    const k = key(object);
    const definition = expected.get(k);
    if (seen.has(k)) problems.push(`${describe(object)} appears twice`);
    else if (definition === undefined) problems.push(`${describe(object)} is not created by the site's migrations`);
    else if (definition !== normaliseDefinition(object.definition)) problems.push(`${describe(object)} differs from the site's own definition`);
    seen.add(k);
  }
  for (const object of reference) if (!seen.has(key(object))) problems.push(`${describe(object)} is missing`);
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/** The migrations this code knows, in the order they run. */
export async function knownMigrations(engine: Engine): Promise<string[]> {
  return Object.keys(await migrationProvider(engine).getMigrations()).sort();
}

/**
 * Which of our migrations to compare against: the backup's own list must be the first N of ours
 * (a backup from an older version is compared with the schema that version had).
 */
export function migrationTarget(
  applied: readonly string[],
  known: readonly string[],
): { ok: true; last: string } | { ok: false; problem: string; newer?: string[] } {
  const sorted = [...applied].sort();
  if (sorted.length === 0) return { ok: false, problem: "it records no migrations (not this site's database)" };
  const unknown = sorted.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    return {
      ok: false,
      problem: `it records migrations this version does not have (${unknown.join(", ")}): restore it with the version that made it`,
      newer: unknown,
    };
  if (sorted.some((name, index) => known[index] !== name)) return { ok: false, problem: "its migrations are not the site's in order" };
  return { ok: true, last: sorted.at(-1)! };
}

const SQLITE_MASTER = "SELECT type, name, sql FROM sqlite_master ORDER BY type, name";

function sqliteObjects(database: DatabaseSync): SchemaObject[] {
  return (database.prepare(SQLITE_MASTER).all() as { type: string; name: string; sql: string | null }[]).map((row) => ({
    kind: row.type,
    name: row.name,
    definition: row.sql ?? "",
  }));
}

/** The sqlite_master of an empty in-memory database migrated up to `last` (every migration when undefined). */
async function sqliteReference(last?: string): Promise<SchemaObject[]> {
  const database = new DatabaseSync(":memory:");
  const kysely = new Kysely<unknown>({ dialect: nodeSqliteDialect(database) });
  try {
    const migrator = new Migrator({ db: kysely, provider: migrationProvider("sqlite") });
    const { error } = last ? await migrator.migrateTo(last) : await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return sqliteObjects(database);
  } finally {
    await kysely.destroy();
  }
}

/**
 * Checks a SQLite backup's schema (its sqlite_master) against a fresh in-memory database migrated
 * to the backup's migration. Only reads the file: nothing in it runs (no trigger fires on a read,
 * and the migration list is read only once its table is known to be ours).
 */
export async function checkSqliteSchema(file: string): Promise<SchemaCheck> {
  const database = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  try {
    const objects = sqliteObjects(database);
    const latest = await sqliteReference();
    const migrationTables = new Set(["kysely_migration", "kysely_migration_lock"]);
    const bookkeeping = compareSchemas(
      objects.filter((object) => object.kind === "table" && migrationTables.has(object.name)),
      latest.filter((object) => object.kind === "table" && migrationTables.has(object.name)),
    );
    if (!bookkeeping.ok) return bookkeeping;
    const applied = (database.prepare("SELECT name FROM kysely_migration").all() as { name: string }[]).map((row) => row.name);
    const target = migrationTarget(applied, await knownMigrations("sqlite"));
    if (!target.ok) return { ok: false, problems: [target.problem], newer: target.newer };
    return compareSchemas(objects, await sqliteReference(target.last));
  } finally {
    database.close();
  }
}

/** The refusal's text: the objects named, at most ten, then how many more. */
export function describeProblems(problems: readonly string[]): string {
  const shown = problems.slice(0, 10).join("; ");
  return problems.length > 10 ? `${shown}; and ${problems.length - 10} more` : shown;
}
