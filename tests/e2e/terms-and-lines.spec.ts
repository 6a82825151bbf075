/**
 * Issue 27, as the visitor sees it: the terms page and where it is linked, the join-team
 * application, the "courier within an hour" promise counted on each page's screen (shared boxes
 * and the footer included), and figures that hold together on one line at 360, 390 and 1366 px.
 */
import { expect, test, type Page } from "@playwright/test";
import { allPages } from "../../app/content/pages.ts";
import { FAR_REACH, startingPriceBook } from "../../app/content/price-book.ts";
import { termsOf } from "../../app/content/terms.ts";
import { startingTermsFigures } from "../../app/lib/terms-figures.ts";
import { joinTeam } from "../../app/content/join-team.ts";
import { courierPromiseProblems, factsStatedDifferently, formatProblem } from "../../app/lib/content-lint.ts";
import * as facts from "../../app/lib/customer-facts.ts";

/** The terms as the server under test draws them: it publishes no figures of its own, so the installation's. */
const terms = termsOf(startingTermsFigures, startingPriceBook.book.surcharges);

/** Every customer fact's own sentences, with the figures the server under test draws (issue 41). */
const insurance = facts.insuranceTerms(startingTermsFigures);
const factStatements = [
  facts.PICKUP_PROMISE,
  facts.PICKUP_PROMISE_NAME,
  ...facts.PICKUP_PROMISE_MEANING,
  facts.DELIVERY_TIMES_COUNT,
  facts.PAYMENT_METHODS,
  facts.INSURANCE_SUMMARY,
  facts.PACKING_COVER,
  insurance.withoutDeclaration,
  insurance.declared,
  insurance.capLimit,
  ...insurance.cover,
  facts.claimWindow(startingTermsFigures),
  facts.cutOffTimes(startingTermsFigures),
  FAR_REACH,
];

/** Figures that must sit on one line: every range or time span, a price with its ₪, a standard's number. */
async function brokenFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const figure = /\d[\d,.:]*\s?–\s?\d[\d,.:]*|\d[\d,.]*[\s\u00A0]?₪|ת״י[\s\u00A0]\d+/g;
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, [hidden], .sr-only") || element.getClientRects().length === 0) continue;
      for (const match of (node.textContent ?? "").matchAll(figure)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

for (const { path } of allPages) {
  test(`${path}: the courier promise with its condition, each customer fact in its one wording, and no figure broken across lines`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    const visible = await page.locator("body").innerText();
    expect(courierPromiseProblems(path, visible).map(formatProblem)).toEqual([]);
    // Payment, insurance, the pickup promise, far destinations, the claim window, the cut-off: said as the facts file says them, or not at all.
    expect(factsStatedDifferently(path, visible, factStatements).map(formatProblem)).toEqual([]);
    for (const width of [360, 390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await brokenFigures(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}

test("/terms: every section, linked from the footer and from the lead form's consent", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("תנאי שימוש ומשלוח");
  const main = page.getByRole("main");
  for (const [i, section] of terms.sections.entries())
    await expect(main.getByRole("heading", { level: 2, name: `${i + 1}. ${section.heading}`, exact: true })).toBeVisible();
  await expect(page.getByText("סוללות ליתיום", { exact: false })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "תנאי שימוש ומשלוח" })).toHaveAttribute("href", "/terms");
  await expect(footer).toContainText("אימייל:");
  await expect(footer).not.toContainText('דוא"ל');
  // No identity is set in the test environment: nothing is claimed.
  await expect(page.locator("[data-business-identity]")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("משרד הבריאות");

  await page.goto("/contact");
  const consent = page.locator("form[data-lead-form] label", { hasText: "קראתי" });
  await expect(consent.getByRole("link", { name: "תנאי השימוש והמשלוח" })).toHaveAttribute("href", "/terms");
  await expect(consent.getByRole("link", { name: "מדיניות הפרטיות" })).toHaveAttribute("href", "/privacy");
});

test("/join-team: an application, not an order, in words for all genders", async ({ page }) => {
  await page.goto("/join-team");
  await expect(page.getByText(joinTeam.lead)).toBeVisible();
  const application = page.locator("[data-application]");
  await expect(application.getByRole("heading", { name: joinTeam.application.heading })).toBeVisible();
  const form = application.locator("form");
  await expect(form.locator('input[name="source"]')).toHaveValue("join_team");
  await expect(form.getByLabel("שם מלא")).toBeVisible();
  await expect(form.getByLabel("טלפון")).toBeVisible();
  await expect(form.getByLabel("עיר מגורים (לא חובה)")).toBeVisible();
  await expect(form.getByLabel(/כתובת איסוף|כתובת יעד/)).toHaveCount(0);
  await expect(form.getByRole("button", { name: joinTeam.application.submitLabel })).toBeVisible();
  await expect(page.getByText("צריכים שליח עכשיו?")).toHaveCount(0);
});
