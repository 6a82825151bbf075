import { expect, test, type Page } from "@playwright/test";
import { cityById, DEFAULT_DESTINATION_ID, DEFAULT_ORIGIN_ID, NOT_LISTED_CITY_ID } from "../../app/content/cities.ts";
import { sizeById } from "../../app/content/package-sizes.ts";
import { startingPriceBook } from "../../app/content/price-book.ts";
import { exampleSiteConfig } from "../../app/lib/business-details.ts";
import { estimate, isPricingModel, type PricingModel } from "../../app/lib/delivery-estimate.ts";
import { expectNoAxeViolations, hydrated, stubChatService, watchForPageErrors } from "./helpers.ts";

// The server under test was built with this PRICING_MODEL (unset = the table model, "table").
const model: PricingModel = isPricingModel(process.env.PRICING_MODEL) ? process.env.PRICING_MODEL : "table";
const chatNumber = (process.env.WHATSAPP_NUMBER ?? exampleSiteConfig.whatsappNumber).replace(/\D/g, "");

function expected(originId: string, destinationId: string, sizeId: string) {
  return estimate(startingPriceBook.rates, model, cityById(originId), cityById(destinationId), sizeById(sizeId).id);
}

const priceText = (price: number) => `${price} ₪`;
const kmText = (km: number) => `${km} ק״מ`;

function calculator(page: Page) {
  const section = page.locator("section#calculator");
  return {
    section,
    origin: section.getByLabel("עיר מוצא"),
    destination: section.getByLabel("עיר יעד"),
    size: (name: string) => section.getByRole("button", { name: new RegExp(`^${name}`) }),
    result: section.locator('[aria-live="polite"]'),
    price: section.getByTestId("calculator-price"),
    distance: section.getByTestId("calculator-distance"),
    notListed: section.getByTestId("calculator-not-listed"),
  };
}

/** Opens the home page and waits until React has hydrated the calculator. */
async function openCalculator(page: Page) {
  await page.goto("/");
  const calc = calculator(page);
  await expect(calc.section).toHaveAttribute("data-hydrated", "true");
  return calc;
}

async function expectEstimate(calc: ReturnType<typeof calculator>, originId: string, destinationId: string, sizeId: string) {
  const want = expected(originId, destinationId, sizeId);
  if (!want) {
    await expect(calc.notListed).toBeVisible();
    await expect(calc.price).toHaveCount(0);
    return;
  }
  await expect(calc.notListed).toHaveCount(0);
  await expect(calc.price).toHaveText(priceText(want.price));
  if (want.distanceKm > 0) await expect(calc.distance).toHaveText(kmText(want.distanceKm));
  else await expect(calc.distance).toHaveCount(0);
}

