/**
 * The idle timeout in the open tab (issue 37), on a server of its own with a 45-second idle time
 * (the notice then shows a third of it before the end: 15 s): a lead's screen open, the calm
 * notice appears and "stay signed in" renews the session; a new lead arriving meanwhile (a live
 * update's reload) does not; then the session ends, the tab says so and takes the leads off the
 * page, and signing in again leads back to the same lead.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { hashToken } from "../../app/.server/auth/sessions.ts";
import { saveLead } from "../../app/.server/leads.ts";
import { idleMessages } from "../../app/lib/idle-timeout.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";
import { createAdmin, signInContext, withDb, type DbTarget } from "../support/admin.ts";
import { expectNoAxeViolations, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const SHOTS = path.resolve(".tmp", "shots-signout");
const IDLE_SECONDS = 45;

let server: ServerProcess | undefined;
test.afterEach(async () => {
  if (!server) return;
  await server.stop();
  removeDir(server.dataDir);
  server = undefined;
});

const notice = (page: Page) => page.getByRole("status").filter({ hasText: "החיבור למערכת יסתיים" });

/** Phone, tablet and laptop widths: the page fits without sideways scrolling; the notice covers no control of the lead's once scrolled to the end. */
async function fitsAndShoot(page: Page, name: string, { dialog }: { dialog: boolean }) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : width === 768 ? 1024 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `${name} at ${width} px scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    if (!dialog) continue;
    const covered = await page.evaluate(() => {
      const open = document.querySelector("dialog:modal")!;
      open.scrollTop = open.scrollHeight;
      const box = open.querySelector("[data-idle-notice]")!.getBoundingClientRect();
      return [...open.querySelectorAll("a, button, summary, select, textarea, input")]
        .filter((control) => !control.closest("[data-idle-notice]"))
        .map((control) => ({ control, rect: control.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && rect.bottom > box.top && rect.top < box.bottom && rect.right > box.left && rect.left < box.right)
        .map(({ control }) => control.textContent?.trim() || control.getAttribute("aria-label"));
    });
    expect(covered, `controls under the notice at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-scrolled.png` });
    await page.evaluate(() => (document.querySelector("dialog:modal")!.scrollTop = 0));
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("the open tab says the session will end, keeps it when asked, says it has ended, and signs in again to the same lead", async ({ page, context }) => {
  test.setTimeout(240_000);
  server = await startServer({ env: { SESSION_TTL_SECONDS: String(IDLE_SECONDS), LEADS_RATE_LIMIT: "1000" } });
  const origin = server.url;
  const target: DbTarget = { dataDir: server.dataDir };
  const problems = watchForPageErrors(page);
  const admin = await createAdmin(target);
  const name = uniqueLeadName("מיכל בהמתנה");
  const leadId = await withDb(target, (db) => saveLead(db, { name, phone: "052-7654321", consent: true, source: "lead_form" }, { spam: false }));
  const leadScreen = `${ADMIN_PATH}?lead=${leadId}`;

  await signInContext(context, origin, admin);
  const cookie = (await context.cookies()).find((c) => c.name === "courier_session")!;
  const expiry = () =>
    withDb(
      target,
      async (db) => (await db.kysely.selectFrom("sessions").select("expires_at").where("id", "=", hashToken(cookie.value)).executeTakeFirst())?.expires_at,
    );

  await page.goto(`${origin}${leadScreen}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(name);
  await expect(notice(page)).toHaveCount(0);

  // Shortly before the end: the notice, polite, inside the lead's dialog (outside it would be out of reach).
  await expect(notice(page)).toBeVisible({ timeout: IDLE_SECONDS * 1000 });
  await expect(dialog.getByRole("status")).toContainText("ללא פעילות");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await fitsAndShoot(page, "idle-notice", { dialog: true });
  await expectNoAxeViolations(page);

  // Staying signed in is a request the owner made: the session's end moves later and the notice goes.
  const beforeStaying = await expiry();
  await notice(page).getByRole("button", { name: idleMessages.stay }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(async () => Date.parse((await expiry()) ?? "") > Date.parse(beforeStaying ?? ""), { message: "renewed" }).toBe(true);
  const afterStaying = await expiry();
  await expect(dialog).toContainText(name);

  // A lead arriving (a live update reloads the screen) after the renewal step (a tenth of the idle time) keeps nothing alive.
  await page.waitForTimeout((IDLE_SECONDS / 10) * 1000 + 500);
  const arriving = uniqueLeadName("לקוח חדש");
  const posted = await fetch(`${origin}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: arriving, phone: "050-1112233", consent: true, source: "contact_form" }),
  });
  expect(posted.status).toBe(201);
  await expect(page.locator("body")).toContainText(arriving, { timeout: 10_000 });
  expect(await expiry()).toBe(afterStaying);

  // The end: said on the tab, the leads gone from the page, a link back.
  await expect(notice(page)).toBeVisible({ timeout: IDLE_SECONDS * 1000 });
  const ended = page.getByRole("heading", { name: idleMessages.endedTitle });
  await expect(ended).toBeVisible({ timeout: IDLE_SECONDS * 1000 });
  await expect(page.getByRole("status").filter({ has: ended })).toContainText(idleMessages.endedBody);
  await expect(page.locator("body")).not.toContainText(name);
  await expect(page.locator("body")).not.toContainText(arriving);
  await fitsAndShoot(page, "session-ended", { dialog: false });
  await expectNoAxeViolations(page);
  // The server agrees: that session is over.
  await expect
    .poll(async () => (await fetch(`${origin}${ADMIN_PATH}`, { redirect: "manual", headers: { Cookie: `${cookie.name}=${cookie.value}` } })).status)
    .toBe(302);

  // Signing in again leads back to the same lead.
  await page.getByRole("link", { name: idleMessages.signInAgain }).click();
  await expect(page).toHaveURL(`${origin}${ADMIN_PAGES.signIn}?${new URLSearchParams({ redirectTo: leadScreen })}`);
  const card = page.locator("main");
  await expect(card.locator("form").first()).toHaveJSProperty("noValidate", true);
  await card.getByLabel("אימייל").fill(admin.email);
  await card.getByLabel("סיסמה").fill(admin.password);
  await card.getByRole("button", { name: "התחבר" }).click();
  await expect(page).toHaveURL(`${origin}${leadScreen}`);
  await expect(page.getByRole("dialog")).toContainText(name);
  expect(problems).toEqual([]);
});
