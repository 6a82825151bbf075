import type { KnipConfig } from "knip";

/**
 * Knip (`npx knip`): unused files, exports and dependencies. What .gitignore lists (the builds,
 * .tmp, data) is never read.
 */
const config: KnipConfig = {
  entry: [
    // Command-line tools and the scripts run by `npm run` or by hand (bench, probe, audit...).
    "bin/*.ts",
    "scripts/*.ts",
    // React Router's entries. Its Knip plugin would read them from app/routes.ts, but loading the
    // route table outside Vite fails (Knip's loader defines import.meta.env, so the content
    // collections take their import.meta.glob branch); the route modules under app/routes/ are
    // listed here instead: every file there but a screen's server-only helpers (*.server.ts).
    "react-router.config.ts",
    "app/routes.ts",
    "app/root.tsx",
    "app/entry.server.tsx",
    "server/app.ts",
    "app/routes/**/*.{ts,tsx}",
    "!app/routes/**/*.server.ts",
    // Loaded with --import by tests/server/one-copy.test.ts.
    "tests/support/record-loaded-modules.ts",
  ],
  "react-router": false,
  // Unit tests (vitest.config.ts) and the tests that start the built server (vitest.server.config.ts).
  vitest: { config: ["vitest.config.ts", "vitest.server.config.ts"] },
  // System programs the tests call, not npm packages.
  ignoreBinaries: ["script", "openssl", "systemd-analyze", "mount", "umount", "runuser"],
  // Found by require.resolve (tests/e2e/site-crawl.spec.ts runs its vnu.jar with java).
  ignoreDependencies: ["vnu-jar"],
};

export default config;
