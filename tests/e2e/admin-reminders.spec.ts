/**
 * Issue 42, times in the owner's week: the reminders screen (overdue, today, next) at 360, 390
 * and 1366 px, each reminder's lead opening on the leads screen; "מחר בבוקר" tapped on a Friday
 * evening sets Sunday 09:00, and the screen lists it under "בהמשך". The reminders' clock is the
 * server's (app/.server/clock.ts), moved by this file's own server through TEST_CLOCK_FILE, so the
 * server's "now" is a fixed Israeli day and hour (the browser's clock decides nothing here). And
 * the summary's time to first contact for an answer given outside the courier hours.
 */
import { expect as baseExpect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { addNote } from "../../app/.server/admin-leads/notes.ts";
import { setReminder } from "../../app/.server/admin-leads/reminder-store.ts";
import { saveLead } from "../../app/.server/leads.ts";
import { thisAndLastWeek } from "../../app/lib/first-contact.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
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
const target = () => ({ dataDir: server.dataDir });

/** Israel is UTC+2 in December. */
const il = (local: string) => new Date(`${local}+02:00`);
/** The server's reminders clock set to an instant (it moves on with the real one from there). */
const serverClockAt = (instant: Date) => writeFileSync(clockFile, String(instant.getTime() - Date.now()));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  clockFile = path.join(dataDir, "test-clock");
  writeFileSync(clockFile, "0");
  server = await startServer({ dataDir, env: { NODE_ENV: "test", TEST_CLOCK_FILE: clockFile } });
  admin = await createAdmin(target());
});

test.afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

async function adminPage(browser: Browser, width: number, height = 844): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale: "he-IL", timezoneId: "Asia/Jerusalem" });
  await signInContext(context, server.url, admin);
  return context.newPage();
}

const seed = (name: string, remindAt: Date | null, extra: Record<string, unknown> = {}) =>
  withDb(target(), async (db) => {
    const id = await saveLead(
      db,
      { name, phone: "050-7654321", consent: true, source: "contact_form", fromLocation: "חיפה", toLocation: "אילת", ...extra },
      { spam: false },
    );
    if (remindAt) await setReminder(db, id, remindAt);
    return id;
  });

const group = (page: Page, key: "overdue" | "today" | "next") => page.locator(`[data-reminders-group=${key}]`);
const item = (scope: Page | Locator, name: string) =>
  scope.locator("[data-reminder-item]").filter({ has: ("page" in scope ? scope.page() : scope).getByRole("link", { name, exact: true }) });

test("with no reminders the screen says so, and how one is set", async ({ browser }) => {
  serverClockAt(il("2026-12-02T12:00:00"));
  const page = await adminPage(browser, 390);
  await page.goto(`${server.url}${ADMIN_PAGES.reminders}`);
  await expect(page.getByRole("heading", { name: "תזכורות", exact: true })).toBeVisible();
  await expect(page.locator("[data-reminders-empty]")).toHaveText("אין תזכורות פתוחות. קובעים תזכורת מתוך הליד, ב״תזכורת לחזור״.");
  await expect(page.locator("[data-reminders-group]")).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reminders-empty-390.png` });
  await page.context().close();
});

test("the reminders screen: overdue, today, next, each with when in the owner's words; a name opens the lead", async ({ browser }) => {
  // Wednesday 2 December 2026, 12:00 in Israel.
  serverClockAt(il("2026-12-02T12:00:00"));
  const monday = await seed("דנה מיום שני", il("2026-11-30T16:00:00"));
  await seed("יוסי מהבוקר", il("2026-12-02T10:00:00"));
  await seed("מיכל אחר הצהריים", il("2026-12-02T18:30:00"), { fromLocation: null, toLocation: null });
  await seed("אבי מחר", il("2026-12-03T09:00:00"));
  await seed("רותם שבוע הבא", il("2026-12-08T09:00:00"));
  await seed("בלי תזכורת", null);
  await withDb(target(), (db) => addNote(db, monday, { body: "ביקשה הצעה להובלת מקרר", userId: null, userEmail: admin.email }));

  for (const width of [360, 390, 1366]) {
    const page = await adminPage(browser, width, width > 1000 ? 900 : 844);
    await page.goto(`${server.url}${ADMIN_PAGES.reminders}`);
    await expect(page.getByRole("heading", { name: "תזכורות", exact: true })).toBeVisible();
    await expect(group(page, "overdue").getByRole("heading")).toHaveText("באיחור (2)");
    await expect(group(page, "today").getByRole("heading")).toHaveText("להיום (1)");
    await expect(group(page, "next").getByRole("heading")).toHaveText("בהמשך (2)");
    // Soonest first in each group, when in words on the Israeli clock.
    await expect(group(page, "overdue").locator("[data-reminder-when]")).toHaveText(["ביום שני 30/11 ב-16:00", "היום ב-10:00"]);
    await expect(group(page, "today").locator("[data-reminder-when]")).toHaveText(["היום ב-18:30"]);
    await expect(group(page, "next").locator("[data-reminder-when]")).toHaveText(["מחר ב-09:00", "ביום שלישי 08/12 ב-09:00"]);
    await expect(item(page, "דנה מיום שני")).toContainText("חיפה ← אילת");
    await expect(item(page, "דנה מיום שני").locator("[data-reminder-note]")).toHaveText("הערה אחרונה: ביקשה הצעה להובלת מקרר");
    await expect(item(page, "מיכל אחר הצהריים")).not.toContainText("←");
    await expect(page.getByRole("link", { name: "בלי תזכורת" })).toHaveCount(0);
    // Nothing sideways, nothing clipped.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reminders-${width}.png`, fullPage: true });

    // The name opens the lead on the leads screen, as a due reminder does.
    await group(page, "overdue").getByRole("link", { name: "דנה מיום שני" }).click();
    await expect(page).toHaveURL(`${server.url}${ADMIN_PATH}?lead=${monday}`);
    await expect(page.getByRole("dialog", { name: "דנה מיום שני" })).toBeVisible();
    await page.context().close();
  }
});

