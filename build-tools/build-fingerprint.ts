import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { BUILD_TIME_ENV_KEYS } from "../app/.server/config.ts";

/** What a build is made from: sources, public files, build config, the lockfile. */
const BUILD_INPUTS = [
  "app",
  "build-tools",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  // The server build's input is server/app.ts: the whole request pipeline is built with the app.
  "server",
  "package-lock.json",
  "tsconfig.json",
];

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .filter((name) => !/\.test\.tsx?$/.test(name))
    .flatMap((name) => filesUnder(root, path.join(entry, name)));
}

/**
 * A hash of every build input's content and of the environment values baked into the
 * pre-rendered pages. Content, not modification times: a fresh clone has new mtimes.
 */
export function buildFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash("sha256");
  for (const file of BUILD_INPUTS.flatMap((entry) => filesUnder(root, entry)).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  for (const key of BUILD_TIME_ENV_KEYS) hash.update(`${key}=${env[key] ?? ""}\0`);
  return hash.digest("hex");
}
