import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { findLeadsByName } from "./db.ts";

/**
 * A form on another site must not be able to make its visitors' browsers post leads to us
 * (docs/product.md#r20-cross-site-posts). Chromium marks such a post cross-site (Sec-Fetch-Site,
 * Origin); the server refuses it with a Hebrew page and stores nothing.
 */
test("a form on another site cannot post a lead through the visitor's browser", async ({ page, context }) => {
  const name = `Cross Site ${"abcdefghij"[Date.now() % 10]}${"abcdefghij"[Math.floor(Date.now() / 10) % 10]}`;
  await context.route("https://evil.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><form method="post" action="${baseURL}/api/leads">
        <input name="name" value="${name}"><input name="phone" value="050-1234567">
        <input name="consent" value="on"><input name="source" value="contact_form">
        <button>send</button></form>`,
    }),
  );
  await page.goto("https://evil.example/");
  const [response] = await Promise.all([page.waitForResponse(`${baseURL}/api/leads`), page.getByRole("button", { name: "send" }).click()]);
  expect(response.status()).toBe(403);
  await expect(page.getByRole("alert")).toContainText("לא ניתן לשלוח את הטופס מאתר אחר");
  expect(findLeadsByName(name)).toEqual([]);
});
