/**
 * Two-step sign-in on the phone that shows it (issue 29), at a phone's width and a laptop's: the
 * enrolment links to the authenticator app with the otpauth:// address the QR code holds, and
 * the recovery codes are copied (read back from the clipboard) and downloaded (the file read
 * back) in the browser, with a message when the clipboard is refused.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { ADMIN_PAGES } from "../../app/lib/paths.ts";
import { enrolmentHandoffMessages } from "../../app/lib/recovery-codes-file.ts";
import { twoFactorMessages } from "../../app/lib/two-factor.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext } from "../support/admin.ts";
import { brand, watchForPageErrors } from "./helpers.ts";

test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.SHOTS_DIR ?? path.resolve(".tmp", "screenshots");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const codeNow = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: Date.now() });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `two-step-${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 900 } });

    test("the enrolment opens the authenticator app by link; the recovery codes copy and download", async ({ page, context }) => {
      const errors = watchForPageErrors(page);
      const admin = await createAdmin({ dataDir: e2eDataDir });
      await signInContext(context, baseURL, admin);
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await page.goto(ADMIN_PAGES.security);
      const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      // The link holds the QR code's address: issuer and account percent-encoded, the key, the app's settings.
      const link = page.getByRole("link", { name: enrolmentHandoffMessages.openInApp });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute("href"))!;
      expect(href.startsWith(`otpauth://totp/${encodeURIComponent(brand)}:${encodeURIComponent(admin.email)}?`)).toBe(true);
      const uri = new URL(href);
      expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: brand, secret, algorithm: "SHA1", digits: "6", period: "30" });
      await shot(page, "enrolment");

      await page.getByLabel(twoFactorMessages.enrolConfirm).fill(codeNow(secret));
      await page.getByRole("button", { name: twoFactorMessages.enrolSubmit }).click();
      const list = page.getByRole("list", { name: twoFactorMessages.recoveryTitle });
      await expect(list.getByRole("listitem")).toHaveCount(10);
      const codes = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());

      await page.getByRole("button", { name: enrolmentHandoffMessages.copy, exact: true }).click();
      await expect(toast(page, enrolmentHandoffMessages.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: enrolmentHandoffMessages.download, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^קודי-שחזור-${brand.replace(/\s+/g, "-")}-\\d{4}-\\d{2}-\\d{2}\\.txt$`));
      const text = readFileSync(await download.path(), "utf8");
      for (const code of codes) expect(text).toContain(`\r\n${code}\r\n`);
      expect(text).toContain(admin.email);
      await expect(toast(page, enrolmentHandoffMessages.downloaded)).toBeVisible();
      await shot(page, "recovery-codes");

      // A browser that refuses the clipboard: the owner is told how else to keep them.
      await page.evaluate(() => {
        Object.defineProperty(navigator.clipboard, "writeText", { value: () => Promise.reject(new DOMException("refused", "NotAllowedError")) });
      });
      await page.getByRole("button", { name: enrolmentHandoffMessages.copy, exact: true }).click();
      await expect(toast(page, enrolmentHandoffMessages.copyRefused)).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
