import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The build's client directory (BUILD_DIR, default build/). */
export function clientDir(root: string): string {
  return path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "client");
}

/** Every pre-rendered page of a build, by its exact path ("/", "/about", "/blog/x"), sorted as the site map reads. */
export function prerenderedRoutes(root: string): string[] {
  const client = clientDir(root);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") walk(path.join(dir, entry.name));
      else if (entry.name === "index.html") {
        const rel = path.relative(client, dir).split(path.sep).join("/");
        found.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(client);
  return found.sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/**
 * Rewrites every pre-rendered page (an .html file outside assets/) under a build's client
 * directory with `transform`; returns how many pages changed. Only the pages: the
 * precompress-client-build step (vite.config.ts) runs last and writes every .br and .gz from the
 * files as they are then.
 */
export function rewritePrerenderedPages(clientDir: string, transform: (html: string) => string): number {
  let pages = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name.endsWith(".html")) {
        const html = readFileSync(full, "utf8");
        const next = transform(html);
        if (next !== html) {
          writeFileSync(full, next);
          pages++;
        }
      }
    }
  };
  walk(clientDir);
  return pages;
}
