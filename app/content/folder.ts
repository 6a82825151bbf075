/**
 * The one way a content collection reads its folder outside Vite. The collections
 * (./blog/articles.ts, ./city-pages/all-cities.ts) take their files from `import.meta.glob` under Vite
 * (the build, the server bundle, the route config, Vitest); plain Node has no glob (the Playwright
 * tests and node scripts import the page records), and there this reads the same folder, keyed
 * and filtered as the glob keys it ("./haifa.ts"; not the reading module itself, no tests), sorted by name.
 */
// node:fs is imported on call, not at the top: a browser bundle that reaches a collection's index
// (which only calls this outside Vite) must not pull in a Node built-in.
const fs = () => import("node:fs");

/** The collection files directly in the folder of `moduleUrl` whose names end with `extension`. */
async function filesBeside(moduleUrl: string, extension: string): Promise<URL[]> {
  const { readdirSync } = await fs();
  const dir = new URL(".", moduleUrl);
  const reader = new URL(moduleUrl).pathname.split("/").at(-1);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension) && entry.name !== reader && !entry.name.endsWith(".test.ts"))
    .map((entry) => entry.name)
    .sort()
    .map((name) => new URL(name, dir));
}

const key = (file: URL) => `./${file.pathname.split("/").at(-1)!}`;

/** Each file's text: what `import.meta.glob(..., { query: "?raw", import: "default", eager: true })` gives. */
export async function folderTexts(moduleUrl: string, extension: string): Promise<Record<string, string>> {
  const { readFileSync } = await fs();
  return Object.fromEntries((await filesBeside(moduleUrl, extension)).map((file) => [key(file), readFileSync(file, "utf8")]));
}

/** Each file's module: what `import.meta.glob(..., { eager: true })` gives. */
export async function folderModules(moduleUrl: string, extension: string): Promise<Record<string, Record<string, unknown>>> {
  const files = await filesBeside(moduleUrl, extension);
  const modules = await Promise.all(files.map(async (file) => (await import(/* @vite-ignore */ file.href)) as Record<string, unknown>));
  return Object.fromEntries(files.map((file, i) => [key(file), modules[i]!]));
}
