/**
 * The blog: one Markdown file per article in this folder (adding an article is adding its file).
 * Server and build-time data: import it from loaders, routes.ts and react-router.config.ts only,
 * never from components, so no article body or Markdown library reaches the browser.
 *
 * Under Vite (the build, the server bundle, the route config, Vitest) the files are bundled with
 * `import.meta.glob`; plain Node (the Playwright tests import the page records) has no
 * `import.meta.env` and reads the same files through ../folder.ts. Either way the one loader
 * (./load.ts) checks and renders them.
 */
import { folderTexts } from "../folder.ts";
import * as prices from "../prices.ts";
import { book } from "../price-book.ts";
import { loadArticles, type Article } from "./load.ts";

export type { Article } from "./load.ts";

const sources: Record<string, string> = import.meta.env
  ? import.meta.glob<string>("./*.md", { query: "?raw", import: "default", eager: true })
  : await folderTexts(import.meta.url, ".md");

/** What the articles' `{{...}}` placeholders read: the non-price figures, and the price book as `book`. */
const articleFigures = { ...prices, book };

const collection = loadArticles(
  Object.fromEntries(Object.entries(sources).map(([key, source]) => [`app/content/blog/${key.slice(2)}`, source])),
  articleFigures,
);

/** Every article's record (no body), newest first. */
export const articles: Article[] = collection.articles;

/** An article and its rendered HTML body, or undefined for an unknown slug. */
export function articleBySlug(slug: string): { article: Article; html: string } | undefined {
  const article = articles.find((a) => a.slug === slug);
  const html = collection.html.get(slug);
  return article && html !== undefined ? { article, html } : undefined;
}
