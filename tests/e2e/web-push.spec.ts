/**
 * The installable admin and Web Push in Chromium (issue 29): the service worker is registered on
 * the admin path only; the header's control makes a subscription (the browser's push service is
 * out of reach here, so pushManager stands in with one that points at a push service the test
 * runs on loopback, with keys the test made); a lead posted on the public site reaches that
 * endpoint, where the test decrypts it; delivered to the worker through the DevTools protocol,
 * the message becomes a notification whose data is the lead's link.
 *
 * The server posts to a loopback push service only with the test-only PUSH_TEST_ENDPOINT_ORIGIN,
 * which it refuses in production: the suite's server runs as production, so this file runs a
 * server of its own with NODE_ENV=test (issue 37). The security screen lists the device turned
 * on here, and removing it there stops the pushes.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createPushKeys, startPushEndpoint } from "../../harness/push-endpoint.ts";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";
import { pushDeviceMessages, pushMessages } from "../../app/lib/web-push.ts";
import { createAdmin, signIn, signInContext } from "../support/admin.ts";
import { expectNoAxeViolations, stubChatService, submitLeadForm, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

import { SECURITY_ACTIONS } from "../../app/lib/paths.ts";
const ADMIN = "/manage-leads-2024";
const SHOTS = path.resolve(".tmp", "shots-push");

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  endpoint = await startPushEndpoint();
  server = await startServer({ env: { NODE_ENV: "test", PUSH_TEST_ENDPOINT_ORIGIN: endpoint.origin, LEADS_RATE_LIMIT: "10000" } });
  baseURL = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await endpoint?.stop();
});

/** Stand in for the browser's push service: pushManager hands out a subscription at the test's endpoint. */
async function fakePushManager(context: BrowserContext, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await context.addInitScript((json) => {
    const made = { ...json, expirationTime: null };
    const fake = { endpoint: made.endpoint, options: {}, toJSON: () => made, unsubscribe: async () => true };
    PushManager.prototype.subscribe = async function () {
      sessionStorage.setItem("e2e-subscribed", "1");
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return sessionStorage.getItem("e2e-subscribed") ? (fake as unknown as PushSubscription) : null;
    };
  }, subscription);
}

const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname));

