import { defineConfig } from "vitest/config";

// Unit and component tests sit beside the code they test. The React Router Vite plugin is
// left out on purpose: it is for the app build, not for tests.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "bin/**/*.test.ts", "build-tools/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
