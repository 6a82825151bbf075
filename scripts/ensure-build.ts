/**
 * Builds the site when the build is missing or stale: the fingerprint covers every source
 * file, the lockfile and the environment values baked into the pre-rendered pages.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILD_TIME_ENV_KEYS } from "../app/.server/config.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stampFile = path.join(buildDir, ".fingerprint");
const inputs = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json", "tsconfig.json"];

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .filter((name) => !name.endsWith(".test.ts") && !name.endsWith(".test.tsx"))
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

function fingerprint(): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash.update(file).update("\0").update(readFileSync(path.join(root, file))).update("\0");
  }
  for (const key of BUILD_TIME_ENV_KEYS) hash.update(`${key}=${process.env[key] ?? ""}\0`);
  return hash.digest("hex");
}

const wanted = fingerprint();
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
