/**
 * An open admin tab tells of new leads (issue 29), at a phone's width and a laptop's: a lead
 * posted on the public endpoint appears marked "חדש" until it has been in view for a moment, the
 * tab's title counts the leads not yet seen (docs/decisions/070), a lead that lands above the owner's scroll position brings a
 * pill that scrolls to it and moves focus there, and the sound switch is remembered on the device.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { newLeadsAboveText, newLeadsMessages } from "../../app/lib/new-leads.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext } from "../support/admin.ts";
import { uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const target = { dataDir: e2eDataDir };
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(".tmp", "screenshots");
const leadBox = (page: Page, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });
const newMark = (page: Page, name: string) => leadBox(page, name).locator("[data-new-lead]");
const pill = (page: Page) => page.getByRole("button", { name: /חדש(ים)? (אחד )?למעלה$/ });

async function postLead(request: APIRequestContext, name: string) {
  const posted = await request.post("/api/leads", {
    data: { name, phone: "050-1112233", consent: true, source: "contact_form", fromLocation: "חיפה", toLocation: "אילת" },
  });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

/** The count in "(3) לידים · ניהול"; 0 when the title has none. */
async function titleCount(page: Page): Promise<number> {
  const match = /^\((\d[\d,]*)\) לידים · ניהול/.exec(await page.title());
  return match ? Number(match[1]!.replace(/,/g, "")) : 0;
}

/** The page is React's, and its live updates are connected (the stream's first event reloads it). */
async function liveAdmin(page: Page, url: string) {
  const stream = page.waitForResponse((response) => response.url().endsWith("/manage-leads-2024/events"));
  await page.goto(url);
  await stream;
  // Hydrated: the switch is drawn by the browser (on a phone inside the bottom bar's "עוד" sheet).
  await expect(page.getByRole("button", { name: newLeadsMessages.soundLabel, includeHidden: true })).toBeAttached();
}

/** On a phone the header's controls are in the bottom bar's "עוד" sheet: opened. */
async function openMore(page: Page) {
  const more = page.locator("[data-bottom-bar]").getByRole("button", { name: "עוד" });
  if (await more.isVisible()) await more.click();
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `open-tab-${name}-${page.viewportSize()!.width}.png`) });
}

