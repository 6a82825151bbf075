import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "./server/node-flags.ts";

const port = Number(process.env.E2E_PORT ?? 3111);
export const baseURL = `http://127.0.0.1:${port}`;
// One fresh database per run, shared by the runner and its workers (they inherit the env).
process.env.E2E_DATA_DIR ??= path.resolve(".tmp", `e2e-data-${port}-${process.pid}`);
export const e2eDataDir = process.env.E2E_DATA_DIR;

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined; // else Playwright's own
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  // A budget, not a measurement: a busy CI machine runs axe and the browser several times slower.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: "he-IL",
    timezoneId: "Asia/Jerusalem",
    // A trace's screencast cost a fifth of the suite's time (its frames are drawn and encoded on CI's
    // two cores): locally a failure keeps its actions and DOM snapshots; CI keeps the error context.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox", // we run as root in CI
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  outputDir: `.tmp/test-results-${port}`,
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(" ")} server.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir,
      NODE_ENV: "production",
      // Many leads come from one test machine; the limit itself is tested in tests/server.
      LEADS_RATE_LIMIT: "10000",
    },
  },
});
