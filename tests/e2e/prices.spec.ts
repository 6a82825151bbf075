/**
 * Every price, percentage and delivery time ("N–M שעות") a visitor reads, on every public page
 * at 390 px, is one the price book holds (app/content/price-book.ts; docs/decisions/036-price-book.md), and the calculator
 * names the tier it prices and says VAT is included.
 */
import { expect, test } from "@playwright/test";
import { allPages } from "../../app/content/pages.ts";
import { calculatorTierLabel, routeExpressHours, scopeOrder, speedOrder, startingPriceBook, VAT_NOTE } from "../../app/content/price-book.ts";
import { savings } from "../../app/content/prices.ts";
import { startingTermsFigures } from "../../app/lib/terms-figures.ts";

/** The server under test publishes no prices of its own: the installation's book is the site's. */
const { modelFigures, modelPercents, tier } = startingPriceBook;
/** The price book's figures, and the terms' liability ceilings (no prices, but shekels a visitor reads; the installation's, as the server under test publishes none). */
const shekels = new Set([...modelFigures(), startingTermsFigures.liabilityShekels, startingTermsFigures.maxDeclaredValueShekels]);
/** The price book's percentages, and the saving-tips article's claims that are not list prices (prices.ts). */
const percents = new Set([
  ...modelPercents(),
  ...[savings.rightPackaging, savings.priceComparison, savings.deliveryAreas, savings.technology],
  ...[savings.total, savings.shareOfOperatingCosts].flatMap((range) => range.split("-").map(Number)),
]);

/** Every delivery time the model states, as the visitor reads it: "24 שעות", "1–3 שעות", the routes' "2–4 שעות". */
const hourSpans = new Set([
  ...speedOrder.flatMap((speed) => scopeOrder.flatMap((scope) => [...(tier(speed, scope)?.time.matchAll(/\d+(?:–\d+)? שעות/g) ?? [])].map((m) => m[0]))),
  ...routeExpressHours.map((route) => `${route.low}–${route.high} שעות`),
]);

const numbersOf = (match: RegExpMatchArray) => [match[1], match[2]].filter((n): n is string => n !== undefined).map((n) => Number(n.replaceAll(",", "")));

test.use({ viewport: { width: 390, height: 844 } });

for (const record of allPages) {
  test(`${record.path}: every price, percentage and delivery time on screen is in the price book`, async ({ page }) => {
    await page.goto(record.path);
    const text = await page.locator("body").innerText();
    for (const match of text.matchAll(/(?<![\d.,])(\d[\d,]*)(?:–(\d[\d,]*))?\s?₪/g)) {
      for (const n of numbersOf(match)) expect(shekels.has(n), `${record.path}: "${match[0]}"`).toBe(true);
    }
    for (const match of text.matchAll(/(?<![\d.])(\d+)(?:–(\d+))?\s?%/g)) {
      for (const n of numbersOf(match)) expect(percents.has(n), `${record.path}: "${match[0]}"`).toBe(true);
    }
    for (const [span] of text.matchAll(/(?<![\d.,])\d+(?:–\d+)?\s?שעות/g)) {
      expect(hourSpans.has(span.replace(/\s/, " ")), `${record.path}: "${span}"`).toBe(true);
    }
  });
}

test("the calculator names its speed and scope, states VAT, and follows the route", async ({ page }) => {
  await page.goto("/");
  const calculator = page.locator("#calculator");
  await expect(calculator.getByTestId("calculator-price")).toHaveText("66 ₪");
  await expect(calculator.getByTestId("calculator-tier")).toHaveText(calculatorTierLabel("tel-aviv", "jerusalem"));
  await expect(calculator).toContainText(VAT_NOTE);
});

test("every price table on /pricing and a city page says VAT is included", async ({ page }) => {
  for (const path of ["/pricing", "/shipping-haifa", "/delivery-24h", "/documents", "/domestic-shipping"]) {
    await page.goto(path);
    const captions = await page.locator("table caption").allInnerTexts();
    expect(captions.length, path).toBeGreaterThan(0);
    for (const caption of captions.filter((c) => /₪|מחיר/.test(c))) expect(caption, path).toContain("כולל מע״מ");
  }
});
