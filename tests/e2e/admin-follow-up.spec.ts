/**
 * Issue 30, slice C (docs/decisions/050-reminders-notes-what-pays.md): a reminder set through the
 * form fires on an injected clock (the lead rises with its badge in an open tab, and a push reaches
 * the admin's device), a reminder that falls due while the server is down fires after it starts
 * again; the note history (who, when, the search finds an older note's word); the "what pays"
 * table by campaign at 390 and 1366 px. The server is this file's own: the clock that moves is
 * a test setting (TEST_CLOCK_FILE) the shared server must not have.
 */
import { expect as baseExpect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { saveLead } from "../../app/.server/leads.ts";
import { saveSubscription } from "../../app/.server/push/subscriptions.ts";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { israelLocalValue } from "../../app/lib/reminders.ts";
import { createPushKeys, reservePushEndpoint, startPushEndpoint } from "../../harness/push-endpoint.ts";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";
import { createAdmin, signInContext, withDb, type TestUser } from "../support/admin.ts";
import { expectNoAxeViolations } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: "serial", timeout: 180_000 });

const SHOTS = process.env.SHOTS_DIR;
const HOUR = 3_600_000;

let server: ServerProcess;
let clockFile: string;
let admin: TestUser;
let push: Awaited<ReturnType<typeof reservePushEndpoint>>;
const env = () => ({ ...push.env, TEST_CLOCK_FILE: clockFile, LEADS_RATE_LIMIT: "10000" });
const target = () => ({ dataDir: server.dataDir });
const moveClock = (ms: number) => writeFileSync(clockFile, String(ms));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  clockFile = path.join(dataDir, "test-clock");
  moveClock(0);
  push = await reservePushEndpoint();
  server = await startServer({ dataDir, env: env() });
  admin = await createAdmin(target());
});

test.afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

async function adminPage(browser: Browser, width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale: "he-IL", timezoneId: "Asia/Jerusalem" });
  await signInContext(context, server.url, admin);
  return context.newPage();
}

const seed = (name: string, extra: Record<string, unknown> = {}) =>
  withDb(target(), (db) =>
    saveLead(db, { name, phone: "050-7654321", consent: true, source: "contact_form", fromLocation: "חיפה", toLocation: "אילת", ...extra }, { spam: false }),
  );

const leadBox = (page: Page | Locator, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });

test("a reminder set through the form fires on the injected clock: the lead rises with its badge, one push; one due while the server was down fires after it starts", async ({
  browser,
}) => {
  const endpoint = await startPushEndpoint({ port: push.port });
  try {
    const keys = createPushKeys();
    await withDb(target(), async (db) => {
      const { id } = await db.kysely.selectFrom("users").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow();
      await saveSubscription(db, Number(id), keys.subscription(`${endpoint.origin}/owner-phone`));
    });
    const first = "רונית תזכורת";
    const second = "אבי תזכורת";
    await seed(first);
    await seed(second);
    const pushes = () =>
      endpoint.received.filter((m) => m.path === "/owner-phone").map((m) => JSON.parse(keys.decrypt(m.body)) as { title: string; url: string });
    // Reminders only (the new leads are pushed too, as "ליד חדש: ...").
    const pushedFor = (name: string) => pushes().filter((m) => m.title.startsWith("תזכורת:") && m.title.includes(name));

    const page = await adminPage(browser, 1366);
    await page.goto(`${server.url}${ADMIN_PATH}`);
    await expect(leadBox(page, first)).toBeVisible();
    await expect(page.locator("[data-due-reminders]")).toHaveCount(0);

    // In the lead's detail: a time typed on the Israeli clock, two hours from the server's now.
    await leadBox(page, first).getByRole("link", { name: first }).first().click();
    const detail = page.getByRole("dialog", { name: first });
    const at = israelLocalValue(new Date(Date.now() + 2 * HOUR));
    await detail.getByLabel("מועד אחר").fill(at);
    await detail.getByRole("button", { name: "קביעה" }).click();
    await expect(detail.locator("[data-reminder-form]")).toContainText(`תזכורת ל-`);
    await expect(detail.getByText("תזכורת נקבעה ל-")).toBeVisible(); // the lead's own activity
    if (SHOTS) await detail.screenshot({ path: `${SHOTS}/detail-reminder-1366.png` });
    await detail.getByRole("link", { name: "סגירה" }).click();
    await expect(detail).toHaveCount(0);

    // Three hours later on the server's clock: this open tab sees the lead rise, with its badge, without a reload.
    moveClock(3 * HOUR);
    const due = page.locator("[data-due-reminders]");
    await expect(due).toBeVisible();
    await expect(due.locator("[data-reminder-due]").filter({ visible: true })).toHaveText(new RegExp(`^תזכורת · (\\d{2}/\\d{2} )?${at.slice(11)}$`));
    await expect(leadBox(due, first)).toBeVisible();
    await expect.poll(() => pushedFor(first).length).toBe(1);
    expect(pushedFor(first)[0]!.title).toBe(`תזכורת: \u2068${first}\u2069`);
    expect(pushedFor(first)[0]!.url).toMatch(new RegExp(`^${ADMIN_PATH}\\?lead=\\d+$`));
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/due-1366.png` });

    // On a phone: "פעולות נוספות" -> "תזכורת לחזור" -> "בעוד שעה" on the second lead.
    const phone = await adminPage(browser, 390, 844);
    await phone.goto(`${server.url}${ADMIN_PATH}`);
    const card = leadBox(phone, second);
    await card.locator("summary").filter({ hasText: "פעולות נוספות" }).click();
    await card.locator("summary").filter({ hasText: "תזכורת לחזור" }).click();
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/card-reminder-390.png` });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await card.getByRole("button", { name: /בעוד שעה$/ }).click();
    await expect(card.locator("[data-reminder-form]")).toContainText("תזכורת ל-");

    // The server stops; meanwhile the second reminder falls due; it starts again and fires it.
    await server.stop();
    moveClock(5 * HOUR);
    server = await startServer({ dataDir: server.dataDir, port: server.port, env: env() });
    await expect.poll(() => pushedFor(second).length).toBe(1);
    await page.reload();
    await expect(leadBox(page.locator("[data-due-reminders]"), second)).toBeVisible();
    await expect(leadBox(page.locator("[data-due-reminders]"), first)).toBeVisible();
    // Each pushed once, across the restart.
    expect(pushedFor(first)).toHaveLength(1);

    // Cleared from the detail: it leaves the top, and the log says so.
    await leadBox(page.locator("[data-due-reminders]"), first).getByRole("link", { name: first }).first().click();
    await page.getByRole("dialog", { name: first }).getByRole("button", { name: "ביטול התזכורת" }).click();
    await expect(page.getByRole("dialog", { name: first }).getByText("תזכורת בוטלה")).toBeVisible();
    await expect(leadBox(page.locator("[data-due-reminders]"), first)).toHaveCount(0);
  } finally {
    await endpoint.stop();
  }
});

