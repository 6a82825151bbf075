/**
 * The leads table's columns that the admin page reads, named once: the list (queries.ts) and the
 * export (export.ts) select them in this order. Migrations keep their own lists: they are history.
 */

/** What the visitor sent, and since when the lead is closed (handled_at; its stage: queries.ts). */
export const contactColumns = ["id", "created_at", "name", "phone", "email", "from_location", "to_location", "source", "notes", "handled_at"] as const;

/** A job application's own answers (migration 0018): the list and the notices read them; the export has no per-source columns. */
export const applicationColumns = ["vehicle", "work_area"] as const;

/** Where the visit began and what brought it (migration 0005; docs/decisions/020-attribution.md). */
export const attributionColumns = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
] as const;

/** The calculator's last estimate the visitor saw (migration 0005). */
export const quoteColumns = ["quote_from", "quote_to", "quote_size", "quote_price", "quote_model"] as const;
