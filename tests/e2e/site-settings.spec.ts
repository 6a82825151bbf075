/**
 * Issue 40, first slice (docs/decisions/066): the owner changes the business phone in the admin's
 * site area at 390 and 1366 px, sees it only in his own preview, publishes, and once he is told so a
 * stranger's pages (header, footer, tel: and chat links, JSON-LD), /llms.txt and the sitemap say
 * the new one; one tap rolls back. Bad input is refused in Hebrew and nothing changes; a save made
 * over another admin's is told so; a notice shows on every page. The server is this file's own:
 * a publish draws every page of the server again.
 */
import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { israelDateStamp } from "../../app/lib/israel-time.ts";
import type { TestUser } from "../support/admin.ts";
import { contextAt as contextAtWidth, openSiteScreen as openSiteScreenOf, PUBLISH_WAIT_MS, siteAreaServer } from "./site-area.ts";
import { expectNoAxeViolations } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: "serial", timeout: 180_000 });

const SHOTS = process.env.SHOTS_DIR;
const site = siteAreaServer(2);
const admin = (): TestUser => site.admins[0]!;
const second = (): TestUser => site.admins[1]!;
const contextAt = (browser: Browser, width: number, user?: TestUser) => contextAtWidth(site, browser, width, user);

/** What a stranger's copy of a page says about the phone: header, footer, tel: links and the home page's JSON-LD. */
async function phoneOnPage(page: Page, path: string) {
  await page.goto(site.server.url + path);
  const telLinks = await page.locator('a[href^="tel:"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")))]);
  const footer = (await page.locator("footer").innerText()).replace(/\s+/g, " ");
  const header = (await page.locator("header").first().innerText()).replace(/\s+/g, " ");
  const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? "").join("\n"));
  return { telLinks, footer, header, jsonLd };
}

const rawText = async (path: string) => (await fetch(site.server.url + path)).text();

