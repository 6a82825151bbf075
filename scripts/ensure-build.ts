/** Builds the site when the build is missing or stale (see build-tools/build-fingerprint.ts). */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildFingerprint } from "../build-tools/build-fingerprint.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stampFile = path.join(buildDir, ".fingerprint");

const wanted = buildFingerprint(root);
const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
if (current === wanted && existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log("Build is up to date.");
} else {
  console.log(current ? "Sources changed: rebuilding..." : "No build yet: building...");
  const cli = path.join(root, "node_modules", "@react-router", "dev", "bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, wanted + "\n");
}
