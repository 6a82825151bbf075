import { expect, test } from "@playwright/test";
import { STORAGE_KEY } from "../../app/lib/accessibility-storage.ts";
import { hydrated, watchForPageErrors } from "./helpers.ts";

/*
 * Server-rendered pages (the 404 page, the admin page) allow scripts by a nonce made for each
 * response. What the server renders runs; markup that reaches the page by any other way,
 * including a <script> inside the very response, does not.
 */
test.describe("the CSP nonce of server-rendered pages", () => {
  test("the page's own scripts run: it hydrates and the accessibility head script applies settings", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await page.goto("/");
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ highContrast: true })), STORAGE_KEY);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    await expect(page.locator("html")).toHaveAttribute("data-a11y-contrast", "");
    // Hydrated: a client-side navigation keeps the window.
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("link", { name: "חזרה לדף הבית" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
  });

  test("a script injected into a server-rendered response never runs", async ({ page }) => {
    const payload = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    await page.route("**/no-such-page*", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("<title>", `${payload}<title>`).replace("</main>", `${payload}</main>`);
      expect(html).toContain(payload);
      await route.fulfill({ response, body: html }); // the server's own headers, its CSP included
    });
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto("/no-such-page?q=%3Cscript%3Ewindow.__pwned%3D3%3C%2Fscript%3E");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // React Router's own inline scripts did run.
    expect(await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext)).toBe("object");
  });
});
