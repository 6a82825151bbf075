import { expect, test, type Page } from "@playwright/test";
import { submitLeadForm } from "./helpers.ts";

/**
 * The lead form validates in the browser with zod; zod's full build compiles validators with
 * `new Function`, which our CSP (no 'unsafe-eval') blocks and Chromium reports as a violation on
 * every page with a form. The form must validate without one (docs/decisions/012).
 */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to|unsafe-eval/i.test(m.text())) consoleErrors.push(m.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...consoleErrors];
}

for (const path of ["/", "/contact"]) {
  test(`validating the lead form on ${path} causes no CSP violation`, async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto(path);
    const form = page.locator("form[data-lead-form]").first();
    await form.getByLabel("טלפון").fill("---------");
    await form.getByLabel("שם מלא").fill("דנה");
    await form.getByLabel(/קראתי ואני מסכים/).check();
    await submitLeadForm(form);
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    expect(await violations()).toEqual([]);
    // The schema ran in the browser: our own message for a phone without digits.
    await expect(page.getByText("מספר הטלפון צריך לכלול לפחות 9 ספרות")).toBeVisible();
  });
}
