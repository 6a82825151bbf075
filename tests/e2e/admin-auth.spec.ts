import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { signInMessages } from "../../app/lib/admin-sign-in.ts";
import { twoFactorMessages } from "../../app/lib/two-factor.ts";
import { saveLead } from "../../app/.server/leads.ts";
import { ADMIN_PAGES } from "../../app/lib/paths.ts";
import { createAdmin, createNonAdmin, signInContext, withDb, type TestUser } from "../support/admin.ts";
import { expectNoAxeViolations, watchForPageErrors } from "./helpers.ts";
import { searchLabels } from "../../app/lib/lead-search.ts";

const ADMIN_PAGE = "/manage-leads-2024";
const target = { dataDir: e2eDataDir };

const toast = (page: Page) => page.locator("[data-sonner-toast]");
const card = (page: Page) => page.getByRole("region", { name: "כניסה למערכת ניהול" });

/** The page is the server's HTML first; its form validates in Hebrew once React has taken it over. */
async function openSignIn(page: Page, path = ADMIN_PAGE) {
  await page.goto(path);
  await expect(card(page).locator("form")).toHaveJSProperty("noValidate", true);
}

async function fillSignIn(page: Page, email: string, password: string) {
  await card(page).getByLabel("אימייל").fill(email);
  await card(page).getByLabel("סיסמה").fill(password);
  await card(page).getByRole("button", { name: "התחבר" }).click();
}

/** The address the admin's header names as signed in, if any. */
const headerEmail = (html: string) => /<span class="[^"]*" dir="ltr" title="([^"]+)">/.exec(html)?.[1];

/**
 * Who the admin sees signed in with this cookie: the sign-in screen sends an admin on to the
 * leads (whose header names them), names a user without the admin role, or shows the form.
 */
async function sessionOf(cookie: string, request: import("@playwright/test").APIRequestContext) {
  const headers = { Cookie: cookie };
  const res = await request.get(`${baseURL}${ADMIN_PAGES.signIn}`, { headers, maxRedirects: 0 });
  if (res.status() === 302)
    return { email: headerEmail(await (await request.get(`${baseURL}${ADMIN_PAGE}`, { headers, maxRedirects: 0 })).text()), admin: true };
  const email = headerEmail(await res.text());
  return email ? { email, admin: false } : null;
}

/** A lead of this test's own, stored straight in the server's database; its id and name. */
async function storeLead() {
  const name = `ליד קישור ${randomBytes(4).toString("hex")}`;
  const id = await withDb(target, (db) => saveLead(db, { name, phone: "050-1234567", consent: true, source: "lead_form" }, { spam: false }));
  return { id, name };
}

/** An admin with two-step sign-in on, enrolled through the page as the owner would; signed out again. */
async function createAdminWithTwoFactor(page: Page): Promise<TestUser & { secret: string }> {
  const admin = await createAdmin(target);
  await signInContext(page.context(), baseURL, admin);
  await page.goto(`${ADMIN_PAGE}?security=1`);
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel(twoFactorMessages.enrolConfirm).fill(totpCode(secret));
  await page.getByRole("button", { name: twoFactorMessages.enrolSubmit }).click();
  await expect(page.getByRole("list", { name: twoFactorMessages.recoveryTitle }).getByRole("listitem")).toHaveCount(10);
  await page.context().clearCookies();
  return { ...admin, secret };
}

const totpCode = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: Date.now() + stepsAhead * 30_000 });

const isSignInPost = (url: string, method: string) => method === "POST" && new URL(url).pathname.startsWith(ADMIN_PAGE);

