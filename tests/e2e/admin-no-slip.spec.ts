/**
 * No slip loses a lead (issue 29), at a phone's width and a laptop's: a stage change says so and
 * can be undone; a toast's "ביטול" is reachable above the lead's open dialog; without JavaScript
 * a delete asks on a page of its own and the screen then says what it did; keyboard focus
 * returns to where the owner was when the dialog closes or a row goes.
 */
import { mkdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { adminMessages, stageMovedTitle } from "../../app/lib/admin-leads.ts";
import { leadPlaceLabels } from "../../app/lib/lead-search.ts";
import { lostReasonLabels, stageLabels } from "../../app/lib/lead-stages.ts";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext } from "../support/admin.ts";
import { uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const target = { dataDir: e2eDataDir };
const SCREENSHOTS = path.resolve(".tmp", "screenshots");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const leadBox = (page: Page, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });

async function postLead(request: APIRequestContext, name: string) {
  const posted = await request.post("/api/leads", { data: { name, phone: "050-1112233", consent: true, source: "contact_form" } });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

function storedLead(id: number) {
  const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
  try {
    return db.prepare("SELECT handled_at, deleted_at FROM leads WHERE id = ?").get(id) as { handled_at: string | null; deleted_at: string | null } | undefined;
  } finally {
    db.close();
  }
}

function acceptConfirm(page: Page, text: string) {
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(text);
    void dialog.accept();
  });
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { id: el?.id ?? "", label: el?.getAttribute("aria-label") ?? "", tag: el?.tagName ?? "" };
  });

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `no-slip-${name}-${page.viewportSize()!.width}.png`) });
}

/** A phone card keeps details and delete behind "פעולות נוספות": opened first where the card has it. */
async function openMoreActions(lead: Locator) {
  await lead.waitFor(); // the view may still be loading
  const more = lead.locator("summary").filter({ hasText: "פעולות נוספות" });
  if ((await more.isVisible()) && (await lead.locator("details[open]").count()) === 0) await more.click();
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 900 } });

    test("a stage change says so and can be undone; focus stays on the list, not the page's top", async ({ page, context }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      const name = uniqueLeadName("לקוח לביטול");
      const id = await postLead(context.request, name);
      await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
      // The screen is the app's once its chat button is a link: a tap before that is the plain
      // form's post, which answers with the flash banner (tested without JavaScript below).
      await expect(leadBox(page, name).locator('a[data-contact="whatsapp"]')).toHaveCount(1);
      await leadBox(page, name)
        .getByRole("button", { name: `${stageLabels.lost}: ${name}` })
        .click();
      // Lost asks its reason in place (issue 42): one of them saves.
      await leadBox(page, name).getByRole("button", { name: lostReasonLabels.price }).click();
      const told = toast(page, stageMovedTitle(name, stageLabels.lost));
      await expect(told).toBeVisible();
      // A search reads every live view: the lead stays in its results, now saying where it is.
      await expect(leadBox(page, name).locator("[data-lead-place]")).toHaveText(leadPlaceLabels.lost);
      await expect.poll(() => storedLead(id)?.handled_at).not.toBeNull();
      await expect.poll(() => focused(page)).not.toMatchObject({ tag: "BODY" }); // never the page's top
      await shot(page, "stage-toast");
      await told.getByRole("button", { name: adminMessages.undo }).click();
      await expect(leadBox(page, name).locator("[data-lead-place]")).toHaveText(leadPlaceLabels.new);
      await expect.poll(() => storedLead(id)?.handled_at).toBeNull();
      expect(errors).toEqual([]);
    });

    test("the undo toast of a delete made in the lead's dialog is drawn above the dialog and takes a click; Escape returns focus to the lead", async ({
      page,
      context,
    }) => {
      await signInContext(context, baseURL, await createAdmin(target));
      const name = uniqueLeadName("לקוח בדיאלוג");
      const id = await postLead(context.request, name);
      await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
      await openMoreActions(leadBox(page, name));
      await leadBox(page, name)
        .getByRole("link", { name: `פרטים: ${name}` })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((el) => el.matches(":modal"))).toBe(true);

      acceptConfirm(page, adminMessages.deleteConfirm);
      await dialog.getByRole("button", { name: `מחיקת ${name}` }).click();
      const told = toast(page, adminMessages.deletedTitle);
      await expect(told).toBeVisible();
      // Inside the dialog (the top layer): the page under a modal dialog is inert.
      await expect(dialog.locator("[data-sonner-toast]").filter({ hasText: adminMessages.deletedTitle })).toHaveCount(1);
      await expect.poll(() => storedLead(id)?.deleted_at).not.toBeNull();
      await shot(page, "undo-above-dialog");
      // A real click: Playwright refuses one whose point is covered by something else.
      await told.getByRole("button", { name: adminMessages.undo }).click();
      await expect.poll(() => storedLead(id)?.deleted_at).toBeNull();
      await expect(toast(page, adminMessages.restoredTitle)).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => focused(page)).toMatchObject({ label: `פרטים: ${name}` });
    });

    test("without JavaScript a delete asks on a page of its own first, then the screen says what it did and offers its undo", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width, height: width < 1024 ? 844 : 900 } });
      try {
        await signInContext(context, baseURL, await createAdmin(target));
        const name = uniqueLeadName("לקוח בלי סקריפט");
        const id = await postLead(context.request, name);
        const page = await context.newPage();
        await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
        await openMoreActions(leadBox(page, name));
        await leadBox(page, name)
          .getByRole("button", { name: `מחיקת ${name}` })
          .click();
        await expect(page.getByRole("heading", { name: adminMessages.confirmTitle })).toBeVisible();
        await expect(page.getByText(adminMessages.deleteConfirm)).toBeVisible();
        expect(storedLead(id)?.deleted_at).toBeNull(); // asked, not done
        await shot(page, "nojs-confirm");
        await page.getByRole("button", { name: `מחיקת ${name}` }).click();
        const flash = page.getByTestId("flash");
        await expect(flash).toContainText(adminMessages.deletedTitle);
        expect(storedLead(id)?.deleted_at).not.toBeNull();
        await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}\\?q=`));
        await shot(page, "nojs-flash");
        await flash.getByRole("button", { name: adminMessages.undo }).click();
        await expect(page.getByTestId("flash")).toContainText(adminMessages.restoredTitle);
        expect(storedLead(id)?.deleted_at).toBeNull();
        // "No" goes back and changes nothing.
        await openMoreActions(leadBox(page, name));
        await leadBox(page, name)
          .getByRole("button", { name: `מחיקת ${name}` })
          .click();
        await page.getByRole("link", { name: "ביטול, לא למחוק" }).click();
        await expect(leadBox(page, name)).toBeVisible();
        expect(storedLead(id)?.deleted_at).toBeNull();
      } finally {
        await context.close();
      }
    });
  });
}
