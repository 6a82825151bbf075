import { defineConfig } from "vitest/config";

// Tests that start the built server as a process (see harness/server-process.ts).
export default defineConfig({
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
