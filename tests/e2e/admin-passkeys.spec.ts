/**
 * Passkeys in Chromium with the DevTools protocol's virtual authenticator (a platform
 * authenticator with user verification, as a phone's fingerprint is): added from the security
 * screen, a sign-in with no password typed, removed; a wrong origin, a replayed assertion, an
 * expired challenge and an unknown credential refused; ADMIN_2FA=required takes a passkey as the
 * second step. WebAuthn refuses IP addresses, so each test runs a server of its own with
 * SITE_URL on `localhost` (the suite's server is on 127.0.0.1).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { addPasskey } from "../../app/.server/auth/passkey-store.ts";
import { deviceNameFrom, passkeyMessages } from "../../app/lib/passkeys.ts";
import { reverifyMessages } from "../../app/lib/reverify.ts";
import { twoFactorMessages } from "../../app/lib/two-factor.ts";
import { createAdmin, signInContext, withDb, type DbTarget } from "../support/admin.ts";
import { freePort, removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";
import { virtualAuthenticator } from "../../harness/virtual-authenticator.ts";
import { expectNoAxeViolations, watchForPageErrors } from "./helpers.ts";

import { SIGN_IN_ACTIONS } from "../../app/lib/paths.ts";
const ADMIN_PAGE = "/manage-leads-2024";
const SHOTS = path.resolve(".tmp", "screenshots", "passkeys");
/** An origin that is not the site's, yet a secure context with the same RP ID (a look-alike page on another port; never served: the test answers it). */
const LOOK_ALIKE = "http://localhost:3164";

const toast = (page: Page) => page.locator("[data-sonner-toast]");
const leadsHeading = (page: Page) => page.getByRole("heading", { level: 2, name: "לידים" });
const passkeysCard = (page: Page) => page.getByRole("region", { name: passkeyMessages.title });

/** This test's own server on a free port of `localhost` (WebAuthn refuses IP addresses; the suite's server is on 127.0.0.1). */
async function startSite(env: Record<string, string> = {}): Promise<{ server: ServerProcess; origin: string; target: DbTarget }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServer({ port, env: { SITE_URL: origin, LEADS_RATE_LIMIT: "1000", ...env } });
  return { server, origin, target: { dataDir: server.dataDir } };
}

/** From the security screen: the name, then the device's dialog (the virtual authenticator says yes). */
async function addPasskeyOnScreen(page: Page, origin: string, name: string) {
  await page.goto(`${origin}${ADMIN_PAGE}/security`);
  const card = passkeysCard(page);
  await card.getByLabel(passkeyMessages.nameLabel).fill(name);
  await card.getByRole("button", { name: passkeyMessages.add }).click();
  await expect(toast(page).filter({ hasText: passkeyMessages.addedNotice(name) })).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: name })).toBeVisible();
}

/**
 * Sign-out lands on the sign-in screen, whose e-mail field offers the passkey in its suggestions,
 * and the virtual authenticator would pick it at once (signing in again): its requests are held
 * off until the page has moved on.
 */
async function signOut(page: Page, origin: string) {
  const passkeyEndpoint = `${origin}${ADMIN_PAGE}/passkey/**`;
  await page.route(passkeyEndpoint, (route) => route.abort());
  await page.getByRole("button", { name: "התנתק" }).click();
  await expect(page).toHaveURL(`${origin}${ADMIN_PAGE}/sign-in`);
  await page.goto("about:blank");
  await page.unroute(passkeyEndpoint);
}

/** A passkey step's route, from outside the browser (no Origin header: a script, not another site's page). */
async function endpoint(origin: string, route: string, body: unknown, browser?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json", ...(browser ? { Cookie: browser } : {}) };
  const res = await fetch(`${origin}${route}`, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookies: res.headers.getSetCookie() };
}

/** Sign-in options from the server, answered by the page's authenticator: the assertion as the browser would send it, and the cookie that makes the challenge this browser's. */
async function assertion(page: Page, origin: string): Promise<{ response: Record<string, unknown>; challenge: string; browser: string }> {
  const { body, cookies } = await endpoint(origin, SIGN_IN_ACTIONS.passkeySignInOptions, {});
  const browser = cookies.map((c) => c.split(";")[0]!).find((c) => c.startsWith("courier_passkey="))!;
  const options = body.options as { challenge: string };
  const response = await page.evaluate(async (optionsJSON) => {
    const parse = (PublicKeyCredential as unknown as { parseRequestOptionsFromJSON(o: unknown): PublicKeyCredentialRequestOptions })
      .parseRequestOptionsFromJSON;
    const credential = (await navigator.credentials.get({ publicKey: parse(optionsJSON) })) as PublicKeyCredential;
    return credential.toJSON() as unknown as Record<string, unknown>;
  }, options);
  return { response, challenge: options.challenge, browser };
}

