/**
 * Issue 41, the accessibility statement (/accessibility), as a visitor and the owner see it: at 390
 * and 1366 px the page shows its title, its numbered sections and the date of the last check, with
 * no sideways scroll and no axe violation; the footer and the settings panel lead to it; with only
 * the installation's examples it names no phone or e-mail (the contact form instead); the owner
 * names an accessibility coordinator in the admin's site area, publishes, and the statement and the
 * panel name the coordinator, with a tel: and a mailto: link. The server is this file's own: a
 * publish draws every page of it again. SHOTS_DIR=<dir> keeps screenshots.
 */
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { accessibilityStatementOf, STATEMENT_DATE } from "../../app/content/accessibility-statement.ts";
import { exampleSiteConfig } from "../../app/lib/business-details.ts";
import { expectNoAxeViolations, hydrated, watchForPageErrors } from "./helpers.ts";
import { contextAt, openSiteScreen, PUBLISH_WAIT_MS, siteAreaServer } from "./site-area.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: "serial", timeout: 180_000 });

const SHOTS = process.env.SHOTS_DIR;
const site = siteAreaServer(1);

/** The numbered headings the page draws, from the same content. */
const headings = accessibilityStatementOf({}).sections.map((section, i) => `${i + 1}. ${section.heading}`);
const coordinator = { name: "דנה כהן", phone: "052-555-1234", tel: "tel:+972525551234", email: "negishut@north-courier.co.il" };

const panel = (page: Page) => page.getByRole("dialog", { name: "הגדרות נגישות" });
const output = (page: Page, group: string) => panel(page).getByRole("group", { name: group }).locator("output");

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Opens the settings panel and its statement summary. */
async function openStatementSummary(page: Page) {
  await hydrated(page);
  await page.getByRole("button", { name: "הגדרות נגישות" }).click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByText("הצהרת נגישות").click();
  return panel(page).locator("details");
}

