/**
 * Find any customer (issue 29), at a phone's width and a laptop's: from the default "פתוחים"
 * view the search finds a won lead by its e-mail, its campaign and its name with the words
 * reversed, and by a phone fragment as typed; each result says where the lead is; the lead's
 * detail lists the customer's other leads from the same number.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { leadPlaceLabels, searchLabels } from "../../app/lib/lead-search.ts";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
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

async function search(page: Page, text: string) {
  await page.getByLabel(searchLabels.live).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 900 } });

    test("from the default open view, finds a customer who ordered by e-mail, campaign, reversed name and phone; the detail shows their other leads", async ({
      page,
      context,
    }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      const tag = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
      const name = uniqueLeadName("יוסי");
      const [first, last] = name.split(" ") as [string, string];
      const local = `054${tag.padStart(7, "0").slice(-7)}`;
      const email = `yossi.${tag}@example.co.il`;
      const campaign = `winter-${tag}`;
      const handled = await postLead(context.request, {
        name,
        phone: `${local.slice(0, 3)}-${local.slice(3)}`,
        email,
        attribution: { landing_page: "/", utm_source: "google", utm_campaign: campaign },
      });
      const marked = await context.request.post(screenForIntent("stage"), {
        form: { id: String(handled), stage: "won" },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect([200, 303]).toContain(marked.status());
      // The same customer again, the number typed another way: open.
      const again = await postLead(context.request, { name: `${name} שוב`, phone: `+972 ${local.slice(1, 3)} ${local.slice(3)}` });

      await page.goto(ADMIN_PATH);
      await expect(page.getByRole("link", { name: /^פתוחים/ })).toHaveAttribute("aria-current", "page");
      await expect(leadBox(page, name).filter({ hasNotText: "שוב" })).toHaveCount(0); // won: not in the open view itself

      for (const text of [email, campaign, `${last} ${first}`]) {
        await search(page, text);
        const lead = leadBox(page, name).filter({ hasNotText: "שוב" });
        await expect(lead).toHaveCount(1);
        await expect(lead.locator("[data-lead-place]")).toHaveText(leadPlaceLabels.won);
        await expect(page.getByText("בכל התצוגות (מלבד סל המחזור)")).toBeVisible();
      }
      await page.getByRole("search").evaluate((form) => form.scrollIntoView({ block: "start" }));
      await shot(page, "search-reversed-name");

      // A phone fragment as typed, with the country code and spaces: both leads, each saying where it is.
      await search(page, `+972 ${local.slice(1, 3)} ${local.slice(3, 6)}`);
      await expect(page.locator("[data-lead-id]").filter({ visible: true })).toHaveCount(2);
      await expect(leadBox(page, `${name} שוב`).locator("[data-lead-place]")).toHaveText(leadPlaceLabels.new);
      await expectNoAxeViolations(page);

      // The returning customer's detail: their earlier lead, when, where, and a link to it.
      await leadBox(page, `${name} שוב`)
        .getByRole("link", { name: `${name} שוב` })
        .first()
        .click();
      const detail = page.getByRole("dialog", { name: `${name} שוב` });
      await expect(detail).toBeVisible();
      const history = detail.getByRole("region", { name: "פניות נוספות מאותו מספר" });
      await expect(history.getByRole("listitem")).toHaveCount(1);
      await expect(history.locator("[data-lead-place]")).toHaveText(leadPlaceLabels.won);
      await history.scrollIntoViewIfNeeded();
      await shot(page, "customer-history");
      await history.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`lead=${handled}`));
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await expect(page.getByRole("dialog", { name }).getByRole("region", { name: "פניות נוספות מאותו מספר" }).locator("[data-lead-place]")).toHaveText(
        leadPlaceLabels.new,
      );
      expect(again).toBeGreaterThan(handled);
      expect(errors).toEqual([]);
    });
  });
}
