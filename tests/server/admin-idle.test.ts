/**
 * The idle timeout over real HTTP against the built server (issue 37): 30 minutes by default; the
 * admin layout tells the page when the session ends; a reload a live update asked for checks the
 * session without keeping it alive, while the owner's own request renews it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../app/.server/auth/sessions.ts";
import { LIVE_RELOAD_HEADER, LIVE_RELOAD_VALUE } from "../../app/lib/idle-timeout.ts";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { createAdmin, signIn, withDb, type DbTarget } from "../support/admin.ts";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";

interface Site {
  server: ServerProcess;
  target: DbTarget;
}

async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const dataDir = tempDataDir();
  return { server: await startServer({ dataDir, env }), target: { dataDir } };
}

async function stopSite(site: Site | undefined) {
  if (!site) return;
  await site.server.stop("SIGKILL");
  removeDir(site.server.dataDir);
}

const sessionRow = (site: Site, cookie: string) =>
  withDb(site.target, (db) =>
    db.kysely
      .selectFrom("sessions")
      .select(["created_at", "expires_at"])
      .where("id", "=", hashToken(cookie.split("=")[1]!))
      .executeTakeFirstOrThrow(),
  );

describe("the idle timeout", () => {
  let site: Site | undefined;
  afterAll(() => stopSite(site));

  it("is 30 minutes by default", async () => {
    site = await startSite();
    const admin = await createAdmin(site.target);
    const cookie = await signIn(site.server.url, admin);
    const row = await sessionRow(site, cookie);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60 * 1000);
    await stopSite(site);
    site = undefined;
  });
});

describe("what keeps a session alive", () => {
  let site: Site;
  beforeAll(async () => {
    // The renewal step is a tenth of the idle time: 3 s.
    site = await startSite({ SESSION_TTL_SECONDS: "30" });
  });
  afterAll(() => stopSite(site));

  const reload = (cookie: string, headers: Record<string, string> = {}) =>
    fetch(`${site.server.url}${ADMIN_PATH}.data?_routes=routes%2Fadmin%2Flayout`, { headers: { Cookie: cookie, ...headers } });

  it("the layout says when the session ends; a live update's reload leaves it, the owner's request renews it", async () => {
    const admin = await createAdmin(site.target);
    const cookie = await signIn(site.server.url, admin);
    const signedIn = (await sessionRow(site, cookie)).expires_at;

    // Past the renewal step: a renewing request would move the expiry.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const live = await reload(cookie, { [LIVE_RELOAD_HEADER]: LIVE_RELOAD_VALUE });
    expect(live.status).toBe(200);
    const liveBody = await live.text();
    expect(liveBody).toContain(admin.email);
    // The page hears the expiry as it stands, with the notice's lead (a third of 30 s).
    expect(liveBody).toContain(signedIn);
    expect(liveBody).toMatch(/"noticeMs",10000\b/);
    expect((await sessionRow(site, cookie)).expires_at).toBe(signedIn);

    const owner = await reload(cookie);
    expect(owner.status).toBe(200);
    const renewed = (await sessionRow(site, cookie)).expires_at;
    expect(Date.parse(renewed)).toBeGreaterThan(Date.parse(signedIn));
    expect(await owner.text()).toContain(renewed);

    // The document the owner opens says the same.
    const page = await fetch(`${site.server.url}${ADMIN_PATH}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain((await sessionRow(site, cookie)).expires_at);
  });
});