test.describe("admin page: sign-in", () => {
  test("is never cached nor indexed; a visitor gets the sign-in card in the server's HTML", async ({ page, request }) => {
    const problems = watchForPageErrors(page);
    const html = await request.get(ADMIN_PAGE);
    expect(html.headers()["cache-control"]).toBe("no-store");
    expect(html.headers()["x-robots-tag"]).toContain("noindex");
    expect(await html.text()).toContain("כניסה למערכת ניהול");
    const data = await request.get(`${ADMIN_PAGE}.data`);
    expect(data.headers()["cache-control"]).toBe("no-store");

    await openSignIn(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(card(page).getByRole("heading", { name: "כניסה למערכת ניהול" })).toBeVisible();
    await expect(card(page).getByLabel("אימייל")).toBeVisible();
    await expect(card(page).getByLabel("סיסמה")).toHaveAttribute("type", "password");
    // The admin's own frame: none of the visitor's furniture.
    await expect(page.getByRole("link", { name: /וואטסאפ/ })).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /נגישות/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test("validates on submit, first error only, as a toast titled שגיאה", async ({ page }) => {
    await openSignIn(page);
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
    await openSignIn(page);
    await fillSignIn(page, admin.email, "not-the-password");
    const shown = toast(page).filter({ hasText: signInMessages.failedTitle });
    await expect(shown).toContainText(signInMessages.wrongCredentials);
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByRole("button", { name: "התחבר" })).toBeEnabled();
  });

  test("other sign-in errors show the server's message under שגיאה בהתחברות (throttled)", async ({ page }) => {
    const admin = await createAdmin(target);
    await openSignIn(page);
    for (let i = 0; i < 5; i++) {
      const answered = page.waitForResponse((r) => isSignInPost(r.url(), r.request().method()));
      await fillSignIn(page, admin.email, `wrong-password-${i}`);
      await answered;
      await expect(card(page).getByRole("button", { name: "התחבר" })).toBeEnabled();
    }
    await expect(toast(page).filter({ hasText: signInMessages.wrongCredentials }).first()).toBeVisible();
    await fillSignIn(page, admin.email, admin.password);
    const shown = toast(page).filter({ hasText: "יותר מדי ניסיונות התחברות שגויים. נסו שוב בעוד דקה." });
    await expect(shown).toContainText(signInMessages.failedTitle);
    await expect(card(page)).toBeVisible();
  });

  test("while signing in the button reads מתחבר..., a spinner checks the session, then the admin sees the dashboard", async ({ page, context }) => {
    const admin = await createAdmin(target);
    await openSignIn(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ADMIN_PAGES.signIn}.data**`, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await fillSignIn(page, admin.email, admin.password);
    const busy = card(page).getByRole("button", { name: "מתחבר..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(page.getByRole("status", { name: "בודק התחברות..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 2, name: "לידים" })).toBeVisible();
    await expect(page.getByRole("button", { name: "התנתק" })).toBeVisible();
    await expect(page.getByText(admin.email)).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    await expect(page.getByRole("status", { name: "בודק התחברות..." })).toHaveCount(0);

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "courier_session")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    expect(await page.evaluate(() => document.cookie)).not.toContain("courier_session");

    await page.reload();
    await expect(page.getByRole("button", { name: "התנתק" })).toBeVisible();
  });

  test("sign-out ends the session on the server and goes to the sign-in screen; the old cookie no longer works", async ({ page, context, playwright }) => {
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
    await expect(page).toHaveURL(`${baseURL}${ADMIN_PAGES.signIn}`);
    expect(await sessionOf(oldCookie, outside)).toBeNull();
    expect((await context.cookies()).find((c) => c.name === "courier_session")).toBeUndefined();
    await outside.dispose();

    await page.goto(ADMIN_PAGE);
    await expect(card(page)).toBeVisible();
  });

  test("a signed-in user without the admin role is told so, signed out after 2 seconds and sent to /", async ({ page, context, playwright }) => {
    const user: TestUser = await createNonAdmin(target);
    await page.clock.install();
    await openSignIn(page);
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
    await expect(page.getByRole("heading", { name: "לידים" })).toHaveCount(0);

    await page.clock.runFor(1400);
    await expect(page).toHaveURL(`${baseURL}${ADMIN_PAGES.signIn}`);
    const outside = await playwright.request.newContext();
    expect(await sessionOf(oldCookie, outside)).toEqual({ email: user.email, admin: false });

    await page.clock.runFor(700);
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(await sessionOf(oldCookie, outside)).toBeNull();
    await outside.dispose();
  });

  test("a signed-out owner who opens a link to a lead lands on that lead after signing in", async ({ page }) => {
    const admin = await createAdmin(target);
    const lead = await storeLead();
    const link = `${ADMIN_PAGE}?view=all&lead=${lead.id}`;
    await openSignIn(page, link);
    await fillSignIn(page, admin.email, admin.password);
    await expect(page.getByRole("dialog")).toContainText(lead.name);
    expect(page.url()).toBe(`${baseURL}${link}`);
  });

  test("…also through the second step", async ({ page }) => {
    const admin = await createAdminWithTwoFactor(page);
    const lead = await storeLead();
    const link = `${ADMIN_PAGE}?view=all&lead=${lead.id}`;
    await openSignIn(page, link);
    await fillSignIn(page, admin.email, admin.password);
    const codeCard = page.getByRole("region", { name: twoFactorMessages.title });
    await expect(codeCard.locator("form").first()).toHaveJSProperty("noValidate", true);
    // The next step's code: the enrolment used up the current one.
    await codeCard.getByLabel(twoFactorMessages.codeLabel).fill(totpCode(admin.secret, 1));
    await codeCard.getByRole("button", { name: twoFactorMessages.verify, exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText(lead.name);
    expect(page.url()).toBe(`${baseURL}${link}`);
  });

  test("after signing in, the way back stays on this site's admin page, whatever the link carried", async ({ playwright }) => {
    const admin = await createAdmin(target);
    const request = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
    const back = (to: string) => `?${new URLSearchParams({ redirectTo: to })}`;
    for (const search of [
      "?//evil.example",
      back(`${ADMIN_PAGE}?//evil.example`),
      back(`${ADMIN_PAGE}?lead=//evil.example`),
      back(`${ADMIN_PAGE}?next=https://evil.example/`),
      back(`${ADMIN_PAGE}?view=all&lead=1&\\evil.example`),
      back(`${ADMIN_PAGE}?lead=%2F%2Fevil.example`),
      back("//evil.example"),
      back("https://evil.example/"),
      back("/\\evil.example"),
      back(`${ADMIN_PAGE}/../..//evil.example`),
      `?redirectTo=%2F%2Fevil.example`,
    ]) {
      const res = await request.post(`${ADMIN_PAGES.signIn}${search}`, {
        headers: { Origin: baseURL },
        form: { email: admin.email, password: admin.password },
      });
      expect(res.status(), search).toBe(303);
      const location = res.headers()["location"]!;
      expect(location, search).toMatch(new RegExp(`^${ADMIN_PAGE}(/|\\?|$)`));
      expect(new URL(location, baseURL).origin, search).toBe(baseURL);
    }
    await request.dispose();
  });

  test("an admin who is already signed in gets the dashboard in the server's HTML", async ({ page, context }) => {
    const admin = await createAdmin(target);
    await signInContext(context, baseURL, admin);
    const html = await (await context.request.get(ADMIN_PAGE)).text();
    expect(html).toContain("סך הכל לידים");
    await page.goto(ADMIN_PAGE);
    await expect(page.getByRole("button", { name: "התנתק" })).toBeVisible();
    await expect(card(page)).toHaveCount(0);
  });
});

