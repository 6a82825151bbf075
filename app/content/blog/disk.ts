/**
 * The blog collection read straight from disk, for plain-Node tools that cannot run Vite's
 * `import.meta.glob` (the Playwright tests). The site itself uses `./index.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as prices from "../prices";
import { loadArticles, type ArticleCollection } from "./load";

export function loadArticlesFromDisk(root = process.cwd()): ArticleCollection {
  const dir = path.join(root, "app/content/blog");
  const files = readdirSync(dir).filter((name) => name.endsWith(".md"));
  return loadArticles(Object.fromEntries(files.map((name) => [`app/content/blog/${name}`, readFileSync(path.join(dir, name), "utf8")])), prices);
}
