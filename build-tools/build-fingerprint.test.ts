import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { buildFingerprint } from "./build-fingerprint.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "fingerprint-"));
  mkdirSync(path.join(root, "app", "lib"), { recursive: true });
  writeFileSync(path.join(root, "app", "root.tsx"), "export {}");
  writeFileSync(path.join(root, "app", "lib", "x.test.ts"), "test file");
  writeFileSync(path.join(root, "package-lock.json"), "{}");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("is stable while nothing changes", () => {
  expect(buildFingerprint(root, {})).toBe(buildFingerprint(root, {}));
});

it("changes with a source file, the lockfile, or a value baked into the pages", () => {
  const before = buildFingerprint(root, {});
  writeFileSync(path.join(root, "app", "root.tsx"), "export const x = 1");
  const afterSource = buildFingerprint(root, {});
  expect(afterSource).not.toBe(before);
  writeFileSync(path.join(root, "package-lock.json"), '{"a":1}');
  expect(buildFingerprint(root, {})).not.toBe(afterSource);
  expect(buildFingerprint(root, { SITE_URL: "https://courier.example" })).not.toBe(buildFingerprint(root, {}));
});

it("ignores test files and run-time settings", () => {
  const before = buildFingerprint(root, {});
  writeFileSync(path.join(root, "app", "lib", "x.test.ts"), "changed");
  expect(buildFingerprint(root, { PORT: "4000", DATABASE_URL: "postgres://x" })).toBe(before);
});
