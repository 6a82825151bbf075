import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isShellModule, LEAD_MODULES, PRICE_BOOK_MODULES, SHELL_MODULES } from "./shell-modules.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the shell chunk's members", () => {
  it("are all modules of the app: a rename must update the list", () => {
    expect(() => isShellModule(root)).not.toThrow();
    expect(() => isShellModule(root, LEAD_MODULES)).not.toThrow();
    expect(() => isShellModule(root, PRICE_BOOK_MODULES)).not.toThrow();
  });

  it("puts each module in one group only", () => {
    const all = [...SHELL_MODULES, ...LEAD_MODULES, ...PRICE_BOOK_MODULES];
    expect(all.filter((file, i) => all.indexOf(file) !== i)).toEqual([]);
  });

  it("matches the listed modules by their full path, nothing else", () => {
    const test = isShellModule(root);
    for (const file of SHELL_MODULES) expect(test(path.join(root, file)), file).toBe(true);
    expect(test(path.join(root, "app/components/lead-form.tsx"))).toBe(false);
    expect(test(path.join(root, "app/components/breadcrumbs.test.tsx"))).toBe(false);
    expect(test(path.join(root, "app/components/admin/breadcrumbs.tsx"))).toBe(false);
    expect(test(`${path.join(root, "app/components/site-header.tsx")}?raw`)).toBe(false);
  });

  it("stops the build, naming it, when a listed module is gone", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "shell-modules-"));
    try {
      mkdirSync(path.join(dir, "app"));
      writeFileSync(path.join(dir, "app", "kept.ts"), "export {}");
      expect(() => isShellModule(dir, ["app/kept.ts", "app/renamed.tsx"])).toThrow("app/renamed.tsx");
      expect(isShellModule(dir, ["app/kept.ts"])(path.join(dir, "app", "kept.ts"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
