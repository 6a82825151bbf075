/**
 * The import graph of app/ and the rules it must keep (docs/decisions/040-layers-and-one-lead-shape.md):
 * no import loop, and imports that point one way: app/lib < app/content < app/components <
 * app/routes, with app/.server reached from none of lib, content or components. TypeScript's own
 * scanner (ts.preProcessFile) finds every import, export-from and import() with a literal
 * specifier, type-only ones included. ESLint's no-restricted-imports (eslint.config.js) says the
 * same direction as the code is written; this check resolves the paths, so it also catches
 * what a pattern can miss, and it is the one that finds loops.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** A module and the modules it imports, as paths relative to the scanned folder ("lib/phone.ts"). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx)$/;
const isTest = (file: string) => /\.test\.(ts|tsx)$/.test(file);

/** The graph of every .ts/.tsx module under `root`: relative imports that resolve to a module there. */
export function importGraph(root: string): ImportGraph {
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName.replace(/\?.*$/, "")));
      if (SOURCE.test(target) && !target.startsWith("../") && existsSync(path.join(root, target))) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * Every import loop, each once, as the path that walks it ("a.ts", "b.ts", "a.ts"): one loop per
 * strongly connected group of modules (Tarjan), found by a walk inside the group.
 */
export function importLoops(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(module, Math.min(low.get(module)!, index.get(next)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || (graph.get(module) ?? []).includes(module)) groups.push(group);
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return groups.map((group) => loopThrough(graph, new Set(group)));
}

/** A shortest walk from the group's first module (alphabetically) back to itself, inside the group. */
function loopThrough(graph: ImportGraph, group: ReadonlySet<string>): string[] {
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const module = queue[i]!;
    for (const next of graph.get(module) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const walk: string[] = [];
        for (let at: string | undefined = module; at !== undefined && at !== start; at = cameFrom.get(at)) walk.unshift(at);
        return [start, ...walk, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, module);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** The layers, lowest first: a module may import its own layer and the ones below it. */
const LAYERS = ["lib", "content", "components", "routes"] as const;
/** Server-only code: never imported from these layers (routes may: loaders and actions run there). */
const SERVER_FOLDER = ".server";
const NOT_SERVER_SIDE = ["lib", "content", "components"] as const;

const folderOf = (module: string) => (module.includes("/") ? module.slice(0, module.indexOf("/")) : "");
const rank = (folder: string) => (LAYERS as readonly string[]).indexOf(folder);

/**
 * Imports that point the wrong way, as "from -> to". Tests are left out: nothing imports a test,
 * so a test beside a lib module may read the content it is checked against without making the
 * module depend on it.
 */
export function upwardImports(graph: ImportGraph): string[] {
  const wrong: string[] = [];
  for (const [from, targets] of graph) {
    if (isTest(from)) continue;
    const fromFolder = folderOf(from);
    for (const to of targets) {
      const toFolder = folderOf(to);
      const up = rank(fromFolder) >= 0 && rank(toFolder) > rank(fromFolder);
      const intoServer = toFolder === SERVER_FOLDER && (NOT_SERVER_SIDE as readonly string[]).includes(fromFolder);
      if (up || intoServer) wrong.push(`${from} -> ${to}`);
    }
  }
  return wrong;
}
