/**
 * Makes sure a Chromium is present for the end-to-end tests: CHROMIUM_PATH, or Debian's
 * /usr/bin/chromium (installed with apt-get when we are root), or Playwright's own download
 * where the internet allows it. Fails loudly rather than letting browser tests be skipped.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const wanted = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env }).status === 0;
}

if (existsSync(wanted)) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${wanted}, but there is no file there.`);
  process.exit(1);
}

if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const installed =
    run("apt-get", ["update", "-qq"], env) && run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-noto-core"], env);
  if (installed && existsSync(DEBIAN_CHROMIUM)) process.exit(0);
}

if (run("npx", ["playwright", "install", "chromium"])) {
  console.log("Using Playwright's own Chromium (set CHROMIUM_PATH to use another).");
  process.exit(0);
}

console.error(
  "No Chromium for the end-to-end tests. Install Debian's package (apt-get install chromium) " +
    "or set CHROMIUM_PATH to a Chromium binary. The browser tests are not skipped: they need it.",
);
process.exit(1);
