/**
 * Issue 40, the prices (docs/decisions/067): at 390 and 1366 px the owner changes Tel Aviv-Haifa from
 * 95 to 99 ₪ and the regular within-city price, previews them alone, publishes; once he is told so,
 * a stranger's pricing page, a city page (table, prose and FAQ JSON-LD), the FAQ (and its JSON-LD),
 * the calculator, the WebMCP price tool and /llms.txt all say the new figures. One tap rolls back and
 * they all say the old ones. A save that would make the site contradict itself is refused in Hebrew
 * and nothing changes. The terms' figures: on the status card until confirmed, then on /terms.
 * The server is this file's own: a publish draws every page again.
 */
import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import type { TestUser } from "../support/admin.ts";
import { contextAt as contextAtWidth, openSiteScreen as openSiteScreenOf, PUBLISH_WAIT_MS, siteAreaServer } from "./site-area.ts";
import { expectNoAxeViolations, stubModelContext } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: "serial", timeout: 180_000 });

const SHOTS = process.env.SHOTS_DIR;
const site = siteAreaServer(1);
const admin = (): TestUser => site.admins[0]!;
const contextAt = (browser: Browser, width: number, user?: TestUser) => contextAtWidth(site, browser, width, user);

const pricesRegion = (page: Page) => page.getByRole("region", { name: "מחירים" });

const openSiteScreen = (page: Page) => openSiteScreenOf(site, page);

const rawText = async (path: string) => (await fetch(site.server.url + path)).text();
const squeeze = (text: string) => text.replace(/\s+/g, " ");

/** Every place a stranger reads the two figures, Tel Aviv-Haifa and the regular price within a city, says them. */
async function expectFigures(page: Page, tool: Page, pair: number, within: number) {
  const text = async (path: string) => {
    await page.goto(site.server.url + path);
    return {
      // innerText keeps a table's cells apart; textContent reads answers folded in closed <details>.
      shown: squeeze(await page.locator("main").innerText()),
      all: squeeze((await page.locator("main").textContent()) ?? ""),
      jsonLd: await page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((x) => x.textContent).join("\n")),
    };
  };
  const pricing = await text("/pricing");
  expect(pricing.shown, "the pricing page's destinations table").toContain(`חיפה (בין ערים) ${pair} ₪`);
  expect(pricing.shown, "the pricing page's tiers table").toContain(`משלוח רגיל בתוך העיר תוך 24 שעות ${within} ₪`);
  const city = await text("/shipping-tel-aviv");
  expect(city.shown, "the city page's table").toContain(`משלוח רגיל תוך 24 שעות ${within} ₪`);
  expect(city.all, "the city page's prose").toContain(`משלוח רגיל בתוך העיר מתחיל מ-${within} ₪`);
  expect(city.jsonLd, "the city page's FAQ JSON-LD").toContain(`מתחיל מ-${within} ₪`);
  const faq = await text("/faq");
  expect(faq.all, "the FAQ").toContain(`משלוח רגיל עולה ${within} ₪`);
  expect(faq.jsonLd, "the FAQ's JSON-LD").toContain(`משלוח רגיל עולה ${within} ₪`);

  await tool.goto(site.server.url + "/");
  const calculator = tool.locator("section#calculator");
  await expect(calculator).toHaveAttribute("data-hydrated", "true");
  await calculator.getByLabel("עיר מוצא").selectOption("tel-aviv");
  await calculator.getByLabel("עיר יעד").selectOption("haifa");
  await expect(calculator.getByTestId("calculator-price"), "the calculator").toHaveText(`${pair} ₪`);
  await calculator.getByLabel("עיר יעד").selectOption("tel-aviv");
  await expect(calculator.getByTestId("calculator-price"), "the calculator within a city").toHaveText(`${within} ₪`);
  await expect.poll(() => tool.evaluate(() => (window as unknown as { __webmcpTools: unknown[] }).__webmcpTools.length)).toBeGreaterThan(0);
  const agent = await tool.evaluate(async () => {
    const tools = (window as unknown as { __webmcpTools: { name: string; execute: (i: unknown) => unknown }[] }).__webmcpTools;
    return (await tools.find((t) => t.name === "estimate_delivery_price")!.execute({ origin: "tel-aviv", destination: "haifa" })) as { price: number };
  });
  expect(agent.price, "the WebMCP price tool").toBe(pair);
  const llms = await (await page.request.get(site.server.url + "/llms.txt")).text();
  expect(llms, "/llms.txt").toContain(`תל אביב-חיפה ${pair} ₪`);
  expect(llms, "/llms.txt").toContain(`באותה עיר ${within} ₪`);
}

async function fill(page: Page, id: string, value: string) {
  await page.locator(`#site-price-${id}`).fill(value);
}

