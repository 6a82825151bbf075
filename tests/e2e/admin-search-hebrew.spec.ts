/**
 * Search that reads Hebrew as people type it (issue 42), at two phones' widths and a laptop's:
 * a name stored with gershayim is found typed with straight or curly quotes and the other way
 * round; a lead is found by its landing page and by its campaign; the activity log has a search
 * box of its own; a phone number typed into the box reads left to right (+972..., never 972...+).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { searchLabels } from "../../app/lib/lead-search.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, screenForIntent, signInContext } from "../support/admin.ts";
import { expectNoAxeViolations, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const target = { dataDir: e2eDataDir };
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(".tmp", "screenshots");
const leadBox = (page: Page, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });

async function postLead(request: APIRequestContext, fields: Record<string, unknown>) {
  const posted = await request.post("/api/leads", { data: { consent: true, source: "contact_form", ...fields } });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`) });
}

/** Types into the box as the owner does, and waits for the page of that search. */
async function search(page: Page, box: Locator, text: string) {
  await box.fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
}

/** The box's direction, and whether a leading "+" is drawn left of the last digit (read from a copy laid out as the box lays it out). */
async function drawnOrder(box: Locator): Promise<{ direction: string; plusFirst: boolean }> {
  return box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    // An input's text cannot be measured: a span with its value, direction and font can.
    const copy = document.createElement("span");
    copy.textContent = input.value;
    copy.dir = style.direction;
    copy.style.font = style.font;
    copy.style.unicodeBidi = "isolate";
    input.parentElement!.append(copy);
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(copy.firstChild!, index);
      range.setEnd(copy.firstChild!, index + 1);
      return range.getBoundingClientRect().left;
    };
    const plusFirst = input.value.startsWith("+") && at(0) < at(input.value.length - 1);
    copy.remove();
    return { direction: style.direction, plusFirst };
  });
}

for (const width of [360, 390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 900 } });

    test("finds each spelling of ד״ר and עו״ד, a landing page and a campaign, searches the log, and shows a phone left to right", async ({ page, context }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      const tag = uniqueLeadName("").trim(); // a few Hebrew letters of its own, so the other runs' leads never match
      const doctor = `ד״ר גולן ${tag}`; // gershayim
      const lawyer = `עו״ד מיכל לוי ${tag}`;
      const straight = `ד"ר שקד ${tag}`; // a straight quote
      const phone = `+97252${String(Date.now() % 10_000_000).padStart(7, "0")}`;
      const campaign = `haifa-search-${Date.now() % 1_000_000}`;
      const doctorId = await postLead(context.request, { name: doctor, phone });
      await postLead(context.request, { name: lawyer, phone: "050-1234567" });
      await postLead(context.request, { name: straight, phone: "050-7654321" });
      const haifa = `מחיפה ${tag}`;
      await postLead(context.request, {
        name: haifa,
        phone: "04-8123456",
        attribution: { landing_page: "/shipping-haifa", utm_source: "google", utm_campaign: campaign },
      });
      const won = await context.request.post(screenForIntent("stage"), {
        form: { id: String(doctorId), stage: "won" },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect([200, 303]).toContain(won.status());

      await page.goto(ADMIN_PATH);
      const box = page.getByLabel(searchLabels.live);

      // Gershayim, straight and curly quotes: the same leads, both ways round.
      for (const typed of [`ד״ר גולן ${tag}`, `ד"ר גולן ${tag}`, `ד”ר גולן ${tag}`]) {
        await search(page, box, typed);
        await expect(leadBox(page, doctor), typed).toHaveCount(1);
        await expect(page.locator("[data-lead-id]").filter({ visible: true }), typed).toHaveCount(1);
      }
      for (const typed of [`עו"ד מיכל ${tag}`, `עו״ד מיכל ${tag}`]) {
        await search(page, box, typed);
        await expect(leadBox(page, lawyer), typed).toHaveCount(1);
      }
      await search(page, box, `ד״ר ${tag}`);
      await expect(leadBox(page, doctor)).toHaveCount(1);
      await expect(leadBox(page, straight)).toHaveCount(1);
      await shot(page, "search-gershayim");

      // What brought the lead: its landing page, its campaign.
      await search(page, box, `shipping-haifa ${tag}`);
      await expect(leadBox(page, haifa)).toHaveCount(1);
      await expect(page.locator("[data-lead-id]").filter({ visible: true })).toHaveCount(1);
      await search(page, box, campaign);
      await expect(leadBox(page, haifa)).toHaveCount(1);
      await shot(page, "search-campaign");

      // A phone number reads left to right in the box; a name right to left.
      await search(page, box, phone);
      await expect(leadBox(page, doctor)).toHaveCount(1);
      expect(await drawnOrder(box)).toEqual({ direction: "ltr", plusFirst: true });
      await box.scrollIntoViewIfNeeded();
      await shot(page, "search-phone");
      await box.fill(doctor);
      expect((await drawnOrder(box)).direction).toBe("rtl");
      await box.fill("");
      expect((await drawnOrder(box)).direction).toBe("rtl"); // the placeholder, Hebrew, from the right

      // The log: its own box, finding the lead's entries by the name with another quote mark, and by the stage.
      await page.goto(ADMIN_PAGES.activity);
      const logBox = page.getByLabel(searchLabels.activity);
      await expect(logBox).toBeVisible();
      const entries = page.getByRole("list", { name: "יומן פעילות" }).getByRole("listitem");
      for (const typed of [`ד"ר גולן ${tag}`, `הוזמן ${tag}`, phone]) {
        await search(page, logBox, typed);
        await expect(entries, typed).toHaveCount(1);
        await expect(entries.getByRole("link", { name: doctor })).toBeVisible();
        await expect(entries).toContainText("הוזמן");
      }
      await expectNoAxeViolations(page);
      await shot(page, "search-log");
      await search(page, logBox, `עו"ד ${tag}`); // a lead with no entry in the log
      await expect(page.getByText("לא נמצאו פעולות תואמות ביומן")).toBeVisible();

      // Nothing sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}
