/**
 * When the accessibility statement (./accessibility-statement.ts) was last reviewed and the site
 * last checked, DD.MM.YYYY: the statement and the settings panel both show it. Its own module so
 * the panel's script carries the date without the statement's schema (zod).
 */
export const STATEMENT_DATE = "28.11.2026";
