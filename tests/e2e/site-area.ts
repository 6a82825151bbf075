/**
 * What the site area's e2e files share (issue 40): a server of the file's own (a publish draws
 * every page of it again) with its admins, a browser context at a width, and the site screen.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN_PAGES } from "../../app/lib/paths.ts";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";
import { createAdmin, signInContext, type TestUser } from "../support/admin.ts";

/** The 5 seconds, with room for a loaded CI machine. */
export const PUBLISH_WAIT_MS = 10_000;

export interface SiteAreaServer {
  server: ServerProcess;
  admins: TestUser[];
}

/** Starts the file's own server with `admins` admin accounts before its tests, and stops it after; SITE_SETTINGS_LOG prints its site lines. */
export function siteAreaServer(admins = 1): SiteAreaServer {
  const state = { admins: [] } as unknown as SiteAreaServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    state.server = await startServer();
    for (let i = 0; i < admins; i++) state.admins.push(await createAdmin({ dataDir: state.server.dataDir }));
  });
  test.afterAll(async () => {
    if (process.env.SITE_SETTINGS_LOG)
      console.log(
        state.server
          ?.output()
          .split("\n")
          .filter((line) => /site|"error"|"warn"/.test(line))
          .join("\n"),
      );
    await state.server?.stop();
    if (state.server) removeDir(state.server.dataDir);
  });
  return state;
}

/** A Hebrew, Israeli browser context at `width`, signed in as `user` when one is given. */
export async function contextAt(site: SiteAreaServer, browser: Browser, width: number, user?: TestUser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "he-IL", timezoneId: "Asia/Jerusalem" });
  if (user) await signInContext(context, site.server.url, user);
  return context;
}

export async function openSiteScreen(site: SiteAreaServer, page: Page) {
  await page.goto(site.server.url + ADMIN_PAGES.site);
  await expect(page.getByRole("heading", { level: 2, name: "האתר" })).toBeVisible({ timeout: 15_000 });
}
