/**
 * Issue 42, point 9: "what pays" in the owner's words. At 360, 390 and 1366 px, signed in as the
 * owner: the answer ("הקמפיין הכי משתלם ...") at the top of the summary, in the first screen of a
 * phone; sources and landing pages as he says them ("גוגל – חיפוש", "ישיר", "דף הבית"), never the
 * raw values; one campaign run on Facebook and Instagram as one row with each platform's share;
 * the median explained; no sideways scroll. The server is this file's own, so the figures are
 * exactly the leads seeded here.
 */
import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { saveLead } from "../../app/.server/leads.ts";
import type { LeadAttribution } from "../../app/lib/admin-leads.ts";
import { emptyAttribution } from "../../app/lib/attribution.ts";
import { ADMIN_PAGES } from "../../app/lib/paths.ts";
import { removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";
import { createAdmin, signInContext, withDb, type TestUser } from "../support/admin.ts";
import { expectNoAxeViolations } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: "serial", timeout: 180_000 });

const SHOTS = process.env.SHOTS_DIR;

let server: ServerProcess;
let admin: TestUser;
const target = () => ({ dataDir: server.dataDir });

/** A lead that came through `attribution`, created an hour ago; won for `won` shekels, or first contacted after `contactMinutes`. */
async function seed(name: string, attribution: Partial<LeadAttribution>, change: { won?: number; contactMinutes?: number } = {}) {
  const created = new Date(Date.now() - 60 * 60_000);
  await withDb(target(), async (db) => {
    const id = await saveLead(
      db,
      { name, phone: "050-7654321", consent: true, source: "contact_form", attribution: { ...emptyAttribution(), ...attribution } },
      { spam: false, now: created },
    );
    if (change.won !== undefined) await db.kysely.updateTable("leads").set({ stage: "won", won_value: change.won }).where("id", "=", id).execute();
    if (change.contactMinutes !== undefined)
      await db.kysely
        .updateTable("leads")
        .set({ first_contact_at: new Date(created.getTime() + change.contactMinutes * 60_000).toISOString() })
        .where("id", "=", id)
        .execute();
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ dataDir: tempDataDir() });
  admin = await createAdmin(target());
  const winter = { utm_campaign: "חורף-חיפה", utm_medium: "paid", landing_page: "/shipping-haifa" };
  await seed("רונית פייסבוק", { ...winter, utm_source: "facebook", referrer_host: "l.facebook.com", fbclid: "IwAR-1" }, { won: 1200 });
  await seed("אבי פייסבוק", { ...winter, utm_source: "facebook", referrer_host: "m.facebook.com" });
  await seed("מיכל אינסטגרם", { ...winter, utm_source: "ig", referrer_host: "l.instagram.com" }, { won: 800 });
  await seed("דני גוגל", { utm_source: "google", utm_medium: "cpc", utm_campaign: "haifa-search", landing_page: "/pricing", gclid: "Cj0-1" }, { won: 500 });
  await seed("שרה גוגל", { utm_source: "google", utm_medium: "cpc", utm_campaign: "haifa-search", landing_page: "/pricing", gclid: "Cj0-2" });
  await seed("יוסי חיפוש", { referrer_host: "www.google.com", landing_page: "/" }, { contactMinutes: 0 });
  await seed("נועה ישיר", { landing_page: "/" });
  await seed("עמית קישור", { referrer_host: "l.facebook.com", landing_page: "/" });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

async function summaryAt(browser: Browser, width: number): Promise<Page> {
  const height = width < 768 ? 844 : 900;
  const context = await browser.newContext({ viewport: { width, height }, locale: "he-IL", timezoneId: "Asia/Jerusalem" });
  await signInContext(context, server.url, admin);
  const page = await context.newPage();
  await page.goto(`${server.url}${ADMIN_PAGES.summary}`);
  return page;
}

for (const width of [360, 390, 1366]) {
  test(`what pays at ${width} px: the answer first, the owner's words, a campaign over two platforms, the median explained`, async ({ browser }) => {
    const page = await summaryAt(browser, width);
    const phone = width < 768;

    // The answer first: in the first screen, before anything else of the summary.
    const answer = page.locator("[data-what-pays-answer]");
    await expect(answer).toContainText("הקמפיין הכי משתלם ב-30 הימים האחרונים: חורף-חיפה");
    await expect(answer).toContainText("2,000 ₪ מלידים שהוזמנו (2 הוזמנו מתוך 3 לידים)");
    await expect(answer).toContainText("משתלם = הכי הרבה ₪ מלידים שהוזמנו");
    const box = (await answer.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(phone ? 844 : 900);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/summary-top-${width}.png` });

    const pays = page.locator("[data-what-pays]");
    // The owner's words for the sources and the pages, never the raw values.
    for (const words of ["גוגל – חיפוש", "ישיר", "פייסבוק", "דף הבית", "שליחויות בחיפה", "מחירון משלוחים"]) await expect(pays).toContainText(words);
    for (const raw of ["l.facebook.com", "google / cpc", "/shipping-haifa", "www.google.com"]) await expect(pays).not.toContainText(raw);

    // One campaign, on Facebook and on Instagram: one row, with each platform's share under its name.
    const campaign = phone
      ? pays.getByRole("listitem").filter({ hasText: "קמפיין חורף-חיפה" }).filter({ visible: true })
      : pays.getByRole("row", { name: /חורף-חיפה/ });
    await expect(campaign).toHaveCount(1);
    await expect(campaign).toContainText("2,000 ₪");
    await expect(campaign).toContainText("66.7%");
    const platforms = campaign.getByRole("list", { name: "לפי פלטפורמה: חורף-חיפה" });
    await expect(platforms.getByRole("listitem")).toHaveText(["פייסבוק: 2 לידים, 1 הוזמנו, 1,200 ₪", "אינסטגרם: ליד אחד, 1 הוזמנו, 800 ₪"]);
    // Google's ad campaign keeps its own name, its platform in words.
    await expect(pays.getByRole("list", { name: "לפי פלטפורמה: haifa-search" }).filter({ visible: true })).toHaveText(
      "גוגל – מודעות: 2 לידים, 1 הוזמנו, 500 ₪",
    );

    // "חציון" explained where it appears.
    await expect(pays.getByText("חציון: חצי מהלידים נענו מהר יותר מזה")).toBeVisible();
    await expect(page.locator("[data-response-times]").getByText("חציון: חצי מהלידים נענו מהר יותר מזה")).toBeVisible();

    // The answer's link goes to the tables.
    await answer.getByRole("link", { name: "לכל הטבלה" }).click();
    await expect(page.getByRole("heading", { name: "מה מכניס, 30 ימים" })).toBeInViewport();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expectNoAxeViolations(page);
    if (SHOTS) await pays.screenshot({ path: `${SHOTS}/what-pays-${width}.png` });
    await page.context().close();
  });
}
