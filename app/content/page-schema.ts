/**
 * The fields every page record has (content-rules: named fields, never positional arguments).
 * Each collection extends this schema with its own fields and checks its records through
 * defineCollection (./collection.ts).
 */
import { z } from "zod";

const pageKinds = ["home", "service", "info", "city", "blog", "article"] as const;
export type PageKind = (typeof pageKinds)[number];

/** A site path: "/" or "/segment[/segment]", lower-case, no trailing slash. */
const sitePath = z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, "expected a path such as /shipping-haifa");

export const pageRecordSchema = z.object({
  path: sitePath,
  kind: z.enum(pageKinds),
  /** Short Hebrew label for menus and breadcrumbs. */
  label: z.string().min(2).max(60),
  /** Page title without the brand suffix; also the h1 unless the page says otherwise. */
  title: z.string().min(2).max(90),
  description: z.string().min(30).max(200),
  keywords: z.array(z.string().min(2)).min(1),
});

export type PageRecord = z.output<typeof pageRecordSchema>;

/** What menus, the footer and breadcrumbs need of a page: no content, just the link. */
export interface PageLink {
  path: string;
  label: string;
}

export const toLink = ({ path, label }: PageLink): PageLink => ({ path, label });
