import { defineConfig } from "vitest/config";

// Tests over the build: the built server started as a process (see harness/server-process.ts),
// and the built pages themselves (their first flight).
export default defineConfig({
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
