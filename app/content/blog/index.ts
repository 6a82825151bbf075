/**
 * The blog: one Markdown file per article in this folder (adding an article is adding its file).
 * Server and build-time data: import it from loaders, routes.ts and react-router.config.ts only,
 * never from components, so no article body or Markdown library reaches the browser.
 *
 * Vite bundles the files (`import.meta.glob`), so this module runs wherever Vite does (the build,
 * the route config, Vitest). Plain Node (Playwright) reads the same files with `./disk.ts`.
 */
import * as prices from "../prices";
import { loadArticles, type Article } from "./load";

export type { Article } from "./load";

const sources = import.meta.glob<string>("./*.md", { query: "?raw", import: "default", eager: true });

const collection = loadArticles(Object.fromEntries(Object.entries(sources).map(([key, source]) => [`app/content/blog/${key.slice(2)}`, source])), prices);

/** Every article's record (no body), newest first. */
export const articles: readonly Article[] = collection.articles;

/** An article and its rendered HTML body, or undefined for an unknown slug. */
export function articleBySlug(slug: string): { article: Article; html: string } | undefined {
  const article = articles.find((a) => a.slug === slug);
  const html = collection.html.get(slug);
  return article && html !== undefined ? { article, html } : undefined;
}
