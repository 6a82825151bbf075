/**
 * Sign-out leaves nothing behind (issue 37): a full page load answered with Clear-Site-Data, after
 * which the document, Back and the caches hold no lead's name or phone, and this browser's push
 * subscription is gone (the page turned it off on the server and in the browser before posting).
 * The browser's push service is out of reach here, so pushManager stands in with a subscription
 * the test also stored on the server, as the header's control would have.
 */
import { randomBytes, randomInt } from "node:crypto";
import { expect, test, type Page, type Response } from "@playwright/test";
import { saveLead } from "../../app/.server/leads.ts";
import { saveSubscription } from "../../app/.server/push/subscriptions.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext, withDb, type TestUser } from "../support/admin.ts";
import { uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const target = { dataDir: e2eDataDir };

/** A lead with a name and a phone nobody else uses, and the spellings of that phone a page might show. */
async function storeLead() {
  const name = uniqueLeadName("רוני יציאה");
  const digits = `05${randomInt(2, 10)}${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
  const phone = `${digits.slice(0, 3)}-${digits.slice(3)}`;
  const id = await withDb(target, (db) => saveLead(db, { name, phone, consent: true, source: "lead_form" }, { spam: false }));
  // As typed, as digits, international, and as the admin shows it (052-687-0920).
  return { id, name, phoneSpellings: [phone, digits, `972${digits.slice(1)}`, `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`] };
}

const userId = (admin: TestUser) =>
  withDb(target, async (db) => Number((await db.kysely.selectFrom("users").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow()).id));

const subscriptionsOf = (id: number) =>
  withDb(target, (db) => db.kysely.selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", id).execute());

/** Every response body the page's Cache Storage holds, and whether the HTTP cache answers for the lead's screen. */
function cachedText(page: Page, leadScreen: string) {
  return page.evaluate(async (screen) => {
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) bodies.push(await ((await cache.match(request))?.text() ?? ""));
    }
    const fromHttpCache = await fetch(screen, { cache: "only-if-cached", mode: "same-origin" }).then(
      async (response) => await response.text(),
      () => "",
    );
    return { bodies, fromHttpCache };
  }, leadScreen);
}

async function expectNothingOf(page: Page, lead: Awaited<ReturnType<typeof storeLead>>, where: string) {
  const html = await page.content();
  expect(html, `${where}: the lead's name`).not.toContain(lead.name);
  for (const phone of lead.phoneSpellings) expect(html, `${where}: the lead's phone`).not.toContain(phone);
}

const isSignOutPost = (response: Response) => response.request().method() === "POST" && new URL(response.url()).pathname === ADMIN_PAGES.signOut;

test("sign-out turns this browser's push off, clears the site's data, and leaves no lead in the document, Back or the caches", async ({ page, context }) => {
  test.setTimeout(90_000);
  const problems = watchForPageErrors(page);
  const admin = await createAdmin(target);
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-sign-out-${randomBytes(8).toString("hex")}`;
  await withDb(target, async (db) => saveSubscription(db, await userId(admin), { endpoint, keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } }));

  // This browser's subscription, as the push service would have made it (kept in the origin's storage, as
  // the real one lives with the worker's registration); unsubscribe() is reported to the test.
  const unsubscribed: string[] = [];
  await page.exposeBinding("e2eUnsubscribed", (_source, gone: string) => void unsubscribed.push(gone));
  await context.addInitScript((endpoint) => {
    const fake = {
      endpoint,
      options: {},
      toJSON: () => ({ endpoint, keys: {} }),
      unsubscribe: async () => {
        sessionStorage.removeItem("e2e-subscribed");
        await (window as unknown as { e2eUnsubscribed(endpoint: string): Promise<void> }).e2eUnsubscribed(endpoint);
        return true;
      },
    };
    PushManager.prototype.getSubscription = async function () {
      return sessionStorage.getItem("e2e-subscribed") ? (fake as unknown as PushSubscription) : null;
    };
  }, endpoint);

  const lead = await storeLead();
  await signInContext(context, baseURL, admin);
  const leadScreen = `${ADMIN_PATH}?lead=${lead.id}`;
  const opened = await page.goto(leadScreen);
  // Never kept by the browser or a proxy.
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(lead.name);
  const html = await page.content();
  expect(
    lead.phoneSpellings.some((phone) => html.includes(phone)),
    "the lead's phone is on the screen before",
  ).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.evaluate(() => sessionStorage.setItem("e2e-subscribed", "1"));
  expect(await subscriptionsOf(await userId(admin))).toEqual([{ endpoint }]);

  // The header's button (behind the dialog's backdrop: the dialog closed first, as the owner would).
  await dialog.getByRole("link", { name: "סגירה" }).click();
  await expect(dialog).toHaveCount(0);
  const signOutAnswer = page.waitForResponse(isSignOutPost);
  const documentLoad = page.waitForEvent("load");
  await page.getByRole("button", { name: "התנתק" }).click();
  const answer = await signOutAnswer;
  await documentLoad;

  // A full page load to the sign-in screen, told to forget the site's cache and storage.
  expect(answer.status()).toBe(303);
  expect((await answer.allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
  expect((await answer.allHeaders())["cache-control"]).toBe("no-store");
  await expect(page).toHaveURL(`${baseURL}${ADMIN_PAGES.signIn}`);
  await expect(page.getByRole("button", { name: "התחבר" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "courier_session")).toBeUndefined();

  // Push: off on the server (the page reported its subscription) and in the browser.
  expect(await subscriptionsOf(await userId(admin))).toEqual([]);
  expect(unsubscribed).toEqual([endpoint]);
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration("/manage-leads-2024");
    return found ? ((await found.pushManager.getSubscription())?.endpoint ?? null) : "no worker";
  });
  expect([null, "no worker"]).toContain(registration);

  await expectNothingOf(page, lead, "the sign-in screen");
  const cached = await cachedText(page, leadScreen);
  for (const body of [...cached.bodies, cached.fromHttpCache]) {
    expect(body).not.toContain(lead.name);
    for (const phone of lead.phoneSpellings) expect(body).not.toContain(phone);
  }

  // Back: the lead's screen is asked for again, and sends to the sign-in.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES.signIn}`));
  await expect(page.getByRole("button", { name: "התחבר" })).toBeVisible();
  await expectNothingOf(page, lead, "Back");
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same form signs out, with Clear-Site-Data, and Back shows no lead", async ({ page, context }) => {
    const admin = await createAdmin(target);
    const lead = await storeLead();
    await signInContext(context, baseURL, admin);
    await page.goto(`${ADMIN_PATH}?lead=${lead.id}`);
    await expect(page.getByText(lead.name).first()).toBeVisible();

    const signOutAnswer = page.waitForResponse(isSignOutPost);
    await page.getByRole("button", { name: "התנתק" }).click();
    const answer = await signOutAnswer;
    expect(answer.status()).toBe(303);
    expect((await answer.allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
    await expect(page).toHaveURL(`${baseURL}${ADMIN_PAGES.signIn}`);
    expect((await context.cookies()).find((c) => c.name === "courier_session")).toBeUndefined();
    await expectNothingOf(page, lead, "the sign-in screen");

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES.signIn}`));
    await expectNothingOf(page, lead, "Back");
  });
});
