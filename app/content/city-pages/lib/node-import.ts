/**
 * The city files for code that runs in plain Node rather than through Vite (Playwright tests
 * import the page records): the same files import.meta.glob would give, keyed the same way
 * ("./haifa.ts"). The app, its build and Vitest always take the import.meta.glob path.
 */
export async function importCityFiles(indexUrl: string): Promise<Record<string, Record<string, unknown>>> {
  const { readdirSync } = await import("node:fs");
  const dir = new URL(".", indexUrl);
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && entry.name !== "index.ts" && !entry.name.endsWith(".test.ts"))
    .map((entry) => entry.name)
    .sort();
  const modules = await Promise.all(files.map(async (file) => [`./${file}`, (await import(/* @vite-ignore */ new URL(file, dir).href)) as Record<string, unknown>] as const));
  return Object.fromEntries(modules);
}
