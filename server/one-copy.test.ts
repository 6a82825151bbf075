/**
 * The rules that keep one copy of each module in the server process (decision 038), read from
 * the source: no state parked on globalThis under a shared symbol, and a starter (server.ts)
 * that reaches the site only through its build. tests/server/one-copy.test.ts checks the
 * running process.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe("one copy of each module", () => {
  it("no app or server code keeps state under a Symbol.for key (a second copy of a module would share it)", () => {
    const files = [...sourceFiles("app"), ...sourceFiles("server"), "server.ts"];
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => readFileSync(path.join(root, file), "utf8").includes("Symbol.for("));
    expect(offenders).toEqual([]);
  });

  it("server.ts imports only Node's modules and Vite at run time; the site's types only as types", () => {
    const source = readFileSync(path.join(root, "server.ts"), "utf8");
    const imports = [...source.matchAll(/^import\s+(type\s+)?[^"']*?from\s+["']([^"']+)["']/gm)].map(([, type, from]) => ({ type: Boolean(type), from }));
    const dynamic = [...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map(([, from]) => from);
    expect(imports.filter((i) => !i.type && !i.from!.startsWith("node:"))).toEqual([]);
    expect(imports.filter((i) => i.type).map((i) => i.from)).toEqual(["./server/app.ts"]);
    expect(dynamic).toEqual(["vite"]);
  });

  it("server.ts checks the build for every export of it that it uses", () => {
    const source = readFileSync(path.join(root, "server.ts"), "utf8");
    const wanted =
      /const WANTED_EXPORTS = \[([^\]]*)\]/
        .exec(source)?.[1]
        ?.match(/"\w+"/g)
        ?.map((name) => name.slice(1, -1)) ?? [];
    const used = [...source.matchAll(/\b(?:site|latest|previous)\.(\w+)/g)].map(([, name]) => name!);
    const destructured = [.../const \{([^}]*)\} = site;/.exec(source)![1]!.matchAll(/\w+/g)].map(([name]) => name);
    expect(used.length + destructured.length).toBeGreaterThan(5);
    expect([...new Set([...used, ...destructured])].filter((name) => !wanted.includes(name))).toEqual([]);
  });
});