for (const [width, within] of [
  [390, 42],
  [1366, 44],
] as const) {
  test(`at ${width} px: the owner sets Tel Aviv-Haifa to 99 ₪ and the regular price within a city to ${within} ₪, previews, publishes to every page, and rolls back`, async ({
    browser,
  }) => {
    const owner = await contextAt(browser, width, admin());
    const stranger = await contextAt(browser, width);
    await stubModelContext(stranger);
    await stubModelContext(owner);
    const page = await owner.newPage();
    const [visitor, visitorTool] = [await stranger.newPage(), await stranger.newPage()];
    await expectFigures(visitor, visitorTool, 95, 40);

    await openSiteScreen(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await fill(page, "pairHaifa", "99");
    await fill(page, "regularWithinCity", String(within));
    await fill(page, "surchargeNight", "65");
    await pricesRegion(page).getByRole("button", { name: "שמירת טיוטה" }).click();
    await expect(page.getByRole("status").filter({ hasText: "הטיוטה נשמרה" })).toBeVisible();
    const draft = page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" });
    await expect(draft).toContainText("מחירים, תל אביב – חיפה: 95 ₪ ← 99 ₪");
    await expect(draft).toContainText(`מחירים, בתוך העיר: 40 ₪ ← ${within} ₪`);
    if (SHOTS) await pricesRegion(page).screenshot({ path: `${SHOTS}/site-prices-${width}.png` });
    await expectNoAxeViolations(page);

    // The draft is the owner's alone: in his preview the pages say the new figures, a stranger's the old.
    await page.getByRole("button", { name: "תצוגה מקדימה" }).click();
    await expect(page.getByRole("status").filter({ hasText: "תצוגה מקדימה פעילה" })).toBeVisible();
    const [preview, previewTool] = [await owner.newPage(), await owner.newPage()];
    await expectFigures(preview, previewTool, 99, within);
    if (SHOTS) await previewTool.screenshot({ path: `${SHOTS}/site-prices-preview-${width}.png` });
    await preview.close();
    await previewTool.close();
    await expectFigures(visitor, visitorTool, 95, 40);

    await page.getByRole("button", { name: "פרסום באתר" }).click();
    await expect(page.getByRole("status").filter({ hasText: "פורסם" })).toBeVisible({ timeout: PUBLISH_WAIT_MS });
    await expectFigures(visitor, visitorTool, 99, within);
    // Client-side navigation reads the pages' data, drawn again too.
    expect(await rawText("/pricing.data")).toContain(`${within} ₪`);
    // A surcharge is one figure: the price list and the terms both say the new amount.
    for (const path of ["/pricing", "/terms"]) expect(await rawText(path), path).toContain("משלוח לילה, מחוץ לשעות השליחים");
    expect(await rawText("/terms")).toContain("משלוח לילה, מחוץ לשעות השליחים: 65 ₪");

    await openSiteScreen(page);
    const versions = page.getByRole("region", { name: "גרסאות שפורסמו" });
    await expect(versions.getByText("מחירים, תל אביב – חיפה: 95 ₪ ← 99 ₪").first()).toBeVisible();
    await versions
      .getByRole("button", { name: /^שחזור גרסה/ })
      .first()
      .click();
    await expect(page.getByRole("status").filter({ hasText: "הגרסה הקודמת שוחזרה" })).toBeVisible({ timeout: PUBLISH_WAIT_MS });
    await expectFigures(visitor, visitorTool, 95, 40);
    expect(await rawText("/terms")).toContain("משלוח לילה, מחוץ לשעות השליחים: 50 ₪");
    await owner.close();
    await stranger.close();
  });
}

test("a price that is not a price, or one that makes the site contradict itself, is refused in Hebrew and nothing changes", async ({ browser }) => {
  const owner = await contextAt(browser, 390, admin());
  const page = await owner.newPage();
  const refusals: Array<[string, string, string]> = [
    ["pairHaifa", "0", "תל אביב – חיפה: מספר שלם של שקלים, בין 1 ל-100,000."],
    ["pairHaifa", "-5", "תל אביב – חיפה: מספר שלם של שקלים, בין 1 ל-100,000."],
    ["pairHaifa", "1000000000", "תל אביב – חיפה: מספר שלם של שקלים, בין 1 ל-100,000."],
    ["extraPackaging", "עשרים", "אריזה: מספר שלם של שקלים, בין 1 ל-100,000."],
    ["regularFar-low", "600", 'ליעדים מרוחקים כמו אילת: המחיר "מ־" (600) גבוה מהמחיר "עד" (520).'],
    // Express cheaper than same day, a document dearer than a parcel, a pair outside its tier: the price book's invariants.
    ["expressWithinCity-low", "50", "משלוח אקספרס בתוך העיר: משלוח מהיר יותר לא יכול לעלות פחות ממשלוח באותו יום בתוך העיר"],
    ["documentEnvelope", "45", "מעטפה או מסמך בודד (משלוח רגיל): מסמכים לא יכולים לעלות יותר מחבילה קטנה באותה מהירות (40 ₪)."],
    ["pairHaifa", "400", "המחשבון נותן 400 ₪ מתל אביב לחיפה (חבילה קטנה), מחוץ לטווח של משלוח רגיל בין ערים (50–310 ₪)"],
  ];
  for (const [id, value, message] of refusals) {
    await openSiteScreen(page);
    await fill(page, id, value);
    await pricesRegion(page).getByRole("button", { name: "שמירת טיוטה" }).click();
    await expect(pricesRegion(page).getByText(message)).toBeVisible();
    await expect(page.locator(`#site-price-${id}`)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#site-price-${id}`)).toHaveValue(value);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-prices-refused-390.png`, fullPage: true });
  await openSiteScreen(page);
  await expect(page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" })).toHaveCount(0);
  expect(await rawText("/llms.txt")).toContain("תל אביב-חיפה 95 ₪");
  await owner.close();
});

test("the terms' figures: listed on the status card until the owner confirms his own; refused without the confirmation or when they contradict; /terms says them once published", async ({
  browser,
}) => {
  const owner = await contextAt(browser, 390, admin());
  const page = await owner.newPage();
  await page.goto(site.server.url + "/manage-leads-2024/summary");
  await expect(page.getByText("נתוני תנאי השימוש (תקרת אחריות, משקל, שעות סגירה) הם של ההתקנה ולא אושרו")).toBeVisible();

  const terms = page.getByRole("region", { name: "נתוני תנאי השימוש" });
  const save = terms.getByRole("button", { name: "שמירת טיוטה" });
  await openSiteScreen(page);
  await terms.getByLabel("צלע ארוכה מרבית (ס״מ)").fill("200");
  await save.click();
  await expect(terms.getByText("צלע ארוכה מרבית (ס״מ): לא יותר מסכום שלוש הצלעות (150).")).toBeVisible();
  await terms.getByLabel("צלע ארוכה מרבית (ס״מ)").fill("100");
  await terms.getByLabel("תקרת אחריות בלי ערך מוצהר (₪)").fill("800");
  await terms.getByLabel("השעה האחרונה להזמנת משלוח באותו יום, ראשון עד חמישי").fill("13:00");
  // The law's limits: a claim window a customer can meet, a cancellation fee within section 14C.
  await terms.getByLabel("דיווח על נזק תוך (ימים)").fill("3");
  await save.click();
  await expect(terms.getByText("דיווח על נזק תוך (ימים): מספר ימים שלם, בין 14 ל-60, כדי שלקוח יספיק לדווח.")).toBeVisible();
  await terms.getByLabel("דיווח על נזק תוך (ימים)").fill("21");
  await terms.getByLabel("דמי ביטול אחרי שהשליח יצא (₪; 0: בלי; עד 100)").fill("150");
  await save.click();
  await expect(terms.getByText("דמי ביטול אחרי שהשליח יצא (₪; 0: בלי; עד 100): מספר שלם של שקלים, בין 0 ל-100 (חוק הגנת הצרכן, סעיף 14ג).")).toBeVisible();
  await terms.getByLabel("דמי ביטול אחרי שהשליח יצא (₪; 0: בלי; עד 100)").fill("30");
  await save.click();
  await expect(terms.getByText('סמנו "בדקתי: אלה התנאים שהעסק שלי עומד בהם" כדי לשמור.')).toBeVisible();
  await expect(terms.getByLabel("תקרת אחריות בלי ערך מוצהר (₪)")).toHaveValue("800");
  await terms.getByRole("checkbox", { name: "בדקתי: אלה התנאים שהעסק שלי עומד בהם" }).check();
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "הטיוטה נשמרה" })).toBeVisible();
  await expect(page.getByRole("region", { name: "טיוטה שעוד לא פורסמה" })).toContainText("נתוני תנאי השימוש, תקרת אחריות בלי ערך מוצהר (₪): 500 ← 800");
  if (SHOTS) await terms.screenshot({ path: `${SHOTS}/site-terms-390.png` });
  await page.getByRole("button", { name: "פרסום באתר" }).click();
  await expect(page.getByRole("status").filter({ hasText: "פורסם" })).toBeVisible({ timeout: PUBLISH_WAIT_MS });

  const visitor = await (await contextAt(browser, 390)).newPage();
  await visitor.goto(site.server.url + "/terms");
  const text = squeeze((await visitor.locator("main").textContent()) ?? "");
  expect(text).toContain("ועד 800 ₪ למשלוח");
  expect(text).toContain("כשההזמנה מאושרת עד 13:00 בימים ראשון עד חמישי");
  expect(text).toContain("תוך 21 ימים ממועד המסירה");
  expect(text).toContain("דמי ביטול של 5% ממחיר ההזמנה או 30 ₪, הנמוך מביניהם");
  expect(text).toContain("תקרת האחריות לא חלה על נזק שגרמנו בכוונה או ברשלנות רבתי.");
  // The surcharges with the published prices' amounts.
  expect(text).toContain("משלוח לילה, מחוץ לשעות השליחים: 50 ₪");
  expect(text).not.toContain("מהווה הסכמה");
  await page.goto(site.server.url + "/manage-leads-2024/summary");
  await expect(page.getByText("נתוני תנאי השימוש (תקרת אחריות, משקל, שעות סגירה) הם של ההתקנה ולא אושרו")).toHaveCount(0);
  await owner.close();
  await visitor.context().close();
});