test("the note history: two notes with who and when, newest first; the search finds the older one's word", async ({ browser }) => {
  const name = "שירה הערות";
  const id = await seed(name);
  const page = await adminPage(browser, 390, 844);
  await page.goto(`${server.url}${ADMIN_PATH}?lead=${id}`);
  const detail = page.getByRole("dialog", { name });
  for (const note of ["ביקשה הצעה למקרר", "לחזור אליה ביום ראשון"]) {
    await detail.getByLabel(/הערה חדשה/).fill(note);
    await detail.getByRole("button", { name: "שמירת ההערה" }).click();
    await expect(detail.locator("[data-note-history] li").first()).toContainText(note);
    await expect(detail.getByLabel(/הערה חדשה/)).toHaveValue("");
  }
  const entries = detail.locator("[data-note-history] li");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("לחזור אליה ביום ראשון");
  await expect(entries.nth(1)).toContainText("ביקשה הצעה למקרר");
  for (const entry of await entries.all()) {
    await expect(entry).toContainText(admin.email);
    await expect(entry.locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  }
  // The toasts ("ההערה נשמרה") gone first: axe reads colours mid-transition otherwise.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  if (SHOTS) await detail.screenshot({ path: `${SHOTS}/notes-390.png` });
  await detail.getByRole("link", { name: "סגירה" }).click();
  await page.goto(`${server.url}${ADMIN_PATH}?q=${encodeURIComponent("מקרר")}`);
  await expect(leadBox(page, name)).toBeVisible();
  // The card shows the latest note.
  await expect(leadBox(page, name)).toContainText("הערה: לחזור אליה ביום ראשון");
});

test("what pays, by campaign and landing page, at 390 and 1366 px", async ({ browser }) => {
  const campaign = (utm: string, page: string) => ({
    attribution: {
      landing_page: page,
      referrer_host: null,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: utm,
      utm_term: null,
      utm_content: null,
      gclid: null,
      fbclid: null,
    },
  });
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) ids.push(await seed(`קמפיין ${"אבגד"[i]}`, campaign("pesach-sale", "/shipping-haifa")));
  await withDb(target(), async (db) => {
    await db.kysely.updateTable("leads").set({ stage: "won", won_value: 1200 }).where("id", "=", ids[0]!).execute();
    await db.kysely.updateTable("leads").set({ stage: "won", won_value: 300 }).where("id", "=", ids[1]!).execute();
  });
  for (const width of [390, 1366]) {
    const page = await adminPage(browser, width, width === 390 ? 844 : 900);
    await page.goto(`${server.url}${ADMIN_PATH}/summary`);
    const pays = page.locator("[data-what-pays]");
    await expect(pays.getByRole("heading", { name: "מה מכניס, 30 ימים" })).toBeVisible();
    const row =
      width === 390
        ? pays.getByRole("listitem").filter({ hasText: "קמפיין pesach-sale" }).filter({ visible: true })
        : pays.getByRole("row", { name: /pesach-sale/ });
    await expect(row).toContainText("4");
    await expect(row).toContainText("2");
    await expect(row).toContainText("1,500 ₪");
    await expect(row).toContainText("50.0%");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expectNoAxeViolations(page);
    await pays.getByRole("link", { name: "90 ימים" }).click();
    await expect(page).toHaveURL(/summary\?days=90/);
    await expect(pays.getByRole("heading", { name: "מה מכניס, 90 ימים" })).toBeVisible();
    if (SHOTS) await pays.screenshot({ path: `${SHOTS}/what-pays-${width}.png` });
    await page.context().close();
  }
});
