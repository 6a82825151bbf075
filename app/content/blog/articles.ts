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
import { PACKING_COVER, PICKUP_PROMISE } from "../../lib/customer-facts.ts";
import { folderTexts } from "../folder.ts";
import * as prices from "../prices.ts";
import { perBook, startingPriceBook, type PriceBook } from "../price-book.ts";
import { loadArticles, type Article } from "./load.ts";

export type { Article } from "./load.ts";

const sources: Record<string, string> = import.meta.env
  ? import.meta.glob<string>("./*.md", { query: "?raw", import: "default", eager: true })
  : await folderTexts(import.meta.url, ".md");

const files = Object.fromEntries(Object.entries(sources).map(([key, source]) => [`app/content/blog/${key.slice(2)}`, source]));

/** The articles with one price book's figures: the `{{...}}` placeholders read the non-price figures, and the book as `book`. */
/** The customer facts an article may say, as `{{facts....}}` (worded once in app/lib/customer-facts.ts). */
export const articleFacts = { pickupPromise: PICKUP_PROMISE, packingCover: PACKING_COVER };

const collectionOf = perBook(({ book }) => loadArticles(files, { ...prices, book, facts: articleFacts }));

/**
 * Every article's record (no body), newest first. The records hold no price (their frontmatter
 * reads only ../prices.ts; app/content/blog/articles.test.ts holds them to it), so one list serves every book.
 */
export const articles: Article[] = collectionOf(startingPriceBook).articles;

/** An article and its body rendered with the book's figures, or undefined for an unknown slug. */
export function articleBySlug(slug: string, prices: PriceBook): { article: Article; html: string } | undefined {
  const article = articles.find((a) => a.slug === slug);
  const html = collectionOf(prices).html.get(slug);
  return article && html !== undefined ? { article, html } : undefined;
}
