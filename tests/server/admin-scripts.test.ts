/**
 * What the owner's screens load (issue 39, docs/decisions/065): the leads screen's scripts carry
 * no schema library (its checks run on the server; only the sign-in screen checks its form in the
 * browser), read from the module preloads of the screen as the built server sends it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDir } from "../../build-tools/prerendered-pages.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";
import { createAdmin, signIn } from "../support/admin.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The scripts a screen's HTML preloads, and whether each holds zod (its error class is in every build of it). */
function preloadedScripts(html: string): { file: string; zod: boolean }[] {
  return [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+\.js)"/g)].map(([, href]) => ({
    file: href!,
    zod: readFileSync(path.join(clientDir(root), href!), "utf8").includes("ZodError"),
  }));
}

describe("the owner's screens' scripts", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  it("leave the schema library out of the leads screen, and load it with the sign-in screen's form", async () => {
    const signInScreen = await (await fetch(`${server.url}${ADMIN_PAGES.signIn}`)).text();
    expect(preloadedScripts(signInScreen).some((script) => script.zod)).toBe(true);

    const cookie = await signIn(server.url, await createAdmin({ dataDir: server.dataDir }));
    const leadsScreen = await fetch(`${server.url}${ADMIN_PATH}`, { headers: { Cookie: cookie } });
    expect(leadsScreen.status).toBe(200);
    const scripts = preloadedScripts(await leadsScreen.text());
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((script) => script.zod).map((script) => script.file)).toEqual([]);
  });
});
