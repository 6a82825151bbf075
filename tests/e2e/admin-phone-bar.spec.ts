/**
 * Issue 42, the owner's phone round two: a bottom bar on phones (the screen shown marked, each
 * screen its own heading, the trash's changes in words); notices one at a time at the bottom,
 * naming the lead, clear of the open lead's name, stages and close, gone after their time even
 * after a tap; the newest lead within the top 300 px with a reminder due, nothing moving after
 * load; the tab's title and the app's badge counting the leads not yet seen. At 360, 390 and 1366
 * px. (The security screen's passkey first: admin-passkeys.spec.ts, on a localhost origin.)
 */
import { mkdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { stageMovedTitle } from "../../app/lib/admin-leads.ts";
import { stageLabels } from "../../app/lib/lead-stages.ts";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext } from "../support/admin.ts";
import { expectNoAxeViolations, hydrated, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const target = { dataDir: e2eDataDir };
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(".tmp", "screenshots");
const leadBox = (page: Page, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });
const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const bar = (page: Page) => page.getByRole("navigation", { name: "מסכי הניהול" });

async function postLead(request: APIRequestContext, name: string) {
  const posted = await request.post("/api/leads", {
    data: { name, phone: "050-1112233", consent: true, source: "contact_form", fromLocation: "חיפה", toLocation: "אילת" },
  });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

/** A reminder that fell due an hour ago, written where the server keeps it. */
function reminderDue(id: number) {
  const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { timeout: 5000 });
  try {
    db.prepare("UPDATE leads SET remind_at = ? WHERE id = ?").run(new Date(Date.now() - 3_600_000).toISOString(), id);
  } finally {
    db.close();
  }
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `phone-bar-${name}-${page.viewportSize()!.width}.png`) });
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether two boxes share any point. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const width of [360, 390, 1366]) {
  const phone = width < 640;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 }, hasTouch: phone, isMobile: phone });

    test("the bottom bar leads to every screen and marks the one shown; each screen has its own heading; the trash's changes are in words", async ({
      page,
      context,
    }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      const name = uniqueLeadName("בר תחתון");
      const id = await postLead(context.request, name);
      await page.goto(ADMIN_PATH);
      await hydrated(page, "[data-lead-id] button");
      await expect(page.getByRole("heading", { level: 2, name: "לידים" })).toBeVisible();
      if (!phone) {
        // A laptop has its header and tabs; no bar.
        await expect(bar(page)).toBeHidden();
        await page.getByRole("navigation", { name: "תצוגה" }).getByRole("link", { name: "יומן פעילות" }).click();
        await expect(page.getByRole("heading", { level: 2, name: "יומן פעילות" })).toBeVisible();
        expect(await sideways(page)).toBe(0);
        return;
      }
      await expect(bar(page)).toBeVisible();
      await expect(bar(page).getByRole("listitem")).toHaveCount(4);
      await expect(bar(page).getByRole("link", { name: "לידים" })).toHaveAttribute("aria-current", "page");
      // The bar stays at the screen's bottom, over nothing it cannot be scrolled off.
      const barBox = (await bar(page).boundingBox())!;
      expect(Math.round(barBox.y + barBox.height)).toBe(844);
      // The phone's tab strip holds only the lead views; the current one is in sight.
      const strip = page.getByRole("navigation", { name: "תצוגה" });
      await expect(strip.getByRole("link", { name: "יומן פעילות" })).toBeHidden();
      await expect(strip.getByRole("link", { name: "סיכום" })).toBeHidden();
      await expect(strip.locator("[aria-current=page]")).toBeInViewport();
      expect(await sideways(page)).toBe(0);
      await shot(page, "leads");

      await bar(page).getByRole("link", { name: "סיכום" }).click();
      await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES.summary}$`));
      await expect(bar(page).getByRole("link", { name: "סיכום" })).toHaveAttribute("aria-current", "page");
      await expect(bar(page).getByRole("link", { name: "לידים" })).not.toHaveAttribute("aria-current", "page");

      // "עוד": the log, the trash, templates, the site, security, notifications, sign-out.
      await bar(page).getByRole("button", { name: "עוד" }).click();
      const sheet = page.locator("#admin-more");
      await expect(sheet).toBeVisible();
      for (const link of ["יומן פעילות", "סל מחזור", "תבניות הודעה", "אימות דו-שלבי"]) await expect(sheet.getByRole("link", { name: link })).toBeInViewport();
      await expect(sheet.getByRole("button", { name: "התנתק" })).toBeInViewport();
      await expect(sheet.getByRole("button", { name: "צליל לליד חדש" })).toContainText("צליל לליד חדש");
      await expectNoAxeViolations(page);
      await shot(page, "more");
      await sheet.getByRole("link", { name: "יומן פעילות" }).click();
      await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES.activity}$`));
      await expect(sheet).toBeHidden();
      await expect(page.getByRole("heading", { level: 2, name: "יומן פעילות" })).toBeVisible();

      // The trash: its heading, and restore and erase in words.
      const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { timeout: 5000 });
      db.prepare("UPDATE leads SET deleted_at = ? WHERE id = ?").run(new Date().toISOString(), id);
      db.close();
      await bar(page).getByRole("button", { name: "עוד" }).click();
      await sheet.getByRole("link", { name: "סל מחזור" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "סל מחזור" })).toBeVisible();
      await page.getByRole("searchbox").fill(name);
      const card = leadBox(page, name);
      await expect(card.getByRole("button", { name: `שחזור ${name}` })).toContainText("שחזור");
      await expect(card.getByRole("button", { name: `מחיקה לצמיתות: ${name}` })).toContainText("מחיקה לצמיתות");
      expect(await sideways(page)).toBe(0);
      await shot(page, "trash");
      expect(errors).toEqual([]);
    });

    test("notices: one at a time at the bottom, naming the lead, clear of the open lead's name, stages and close, and gone after their time even after a tap", async ({
      page,
      context,
    }) => {
      const errors = watchForPageErrors(page);
      // A busy phone: a timer set for "now" runs after the next frames have been drawn (the toaster
      // draws a toast on such a timer and takes one away on a frame).
      await page.addInitScript(() => {
        const plain = window.setTimeout.bind(window);
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
          plain(handler, delay ? delay : 50, ...rest)) as typeof window.setTimeout;
      });
      await signInContext(context, baseURL, await createAdmin(target));
      const tag = uniqueLeadName("הודעות");
      const names = [`${tag} א`, `${tag} ב`, `${tag} ג`];
      for (const name of names) await postLead(context.request, name);
      // The toaster's code arrives only after the three changes have been answered, so their three
      // notices are shown at once, as on a phone whose network is slower than its owner.
      let answered = 0;
      let allAnswered: () => void = () => {};
      const afterChanges = new Promise<void>((resolve) => (allAnswered = resolve));
      page.on("response", (response) => {
        if (response.request().method() === "POST" && ++answered === names.length) allAnswered();
      });
      await page.route(/\/assets\/toaster-[^/]*\.js$/, async (route) => {
        await afterChanges;
        await route.continue();
      });
      await page.goto(`${ADMIN_PATH}?view=all&q=${encodeURIComponent(tag)}`);
      await hydrated(page, "[data-lead-id] button");

      // Three quick changes: one notice, the last, with its lead's name.
      for (const name of names)
        await leadBox(page, name)
          .getByRole("button", { name: `${stageLabels.quote_sent}: ${name}` })
          .click();
      const last = toasts(page).filter({ hasText: stageMovedTitle(names[2]!, stageLabels.quote_sent) });
      await expect(last).toBeVisible();
      await expect(toasts(page)).toHaveCount(1);
      const notice = (await last.boundingBox())!;
      expect(notice.y + notice.height).toBeGreaterThan((phone ? 844 : 900) * 0.75);
      if (phone) expect(notice.y + notice.height).toBeLessThanOrEqual((await bar(page).boundingBox())!.y);
      await shot(page, "notice");

      // A change in the open lead: its notice stays off the name, the stages and the close button.
      await leadBox(page, names[0]!).getByRole("link", { name: names[0]! }).first().click();
      const detail = page.getByRole("dialog", { name: names[0]! });
      await expect(detail).toBeVisible();
      await detail.getByRole("button", { name: `${stageLabels.no_answer}: ${names[0]}` }).click();
      const told = toasts(page).filter({ hasText: stageMovedTitle(names[0]!, stageLabels.no_answer) });
      await expect(told).toBeVisible();
      await expect(toasts(page)).toHaveCount(1);
      for (const part of [
        detail.getByRole("heading", { name: names[0]! }),
        detail.getByRole("link", { name: "סגירה" }),
        ...(await detail.getByRole("group").first().getByRole("button").all()),
      ])
        expect(await overlaps(told, part)).toBe(false);
      await shot(page, "notice-over-detail");

      // A tap (or click) inside it does not hold it: it leaves after its time (10 s with its undo).
      if (phone) await told.getByText(names[0]!).tap();
      else await told.getByText(names[0]!).click();
      await page.mouse.move(0, 0);
      await expect(told).toHaveCount(0, { timeout: 20_000 });
      expect(errors).toEqual([]);
    });

    test("won with an amount in at most three taps from the card, every stage in sight without a swipe", async ({ page, context }) => {
      const errors = watchForPageErrors(page);
      await signInContext(context, baseURL, await createAdmin(target));
      const name = uniqueLeadName("שלוש נגיעות");
      const id = await postLead(context.request, name);
      await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
      await hydrated(page, "[data-lead-id] button");
      // Every stage chip wholly inside the card: no swipe.
      const card = leadBox(page, name);
      const cardBox = (await card.boundingBox())!;
      for (const stage of ["new", "no_answer", "quote_sent", "won", "lost"] as const) {
        const chipBox = (await card.getByRole("button", { name: `${stageLabels[stage]}: ${name}` }).boundingBox())!;
        expect(chipBox.x).toBeGreaterThanOrEqual(cardBox.x);
        expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      }
      expect(await sideways(page)).toBe(0);
      let taps = 0;
      const tap = async (target: Locator) => {
        taps++;
        if (phone) await target.tap();
        else await target.click();
      };
      // "הוזמן" asks the job's value in place, its field focused (stage-ask.tsx); its save sends both.
      await tap(card.getByRole("button", { name: `${stageLabels.won}: ${name}` }));
      const amount = page.getByLabel(`סכום העבודה בשקלים: ${name}`);
      await expect(amount).toBeFocused();
      await expect(amount).toBeInViewport();
      await amount.pressSequentially("850"); // typed, not tapped
      await tap(page.locator("[data-stage-ask=won]").getByRole("button", { name: "שמירה" }));
      await expect(toasts(page).filter({ hasText: stageMovedTitle(name, stageLabels.won) })).toBeVisible();
      expect(taps).toBeLessThanOrEqual(3);
      const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
      expect(db.prepare("SELECT stage, won_value FROM leads WHERE id = ?").get(id)).toMatchObject({ stage: "won", won_value: 850 });
      db.close();
      await shot(page, "won-three-taps");
      expect(errors).toEqual([]);
    });

    test("the tab's title and the app's badge count the leads not yet seen, one by one through a burst", async ({ page, context }) => {
      const errors = watchForPageErrors(page);
      await page.addInitScript(() => {
        const seen: number[] = [];
        (window as unknown as { badges: number[] }).badges = seen;
        Object.assign(navigator, {
          setAppBadge: (n: number) => Promise.resolve(void seen.push(n)),
          clearAppBadge: () => Promise.resolve(void seen.push(0)),
        });
      });
      await signInContext(context, baseURL, await createAdmin(target));
      const tag = uniqueLeadName("כותרת");
      const stream = page.waitForResponse((response) => response.url().endsWith(`${ADMIN_PATH}/events`));
      // A search that finds nothing yet: the new leads arrive off screen, so none is seen meanwhile.
      await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent("אין-כזה-ליד")}`);
      await stream;
      await hydrated(page, "[data-bottom-bar] a, nav a");
      await expect(page).toHaveTitle(/^(\(\d+\) )?לידים · ניהול/);
      const titleCount = async () => Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
      const badge = () => page.evaluate(() => (window as unknown as { badges: number[] }).badges.at(-1) ?? 0);
      const start = await titleCount();
      const burst = 30;
      await Promise.all(Array.from({ length: burst }, (_, i) => postLead(context.request, `${tag} ${i}`)));
      // Other tests post leads to this server too: at least the burst, each one counted.
      await expect.poll(titleCount).toBeGreaterThanOrEqual(start + burst);
      await expect.poll(badge).toBe(await titleCount());
      await shot(page, "title");
      expect(errors).toEqual([]);
    });

    test("the newest lead starts in the top 300 px of a phone with a reminder due, and nothing moves after the page loads", async ({ page, context }) => {
      test.skip(!phone, "a phone's first screen");
      await signInContext(context, baseURL, await createAdmin(target));
      const due = uniqueLeadName("תזכורת בראש");
      reminderDue(await postLead(context.request, due));
      await postLead(context.request, uniqueLeadName("החדש ביותר"));
      // Where the first card is when it is first drawn, and after the scripts have taken over.
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number; firstTop: number | null; firstLeads: string };
        w.shifts = 0;
        w.firstTop = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) w.shifts += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        // The whole document parsed, before the scripts take it over.
        document.addEventListener("DOMContentLoaded", () => {
          const rows = [...document.querySelectorAll("main tr[data-lead-id]")].filter((row) => row.getBoundingClientRect().height > 0);
          w.firstTop = rows[0] ? rows[0].getBoundingClientRect().top : null;
          w.firstLeads = rows.map((row) => row.getAttribute("data-lead-id")).join();
        });
      });
      const shownLeads = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("main tr[data-lead-id]")]
            .filter((row) => row.getBoundingClientRect().height > 0)
            .map((row) => row.getAttribute("data-lead-id"))
            .join(),
        );
      // Other tests post leads to this server, and a lead arriving is drawn at the top and moves the
      // rest down, as it should: a look during which one arrived is taken again.
      let seen: { shifts: number; firstTop: number | null; firstLeads: string } | undefined;
      let top = 0;
      for (let look = 1; look <= 4; look++) {
        await page.goto(ADMIN_PATH);
        await hydrated(page, "[data-lead-id] button");
        await expect(page.locator("[data-due-reminders]")).toBeVisible();
        await expect(page.locator("[data-due-reminders] li").filter({ visible: true })).toHaveCount(1);
        await page.waitForTimeout(1500); // the counts stream in, the live stream connects
        const card = page.locator("main tr[data-lead-id]").filter({ visible: true }).first();
        top = (await card.boundingBox())!.y;
        seen = await page.evaluate(() => {
          const w = window as unknown as { shifts: number; firstTop: number | null; firstLeads: string };
          return { shifts: w.shifts, firstTop: w.firstTop, firstLeads: w.firstLeads };
        });
        if (seen.firstLeads === (await shownLeads())) break;
      }
      expect(top).toBeLessThan(300);
      expect(seen!.firstTop).not.toBeNull();
      expect(seen!.firstLeads, "no lead arrived during one of four looks").toBe(await shownLeads());
      expect(Math.round(seen!.firstTop!)).toBe(Math.round(top));
      expect(seen!.shifts).toBe(0);
      await shot(page, "first-screen-due");
    });
  });
}
