import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a Markdown file
 * (appending the marked section when it is missing), so measurement scripts rewrite their own
 * tables and leave the prose and other people's sections alone.
 */
export function replaceSection(file: string, name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next = from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
