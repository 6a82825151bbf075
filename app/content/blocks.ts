/**
 * Body text of the content pages: headed sections of paragraphs, an optional list and an
 * optional table (caption, column headers, rows). Drawn by components/page/content-blocks.tsx.
 */
import { z } from "zod";
import { openingHours } from "../lib/site-config";

export const tableSchema = z
  .object({
    caption: z.string().min(2),
    columns: z.array(z.string().min(1)).min(2),
    rows: z.array(z.array(z.string().min(1))).min(1),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), "every row needs one cell per column");

export const blockSchema = z.object({
  heading: z.string().min(2),
  paragraphs: z.array(z.string().min(10)).default([]),
  list: z.array(z.string().min(2)).optional(),
  /** A numbered list instead of bullets (steps). */
  ordered: z.boolean().optional(),
  table: tableSchema.optional(),
});

export type Table = z.output<typeof tableSchema>;
export type Block = z.output<typeof blockSchema>;

/** "30" -> "מ-30 ₪": an indicative "from" price. */
export const fromPrice = (shekels: number) => `מ-${shekels} ₪`;

/** "1-2" -> "1–2", "08:30-22:00" -> "08:30–22:00": a range of prices.ts shown with an en dash. */
export const dashRange = (text: string) => text.replace(/(\d)-(\d)/g, "$1–$2");

/**
 * Both readings of the hours (spec 1), from the one place they are kept, each with what it applies
 * to (docs/content.md): the service (ordering, urgent deliveries) is 24/7; the office and the
 * regular couriers keep the weekday hours.
 */
export const serviceHoursText = `הזמנות ומשלוחים דחופים: ${openingHours.service.replace(/^שירות /, "")}`;
/** "ראשון עד חמישי 08:30–22:00, שישי וערבי חג 08:30–15:00" */
export const courierHours = openingHours.couriers.map((row) => `${row.days} ${dashRange(row.hours)}`).join(", ");
export const courierHoursText = `המשרד והשליחים במשלוחים רגילים: ${courierHours}`;
