import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase } from "kysely";

/**
 * Kysely's SQLite dialect over Node's built-in node:sqlite. Kysely expects the better-sqlite3
 * statement shape; node:sqlite differs only in taking parameters spread and in how a statement
 * tells whether it returns rows (columns()).
 */
export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  const adapter: SqliteDatabase = {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      const params = (values: ReadonlyArray<unknown>) => values as SQLInputValue[];
      return {
        reader: statement.columns().length > 0,
        all: (values) => statement.all(...params(values)),
        run: (values) => statement.run(...params(values)),
        iterate: (values) => statement.iterate(...params(values)),
      };
    },
  };
  return new SqliteDialect({ database: adapter });
}

/** Opens the database file with the settings that make an acknowledged write survive a crash. */
export function openSqliteFile(file: string): DatabaseSync {
  const database = new DatabaseSync(file, { timeout: 5000 });
  database.exec("PRAGMA journal_mode = WAL");
  // FULL: a commit is on disk before it is acknowledged, even across power loss.
  database.exec("PRAGMA synchronous = FULL");
  database.exec("PRAGMA foreign_keys = ON");
  return database;
}
