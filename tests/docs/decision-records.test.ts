import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A decision record is one page (docs/decisions/000-template.md) that a reader can follow from
// any clone: no longer than 80 lines, no path on one machine or outside the repository, and every
// file it names in backticks still there. A file since removed or renamed is named in plain
// text, beside the record that removed it.
const root = path.resolve(import.meta.dirname, "../..");
const decisionsFolder = "docs/decisions";
const MAX_LINES = 80;

const recordFiles = readdirSync(path.join(root, decisionsFolder))
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .map((file) => path.join(decisionsFolder, file));
const indexFile = path.join(decisionsFolder, "README.md");

/** Lines as an editor counts them: a final newline ends the last line, it does not start one. */
const lineCount = (text: string): number => text.replace(/\n$/, "").split("\n").length;

// Folders that exist on one machine only (a home, a work area, a temporary folder), or a drive.
const MACHINE_PATH = /(?:^|[\s`(<"'=:])((?:\/(?:work|root|home|Users|tmp|private|mnt|srv)\/|~\/|[A-Za-z]:\\)[^\s`)>"']*)/g;

/** Paths in the text that belong to one machine, wherever they stand (prose, code, links). */
function machinePaths(text: string): string[] {
  return [...text.matchAll(MACHINE_PATH)].map((match) => match[1] ?? "");
}

/** Link targets and backticked paths that climb out of the repository from where they stand. */
function pathsLeavingTheRepository(file: string, text: string): string[] {
  const linkTargets = [...text.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)]
    .map((match) => match[1] ?? "")
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href))
    .filter((href) => path.relative(root, path.join(root, path.dirname(file), href)).startsWith(".."));
  const citedPaths = backtickedTokens(text).filter((token) => token.startsWith("../") && path.relative(root, path.join(root, token)).startsWith(".."));
  return [...linkTargets, ...citedPaths];
}

function backtickedTokens(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].flatMap((match) => (match[1] ?? "").split(/\s+/)).map((token) => token.replace(/[:;,.]+$/, ""));
}

// A repository file as records cite it: folders joined by `/`, a name with an extension, maybe
// a brace list (`app/lib/{a,b}.test.ts`). Not a URL path (`/blog`, `//host`), a placeholder
// (`<slug>`), a glob, a variable's folder (`DATA_DIR/courier.sqlite`) or the build's output.
const FILE_PATH = /^(?:\.\/)?[\w.@-]+(?:\/[\w.@{},-]+)+\.[A-Za-z0-9]+$/;

function expandBraces(citation: string): string[] {
  const braces = /\{([^{}]*)\}/.exec(citation);
  if (!braces) return [citation];
  return (braces[1] ?? "").split(",").flatMap((part) => expandBraces(citation.replace(braces[0], part)));
}

// Records cite app modules from the repository root, from `app/`, `app/.server/` or `app/content/` (as the
// imports read), and packages by their path in node_modules (`axe-core/axe.min.js`).
const CITATION_ROOTS = ["", "app", "app/.server", "app/content", "node_modules"];

function missingFiles(text: string): string[] {
  return backtickedTokens(text)
    .filter((token) => FILE_PATH.test(token) && !token.startsWith("build/") && !/^[A-Z][A-Z0-9_]*\//.test(token))
    .flatMap(expandBraces)
    .filter((citation) => !CITATION_ROOTS.some((base) => existsSync(path.join(root, base, citation))));
}

function citationProblemsOf(file: string, text: string): string[] {
  return [
    ...machinePaths(text).map((found) => `a path on one machine: ${found}`),
    ...pathsLeavingTheRepository(file, text).map((found) => `a path outside the repository: ${found}`),
    ...missingFiles(text).map((found) => `no such file: ${found} (name a removed file in plain text, with the record that removed it)`),
  ];
}

function problemsOf(file: string, text: string): string[] {
  const lines = lineCount(text);
  return [...(lines > MAX_LINES ? [`${lines} lines, over ${MAX_LINES}`] : []), ...citationProblemsOf(file, text)];
}

describe("decision records", () => {
  it("are found", () => {
    expect(recordFiles.length).toBeGreaterThan(50);
  });

  it.each(recordFiles)("%s is one page, cites only files in the repository, and they exist", (file) => {
    expect(problemsOf(file, readFileSync(path.join(root, file), "utf8"))).toEqual([]);
  });

  it("their index cites only files in the repository, and they exist", () => {
    expect(citationProblemsOf(indexFile, readFileSync(path.join(root, indexFile), "utf8"))).toEqual([]);
  });
});

describe("the decision-record check", () => {
  const record = path.join(decisionsFolder, "999-example.md");
  const problems = (text: string) => problemsOf(record, text);

  it("passes a short record citing files that exist", () => {
    expect(problems("# 999: x\n\n`server.ts`, `app/root.tsx`, `lib/{paths,canonical-path}.ts`, `/blog/<slug>`, `build/server/index.js`\n")).toEqual([]);
  });

  it("fails a record over 80 lines, and counts a final newline as no line", () => {
    expect(problems("line\n".repeat(80))).toEqual([]);
    expect(problems("line\n".repeat(81))).toEqual(["81 lines, over 80"]);
  });

  it("fails a path on one machine, in prose, code or a link", () => {
    expect(problems("Screenshots: /work/shots/tree/ and `/root/x.png`, [here](/home/me/a.md).")).toEqual([
      "a path on one machine: /work/shots/tree/",
      "a path on one machine: /root/x.png",
      "a path on one machine: /home/me/a.md",
    ]);
  });

  it("fails a relative path that leaves the repository", () => {
    expect(problems("The spec (`../shared/spec/DECISIONS.md`, [link](../../../shared/x.md)); fine: [R1](../product.md).")).toEqual([
      "a path outside the repository: ../../../shared/x.md",
      "a path outside the repository: ../shared/spec/DECISIONS.md",
    ]);
  });

  it("fails a cited file that does not exist, one of a brace list too", () => {
    expect(problems("`server/main.ts` and `app/lib/{paths,gone}.ts`; `server/main.ts` in plain text: server/main.ts")).toEqual([
      "no such file: server/main.ts (name a removed file in plain text, with the record that removed it)",
      "no such file: app/lib/gone.ts (name a removed file in plain text, with the record that removed it)",
      "no such file: server/main.ts (name a removed file in plain text, with the record that removed it)",
    ]);
  });
});