for (const width of [390, 1366]) {
  test(`at ${width} px: the footer leads to the statement, which shows its sections and the date of the last check, fits and passes axe`, async ({
    browser,
  }) => {
    const context = await contextAt(site, browser, width);
    const page = await context.newPage();
    const problems = watchForPageErrors(page);
    await page.goto(site.server.url + "/");
    await hydrated(page);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "הצהרת נגישות", exact: true });
    await expect(link).toHaveAttribute("href", "/accessibility");
    await link.click();
    await expect(page).toHaveURL(/\/accessibility$/);

    const main = page.locator("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("הצהרת נגישות");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(headings);
    await expect(main).toContainText(`עודכן לאחרונה: ${STATEMENT_DATE}`);
    await expect(main.locator("section#checked")).toContainText(`הבדיקה האחרונה: ${STATEMENT_DATE}`);
    await expect(main.locator("section#level")).toContainText("ת״י 5568");
    await expect(main.locator("section#not-accessible")).toContainText("וואטסאפ");
    // Only the installation's examples: no example phone or e-mail is named, the contact form instead.
    const contact = main.locator("section#contact");
    await expect(contact).toContainText("פנו אלינו דרך האתר:");
    await expect(contact.getByRole("link", { name: "בטופס יצירת הקשר" })).toHaveAttribute("href", "/contact");
    await expect(contact.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    await expect(main).not.toContainText(exampleSiteConfig.phone);
    await expect(main).not.toContainText(exampleSiteConfig.email);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/accessibility-${width}.png`, fullPage: true });
    if (SHOTS && width === 1366) {
      await page.setViewportSize({ width: 768, height: 900 });
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/accessibility-768.png`, fullPage: true });
    }

    // The page as first served: pre-rendered, in the sitemap and in /llms.txt.
    const served = await fetch(site.server.url + "/accessibility");
    expect(served.status).toBe(200);
    expect(await served.text()).toContain(`עודכן לאחרונה: ${STATEMENT_DATE}`);
    expect(await (await fetch(site.server.url + "/sitemap.xml")).text()).toContain("/accessibility</loc>");
    expect(await (await fetch(site.server.url + "/llms.txt")).text()).toContain("/accessibility");
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("the settings panel: spacings at their start say so in words, and its summary links to the whole statement", async ({ browser }) => {
  const context = await contextAt(site, browser, 390);
  const page = await context.newPage();
  await page.goto(site.server.url + "/about");
  const summary = await openStatementSummary(page);
  // Issue 41: "0px" at the start told a visitor nothing.
  await expect(output(page, "מרווח בין אותיות")).toHaveText("מרווח בין אותיות: רגיל");
  await expect(output(page, "מרווח בין שורות")).toHaveText("מרווח בין שורות: רגיל");
  await expect(output(page, "גודל טקסט")).toHaveText("גודל טקסט: 100%");
  await panel(page).getByRole("button", { name: "הגדלת מרווח בין אותיות" }).click();
  await expect(output(page, "מרווח בין אותיות")).toHaveText("מרווח בין אותיות: 1px");
  await panel(page).getByRole("button", { name: "הקטנת מרווח בין אותיות" }).click();

  await expect(summary).toContainText("ת״י 5568 ברמה AA");
  await expect(summary).toContainText(`תאריך ההצהרה: ${STATEMENT_DATE}`);
  // No example phone or e-mail here either.
  await expect(summary.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/accessibility-panel-390.png` });
  await summary.getByRole("link", { name: "להצהרת הנגישות המלאה" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("הצהרת נגישות");
  await expect(panel(page)).toBeHidden();
  await context.close();
});

test("the owner names an accessibility coordinator (and his years of experience) in the site area and publishes: the statement and the panel name them, /about claims the years", async ({
  browser,
}) => {
  const owner = await contextAt(site, browser, 390, site.admins[0]!);
  const page = await owner.newPage();
  await openSiteScreen(site, page);
  const business = page.getByRole("region", { name: "פרטי העסק" });
  const phoneField = business.getByLabel("טלפון רכז/ת הנגישות", { exact: true });
  await expect(phoneField).toHaveAttribute("type", "tel");
  expect(await phoneField.getAttribute("required")).toBeNull();

  // A bad phone is refused in Hebrew, naming the field, and nothing is saved.
  await business.getByLabel("שם רכז/ת הנגישות", { exact: true }).fill(coordinator.name);
  await phoneField.fill("12345");
  await business.getByRole("button", { name: "שמירת טיוטה" }).click();
  await expect(page.getByText("טלפון רכז/ת הנגישות: מספר ישראלי בלבד")).toBeVisible();
  await expect(business.getByLabel("טלפון רכז/ת הנגישות", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await business.getByLabel("שם רכז/ת הנגישות", { exact: true }).fill(coordinator.name);
  await business.getByLabel("טלפון רכז/ת הנגישות", { exact: true }).fill("+972 52 555 1234");
  await business.getByLabel("אימייל רכז/ת הנגישות", { exact: true }).fill(coordinator.email);
  // Years of experience: claimed (on /about) only once the owner sets them (issue 41).
  await business.getByLabel("שנות ניסיון של העסק", { exact: true }).fill("120");
  await business.getByRole("button", { name: "שמירת טיוטה" }).click();
  await expect(page.getByText("שנות ניסיון של העסק: מספר שלם בין 1 ל-99, או ריק.")).toBeVisible();
  await business.getByLabel("שנות ניסיון של העסק", { exact: true }).fill("12");
  await business.getByRole("button", { name: "שמירת טיוטה" }).click();
  await expect(page.getByRole("status").filter({ hasText: "הטיוטה נשמרה" })).toBeVisible();
  // The earlier refusal is not said any more, and the form shows the draft as saved.
  await expect(page.getByText("טלפון רכז/ת הנגישות: מספר ישראלי בלבד")).toHaveCount(0);
  await expect(business.getByLabel("טלפון רכז/ת הנגישות", { exact: true })).toHaveValue(coordinator.phone);
  await expect(business.getByLabel("טלפון רכז/ת הנגישות", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  const draft = page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" });
  await expect(draft).toContainText(`שם רכז/ת הנגישות: (ריק) ← ${coordinator.name}`);
  await expect(draft).toContainText(`טלפון רכז/ת הנגישות: (ריק) ← ${coordinator.phone}`);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  if (SHOTS) {
    await business.getByLabel("שם רכז/ת הנגישות", { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-business-390.png` });
    await business.screenshot({ path: `${SHOTS}/admin-business-form-390.png` });
  }
  await page.getByRole("button", { name: "פרסום באתר" }).click();
  await expect(page.getByRole("status").filter({ hasText: "פורסם" })).toBeVisible({ timeout: PUBLISH_WAIT_MS });

  for (const width of [390, 1366]) {
    const stranger = await contextAt(site, browser, width);
    const visitor = await stranger.newPage();
    await visitor.goto(site.server.url + "/about");
    await expect(visitor.locator("main")).toContainText("אנחנו חברת שליחויות ארצית עם יותר מ-12 שנות ניסיון, שמובילה");
    await visitor.goto(site.server.url + "/accessibility");
    const contact = visitor.locator("main section#contact");
    await expect(contact).toContainText(`רכז/ת הנגישות שלנו: ${coordinator.name}. פנו בטלפון או באימייל:`);
    await expect(contact.getByRole("link", { name: coordinator.phone })).toHaveAttribute("href", coordinator.tel);
    await expect(contact.getByRole("link", { name: coordinator.email })).toHaveAttribute("href", `mailto:${coordinator.email}`);
    await expect(contact.getByRole("link", { name: "בטופס יצירת הקשר" })).toHaveCount(0);
    await noSidewaysScroll(visitor);
    await expectNoAxeViolations(visitor);
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/accessibility-coordinator-${width}.png`, fullPage: true });

    // The panel names the same coordinator, phone and e-mail.
    await visitor.goto(site.server.url + "/");
    const summary = await openStatementSummary(visitor);
    await expect(summary).toContainText(`רכז/ת הנגישות: ${coordinator.name}`);
    await expect(summary.getByRole("link", { name: coordinator.phone })).toHaveAttribute("href", coordinator.tel);
    await expect(summary.getByRole("link", { name: coordinator.email })).toHaveAttribute("href", `mailto:${coordinator.email}`);
    await stranger.close();
  }
  await owner.close();
});
