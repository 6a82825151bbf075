import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Lexer, marked, type Token } from "marked";
import { describe, expect, it } from "vitest";

// Every relative link in the README and the docs leads to a file that exists and, with a
// #fragment, to a heading of that file (GitHub's anchors: lower case, punctuation out, spaces
// to hyphens, a repeated heading numbered).
const root = path.resolve(import.meta.dirname, "../..");
const markdownFiles = [
  "README.md",
  "deploy/README.md",
  ...readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    // The record template's links are placeholders by design.
    .filter((file) => file.endsWith(".md") && path.basename(file) !== "000-template.md")
    .map((file) => path.join("docs", file)),
];

const tokensOf = (file: string): Token[] => Lexer.lex(readFileSync(path.join(root, file), "utf8"));

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  marked.walkTokens(tokensOf(file), (token) => {
    if (token.type !== "heading") return;
    const slug = token.text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  });
  return anchors;
}

function relativeLinks(file: string): string[] {
  const links: string[] = [];
  marked.walkTokens(tokensOf(file), (token) => {
    if ((token.type === "link" || token.type === "image") && !/^[a-z][a-z0-9+.-]*:/i.test(token.href)) links.push(token.href);
  });
  return links;
}

describe("relative links in the Markdown files", () => {
  it.each(markdownFiles)("%s", (file) => {
    const broken = relativeLinks(file).filter((href) => {
      const [target = "", fragment] = href.split("#");
      const linked = target ? path.join(path.dirname(file), decodeURIComponent(target)) : file;
      if (!existsSync(path.join(root, linked))) return true;
      if (fragment === undefined || statSync(path.join(root, linked)).isDirectory() || !linked.endsWith(".md")) return false;
      return !anchorsOf(linked).has(decodeURIComponent(fragment));
    });
    expect(broken).toEqual([]);
  });
});