const openSiteScreen = (page: Page) => openSiteScreenOf(site, page);

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const [width, phone, digits] of [
  [390, "052-555-1234", "972525551234"],
  [1366, "04-866-2020", "97248662020"],
] as const) {
  test(`at ${width} px: the owner changes the phone, previews it alone, publishes it to every page within 5 s, and rolls it back`, async ({ browser }) => {
    const owner = await contextAt(browser, width, admin());
    const stranger = await contextAt(browser, width);
    const page = await owner.newPage();
    const visitor = await stranger.newPage();
    const before = await phoneOnPage(visitor, "/");
    const oldPhone = before.telLinks[0]!;
    // Legal text names no example contact: the contact form instead.
    await visitor.goto(site.server.url + "/terms");
    await expect(visitor.locator("section#contact").getByRole("link")).toHaveAttribute("href", "/contact");

    await openSiteScreen(page);
    await noSidewaysScroll(page);
    await page.getByLabel("טלפון", { exact: true }).fill(phone);
    await page.getByRole("button", { name: "שמירת טיוטה" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "הטיוטה נשמרה" })).toBeVisible();
    await expect(page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" })).toContainText(`טלפון: `);
    await expect(page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" })).toContainText(phone);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-draft-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // A draft is nobody's but the owner's: the stranger still sees the old phone.
    expect((await phoneOnPage(visitor, "/pricing")).telLinks).toEqual([oldPhone]);

    // The preview: the real pages, with the draft, in the owner's browser only.
    await page.getByRole("button", { name: "תצוגה מקדימה" }).click();
    await expect(page.getByRole("status").filter({ hasText: "תצוגה מקדימה פעילה" })).toBeVisible();
    const preview = await owner.newPage();
    const previewed = await phoneOnPage(preview, "/pricing");
    expect(previewed.telLinks).toEqual([`tel:+${digits}`]);
    await expect(preview.getByText("תצוגה מקדימה של הטיוטה: רק אתם רואים את זה.")).toBeVisible();
    if (SHOTS) await preview.screenshot({ path: `${SHOTS}/site-preview-${width}.png` });
    expect((await phoneOnPage(visitor, "/pricing")).telLinks).toEqual([oldPhone]);

    // Publish: the owner is told so once every page is drawn again, so the next page a stranger asks
    // for already says the new phone (how long that takes is measured by `npm run bench:publish`).
    await page.getByRole("button", { name: "פרסום באתר" }).click();
    await expect(page.getByRole("status").filter({ hasText: "פורסם" })).toBeVisible({ timeout: PUBLISH_WAIT_MS });
    for (const path of ["/", "/pricing", "/shipping-haifa", "/faq", "/contact"]) {
      expect((await phoneOnPage(visitor, path)).telLinks, path).toEqual([`tel:+${digits}`]);
    }
    const home = await phoneOnPage(visitor, "/");
    expect(home.footer).toContain(phone);
    expect(home.jsonLd).toContain(`"telephone":"${phone}"`);
    expect(await rawText("/llms.txt")).toContain(`טלפון ${phone}`);
    await visitor.goto(site.server.url + "/terms");
    await expect(visitor.locator("section#contact").getByRole("link")).toHaveAttribute("href", `tel:+${digits}`);
    expect(await rawText("/sitemap.xml")).toContain(`<lastmod>${israelDateStamp(new Date())}</lastmod>`);
    // The pages are still the pre-built ones, with their own CSP hash, compressed as the build compresses.
    const head = await fetch(site.server.url + "/pricing", { headers: { "Accept-Encoding": "br" } });
    expect(head.headers.get("cache-control")).toBe("no-cache");
    expect(head.headers.get("content-security-policy")).toContain("sha256-");
    // Client-side navigation reads the page's data, drawn again too.
    expect(await rawText("/pricing.data")).toContain(phone);

    // History: who and when, what changed in the owner's words; one tap rolls back.
    await openSiteScreen(page);
    const versions = page.getByRole("region", { name: "גרסאות שפורסמו" });
    await expect(versions.getByText(admin().email).first()).toBeVisible();
    await expect(versions.getByText(`${phone}`).first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-versions-${width}.png`, fullPage: true });
    await versions
      .getByRole("button", { name: /^שחזור גרסה/ })
      .first()
      .click();
    await expect(page.getByRole("status").filter({ hasText: "הגרסה הקודמת שוחזרה" })).toBeVisible({ timeout: PUBLISH_WAIT_MS });
    expect((await phoneOnPage(visitor, "/pricing")).telLinks).toEqual([oldPhone]);
    expect(await rawText("/llms.txt")).not.toContain(phone);

    await owner.close();
    await stranger.close();
  });
}

test("bad input is refused in Hebrew, naming the field and the rule, and nothing is saved", async ({ browser }) => {
  const owner = await contextAt(browser, 390, admin());
  const page = await owner.newPage();
  const refusals: Array<[string, string, string]> = [
    ["טלפון", "12345", "טלפון: מספר ישראלי בלבד"],
    ["טלפון", "+1 212 555 0100", "טלפון: מספר ישראלי בלבד"],
    ["ח״פ / ע״מ", "515123454", "ח״פ / ע״מ: 9 ספרות עם ספרת ביקורת נכונה"],
    ["אימייל", "office@localhost", "אימייל: כתובת אימייל לא תקינה"],
    ["שם העסק באתר", "<script>alert(1)</script>", "שם העסק באתר: בלי תגיות"],
  ];
  for (const [label, value, message] of refusals) {
    await openSiteScreen(page);
    await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "שמירת טיוטה" }).first().click();
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(message)).toBeVisible();
    await expect(field).toHaveValue(value);
  }
  await openSiteScreen(page);
  await expect(page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" })).toHaveCount(0);

  // A notice with markup, or ending before it starts, is refused too.
  await page.locator("#site-notice-text").fill('<img src=x onerror="alert(1)">');
  await page.locator("#site-notice-from").fill("2026-12-01");
  await page.locator("#site-notice-to").fill("2026-12-03");
  await page.getByRole("region", { name: "הודעה באתר" }).getByRole("button", { name: "שמירת טיוטה" }).click();
  await expect(page.getByText("נוסח ההודעה: בלי תגיות")).toBeVisible();
  await page.locator("#site-notice-text").fill("שעות חג");
  await page.locator("#site-notice-from").fill("2026-12-05");
  await page.locator("#site-notice-to").fill("2026-12-03");
  await page.getByRole("region", { name: "הודעה באתר" }).getByRole("button", { name: "שמירת טיוטה" }).click();
  await expect(page.getByText("עד תאריך (כולל): לא לפני מתאריך.")).toBeVisible();
  await openSiteScreen(page);
  await expect(page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" })).toHaveCount(0);
  await owner.close();
});

test("two admins save the same section: the second is told the first saved, sees it, and saving again replaces it", async ({ browser }) => {
  const first = await (await contextAt(browser, 1366, admin())).newPage();
  const other = await (await contextAt(browser, 390, second())).newPage();
  await openSiteScreen(first);
  await openSiteScreen(other);
  await first.getByLabel("כתובת", { exact: true }).fill("רחוב הנמל 1, חיפה");
  await first.getByRole("button", { name: "שמירת טיוטה" }).first().click();
  await expect(first.getByRole("status").filter({ hasText: "הטיוטה נשמרה" })).toBeVisible();

  await other.getByLabel("כתובת", { exact: true }).fill("דרך העצמאות 9, אשדוד");
  await other.getByRole("button", { name: "שמירת טיוטה" }).first().click();
  await expect(other.getByText("מנהל אחר שמר את החלק הזה בינתיים")).toBeVisible();
  await expect(other.getByText("רחוב הנמל 1, חיפה")).toBeVisible();
  await expect(other.getByLabel("כתובת", { exact: true })).toHaveValue("דרך העצמאות 9, אשדוד");
  await other.getByRole("button", { name: "שמירת טיוטה" }).first().click();
  await expect(other.getByRole("status").filter({ hasText: "הטיוטה נשמרה" })).toBeVisible();
  await expect(other.getByRole("region", { name: "טיוטה שעוד לא פורסמה" })).toContainText("דרך העצמאות 9, אשדוד");

  await other.getByRole("button", { name: "מחיקת הטיוטה" }).click();
  await expect(other.getByRole("status").filter({ hasText: "הטיוטה נמחקה" })).toBeVisible();
  await first.context().close();
  await other.context().close();
});

test("a notice between two dates shows on every page once published, and the status card lists the example details still live", async ({ browser }) => {
  const owner = await contextAt(browser, 390, admin());
  const page = await owner.newPage();
  await page.goto(site.server.url + "/manage-leads-2024/summary");
  await expect(page.getByText("האתר עדיין מציג פרטים לדוגמה או חסרים")).toBeVisible();
  await expect(page.getByText("באתר מופיע טלפון לדוגמה (050-123-4567)")).toBeVisible();
  await page.getByRole("link", { name: "להשלמה במסך האתר" }).click();
  await expect(page).toHaveURL(/\/site$/);

  const today = israelDateStamp(new Date());
  const later = israelDateStamp(new Date(Date.now() + 3 * 86_400_000));
  await page.locator("#site-notice-text").fill("בערב חג נעבוד עד 13:00.");
  await page.locator("#site-notice-from").fill(today);
  await page.locator("#site-notice-to").fill(later);
  await page.getByRole("region", { name: "הודעה באתר" }).getByRole("button", { name: "שמירת טיוטה" }).click();
  await expect(page.getByRole("status").filter({ hasText: "הטיוטה נשמרה" })).toBeVisible();
  await page.getByRole("button", { name: "פרסום באתר" }).click();
  await expect(page.getByRole("status").filter({ hasText: "פורסם" })).toBeVisible({ timeout: PUBLISH_WAIT_MS });

  const visitor = await (await contextAt(browser, 390)).newPage();
  for (const path of ["/", "/pricing", "/blog/delivery-tips"]) {
    await visitor.goto(site.server.url + path);
    await expect(visitor.getByText("בערב חג נעבוד עד 13:00.")).toBeVisible();
  }
  if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/site-notice-390.png` });
  await noSidewaysScroll(visitor);
  await owner.close();
  await visitor.context().close();
});

test("the owner replaces an example testimonial with a customer's, confirmed and dated; without the customer's consent it is refused", async ({ browser }) => {
  const owner = await contextAt(browser, 390, admin());
  const page = await owner.newPage();
  await openSiteScreen(page);
  const first = page.getByRole("group", { name: /^המלצה 1/ });
  await expect(first).toContainText("(דוגמה, בלי אישור לקוח)");
  await first.getByLabel(/^הציטוט/).fill("השליח הגיע תוך חצי שעה, והמסמכים נמסרו בירושלים לפני הצהריים.");
  await first.getByLabel("השם, כפי שהלקוח הסכים שיופיע").fill("דנה ל.");
  await first.getByLabel("עיר").fill("חולון");
  await first.getByLabel("תאריך").fill("2026-11-01");
  const save = page.getByRole("region", { name: "המלצות בדף הבית" }).getByRole("button", { name: "שמירת טיוטה" });
  await save.click();
  await expect(page.getByText("המלצה 1: סמנו שהלקוח הסכים לפרסום, או רוקנו את ההמלצה.")).toBeVisible();
  await expect(page.getByRole("group", { name: /^המלצה 1/ }).getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
  await page
    .getByRole("group", { name: /^המלצה 1/ })
    .getByRole("checkbox")
    .check();
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "הטיוטה נשמרה" })).toBeVisible();
  await expect(page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" })).toContainText("המלצה 1:");
  await expect(page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" })).toContainText("(באישור הלקוח)");
  await page.getByRole("button", { name: "פרסום באתר" }).click();
  await expect(page.getByRole("status").filter({ hasText: "פורסם" })).toBeVisible({ timeout: PUBLISH_WAIT_MS });

  const visitor = await (await contextAt(browser, 390)).newPage();
  await visitor.goto(site.server.url + "/");
  const testimonials = visitor.getByRole("region", { name: "מה הלקוחות אומרים" });
  await expect(testimonials).toContainText("השליח הגיע תוך חצי שעה, והמסמכים נמסרו בירושלים לפני הצהריים.");
  await expect(testimonials).toContainText("דנה ל., חולון");
  await expect(testimonials.getByRole("listitem")).toHaveCount(3);
  // The two examples left are still listed as examples on the status card.
  await page.goto(site.server.url + "/manage-leads-2024/summary");
  await expect(page.getByText("ההמלצה של אבי בדף הבית היא דוגמה, בלי אישור של לקוח")).toBeVisible();
  await expect(page.getByText("ההמלצה של מיכל בדף הבית היא דוגמה")).toHaveCount(0);
  await owner.close();
  await visitor.context().close();
});