const activity = (target: DbTarget, email: string) =>
  withDb(target, (db) => db.kysely.selectFrom("activity_log").select(["action", "details"]).where("user_email", "=", email).orderBy("id").execute());

async function fitsAndShoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `${name} at ${width} px scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The test's own server, stopped and removed after it, whatever happened. */
let site: Awaited<ReturnType<typeof startSite>> | undefined;
test.afterEach(async () => {
  if (!site) return;
  await site.server.stop();
  removeDir(site.server.dataDir);
  site = undefined;
});

test.describe("passkeys", () => {
  test("added from the security screen, a sign-in with no password typed, then removed", async ({ page, context }) => {
    test.setTimeout(120_000);
    site = await startSite();
    const { origin, target } = site;
    const problems = watchForPageErrors(page);
    const admin = await createAdmin(target);
    const authenticator = await virtualAuthenticator(page);
    await signInContext(context, origin, admin);

    await page.goto(`${origin}${ADMIN_PAGE}/security`);
    await expect(passkeysCard(page).getByText(passkeyMessages.none)).toBeVisible();
    await addPasskeyOnScreen(page, origin, "הטלפון של דני");
    const item = passkeysCard(page).getByRole("listitem").filter({ hasText: "הטלפון של דני" });
    await expect(item).toContainText(passkeyMessages.neverUsed);
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, "security");

    await signOut(page, origin);
    // The button's own path: as in a browser that offers passkeys in no field's suggestions (the
    // virtual authenticator would answer those at once; the third test takes that path).
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await page.goto(`${origin}${ADMIN_PAGE}`);
    await expect(page.getByLabel("אימייל")).toHaveAttribute("autocomplete", "username webauthn");
    const button = page.getByRole("button", { name: passkeyMessages.signInButton });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, "sign-in");
    // Nothing typed: the button, the device's yes, and the leads.
    await button.click();
    await expect(leadsHeading(page)).toBeVisible();
    await expect(page.getByLabel("סיסמה")).toHaveCount(0);

    await page.goto(`${origin}${ADMIN_PAGE}/security`);
    await expect(item).toContainText(passkeyMessages.lastUsed);
    await item.locator("summary").click();
    // This session was opened with it: the question says so, and removing it ends the session.
    await expect(item.getByText(passkeyMessages.removeCurrent)).toBeVisible();
    await item.getByRole("button", { name: passkeyMessages.removeConfirm }).click();
    await expect(page).toHaveURL(`${origin}${ADMIN_PAGE}/sign-in`);
    await expect(page.getByLabel("סיסמה")).toBeVisible();
    expect(await withDb(target, (db) => db.kysely.selectFrom("passkeys").select("id").execute())).toEqual([]);
    expect(await withDb(target, (db) => db.kysely.selectFrom("sessions").select("id").execute())).toEqual([]);

    expect((await activity(target, admin.email)).map((e) => e.action)).toEqual(["sign_in", "passkey_add", "sign_out", "sign_in_passkey", "passkey_remove"]);
    expect(problems).toEqual([]);
  });

  for (const width of [360, 390, 1366]) {
    test(`at ${width} px the security screen offers a passkey first, this device's name filled in: one tap adds it`, async ({ page, context }) => {
      test.setTimeout(90_000);
      site = await startSite();
      const { origin, target } = site;
      const problems = watchForPageErrors(page);
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      const admin = await createAdmin(target);
      await virtualAuthenticator(page);
      await signInContext(context, origin, admin);
      await page.goto(`${origin}${ADMIN_PAGE}/security`);
      const card = passkeysCard(page);
      const name = card.getByLabel(passkeyMessages.nameLabel);
      await expect(name).toHaveValue(deviceNameFrom(await page.evaluate(() => navigator.userAgent)));
      await expect(name).not.toHaveValue("");
      const add = card.getByRole("button", { name: passkeyMessages.add });
      await expect(add).toBeInViewport();
      const twoStep = page.getByRole("heading", { level: 2, name: twoFactorMessages.title });
      expect((await card.boundingBox())!.y).toBeLessThan((await twoStep.boundingBox())!.y);
      await expectNoAxeViolations(page);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/security-passkey-first-${width}.png` });
      // One tap, and the device's own yes.
      await add.click();
      const added = await name.inputValue();
      await expect(card.getByRole("listitem").filter({ hasText: added })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  }

  test("a sign-in minutes old asks for the password again before a passkey is added; a wrong one is refused", async ({ page, context }) => {
    test.setTimeout(90_000);
    site = await startSite();
    const { origin, target } = site;
    const problems = watchForPageErrors(page);
    const admin = await createAdmin(target);
    await virtualAuthenticator(page);
    await signInContext(context, origin, admin);
    // The sign-in was six minutes ago (the session left open on a desk).
    await withDb(target, (db) =>
      db.kysely
        .updateTable("sessions")
        .set({ verified_at: new Date(Date.now() - 6 * 60_000).toISOString() })
        .execute(),
    );

    await page.goto(`${origin}${ADMIN_PAGE}/security`);
    const card = passkeysCard(page);
    await expect(card.getByText(reverifyMessages.needed)).toBeVisible();
    await expect(card.getByLabel(passkeyMessages.nameLabel)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, "reverify");

    await card.getByLabel(reverifyMessages.passwordLabel).fill("not the password");
    await card.getByRole("button", { name: reverifyMessages.submit }).click();
    await expect(toast(page).filter({ hasText: reverifyMessages.wrongPassword })).toBeVisible();
    await card.getByLabel(reverifyMessages.passwordLabel).fill(admin.password);
    await card.getByRole("button", { name: reverifyMessages.submit }).click();
    await expect(toast(page).filter({ hasText: reverifyMessages.done })).toBeVisible();
    await addPasskeyOnScreen(page, origin, "הטלפון החדש");

    expect((await activity(target, admin.email)).map((e) => e.action)).toEqual(["sign_in", "reverify_failed", "reverify", "passkey_add"]);
    expect(problems).toEqual([]);
  });

  test("refuses a wrong origin, a replayed assertion, an expired challenge and an unknown credential", async ({ page, context }) => {
    test.setTimeout(120_000);
    site = await startSite();
    const { origin, target } = site;
    const admin = await createAdmin(target);
    await virtualAuthenticator(page);
    await signInContext(context, origin, admin);
    await addPasskeyOnScreen(page, origin, "מחשב המשרד");
    await page.goto(`${origin}/privacy`);

    // A right assertion signs in once; the same one again finds its challenge used.
    const first = await assertion(page, origin);
    const accepted = await endpoint(origin, SIGN_IN_ACTIONS.passkeySignIn, { response: first.response }, first.browser);
    expect(accepted.status).toBe(200);
    expect(accepted.cookies.join("\n")).toMatch(/courier_session=[^;]+;/);
    const replayed = await endpoint(origin, SIGN_IN_ACTIONS.passkeySignIn, { response: first.response }, first.browser);
    expect(replayed).toMatchObject({ status: 401, body: { ok: false, error: passkeyMessages.challengeEnded } });
    expect(replayed.cookies).toEqual([]);

    // An expired challenge (its time set back in the database): refused, though the device signed it.
    const late = await assertion(page, origin);
    await withDb(target, (db) =>
      db.kysely
        .updateTable("passkey_challenges")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("challenge", "=", late.challenge)
        .execute(),
    );
    expect(await endpoint(origin, SIGN_IN_ACTIONS.passkeySignIn, { response: late.response }, late.browser)).toMatchObject({
      status: 401,
      body: { error: passkeyMessages.challengeEnded },
    });

    // An unknown credential: a well-formed answer naming a passkey the site does not keep.
    const unknown = await assertion(page, origin);
    const strangerId = Buffer.from("a passkey nobody added").toString("base64url");
    expect(
      await endpoint(origin, SIGN_IN_ACTIONS.passkeySignIn, { response: { ...unknown.response, id: strangerId, rawId: strangerId } }, unknown.browser),
    ).toMatchObject({
      status: 401,
      body: { error: passkeyMessages.unknownPasskey },
    });

    // A wrong origin: a look-alike page on another port of the same host (so the same RP ID) gets a
    // real, signed assertion from the device; the site refuses it.
    await page.route(`${LOOK_ALIKE}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>look-alike</title>" }));
    await page.goto(`${LOOK_ALIKE}/sign-in`);
    const phished = await assertion(page, origin);
    const phishedOrigin = JSON.parse(Buffer.from(String((phished.response.response as { clientDataJSON: string }).clientDataJSON), "base64url").toString()) as {
      origin: string;
    };
    expect(phishedOrigin.origin).toBe(LOOK_ALIKE);
    const refused = await endpoint(origin, SIGN_IN_ACTIONS.passkeySignIn, { response: phished.response }, phished.browser);
    expect(refused).toMatchObject({ status: 401, body: { error: passkeyMessages.signInFailed } });
    expect(refused.cookies).toEqual([]);

    const actions = (await activity(target, admin.email)).map((e) => [e.action, e.details ? (JSON.parse(e.details) as { reason?: string }).reason : undefined]);
    expect(actions.filter(([action]) => action === "sign_in_passkey_failed")).toEqual([
      ["sign_in_passkey_failed", "challenge"],
      ["sign_in_passkey_failed", "challenge"],
      ["sign_in_passkey_failed", "not-verified"],
    ]);
  });

  test("ADMIN_2FA=required: an admin is asked for a passkey or a code; a passkey then stands for the code, and the password alone opens nothing", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    site = await startSite({ ADMIN_2FA: "required" });
    const { origin, target } = site;
    const admin = await createAdmin(target);
    await virtualAuthenticator(page);
    await signInContext(context, origin, admin);

    await page.goto(`${origin}${ADMIN_PAGE}`);
    await expect(page).toHaveURL(`${origin}${ADMIN_PAGE}/security`);
    await expect(page.getByText(twoFactorMessages.requiredNotice)).toBeVisible();
    await expect(passkeysCard(page).getByText(passkeyMessages.requiredChoice)).toBeVisible();
    await expect(leadsHeading(page)).toHaveCount(0);
    await addPasskeyOnScreen(page, origin, "האייפון שלי");
    await page.goto(`${origin}${ADMIN_PAGE}`);
    await expect(leadsHeading(page)).toBeVisible();

    // The only second step cannot be removed while two steps are required.
    await page.goto(`${origin}${ADMIN_PAGE}/security`);
    const item = passkeysCard(page).getByRole("listitem").filter({ hasText: "האייפון שלי" });
    await item.getByText(passkeyMessages.remove).click();
    await item.getByRole("button", { name: passkeyMessages.removeConfirm }).click();
    await expect(toast(page).filter({ hasText: passkeyMessages.removeRefusedRequired })).toBeVisible();
    await expect(item).toBeVisible();

    await signOut(page, origin);
    // The password alone is not two steps: refused, saying to use the passkey (from a tab without the authenticator).
    const tab = await context.newPage();
    await tab.goto(`${origin}${ADMIN_PAGE}`);
    await expect(tab.locator("form", { has: tab.getByLabel("אימייל") })).toHaveJSProperty("noValidate", true);
    await tab.getByLabel("אימייל").fill(admin.email);
    await tab.getByLabel("סיסמה").fill(admin.password);
    await tab.getByRole("button", { name: "התחבר" }).click();
    await expect(toast(tab).filter({ hasText: passkeyMessages.passwordRefusedRequired })).toBeVisible();
    await expect(leadsHeading(tab)).toHaveCount(0);
    await tab.close();

    // The passkey, offered in the e-mail field's suggestions (conditional UI; the virtual
    // authenticator picks it at once): straight to the leads, nothing typed, no code asked.
    await page.goto(`${origin}${ADMIN_PAGE}`);
    await page.getByLabel("אימייל").click();
    await expect(leadsHeading(page)).toBeVisible();
    await expect(page.getByText(twoFactorMessages.codeLabel)).toHaveCount(0);
    expect((await activity(target, admin.email)).map((e) => e.action)).toContain("sign_in_passkey");
  });
});

