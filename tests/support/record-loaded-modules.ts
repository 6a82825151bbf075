/**
 * Loaded with `--import` into a server process: appends the URL of every file module the process
 * loads to the file named by LOADED_MODULES_FILE, one per line (tests/server/one-copy.test.ts).
 */
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const out = process.env.LOADED_MODULES_FILE;
if (out) {
  registerHooks({
    load(url, context, nextLoad) {
      if (url.startsWith("file:")) appendFileSync(out, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
