import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase } from "kysely";

/**
 * Kysely's SQLite dialect over Node's built-in node:sqlite. Kysely expects the better-sqlite3
 * statement shape; node:sqlite differs only in taking parameters spread and in how a statement
 * tells whether it returns rows (columns()). Prepared statements are kept by their SQL text (the
 * queries are few and fixed), so the hot path does not compile the same INSERT for every lead.
 */
export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  const statements = new Map<string, StatementSync>();
  const MAX_STATEMENTS = 200;
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statement = database.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const adapter: SqliteDatabase = {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const statement = prepared(sql);
      const params = (values: ReadonlyArray<unknown>) => values as SQLInputValue[];
      return {
        reader: statement.columns().length > 0,
        all: (values) => statement.all(...params(values)),
        run: (values) => statement.run(...params(values)),
        iterate: (values) => statement.iterate(...params(values)),
      };
    },
  };
  return new ImmediateTransactionsSqliteDialect({ database: adapter });
}

/**
 * Every transaction we run writes, so it takes the write lock when it begins (BEGIN IMMEDIATE).
 * Kysely's plain BEGIN is deferred: a transaction that reads first and writes later fails at
 * once with "database is locked" when another connection (the users CLI, a second process)
 * wrote in between, because SQLite cannot upgrade a stale WAL snapshot and does not wait for it.
 * An immediate transaction waits for the lock with the busy timeout instead.
 */
class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  constructor(config: { database: SqliteDatabase }) {
    super(config);
    this.#database = config.database;
  }
  override createDriver(): Driver {
    return new ImmediateTransactionsSqliteDriver({ database: this.#database });
  }
}

class ImmediateTransactionsSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * SQLite rolls a transaction back by itself after some errors (a full disk, SQLITE_FULL): the
   * ROLLBACK that follows then finds none, and its error would hide the one that mattered.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw("rollback"));
    } catch (error) {
      if (!(error instanceof Error && /no transaction is active/.test(error.message))) throw error;
    }
  }
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