test.describe("passkeys without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in and the security screen say a passkey needs a browser that supports it; no dead button; the password still works; a passkey is removed with plain forms", async ({
    page,
  }) => {
    site = await startSite();
    const { origin, target } = site;
    const admin = await createAdmin(target);
    await page.goto(`${origin}${ADMIN_PAGE}`);
    await expect(page.getByText(passkeyMessages.unsupported)).toBeVisible();
    await expect(page.getByRole("button", { name: passkeyMessages.signInButton })).toHaveCount(0);
    await fitsAndShoot(page, "sign-in-without-javascript");
    await page.getByLabel("אימייל").fill(admin.email);
    await page.getByLabel("סיסמה").fill(admin.password);
    await page.getByRole("button", { name: "התחבר" }).click();
    await expect(leadsHeading(page)).toBeVisible();
    await page.goto(`${origin}${ADMIN_PAGE}/security`);
    await expect(passkeysCard(page).getByText(passkeyMessages.addUnsupported)).toBeVisible();
    await expect(passkeysCard(page).getByRole("button", { name: passkeyMessages.add })).toHaveCount(0);

    // One added elsewhere (a phone), removed from here: the question opens, the form posts, the page says so.
    await withDb(target, async (db) => {
      const user = await db.kysely.selectFrom("users").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow();
      await addPasskey(db, {
        userId: user.id,
        credentialId: "credential-of-a-phone",
        publicKey: "pk",
        counter: 0,
        transports: ["internal"],
        deviceName: "הטלפון של דני",
      });
    });
    await page.reload();
    const item = passkeysCard(page).getByRole("listitem").filter({ hasText: "הטלפון של דני" });
    await item.getByText(passkeyMessages.remove).click();
    await expect(item.getByText(passkeyMessages.removeQuestion("הטלפון של דני"))).toBeVisible();
    await item.getByRole("button", { name: passkeyMessages.removeConfirm }).click();
    await expect(page.getByRole("status").filter({ hasText: passkeyMessages.removed("הטלפון של דני") })).toBeVisible();
    await expect(passkeysCard(page).getByText(passkeyMessages.none)).toBeVisible();
    expect((await activity(target, admin.email)).map((e) => e.action)).toContain("passkey_remove");
  });
});