test("the admin's worker, a subscription through the page, a lead pushed and shown as a notification", async ({ page, context }) => {
  test.setTimeout(60_000);
  const keys = createPushKeys();
  const subscription = keys.subscription(`${endpoint.origin}/e2e-device`);

  // A public page registers nothing and links no manifest.
  await page.goto(`${baseURL}/`);
  expect(await registrations(page)).toEqual([]);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);

  // Stand in for the browser's push service: a subscription at the test's endpoint.
  await fakePushManager(context, subscription);

  await signInContext(context, baseURL, await createAdmin({ dataDir: server.dataDir }));
  await page.goto(`${baseURL}${ADMIN}`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", `${ADMIN}/manifest.webmanifest`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await registrations(page)).toEqual([ADMIN]);

  const control = page.getByRole("button", { name: "הפעלת התראות" });
  await control.click();
  await expect(page.getByRole("button", { name: "כיבוי התראות" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("התראות על לידים חדשים פעילות במכשיר הזה")).toBeVisible();

  // The worker's registration id, for the DevTools protocol's push delivery.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
      const ours = updated.find((r) => new URL(r.scopeURL).pathname === ADMIN && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");

  // A visitor sends a lead on the public site, in another tab.
  const visitor = await context.newPage();
  await stubChatService(context);
  await visitor.goto(`${baseURL}/contact`);
  const form = visitor.locator("form[data-lead-form]");
  const name = uniqueLeadName("דנה פוש");
  await form.getByLabel("שם מלא").fill(name);
  await form.getByLabel("טלפון").fill("050-7654321");
  await form.getByLabel("כתובת איסוף").fill("חיפה");
  await form.getByLabel("כתובת יעד").fill("אילת");
  await form.getByLabel(/קראתי ואני מסכים/).check();
  const popup = visitor.waitForEvent("popup");
  await submitLeadForm(form);
  await (await popup).close();

  // The server's Web Push request, decrypted with the subscription's keys.
  await expect.poll(() => endpoint.received.filter((m) => m.path === "/e2e-device").length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  const messages = endpoint.received
    .filter((m) => m.path === "/e2e-device")
    .map((m) => JSON.parse(keys.decrypt(m.body)) as { title: string; body: string; url: string });
  const pushed = messages.find((m) => m.title.includes(name));
  expect(pushed, `a message for ${name}`).toBeDefined();
  expect(pushed!.body.replace(/[\u2068\u2069]/g, "")).toContain("חיפה ← אילת");
  expect(pushed!.url).toMatch(new RegExp(`^${ADMIN}\\?lead=\\d+$`));

  // Delivered to the worker as the push service would: it shows the notification, with the lead's link.
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: baseURL, registrationId: await registrationId, data: JSON.stringify(pushed) });
  const shown = async () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url })),
    );
  await expect.poll(async () => (await shown()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1); // 10 s passed once on a loaded machine
  const [notification] = (await shown()).filter((n) => n.title === pushed!.title);
  expect(notification).toEqual({ title: pushed!.title, body: pushed!.body, url: new URL(pushed!.url, baseURL).href });

  // Back on a public page, the worker controls nothing there.
  await page.goto(`${baseURL}/`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

async function postLead(name: string) {
  const res = await fetch(`${baseURL}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, phone: "050-1234567", consent: true, source: "contact_form" }),
  });
  expect(res.status).toBe(201);
}

test("the security screen lists the device turned on here, and removing it there stops the pushes", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "he-IL", timezoneId: "Asia/Jerusalem" });
  try {
    const page = await context.newPage();
    const problems = watchForPageErrors(page);
    const admin = await createAdmin({ dataDir: server.dataDir });
    const keys = createPushKeys();
    await fakePushManager(context, keys.subscription(`${endpoint.origin}/listed-phone`));
    await signInContext(context, baseURL, admin);
    // Another device of the same admin, turned on elsewhere: it keeps getting leads.
    const tablet = createPushKeys();
    const elsewhere = await signIn(baseURL, admin);
    const on = await fetch(`${baseURL}${SECURITY_ACTIONS.pushOn}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Cookie: elsewhere,
        Origin: baseURL,
        "User-Agent": "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15",
      },
      body: JSON.stringify({ subscription: tablet.subscription(`${endpoint.origin}/other-tablet`) }),
    });
    expect(on.status).toBe(200);

    await page.goto(`${baseURL}${ADMIN}`);
    await page.getByRole("button", { name: pushMessages.turnOn }).click();
    await expect(page.getByRole("button", { name: pushMessages.turnOff })).toHaveAttribute("aria-pressed", "true");

    await page.goto(`${baseURL}${ADMIN}/security`);
    const card = page.getByRole("region", { name: pushDeviceMessages.title });
    const devices = card.getByRole("list", { name: pushDeviceMessages.listLabel }).getByRole("listitem");
    await expect(devices).toHaveCount(2);
    const mine = devices.filter({ hasText: pushDeviceMessages.thisDevice });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("Linux · Chrome");
    await expect(mine).toContainText(pushDeviceMessages.added);
    await expect(devices.filter({ hasText: "iPad · Safari" })).not.toContainText(pushDeviceMessages.thisDevice);

    // A lead reaches both; the screen then says when each last got one.
    const first = endpoint.received.length;
    await postLead(uniqueLeadName("ליד לשני מכשירים"));
    const reached = () => endpoint.received.slice(first).map((m) => m.path);
    await expect.poll(() => ["/listed-phone", "/other-tablet"].every((p) => reached().includes(p)), { timeout: 20_000 }).toBe(true);
    await page.reload();
    await expect(mine).toContainText(pushDeviceMessages.lastSent);

    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/security-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 900 });

    // Removed here, asked first.
    await mine.getByText(pushDeviceMessages.remove, { exact: false }).first().click();
    await expect(mine.getByText(pushDeviceMessages.removeQuestion("Linux · Chrome"))).toBeVisible();
    await mine.getByRole("button", { name: pushDeviceMessages.removeConfirm }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: pushDeviceMessages.removed("Linux · Chrome") })).toBeVisible();
    await expect(devices).toHaveCount(1);
    await expect(devices).toContainText("iPad · Safari");
    await expectNoAxeViolations(page);

    // The next lead goes to the tablet only; the header here says notifications are off.
    const before = endpoint.received.length;
    await postLead(uniqueLeadName("ליד אחרי הסרה"));
    await expect.poll(() => endpoint.received.slice(before).map((m) => m.path), { timeout: 20_000 }).toContain("/other-tablet");
    expect(endpoint.received.slice(before).filter((m) => m.path === "/listed-phone")).toEqual([]);
    await page.goto(`${baseURL}${ADMIN}`);
    // On a phone the switch is in the bottom bar's "עוד" sheet.
    await page.locator("[data-bottom-bar]").getByRole("button", { name: "עוד" }).click();
    await expect(page.getByRole("button", { name: pushMessages.turnOn })).toHaveAttribute("aria-pressed", "false");
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