const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 900 } });

    test("a lead posted while the admin is open appears marked new and counted in the title, is announced, and loses the mark once seen", async ({
      page,
      context,
    }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      const tag = uniqueLeadName("חלון פתוח");
      await postLead(context.request, `${tag} ותיק`);
      await liveAdmin(page, `${ADMIN_PATH}?q=${encodeURIComponent(tag)}`);
      await expect(leadBox(page, `${tag} ותיק`)).toBeVisible();
      await expect(page.locator("[data-new-lead]")).toHaveCount(0); // what was there on opening is not new
      // What was there on opening is not new: the title counts only what arrives after.
      await expect(page).toHaveTitle(/^(\(\d[\d,]*\) )?לידים · ניהול/);

      const name = `${tag} חדש`;
      await postLead(context.request, name);
      await expect(newMark(page, name)).toBeVisible();
      await expect(newMark(page, name)).toHaveText(`${newLeadsMessages.mark}: ${newLeadsMessages.markHint}`, { useInnerText: false });
      await expect(newMark(page, `${tag} ותיק`)).toHaveCount(0);
      // Other tests post leads to this server meanwhile: at least this one is counted.
      await expect.poll(() => titleCount(page)).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole("status").filter({ hasText: `ליד חדש: ${name}` })).toHaveCount(1);
      await shot(page, "marked-new");
      // In view (on a laptop the list starts below the first screen), with the tab in front, for a moment: seen.
      await leadBox(page, name).scrollIntoViewIfNeeded();
      await expect(newMark(page, name)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test("leads that land above the scroll position bring a pill; it survives a reload of the data, not of the page; pressing it shows the newest and focuses it", async ({
      page,
      context,
    }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      const tag = uniqueLeadName("גלילה");
      for (const word of ["א", "ב", "ג", "ד", "ה", "ו", "ז", "ח", "ט", "י", "כ", "ל", "מ", "נ", "ס", "ע", "פ", "צ"])
        await postLead(context.request, `${tag} ${word}`);
      await liveAdmin(page, `${ADMIN_PATH}?q=${encodeURIComponent(tag)}`);
      await expect(page.locator("[data-lead-id]").filter({ visible: true })).toHaveCount(18);
      await scrollToEnd(page);
      await expect(leadBox(page, `${tag} צ`)).not.toBeInViewport(); // the newest row is above the screen

      const first = `${tag} ראשון`;
      await postLead(context.request, first);
      await expect(pill(page)).toHaveText(new RegExp(newLeadsAboveText(1)));
      await expect(leadBox(page, first)).not.toBeInViewport();
      const second = `${tag} שני`;
      await postLead(context.request, second);
      // The page reloaded its data for the second lead; the first is still new.
      await expect(pill(page)).toHaveText(new RegExp(newLeadsAboveText(2)));
      await shot(page, "pill");

      await pill(page).click();
      await expect(leadBox(page, second)).toBeInViewport();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[data-lead-id]")?.textContent ?? "")).toContain(second);
      await expect(pill(page)).toHaveCount(0);
      await expect(newMark(page, second)).toBeVisible();
      await shot(page, "after-pill");
      await expect(newMark(page, second)).toHaveCount(0); // seen

      // Opening a lead's detail is seeing it, though its row stays above the screen.
      await scrollToEnd(page);
      const fourth = `${tag} רביעי`;
      const fourthId = await postLead(context.request, fourth);
      await expect(pill(page)).toBeVisible();
      const fourthMark = page.locator(`[data-lead-id="${fourthId}"] [data-new-lead]`);
      await expect(fourthMark).not.toHaveCount(0);
      await page
        .locator(`[data-lead-id="${fourthId}"] a[href*="lead=${fourthId}"]`)
        .first()
        .evaluate((link) => (link as HTMLAnchorElement).click());
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(fourthMark).toHaveCount(0);
      await expect(leadBox(page, fourth)).not.toBeInViewport();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      // Closing is a navigation back to the list: wait until it is done before scrolling.
      await expect(page).not.toHaveURL(/lead=/);

      // A reload forgets what was new: the list is then simply as it is. (The closed dialog's scroll
      // lock may still hold for a moment on a loaded machine: the owner scrolls again, so does the test.)
      await expect(async () => {
        await scrollToEnd(page);
        await expect(leadBox(page, fourth)).not.toBeInViewport({ timeout: 1000 });
      }).toPass();
      const third = `${tag} שלישי`;
      await postLead(context.request, third);
      await expect(pill(page)).toBeVisible();
      await liveAdmin(page, page.url());
      await scrollToEnd(page);
      await expect(leadBox(page, third)).toHaveCount(1);
      await expect(pill(page)).toHaveCount(0);
      await expect(page.locator("[data-new-lead]")).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test("the sound switch is off by default, sits in the header's rows, and its choice lasts across a reload", async ({ page, context }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      await liveAdmin(page, ADMIN_PATH);
      await openMore(page);
      const sound = page.getByRole("button", { name: newLeadsMessages.soundLabel });
      await expect(sound).toHaveAttribute("aria-pressed", "false");
      const top = async (name: string) => Math.round((await page.locator("header").first().getByRole("button", { name }).boundingBox())!.y);
      const right = async (name: string) => {
        const box = (await page.locator("header").first().getByRole("button", { name }).boundingBox())!;
        return Math.round(box.x + box.width);
      };
      if (width >= 640) {
        // The header keeps its rows: the switch shares the row of the push control and sign-out.
        expect(await top(newLeadsMessages.soundLabel)).toBe(await top("התנתק"));
        expect(await top(newLeadsMessages.soundLabel)).toBe(await top("הפעלת התראות"));
      } else {
        // A phone's sheet: one control under another.
        expect(await right(newLeadsMessages.soundLabel)).toBe(await right("התנתק"));
        expect(await top(newLeadsMessages.soundLabel)).toBeLessThan(await top("התנתק"));
      }
      await sound.click();
      await expect(sound).toHaveAttribute("aria-pressed", "true");
      await page.reload();
      await openMore(page);
      await expect(page.getByRole("button", { name: newLeadsMessages.soundLabel })).toHaveAttribute("aria-pressed", "true");
      await page.screenshot({ path: path.join(SHOTS, `open-tab-header-${width}.png`) });
      await page.getByRole("button", { name: newLeadsMessages.soundLabel }).click();
      await page.reload();
      await openMore(page);
      await expect(page.getByRole("button", { name: newLeadsMessages.soundLabel })).toHaveAttribute("aria-pressed", "false");
      expect(errors).toEqual([]);
    });
  });
}
