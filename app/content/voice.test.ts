/**
 * The content lint over the real sources: every Hebrew string of app/ (content, components,
 * routes, server messages) and every article. A failure names the file, the line and the phrase;
 * the rules and how to fix each are in docs/content.md ("Voice rules").
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { formatProblem, lintContent, lintFactSources, lintTypedFigures, sloganCeilings, type SourceText } from "../lib/content-lint.ts";
import { startingPriceBook } from "./price-book.ts";

const { modelFigures, modelPercents } = startingPriceBook;

const appDir = path.resolve(import.meta.dirname, "..");
const root = path.resolve(appDir, "..");
/** The lint's own rules name the phrases they forbid. */
const skipped = new Set(["lib/content-lint.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|md)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skipped.has(path.relative(dir, file)));
}

/** JSX text is rendered raw unless its element isolates it: `<Bidi>`, `<bdi>` or `dir="ltr"`. */
function isolatedBy(element: ts.Node): boolean {
  if (!ts.isJsxElement(element)) return false;
  const opening = element.openingElement;
  const tag = opening.tagName.getText();
  if (tag === "Bidi" || tag === "bdi") return true;
  return opening.attributes.properties.some((a) => ts.isJsxAttribute(a) && a.name.getText() === "dir" && a.initializer?.getText() === '"ltr"');
}

function stringsOf(file: string): SourceText[] {
  const relative = path.relative(root, file);
  const source = readFileSync(file, "utf8");
  if (file.endsWith(".md")) return source.split("\n").map((text, i) => ({ file: relative, line: i + 1, text }));
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: SourceText[] = [];
  const add = (node: ts.Node, text: string, renderedRaw = false) =>
    texts.push({ file: relative, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text, renderedRaw });
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) add(node, node.text);
    else if (ts.isJsxText(node) && node.text.trim()) add(node, node.text, !isolatedBy(node.parent));
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return texts;
}

const texts = sourceFiles(appDir).flatMap(stringsOf);

describe("the content lint over the site's sources", () => {
  it("reads the sources: components, content, articles", () => {
    const files = new Set(texts.map((t) => t.file));
    expect(files).toContain("app/content/pricing-page.ts");
    expect(files).toContain("app/content/blog/medical-equipment-delivery.md");
    expect(files).toContain("app/components/site-footer.tsx");
  });

  it("finds no phrase that must not return, no singular address, no typography slip, no slogan over its ceiling", () => {
    expect(lintContent(texts).map(formatProblem)).toEqual([]);
  });

  it("states each customer fact (pickup promise, payment, insurance, claim window, cut-off, far destinations) only in the facts file", () => {
    expect(lintFactSources(texts).map(formatProblem)).toEqual([]);
  });

  it("types no price or percentage in prose that the price book does not hold", () => {
    expect(lintTypedFigures(texts, { shekels: modelFigures(), percents: modelPercents() }).map(formatProblem)).toEqual([]);
  });

  it("keeps every slogan's ceiling meaningful: each is still said somewhere", () => {
    for (const slogan of Object.keys(sloganCeilings)) {
      expect(
        texts.some((t) => t.text.includes(slogan)),
        slogan,
      ).toBe(true);
    }
  });
});
