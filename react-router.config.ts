import type { Config } from "@react-router/dev/config";
// Loading every collection checks it: a broken record fails the build here, naming file and field.
import "./app/content/all.ts";
import { publicPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side; the server and ensure-build read it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every public page (derived from app/content) is rendered to static HTML at build time; the
  // admin page and the API stay dynamic.
  prerender: () => publicPaths(),
} satisfies Config;
