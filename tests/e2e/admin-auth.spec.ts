import { expect, test, type Page } from "@playwright/test";
import { baseURL, e2eDataDir } from "../../playwright.config";
import { signInMessages } from "../../app/lib/admin-sign-in";
import { createAdmin, createNonAdmin, signInContext, type TestUser } from "../support/admin";
import { expectNoAxeViolations, watchForPageErrors } from "./helpers";

const ADMIN_PAGE = "/manage-leads-2024";
const target = { dataDir: e2eDataDir };

const toast = (page: Page) => page.locator("[data-sonner-toast]");
const card = (page: Page) => page.getByRole("region", { name: "כניסה למערכת ניהול" });

async function fillSignIn(page: Page, email: string, password: string) {
  await card(page).getByLabel("אימייל").fill(email);
  await card(page).getByLabel("סיסמה").fill(password);
  await card(page).getByRole("button", { name: "התחבר" }).click();
}

async function sessionOf(cookie: string, request: import("@playwright/test").APIRequestContext) {
  const res = await request.get(`${baseURL}/api/admin/session`, { headers: { Cookie: cookie } });
  return ((await res.json()) as { user: unknown }).user;
}

test.describe("admin page: sign-in", () => {
  test("is never cached nor indexed, and shows a named spinner while it checks the session", async ({ page }) => {
    const problems = watchForPageErrors(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/session", async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(ADMIN_PAGE);
    expect(response!.headers()["cache-control"]).toBe("no-store");
    expect(response!.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await expect(page.getByRole("status", { name: "בודק התחברות..." })).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    release();
    await expect(card(page)).toBeVisible();
    await expect(page.getByRole("status", { name: "בודק התחברות..." })).toHaveCount(0);
    await expect(card(page).getByRole("heading", { name: "כניסה למערכת ניהול" })).toBeVisible();
    await expect(card(page).getByLabel("אימייל")).toBeVisible();
    await expect(card(page).getByLabel("סיסמה")).toHaveAttribute("type", "password");
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test("validates on submit, first error only, as a toast titled שגיאה", async ({ page }) => {
    await page.goto(ADMIN_PAGE);
    await fillSignIn(page, "not-an-address", "123");
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText(signInMessages.errorTitle);
    await expect(toast(page)).toContainText(signInMessages.emailInvalid);
    await expect(page.getByText(signInMessages.passwordTooShort)).toHaveCount(0);
    await expect(card(page).getByLabel("אימייל")).toBeFocused();

    await fillSignIn(page, "owner@example.co.il", "12345");
    await expect(page.getByText(signInMessages.passwordTooShort)).toBeVisible();
    await expect(card(page).getByLabel("סיסמה")).toBeFocused();
  });

  test("wrong credentials: שגיאה בהתחברות / אימייל או סיסמה שגויים", async ({ page }) => {
    const admin = await createAdmin(target);
    await page.goto(ADMIN_PAGE);
    await fillSignIn(page, admin.email, "not-the-password");
    const shown = toast(page).filter({ hasText: signInMessages.failedTitle });
    await expect(shown).toContainText(signInMessages.wrongCredentials);
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByRole("button", { name: "התחבר" })).toBeEnabled();
  });

  test("other sign-in errors show the server's message under שגיאה בהתחברות (throttled)", async ({ page }) => {
    const admin = await createAdmin(target);
    await page.goto(ADMIN_PAGE);
    for (let i = 0; i < 5; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/admin/session") && r.request().method() === "POST");
      await fillSignIn(page, admin.email, `wrong-password-${i}`);
      expect((await answered).status()).toBe(401);
      await expect(card(page).getByRole("button", { name: "התחבר" })).toBeEnabled();
    }
    await fillSignIn(page, admin.email, admin.password);
    const shown = toast(page).filter({ hasText: "יותר מדי ניסיונות התחברות שגויים. נסו שוב בעוד דקה." });
    await expect(shown).toContainText(signInMessages.failedTitle);
    await expect(card(page)).toBeVisible();
  });

  test("while signing in the button is disabled and reads מתחבר..., then the admin sees the dashboard", async ({ page, context }) => {
    const admin = await createAdmin(target);
    await page.goto(ADMIN_PAGE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/session", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await fillSignIn(page, admin.email, admin.password);
    const busy = card(page).getByRole("button", { name: "מתחבר..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "מערכת ניהול" })).toBeVisible();
    await expect(page.getByRole("button", { name: "התנתק" })).toBeVisible();
    await expect(card(page)).toHaveCount(0);

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "courier_session")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    expect(await page.evaluate(() => document.cookie)).not.toContain("courier_session");

    await page.reload();
    await expect(page.getByRole("button", { name: "התנתק" })).toBeVisible();
  });

  test("sign-out ends the session on the server and goes to /; the old cookie no longer works", async ({ page, context, playwright }) => {
    const admin = await createAdmin(target);
    await signInContext(context, baseURL, admin);
    await page.goto(ADMIN_PAGE);
    const signOut = page.getByRole("button", { name: "התנתק" });
    await expect(signOut).toBeVisible({ timeout: 15_000 });
    const cookie = (await context.cookies()).find((c) => c.name === "courier_session")!;
    const oldCookie = `${cookie.name}=${cookie.value}`;
    const outside = await playwright.request.newContext();
    expect(await sessionOf(oldCookie, outside)).toEqual({ email: admin.email, admin: true });

    await signOut.click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(await sessionOf(oldCookie, outside)).toBeNull();
    expect((await context.cookies()).find((c) => c.name === "courier_session")).toBeUndefined();
    await outside.dispose();

    await page.goto(ADMIN_PAGE);
    await expect(card(page)).toBeVisible();
  });

  test("a signed-in user without the admin role is told so, signed out after 2 seconds and sent to /", async ({ page, context, playwright }) => {
    const user: TestUser = await createNonAdmin(target);
    await page.clock.install();
    await page.goto(ADMIN_PAGE);
    await expect(card(page)).toBeVisible();
    // From here on, page time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await fillSignIn(page, user.email, user.password);
    // Signed in, refused: the form is off while the sign-out timer runs.
    await expect(card(page).getByRole("button", { name: "התחבר" })).toBeDisabled();
    // The toast is drawn on a timer too: move page time in small steps until it shows.
    const shown = toast(page).filter({ hasText: signInMessages.notAdminTitle });
    await expect(async () => {
      await page.clock.runFor(10);
      await expect(shown).toBeVisible({ timeout: 200 });
    }).toPass({ intervals: [0], timeout: 10_000 });
    await expect(shown).toContainText(signInMessages.notAdminBody);
    const cookie = (await context.cookies()).find((c) => c.name === "courier_session")!;
    const oldCookie = `${cookie.name}=${cookie.value}`;
    await expect(page.getByRole("button", { name: "התנתק" })).toHaveCount(0);

    await page.clock.runFor(1400);
    await expect(page).toHaveURL(`${baseURL}${ADMIN_PAGE}`);
    const outside = await playwright.request.newContext();
    expect(await sessionOf(oldCookie, outside)).toEqual({ email: user.email, admin: false });

    await page.clock.runFor(700);
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(await sessionOf(oldCookie, outside)).toBeNull();
    await outside.dispose();
  });

  test("an admin who is already signed in goes straight to the dashboard", async ({ page, context }) => {
    const admin = await createAdmin(target);
    await signInContext(context, baseURL, admin);
    await page.goto(ADMIN_PAGE);
    await expect(page.getByRole("button", { name: "התנתק" })).toBeVisible();
    await expect(card(page)).toHaveCount(0);
  });
});