test.describe(`delivery cost calculator (PRICING_MODEL=${model})`, () => {
  test("the server HTML already shows the default estimate, before any JavaScript", async ({ request }) => {
    const want = expected(DEFAULT_ORIGIN_ID, DEFAULT_DESTINATION_ID, "small");
    expect(want).not.toBeNull();
    if (model === "table") expect(want!.price).toBe(66); // the fixed Tel Aviv-Jerusalem price
    expect(want!.distanceKm).toBeGreaterThan(0);

    const html = await (await request.get("/")).text();
    const section = html.slice(html.indexOf('id="calculator"'));
    expect(section).toContain(`data-pricing-model="${model}"`);
    expect(section).toContain(`<option value="${DEFAULT_ORIGIN_ID}" selected="">${cityById(DEFAULT_ORIGIN_ID).name}</option>`);
    expect(section).toContain(`<option value="${DEFAULT_DESTINATION_ID}" selected="">${cityById(DEFAULT_DESTINATION_ID).name}</option>`);
    expect(section).toMatch(/<button type="button" aria-pressed="true"[^>]*><span[^>]*>קטנה<\/span>/);
    expect(section).toContain('aria-live="polite"');
    expect(section).toContain(`>${priceText(want!.price)}</dd>`);
    expect(section).toContain(`>${kmText(want!.distanceKm)}</dd>`);
    expect(section).toContain("הערכה בלבד");
  });

  test("the defaults show a price and a distance, with the disclaimer and order buttons", async ({ page }) => {
    const problems = watchForPageErrors(page);
    const calc = await openCalculator(page);
    await expect(calc.origin).toHaveValue(DEFAULT_ORIGIN_ID);
    await expect(calc.destination).toHaveValue(DEFAULT_DESTINATION_ID);
    await expect(calc.size("קטנה")).toHaveAttribute("aria-pressed", "true");
    await expect(calc.size("בינונית")).toHaveAttribute("aria-pressed", "false");
    await expectEstimate(calc, DEFAULT_ORIGIN_ID, DEFAULT_DESTINATION_ID, "small");
    await expect(calc.section).toContainText("המחיר המוצג הוא הערכה בלבד");
    for (const word of ["במרחק המדויק", "בשעות", "ביום בשבוע", "במזג האוויר", "ובמצב הכבישים"]) {
      await expect(calc.section).toContainText(word);
    }

    const order = calc.section.getByRole("link", { name: "הזמינו עכשיו בוואטסאפ" });
    await expect(order).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${chatNumber}\\?text=`));
    await expect(order).toHaveAttribute("target", "_blank");
    await expect(order).toHaveAttribute("rel", "noopener noreferrer");
    await expect(calc.section.getByRole("link", { name: /התקשרו להזמנה/ })).toHaveAttribute("href", /^tel:\+972\d+$/);
    expect(problems).toEqual([]);
  });

  test("changing origin, destination and size updates the estimate", async ({ page }) => {
    const problems = watchForPageErrors(page);
    const calc = await openCalculator(page);

    await calc.origin.selectOption("haifa");
    await expectEstimate(calc, "haifa", DEFAULT_DESTINATION_ID, "small");

    await calc.destination.selectOption("eilat");
    await expectEstimate(calc, "haifa", "eilat", "small");

    await calc.size("גדולה").click();
    await expect(calc.size("גדולה")).toHaveAttribute("aria-pressed", "true");
    await expect(calc.size("קטנה")).toHaveAttribute("aria-pressed", "false");
    await expectEstimate(calc, "haifa", "eilat", "large");

    await calc.origin.selectOption("tel-aviv");
    await expectEstimate(calc, "tel-aviv", "eilat", "large");
    if (model === "table") await expect(calc.price).toHaveText(priceText(568)); // 355 x 1.6

    // The order message follows the choice.
    const href = await calc.section.getByRole("link", { name: "הזמינו עכשיו בוואטסאפ" }).getAttribute("href");
    const message = new URL(href!).searchParams.get("text")!;
    expect(message).toContain("תל אביב");
    expect(message).toContain("אילת");
    expect(message).toContain("גדולה");
    expect(problems).toEqual([]);
  });

  test("the same city follows the model: 40 x multiplier in the table model, the panel in the distance model", async ({ page }) => {
    const calc = await openCalculator(page);
    await calc.destination.selectOption("tel-aviv");
    await calc.size("בינונית").click();
    await expectEstimate(calc, "tel-aviv", "tel-aviv", "medium");
    if (model === "table") await expect(calc.price).toHaveText(priceText(52));
  });

  test("choosing 'not listed' shows the panel with a working chat link", async ({ page, context }) => {
    const problems = watchForPageErrors(page);
    await stubChatService(context);
    const calc = await openCalculator(page);

    await calc.destination.selectOption(NOT_LISTED_CITY_ID);
    await expect(calc.notListed).toBeVisible();
    await expect(calc.notListed.getByRole("heading", { name: "העיר שלכם לא ברשימה?" })).toBeVisible();
    await expect(calc.price).toHaveCount(0);
    await expect(calc.distance).toHaveCount(0);

    const chat = calc.notListed.getByRole("link");
    await expect(chat).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${chatNumber}(\\?|$)`));
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");

    const [tab] = await Promise.all([context.waitForEvent("page"), chat.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(new RegExp(`^https://wa\\.me/${chatNumber}`));
    expect(page.url()).toMatch(/\/$/); // the site stays open in its own tab
    await tab.close();

    await expectNoAxeViolations(page);

    // Back to a listed city: the estimate returns.
    await calc.destination.selectOption("jerusalem");
    await expectEstimate(calc, DEFAULT_ORIGIN_ID, "jerusalem", "small");

    await calc.origin.selectOption(NOT_LISTED_CITY_ID);
    await expect(calc.notListed).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("works with the keyboard alone", async ({ page }) => {
    const calc = await openCalculator(page);
    const focused = (locator: ReturnType<typeof calculator>["origin"]) => locator.evaluate((el) => el === document.activeElement);

    // Tab from the top of the page to the origin select.
    await page.locator("body").press("Tab");
    for (let i = 0; i < 40 && !(await focused(calc.origin)); i++) await page.keyboard.press("Tab");
    await expect(calc.origin).toBeFocused();

    await page.keyboard.press("ArrowDown"); // Tel Aviv -> the next city, Jerusalem
    await expect(calc.origin).toHaveValue("jerusalem");
    await expectEstimate(calc, "jerusalem", DEFAULT_DESTINATION_ID, "small");

    await page.keyboard.press("Tab");
    await expect(calc.destination).toBeFocused();
    await page.keyboard.press("ArrowDown"); // Jerusalem -> Haifa
    await expect(calc.destination).toHaveValue("haifa");
    await expectEstimate(calc, "jerusalem", "haifa", "small");

    await page.keyboard.press("Tab");
    await expect(calc.size("קטנה")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(calc.size("בינונית")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(calc.size("בינונית")).toHaveAttribute("aria-pressed", "true");
    await expectEstimate(calc, "jerusalem", "haifa", "medium");
    await page.keyboard.press("Tab");
    await expect(calc.size("גדולה")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(calc.size("גדולה")).toHaveAttribute("aria-pressed", "true");
    await expectEstimate(calc, "jerusalem", "haifa", "large");

    // On to the destination again, and down to the last option: "not listed".
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(calc.destination).toBeFocused();
    await page.keyboard.press("End");
    await expect(calc.destination).toHaveValue(NOT_LISTED_CITY_ID);
    await expect(calc.notListed).toBeVisible();

    // The panel's chat link and the order buttons are reachable by Tab.
    await page.keyboard.press("Tab"); // small
    await page.keyboard.press("Tab"); // medium
    await page.keyboard.press("Tab"); // large
    await page.keyboard.press("Tab");
    await expect(calc.notListed.getByRole("link")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(calc.section.getByRole("link", { name: "הזמינו עכשיו בוואטסאפ" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(calc.section.getByRole("link", { name: /התקשרו להזמנה/ })).toBeFocused();
  });

  test("arriving by client-side navigation loads the pricing model and shows the estimate", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await page.goto("/about");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    const calc = calculator(page);
    await expect(calc.section).toHaveAttribute("data-pricing-model", model);
    await expectEstimate(calc, DEFAULT_ORIGIN_ID, DEFAULT_DESTINATION_ID, "small");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no full reload
    expect(problems).toEqual([]);
  });

  test("axe reports no violations, in the default state and after changes", async ({ page }) => {
    const calc = await openCalculator(page);
    await expectNoAxeViolations(page);
    await calc.size("בינונית").click();
    await calc.origin.selectOption("beer-sheva");
    await expectEstimate(calc, "beer-sheva", DEFAULT_DESTINATION_ID, "medium");
    await expectNoAxeViolations(page);
  });
});
