import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext } from "../support/admin.ts";
import { findLeadsByName } from "./db.ts";
import { stubChatService, submitLeadForm, uniqueLeadName } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function sendLead(page: Page, name: string) {
  const form = page.locator("form[data-lead-form]").first();
  await form.getByLabel("שם מלא").fill(name);
  await form.getByLabel("טלפון").fill("054-3334455");
  await form.getByLabel(/קראתי ואני מסכים/).check();
  const popup = page.waitForEvent("popup");
  await submitLeadForm(form);
  await (await popup).close();
  await expect.poll(() => findLeadsByName(name).length).toBe(1);
}

/** The owner opens the lead's detail view in another browser context, signed in. */
async function openDetailAsOwner(owner: BrowserContext, name: string) {
  const id = findLeadsByName(name)[0]!.id;
  const page = await owner.newPage();
  await page.goto(`${ADMIN_PATH}?view=all&q=${encodeURIComponent(name)}&lead=${id}`);
  const detail = page.getByRole("dialog", { name });
  await expect(detail).toBeVisible();
  return { page, detail };
}

test.describe("where a lead came from", () => {
  test("a visit from a Google ad that sends the form on its third page shows the campaign, the landing page and the gclid in the admin and the export", async ({
    browser,
    page,
    context,
  }) => {
    await stubChatService(context);
    const name = uniqueLeadName("לקוח מקמפיין");
    await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale&gclid=EAIaIQobChMI-test", { referer: "https://www.google.com/" });
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("courier.attribution"))).toContain("spring-sale");
    // Two more pages of the same visit, through the site's own links.
    await page.getByRole("link", { name: "מחירון" }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(`${baseURL}/pricing`);
    await page.goto("/contact"); // a full page load: the visit's record survives it
    await sendLead(page, name);

    const stored = findLeadsByName(name)[0]!;
    expect(stored).toMatchObject({
      landing_page: "/",
      referrer_host: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-sale",
      gclid: "EAIaIQobChMI-test",
      page_path: "/contact",
    });

    const owner = await browser.newContext();
    await signInContext(owner, baseURL, await createAdmin({ dataDir: e2eDataDir }));
    const { page: admin, detail } = await openDetailAsOwner(owner, name);
    await expect(detail).toContainText("spring-sale");
    await expect(detail).toContainText("EAIaIQobChMI-test");
    await expect(detail).toContainText("www.google.com");
    await expect(detail.getByRole("definition").filter({ hasText: /^\/$/ })).toHaveCount(1); // landing page "/"
    await detail.getByRole("link", { name: "סגירה" }).click();
    await expect(admin.getByRole("table", { name: "לידים", exact: true }).getByRole("row").filter({ hasText: name })).toContainText(
      "google / cpc / spring-sale",
    );
    // The summary screen counts it under its campaign, by the campaign's name.
    await admin.getByRole("navigation", { name: "תצוגה" }).getByRole("link", { name: "סיכום" }).click();
    await expect(admin.getByRole("table", { name: /לידים לפי מקור/ })).toContainText("קמפיין spring-sale");
    await admin.goBack();
    await expect(admin.getByRole("heading", { level: 2, name: "לידים" })).toBeVisible();

    const downloading = admin.waitForEvent("download");
    await admin.getByRole("link", { name: "ייצא לאקסל" }).click();
    const csv = readFileSync((await (await downloading).path())!).toString("utf8");
    const [header, ...rows] = csv.slice(1).split("\r\n");
    expect(header!.split(",").slice(0, 7).join(",")).toBe('"תאריך","שם","טלפון","מוצא","יעד","מקור","הערות"');
    const row = rows.find((line) => line.includes(name))!;
    for (const value of ['"/"', '"www.google.com"', '"google"', '"cpc"', '"spring-sale"', '"EAIaIQobChMI-test"']) expect(row).toContain(value);
    await owner.close();
  });

  test("a lead sent after using the calculator carries the estimate the visitor saw", async ({ browser, page, context }) => {
    await stubChatService(context);
    const name = uniqueLeadName("לקוח עם הערכה");
    await page.goto("/");
    const calculator = page.locator("section#calculator");
    await expect(calculator).toHaveAttribute("data-hydrated", "true");
    await calculator.getByLabel("עיר יעד").selectOption({ label: "חיפה" });
    await calculator.getByRole("button", { name: /^בינונית/ }).click();
    const price = Number((await calculator.getByTestId("calculator-price").innerText()).replace(/\D/g, ""));
    expect(price).toBeGreaterThan(0);
    await sendLead(page, name);
    expect(findLeadsByName(name)[0]).toMatchObject({ quote_to: "חיפה", quote_size: "medium", quote_price: price, landing_page: "/" });

    const owner = await browser.newContext();
    await signInContext(owner, baseURL, await createAdmin({ dataDir: e2eDataDir }));
    const { detail } = await openDetailAsOwner(owner, name);
    await expect(detail).toContainText(`${price} ₪`);
    await expect(detail).toContainText("חיפה");
    await expect(detail).toContainText("בינונית");
    await owner.close();
  });

  test("nothing is sent or stored before the visitor submits a form, and no cookie is set", async ({ page, context }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`);
    });
    await page.goto("/?utm_source=newsletter&utm_campaign=winter");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("courier.attribution"))).toContain("winter");
    await page.goto("/pricing");
    // The visit's first page is what it remembers.
    expect(await page.evaluate(() => sessionStorage.getItem("courier.attribution"))).toContain('"landing_page":"/"');
    expect(requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
});
