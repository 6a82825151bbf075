import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and component tests sit beside the code they test. The React Router Vite plugin is
// left out on purpose: it is for the app build, not for tests.
const testFiles = ["app", "bin", "build-tools", "deploy", "scripts", "server", "tests/docs", "tests/structure"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file)),
);

// A test file that opens a database (both engines through tests/support/both-engines.ts, or SQLite
// itself) or starts a process is a storage test, run by the "storage" project; the rest make up
// "unit", pure and quick (`npm run test:unit`). Read from the files, so a new test lands in its
// project without a list to keep.
const STORAGE = /\bopenDb\b|both-engines\.ts|node:sqlite|node:child_process|harness\//;
const storageTests = testFiles.filter((file) => STORAGE.test(readFileSync(file, "utf8")));

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Vitest's default leaves a core free; on CI's two cores that ran the files one at a time
    // (74 s, against 49 s with two workers; three were slower again: docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: "unit", include: testFiles.filter((file) => !storageTests.includes(file)) } },
      { extends: true, test: { name: "storage", include: storageTests, globalSetup: ["tests/support/shared-postgres.ts"] } },
    ],
  },
});
