/**
 * One name per concept (issue 38): no two source files under app/, server/ and bin/ share a base
 * name, so a name found in a stack trace, an import or a search means one file. Route modules are
 * named by their URL and aside; a test shares its subject's name; `.server` and `.client` mark
 * where a module runs, not what it is, so `x.server.ts` and `x.ts` are twins.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = ["app", "server", "bin"];
const ROUTE_MODULES = path.join("app", "routes") + path.sep;

function baseName(file: string): string {
  return path
    .basename(file)
    .replace(/\.(ts|tsx|js|mjs|css|md)$/, "")
    .replace(/\.(server|client)$/, "");
}

function twins(files: readonly string[]): string[][] {
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(baseName(file), [...(byName.get(baseName(file)) ?? []), file]);
  return [...byName.values()].filter((group) => group.length > 1).map((group) => group.sort());
}

function sourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .map((file) => path.join(dir, file))
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts") && !file.startsWith(ROUTE_MODULES)),
  );
}

describe("source file names", () => {
  it("tells twins apart: .server and .client are no part of the name; tests and other extensions are not sources", () => {
    expect(twins(["app/lib/a.ts", "app/.server/a.server.ts", "app/b.tsx", "server/c.ts"])).toEqual([["app/.server/a.server.ts", "app/lib/a.ts"]]);
    expect(baseName("app/components/x.client.tsx")).toBe("x");
  });

  it("no two source files under app/, server/ and bin/ share a base name (route modules aside)", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(twins(files)).toEqual([]);
  });
});
