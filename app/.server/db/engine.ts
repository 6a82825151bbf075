/** The two database engines the site runs on: SQLite (node:sqlite, one instance) and PostgreSQL. */
export type Engine = "sqlite" | "postgres";