test.describe("admin page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in, changes the view, searches and signs out with plain forms and links", async ({ page, context }) => {
    const admin = await createAdmin(target);
    await page.goto(`${ADMIN_PAGE}?view=won`);
    await card(page).getByLabel("אימייל").fill(admin.email);
    await card(page).getByLabel("סיסמה").fill("wrong-password");
    await card(page).getByRole("button", { name: "התחבר" }).click();
    await expect(card(page).getByRole("alert")).toHaveText(signInMessages.wrongCredentials);

    await card(page).getByLabel("אימייל").fill(admin.email);
    await card(page).getByLabel("סיסמה").fill(admin.password);
    await card(page).getByRole("button", { name: "התחבר" }).click();
    // Back on the view the link named, signed in.
    await expect(page).toHaveURL(`${baseURL}${ADMIN_PAGE}?view=won`);
    await expect(page.getByRole("link", { name: /^הוזמנו/ })).toHaveAttribute("aria-current", "page");
    expect((await context.cookies()).find((c) => c.name === "courier_session")).toBeDefined();

    await page.getByRole("link", { name: /^הכל/ }).click();
    await expect(page).toHaveURL(`${baseURL}${ADMIN_PAGE}?view=all`);
    await expect(page.getByRole("link", { name: /^הכל/ })).toHaveAttribute("aria-current", "page");

    await page.getByLabel(searchLabels.live).fill("אין-כזה-שם");
    await page.getByRole("button", { name: "חיפוש" }).click();
    await expect(page).toHaveURL(/view=all&q=/);
    await expect(page.getByText("לא נמצאו לידים תואמים")).toBeVisible();

    await page.getByRole("button", { name: "התנתק" }).click();
    await expect(page).toHaveURL(`${baseURL}${ADMIN_PAGES.signIn}`);
    expect((await context.cookies()).find((c) => c.name === "courier_session")).toBeUndefined();
  });
  test("a link to a lead opened signed out lands on that lead after signing in, also through the second step", async ({ page, browser }) => {
    const lead = await storeLead();
    const link = `${ADMIN_PAGE}?view=all&lead=${lead.id}`;
    const admin = await createAdmin(target);
    await page.goto(link);
    await card(page).getByLabel("אימייל").fill(admin.email);
    await card(page).getByLabel("סיסמה").fill(admin.password);
    await card(page).getByRole("button", { name: "התחבר" }).click();
    await expect(page).toHaveURL(`${baseURL}${link}`);
    await expect(page.getByRole("dialog")).toContainText(lead.name);

    // The second step: enrolled with JavaScript, then signed in without it.
    const scripted = await browser.newPage();
    const twoStep = await createAdminWithTwoFactor(scripted);
    await scripted.close();
    await page.context().clearCookies();
    await page.goto(link);
    await card(page).getByLabel("אימייל").fill(twoStep.email);
    await card(page).getByLabel("סיסמה").fill(twoStep.password);
    await card(page).getByRole("button", { name: "התחבר" }).click();
    const codeCard = page.getByRole("region", { name: twoFactorMessages.title });
    await codeCard.getByLabel(twoFactorMessages.codeLabel).fill(totpCode(twoStep.secret, 1));
    await codeCard.getByRole("button", { name: twoFactorMessages.verify, exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}${link}`);
    await expect(page.getByRole("dialog")).toContainText(lead.name);
  });
});