test("'מחר בבוקר' tapped on a Friday evening is Sunday 09:00: the button says so and the screen lists it for Sunday", async ({ browser }) => {
  // Friday 4 December 2026, 20:00 in Israel: Shabbat.
  serverClockAt(il("2026-12-04T20:00:00"));
  await withDb(target(), (db) => db.kysely.updateTable("leads").set({ remind_at: null }).execute());
  const name = "נדב שישי בערב";
  const id = await seed(name, null);
  for (const width of [360, 390, 1366]) {
    const page = await adminPage(browser, width, width > 1000 ? 900 : 844);
    await page.goto(`${server.url}${ADMIN_PATH}?lead=${id}`);
    const detail = page.getByRole("dialog", { name });
    const form = detail.locator("[data-reminder-form]");
    // The morning preset names the day it falls on; the 16:00 one too (after Friday's hours).
    await expect(form.locator("button[value=morning]")).toHaveText("ביום ראשון בבוקר");
    await expect(form.locator("button[value=afternoon]")).toHaveText("ביום ראשון ב-16:00");
    if (SHOTS) {
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/friday-presets-${width}.png` });
    }
    await form.locator("button[value=morning]").click();
    await expect(form).toContainText("תזכורת ל-06/12/2026 09:00");

    await page.goto(`${server.url}${ADMIN_PAGES.reminders}`);
    await expect(group(page, "overdue")).toContainText("אין תזכורות באיחור");
    await expect(item(group(page, "next"), name)).toHaveCount(1);
    await expect(item(page, name).locator("[data-reminder-when]")).toHaveText("ביום ראשון 06/12 ב-09:00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reminders-friday-${width}.png`, fullPage: true });
    await page.context().close();
  }
});

test("'מחר בבוקר' tapped on the evening before Yom Kippur is the day after it: the button says so", async ({ browser }) => {
  // Sunday 20 September 2026, 18:00 in Israel (UTC+3 then): Yom Kippur is Monday 21.
  serverClockAt(new Date("2026-09-20T18:00:00+03:00"));
  await withDb(target(), (db) => db.kysely.updateTable("leads").set({ remind_at: null }).execute());
  const name = "רותם ערב כיפור";
  const id = await seed(name, null);
  for (const width of [360, 390, 1366]) {
    const page = await adminPage(browser, width, width > 1000 ? 900 : 844);
    await page.goto(`${server.url}${ADMIN_PATH}?lead=${id}`);
    const form = page.getByRole("dialog", { name }).locator("[data-reminder-form]");
    await expect(form.locator("button[value=morning]")).toHaveText("ביום שלישי בבוקר");
    await expect(form.locator("button[value=afternoon]")).toHaveText("ביום שלישי ב-16:00");
    await form.locator("button[value=morning]").click();
    await expect(form).toContainText("תזכורת ל-22/09/2026 09:00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/yom-kippur-presets-${width}.png` });
    await page.context().close();
  }
});

test("a first answer given outside the courier hours is not '0 דק׳' in the summary: it says it came before the hours began", async ({ browser }) => {
  // Last week's Saturday: the lead came at 01:00 and was called at 10:00, no courier hour between.
  const weekStart = thisAndLastWeek(new Date()).thisWeek.start.getTime();
  const id = await seed("עונה בשבת", null);
  await withDb(target(), (db) =>
    db.kysely
      .updateTable("leads")
      .set({
        created_at: new Date(weekStart - 23 * HOUR).toISOString(),
        first_contact_at: new Date(weekStart - 14 * HOUR).toISOString(),
        first_contact_via: "call",
        stage: "no_answer",
      })
      .where("id", "=", id)
      .execute(),
  );
  for (const width of [360, 390, 1366]) {
    const page = await adminPage(browser, width, width > 1000 ? 900 : 844);
    await page.goto(`${server.url}${ADMIN_PAGES.summary}`);
    const lastWeek = page.locator("[data-response-times] [data-week=last]");
    await expect(lastWeek.locator("[data-figure='חציון']")).toHaveText("לפני תחילת שעות הפעילות");
    await expect(lastWeek.locator("[data-figure='9 מכל 10 נענו תוך']")).toHaveText("לפני תחילת שעות הפעילות");
    await expect(lastWeek.locator("[data-figure='נענו']")).toHaveText("1");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    if (SHOTS) await page.locator("[data-response-times]").screenshot({ path: `${SHOTS}/response-times-${width}.png` });
    await page.context().close();
  }
});
