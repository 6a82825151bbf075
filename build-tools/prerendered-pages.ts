import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

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
