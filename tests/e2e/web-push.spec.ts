/**
 * The installable admin and Web Push in Chromium (issue 29): the service worker is registered on
 * the admin path only; the header's control makes a subscription (the browser's push service is
 * out of reach here, so pushManager stands in with one that points at a push service the test
 * runs on loopback, with keys the test made); a lead posted on the public site reaches that
 * endpoint, where the test decrypts it; delivered to the worker through the DevTools protocol,
 * the message becomes a notification whose data is the lead's link.
 */
import { expect, test, type Page } from "@playwright/test";
import { createPushKeys, startPushEndpoint } from "../../harness/push-endpoint.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext } from "../support/admin.ts";
import { stubChatService, submitLeadForm, uniqueLeadName } from "./helpers.ts";

const ADMIN = "/manage-leads-2024";

const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname));

test("the admin's worker, a subscription through the page, a lead pushed and shown as a notification", async ({ page, context }) => {
  test.setTimeout(60_000);
  const endpoint = await startPushEndpoint();
  try {
    const keys = createPushKeys();
    const subscription = keys.subscription(`${endpoint.origin}/e2e-device`);

    // A public page registers nothing and links no manifest.
    await page.goto("/");
    expect(await registrations(page)).toEqual([]);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);

    // Stand in for the browser's push service: a subscription at the test's endpoint.
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

    await signInContext(context, baseURL, await createAdmin({ dataDir: e2eDataDir }));
    await page.goto(ADMIN);
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
    await visitor.goto("/contact");
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
    await page.goto("/");
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  } finally {
    await endpoint.stop();
  }
});
