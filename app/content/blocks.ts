/**
 * Body text of the content pages: headed sections of paragraphs, an optional list and an
 * optional table (caption, column headers, rows). Drawn by components/page/content-blocks.tsx.
 */
import { z } from "zod";

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
