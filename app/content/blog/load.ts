/**
 * The blog collection from its Markdown files: frontmatter checked by a zod schema, figures
 * interpolated from the prices, bodies rendered to HTML. Any fault throws with the file's path
 * and the field, so a broken article fails the build.
 */
import { z } from "zod";
import { defineCollection } from "../collection.ts";
import { pageRecordSchema } from "../page-schema.ts";
import { interpolateFigures, renderMarkdown, splitFrontmatter, type FigureSource } from "../../lib/markdown.ts";
import { errorMessage } from "../../lib/error-message.ts";

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");

/** dd.mm.yyyy, a real calendar day. */
const dateSchema = z
  .string()
  .regex(/^\d{2}\.\d{2}\.\d{4}$/, "a date written dd.mm.yyyy")
  .refine((value) => {
    const [day, month, year] = value.split(".").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, "not a calendar day");

/** The frontmatter: the page record's fields (path and kind follow from the slug) and the card's. */
const articleFrontmatterSchema = pageRecordSchema
  .omit({ path: true, kind: true })
  .extend({
    id: z.number().int().positive(),
    slug: slugSchema,
    /** The card's teaser on /blog. */
    excerpt: z.string().min(30),
    date: dateSchema,
    author: z.string().min(2),
    image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "a path under /images/blog/, an .svg"),
    imageAlt: z.string().min(10),
    /** Slugs of articles to suggest after this one. */
    related: z.array(slugSchema).default([]),
  })
  .strict();

type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

export interface Article extends ArticleFrontmatter {
  path: `/blog/${string}`;
  kind: "article";
  /** The date as yyyy-mm-dd, for <time dateTime> and structured data. */
  isoDate: string;
}

export interface ArticleCollection {
  /** Newest first. */
  articles: Article[];
  /** The rendered body of each article, by slug. */
  html: ReadonlyMap<string, string>;
}

const isoFromDate = (date: string) => date.split(".").reverse().join("-");

/**
 * Builds the collection from Markdown sources keyed by file path (e.g.
 * "app/content/blog/delivery-tips.md"). Figures in `{{...}}` are read from `figures`.
 */
export function loadArticles(files: Readonly<Record<string, string>>, figures: FigureSource): ArticleCollection {
  const articles: Article[] = [];
  const html = new Map<string, string>();
  const fileOf = new Map<string, string>();

  for (const [file, source] of Object.entries(files)) {
    const fail = (message: string): never => {
      throw new Error(`${file}: ${message}`);
    };
    let frontmatter: unknown;
    let body = "";
    try {
      ({ data: frontmatter, body } = splitFrontmatter(interpolateFigures(source, figures)));
    } catch (error) {
      fail(errorMessage(error));
    }
    const data = defineCollection(file, articleFrontmatterSchema, frontmatter as z.input<typeof articleFrontmatterSchema>);

    const fileSlug = file.split("/").pop()!.replace(/\.md$/, "");
    if (data.slug !== fileSlug) fail(`slug: "${data.slug}" differs from the file name "${fileSlug}"`);
    if (articles.some((a) => a.id === data.id)) fail(`id: ${data.id} is used by another article`);
    if (!body.trim()) fail("the article has no body");

    try {
      html.set(data.slug, renderMarkdown(body));
    } catch (error) {
      fail(`body: ${errorMessage(error)}`);
    }
    fileOf.set(data.slug, file);
    articles.push({ ...data, path: `/blog/${data.slug}`, kind: "article", isoDate: isoFromDate(data.date) });
  }

  const slugs = new Set(articles.map((a) => a.slug));
  for (const article of articles) {
    article.related.forEach((slug, i) => {
      if (!slugs.has(slug) || slug === article.slug) throw new Error(`${fileOf.get(article.slug)}: related[${i}]: no other article has the slug "${slug}"`);
    });
  }

  articles.sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.id - b.id);
  return { articles, html };
}
