import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
// Loading every collection checks it: a broken record fails the build here, naming file and field.
import "./app/content/all.ts";
import { publicPaths } from "./app/content/pages.ts";

const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side; the server and ensure-build read it too.
  buildDirectory,
  // Every public page (derived from app/content) is rendered to static HTML at build time; the
  // admin page and the API stay dynamic.
  prerender: () => publicPaths(),
  // Each page carries the routes it matches; the browser asks /__manifest for the next page's.
  // No page names the admin's route unless it is asked for by its path (decision 030).
  routeDiscovery: { mode: "lazy" },
  // With lazy discovery no page loads the full route manifest React Router still writes
  // (assets/manifest-<version>.js, every route's path, the admin's too): it is not published.
  buildEnd() {
    const assets = path.resolve(buildDirectory, "client", "assets");
    for (const file of readdirSync(assets)) if (/^manifest-[0-9a-f]+\.js(\.br|\.gz)?$/.test(file)) rmSync(path.join(assets, file));
  },
} satisfies Config;
