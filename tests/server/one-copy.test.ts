/**
 * One copy of each module in the server process (decision 038): the production server loads the
 * site from its build alone. Before, server/ imported config, log, metrics and security headers
 * from source while the build carried its own copies, so each ran twice in one process.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const recordDir = mkdtempSync(path.join(os.tmpdir(), "courier-modules-"));
const record = path.join(recordDir, "loaded.txt");
let server: ServerProcess;

beforeAll(async () => {
  const hook = pathToFileURL(path.join(root, "tests", "support", "record-loaded-modules.ts")).href;
  server = await startServer({ env: { NODE_OPTIONS: `--import=${hook}`, LOADED_MODULES_FILE: record } });
  // Every kind of answer, so that whatever is loaded on first use is loaded by now.
  await fetch(`${server.url}/contact`);
  await fetch(`${server.url}/no-such-page`);
  await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "בדיקה", phone: "050-1234567", consent: true, source: "contact_form" }),
  });
  await fetch(`${server.url}/metrics`);
  await fetch(`${server.url}/manage-leads-2024`);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
  removeDir(recordDir);
});

/** The project's own files the server process loaded (dependencies left out), relative to the root. */
function projectFilesLoaded(): string[] {
  const files = readFileSync(record, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((url) => fileURLToPath(url))
    .filter((file) => file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`));
  return [...new Set(files)];
}

describe("the production server process", () => {
  it("loads no source file of the site besides server.ts: everything else comes from the build", () => {
    const files = projectFilesLoaded();
    expect(files).toContain(path.join(buildDir, "server", "index.js"));
    const outsideBuild = files.filter((file) => !file.startsWith(buildDir + path.sep)).map((file) => path.relative(root, file));
    expect(outsideBuild).toEqual(["server.ts"]);
  });

  it("keeps one set of metrics: the pipeline's request counts and the app's lead counts are in the same scrape", async () => {
    const body = await (await fetch(`${server.url}/metrics`)).text();
    expect(body).toMatch(/^courier_http_requests_total\{kind="api",status="201"\} 1$/m);
    expect(body).toMatch(/^courier_leads_accepted_total 1$/m);
  });
});
