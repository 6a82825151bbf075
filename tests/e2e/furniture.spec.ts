import { expect, test, type Locator, type Page } from "@playwright/test";
import { cityPages } from "../../app/content/city-pages/all-cities.ts";
import { servicePages } from "../../app/content/pages.ts";
import { startingPriceBook } from "../../app/content/price-book.ts";
import { exampleSiteConfig } from "../../app/lib/business-details.ts";
import { brand, expectNoAxeViolations, hydrated, watchForPageErrors } from "./helpers.ts";

/** The server under test publishes no prices of its own: the installation's book is the site's. */
const { book } = startingPriceBook;
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const chatNumber = process.env.WHATSAPP_NUMBER ?? exampleSiteConfig.whatsappNumber;

const mainNav = (page: Page) => page.getByRole("navigation", { name: "תפריט ראשי" });
const summary = (page: Page, label: string) => mainNav(page).locator("summary", { hasText: label });
const dropdown = (page: Page, label: string) => mainNav(page).locator("details", { has: page.locator("summary", { hasText: label }) });
const menuButton = (page: Page) => page.getByRole("button", { name: "תפריט", exact: true });
const mobileMenu = (page: Page) => page.locator("#mobile-menu");
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until the locator has focus: proves it is reachable by keyboard alone. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await isFocused(target)) return;
  }
  throw new Error(`Not reachable with Tab: ${target}`);
}

/** A marker that survives client-side navigation and disappears on a full load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { furnitureMarker: number }).furnitureMarker = 1));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { furnitureMarker?: number }).furnitureMarker === 1);

/** Every console error and uncaught error: the pages must hydrate without any. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test.describe("desktop top bar", () => {
  test.use({ viewport: desktop });

  test("logo home link, the plain links, the current page and the phone button; the phone-only parts are hidden", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await open(page, "/pricing");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: brand, exact: true })).toHaveAttribute("href", "/");
    for (const [label, href] of [
      ["מחירון", "/pricing"],
      ["שאלות נפוצות", "/faq"],
      ["בלוג", "/blog"],
      ["אודות", "/about"],
      ["צרו קשר", "/contact"],
    ] as const) {
      await expect(mainNav(page).getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(mainNav(page).getByRole("link", { name: "מחירון", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(banner.locator('[aria-current="page"]:visible')).toHaveCount(1);

    const call = banner.getByRole("link", { name: /התקשרו אלינו/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", /^tel:\+972\d+$/);
    await expect(call).toContainText(process.env.BUSINESS_PHONE ?? exampleSiteConfig.phone);

    await expect(menuButton(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "צרו קשר בוואטסאפ" })).toBeHidden();

    // The bar stays at the top while the page scrolls.
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await banner.boundingBox())?.y).toBe(0);

    // On the home page the logo link is the current page.
    await page.goto("/");
    await expect(banner.getByRole("link", { name: brand, exact: true })).toHaveAttribute("aria-current", "page");
    expect(problems).toEqual([]);
  });

  test("dropdowns with the mouse: open, one at a time, outside click, choosing a link", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await open(page, "/");
    await markWindow(page);

    await summary(page, "שירותים").click();
    await expect(dropdown(page, "שירותים")).toHaveAttribute("open", "");
    for (const p of servicePages) {
      await expect(mainNav(page).getByRole("link", { name: p.label, exact: true })).toHaveAttribute("href", p.path);
    }

    // Opening the other dropdown closes this one.
    await summary(page, "אזורי משלוח").click();
    await expect(dropdown(page, "אזורי משלוח")).toHaveAttribute("open", "");
    await expect(dropdown(page, "שירותים")).not.toHaveAttribute("open");
    for (const p of cityPages) await expect(mainNav(page).getByRole("link", { name: p.label, exact: true })).toBeVisible();

    // A click outside closes it.
    await page.getByRole("contentinfo").click({ position: { x: 5, y: 5 } });
    await expect(dropdown(page, "אזורי משלוח")).not.toHaveAttribute("open");
    await expect(mainNav(page).getByRole("link", { name: "חיפה", exact: true })).toBeHidden();

    // Clicking the trigger again closes it too.
    await summary(page, "שירותים").click();
    await summary(page, "שירותים").click();
    await expect(dropdown(page, "שירותים")).not.toHaveAttribute("open");

    // Choosing a link navigates in the page (no full reload) and closes the dropdown.
    await summary(page, "שירותים").click();
    await mainNav(page).getByRole("link", { name: "משלוחים בין-עירוניים", exact: true }).click();
    await expect(page).toHaveURL(/\/domestic-shipping$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("משלוחים בין-עירוניים");
    await expect(dropdown(page, "שירותים")).not.toHaveAttribute("open");
    expect(await windowMarked(page)).toBe(true);

    // The current page is marked inside the dropdown, and the trigger shows it holds it.
    await summary(page, "שירותים").click();
    await expect(mainNav(page).getByRole("link", { name: "משלוחים בין-עירוניים", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).locator('[aria-current="page"]:visible')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test("dropdowns with the keyboard only: Enter, Space, arrows, Home/End, Escape, Tab away", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await open(page, "/");
    const services = summary(page, "שירותים");
    const servicesMenu = dropdown(page, "שירותים");
    const link = (label: string) => mainNav(page).getByRole("link", { name: label, exact: true });

    await tabTo(page, services);
    // Focus is visible.
    expect(await services.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");

    await page.keyboard.press("Enter");
    await expect(servicesMenu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(servicesMenu).not.toHaveAttribute("open");
    expect(await isFocused(services)).toBe(true);

    await page.keyboard.press("Space");
    await expect(servicesMenu).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(servicesMenu).not.toHaveAttribute("open");

    // Arrow Down opens and goes to the first link; the arrows wrap; Home and End jump.
    await page.keyboard.press("ArrowDown");
    await expect(servicesMenu).toHaveAttribute("open", "");
    await expect(link(servicePages[0]!.label)).toBeFocused();
    // Each key, then the link it moves to.
    const moves = [
      ["ArrowDown", 1],
      ["ArrowUp", 0],
      ["ArrowUp", 3],
      ["ArrowDown", 0],
      ["End", 3],
      ["Home", 0],
    ] as const;
    for (const [key, to] of moves) {
      await page.keyboard.press(key);
      await expect(link(servicePages[to]!.label)).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(servicesMenu).not.toHaveAttribute("open");
    await expect(services).toBeFocused();

    // Arrow Up opens at the last link.
    await page.keyboard.press("ArrowUp");
    await expect(link(servicePages[3]!.label)).toBeFocused();
    // Tab past the last link leaves the dropdown and closes it.
    await page.keyboard.press("Tab");
    await expect(servicesMenu).not.toHaveAttribute("open");
    await expect(summary(page, "אזורי משלוח")).toBeFocused();

    // Enter on a link follows it; the dropdown closes and focus moves to the new page's content.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(link(cityPages[1]!.label)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${cityPages[1]!.path}$`));
    await expect(dropdown(page, "אזורי משלוח")).not.toHaveAttribute("open");
    await expect(page.locator("main")).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("skip link goes to the main content", async ({ page }) => {
    await open(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "דלג לתוכן הראשי" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the window scrolls to the top when the path changes", async ({ page }) => {
    await open(page, "/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "שאלות נפוצות", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ viewport: desktop, javaScriptEnabled: false });

  test("the dropdowns still open and their links are plain links", async ({ page }) => {
    await page.goto("/");
    await summary(page, "אזורי משלוח").click();
    await expect(dropdown(page, "אזורי משלוח")).toHaveAttribute("open", "");
    await mainNav(page).getByRole("link", { name: "באר שבע", exact: true }).click();
    await expect(page).toHaveURL(/\/shipping-beer-sheva$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("שליחויות בבאר שבע");
  });
});

test.describe("phone", () => {
  test.use({ viewport: phone });

  test("the menu with the mouse: button state, the two sub-lists, choosing a link, outside click", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await open(page, "/");
    await markWindow(page);
    await expect(summary(page, "שירותים")).toBeHidden();

    const button = menuButton(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(mobileMenu(page)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(mobileMenu(page)).toBeVisible();
    for (const label of ["מחירון", "שאלות נפוצות", "בלוג", "אודות", "צרו קשר"]) {
      await expect(mobileMenu(page).getByRole("link", { name: label, exact: true })).toBeVisible();
    }

    const services = mobileMenu(page).getByRole("button", { name: "שירותים" });
    const areas = mobileMenu(page).getByRole("button", { name: "אזורי משלוח" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toHaveAttribute("aria-controls", "mobile-menu-services");
    await expect(mobileMenu(page).getByRole("link", { name: servicePages[0]!.label })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    for (const p of servicePages) await expect(mobileMenu(page).getByRole("link", { name: p.label, exact: true })).toHaveAttribute("href", p.path);
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(mobileMenu(page).getByRole("link", { name: servicePages[0]!.label })).toBeHidden();

    await areas.click();
    await expect(areas).toHaveAttribute("aria-expanded", "true");
    for (const p of cityPages) await expect(mobileMenu(page).getByRole("link", { name: p.label, exact: true })).toHaveAttribute("href", p.path);

    await mobileMenu(page).getByRole("link", { name: "חיפה", exact: true }).click();
    await expect(page).toHaveURL(/\/shipping-haifa$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mobileMenu(page)).toBeHidden();
    expect(await windowMarked(page)).toBe(true);

    // The current page is marked in the menu.
    await button.click();
    await areas.click();
    await expect(mobileMenu(page).getByRole("link", { name: "חיפה", exact: true })).toHaveAttribute("aria-current", "page");

    // A click outside the menu closes it.
    await areas.click();
    await page.mouse.click(200, 700);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mobileMenu(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("the menu with the keyboard only", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await open(page, "/");
    const button = menuButton(page);
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");

    // Escape closes it and leaves focus on the button.
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const services = mobileMenu(page).getByRole("button", { name: "שירותים" });
    await expect(services).toBeFocused();
    await page.keyboard.press("Space");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(mobileMenu(page).getByRole("link", { name: servicePages[0]!.label })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${servicePages[0]!.path}$`));
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.locator("main")).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("the chat button: visible at the bottom-left, the business chat in a new tab", async ({ page }) => {
    await open(page, "/about");
    const chat = page.getByRole("link", { name: "צרו קשר בוואטסאפ" });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute("href", `https://wa.me/${chatNumber}`);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(await chat.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const box = (await chat.boundingBox())!;
    expect(box.x).toBeLessThan(phone.width / 4);
    expect(box.y + box.height).toBeGreaterThan(phone.height - 80);
    // Still there after scrolling.
    await page.mouse.wheel(0, 1500);
    await expect(chat).toBeInViewport();
  });

  test("the call button is always shown", async ({ page }) => {
    await open(page, "/contact");
    const call = page.getByRole("banner").getByRole("link", { name: /התקשרו אלינו/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", /^tel:\+972\d+$/);
  });
});

test.describe("breadcrumbs", () => {
  const trail = (page: Page) => page.getByRole("navigation", { name: "נתיב ניווט" });
  const breadcrumbJsonLd = async (page: Page) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks
      .map((b) => JSON.parse(b) as { "@type": string; itemListElement?: { position: number; name: string; item: string }[] })
      .filter((b) => b["@type"] === "BreadcrumbList");
  };

  test("a nested page shows home > blog > article, with BreadcrumbList JSON-LD", async ({ page, request }) => {
    await open(page, "/blog/delivery-tips");
    const nav = trail(page);
    await expect(nav.getByRole("link", { name: "דף הבית" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "בלוג" })).toHaveAttribute("href", "/blog");
    await expect(nav.locator('[aria-current="page"]')).toHaveText("5 טיפים לבחירת חברת שליחויות");
    await expect(nav.getByRole("listitem")).toHaveCount(3);

    const [ld] = await breadcrumbJsonLd(page);
    expect(ld?.itemListElement?.map((i) => [i.position, i.name])).toEqual([
      [1, "דף הבית"],
      [2, "בלוג"],
      [3, "5 טיפים לבחירת חברת שליחויות"],
    ]);
    expect(ld?.itemListElement?.[2]?.item).toMatch(/^https?:\/\/[^/]+\/blog\/delivery-tips$/);

    // In the server's HTML too (crawlers, no JavaScript).
    const html = await (await request.get("/blog/delivery-tips")).text();
    expect(html).toContain('aria-label="נתיב ניווט"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  test("none on the home page; they follow client-side navigation", async ({ page, request }) => {
    await open(page, "/");
    await expect(trail(page)).toHaveCount(0);
    expect(await breadcrumbJsonLd(page)).toEqual([]);
    expect(await (await request.get("/")).text()).not.toContain("BreadcrumbList");

    await page.getByRole("contentinfo").getByRole("link", { name: "אשדוד" }).click();
    await expect(page).toHaveURL(/\/shipping-ashdod$/);
    await expect(trail(page).getByRole("listitem")).toHaveCount(2);
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText("אשדוד");
    expect((await breadcrumbJsonLd(page))[0]?.itemListElement).toHaveLength(2);
  });
});

test.describe("footer", () => {
  test("blurb, contact details, service and general links, join-the-team, privacy, both readings of the hours", async ({ page }) => {
    await open(page, "/about");
    const footer = page.getByRole("contentinfo");
    const blurb = footer.locator("[data-footer-blurb]");
    await expect(blurb).toContainText("שליחויות");
    // Years of experience are claimed only where the owner set them (the about page): never in the footer.
    await expect(blurb).not.toContainText("שנות ניסיון");
    await expect(blurb).toContainText(`משלוח רגיל ${book.regular.withinCity!.time} בתוך העיר ובין ערים`);
    await expect(footer.getByRole("link", { name: process.env.BUSINESS_PHONE ?? exampleSiteConfig.phone })).toHaveAttribute("href", /^tel:\+972/);
    await expect(footer.getByRole("link", { name: process.env.BUSINESS_EMAIL ?? exampleSiteConfig.email })).toHaveAttribute("href", /^mailto:/);
    await expect(footer).toContainText(process.env.BUSINESS_ADDRESS ?? exampleSiteConfig.address);
    const services = footer.getByRole("navigation", { name: "השירותים שלנו" });
    for (const p of servicePages) await expect(services.getByRole("link", { name: p.label, exact: true })).toHaveAttribute("href", p.path);
    const general = footer.getByRole("navigation", { name: "מידע כללי" });
    for (const path of ["/pricing", "/faq", "/blog", "/about", "/contact"]) await expect(general.locator(`a[href="${path}"]`)).toHaveCount(1);
    await expect(footer.getByRole("region", { name: "רוצים להצטרף לצוות שלנו?" }).getByRole("link")).toHaveAttribute("href", "/join-team");
    await expect(footer.getByRole("link", { name: "מדיניות פרטיות" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "הצהרת נגישות" })).toHaveAttribute("href", "/accessibility");
    await expect(footer).toContainText("הזמנות ומשלוחים דחופים: 24/7, כולל שבתות וחגים");
    await expect(footer).toContainText("ראשון עד חמישי: 08:30–22:00");
    await expect(footer).toContainText("שישי וערבי חג: 08:30–15:00");
  });
});

/* ------------------------------------------------------------------ accessibility panel */

const panel = (page: Page) => page.getByRole("dialog", { name: "הגדרות נגישות" });
const trigger = (page: Page) => page.getByRole("button", { name: "הגדרות נגישות" });
const output = (page: Page, group: string) => panel(page).getByRole("group", { name: group }).locator("output");

async function openPanel(page: Page) {
  if (!(await panel(page).isVisible())) await trigger(page).click();
  await expect(panel(page)).toBeVisible();
}

async function press(page: Page, name: string, times = 1) {
  const button = panel(page).getByRole("button", { name, exact: true });
  // force: at a bound the button is aria-disabled, and clicking it must change nothing.
  for (let i = 0; i < times; i++) await button.click({ force: true });
}

/** The computed styles the settings change: the root font size, and the footer blurb and links. */
const pageStyles = (page: Page) =>
  page.evaluate(() => {
    const css = (el: Element | null) => getComputedStyle(el ?? document.body);
    const blurb = document.querySelector("[data-footer-blurb]");
    const link = document.querySelector("footer nav a");
    return {
      rootFontSize: css(document.documentElement).fontSize,
      blurbFontSize: css(blurb).fontSize,
      lineHeight: css(blurb).lineHeight,
      letterSpacing: css(blurb).letterSpacing,
      background: css(document.documentElement).backgroundColor,
      bodyBackground: css(document.body).backgroundColor,
      headerBackground: css(document.querySelector("header")).backgroundColor,
      color: css(document.body).color,
      cursor: css(document.body).cursor,
      linkBackground: css(link).backgroundColor,
      linkColor: css(link).color,
    };
  });

test.describe("accessibility panel", () => {
  test.use({ viewport: desktop });

  test("opens from the left edge, takes focus, closes with Escape back to its button", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await open(page, "/");
    const button = trigger(page);
    const box = (await button.boundingBox())!;
    expect(box.x).toBeLessThan(5);
    await tabTo(page, button, 3);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole("heading", { name: "הגדרות נגישות" })).toBeFocused();
    expect((await panel(page).boundingBox())!.x).toBeLessThan(desktop.width / 2);

    // Keyboard operates the controls; the value is announced through a live region.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("button", { name: "הגדלת טקסט" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(output(page, "גודל טקסט")).toHaveText("גודל טקסט: 110%");
    await expect(output(page, "גודל טקסט")).toHaveAttribute("aria-live", "polite");

    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // The close button too.
    await button.click();
    await panel(page).getByRole("button", { name: "סגירת הגדרות הנגישות" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("an Escape pressed the moment the panel appears closes it (its code arrives after the click)", async ({ page }) => {
    // Pressed before anything else runs once the panel is in the page: on a busy phone, a quick
    // Escape can come before the page's later work.
    await page.addInitScript(() => {
      new MutationObserver((changes) => {
        const added = changes.flatMap((change) => [...change.addedNodes]);
        if (added.some((node) => node instanceof Element && node.matches("[role=dialog]")))
          (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page, "/");
    await trigger(page).click();
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();
  });

  test("text size: 80-150% in steps of 10, from 100%", async ({ page }) => {
    await open(page, "/about");
    await expect.poll(async () => (await pageStyles(page)).rootFontSize).toBe("16px");
    await openPanel(page);
    await expect(output(page, "גודל טקסט")).toContainText("100%");
    await press(page, "הגדלת טקסט");
    await expect(output(page, "גודל טקסט")).toContainText("110%");
    await expect.poll(async () => (await pageStyles(page)).rootFontSize).toBe("17.6px");
    await expect.poll(async () => (await pageStyles(page)).blurbFontSize).toBe("17.6px");
    await press(page, "הגדלת טקסט", 6);
    await expect(output(page, "גודל טקסט")).toContainText("150%");
    await expect.poll(async () => (await pageStyles(page)).rootFontSize).toBe("24px");
    await expect(panel(page).getByRole("button", { name: "הגדלת טקסט" })).toHaveAttribute("aria-disabled", "true");
    await press(page, "הקטנת טקסט", 9);
    await expect(output(page, "גודל טקסט")).toContainText("80%");
    await expect.poll(async () => (await pageStyles(page)).rootFontSize).toBe("12.8px");
    await expect(panel(page).getByRole("button", { name: "הקטנת טקסט" })).toHaveAttribute("aria-disabled", "true");
  });

  test("line spacing: 1.2-2.5 in steps of 0.2, from 1.5 (shown as a word)", async ({ page }) => {
    await open(page, "/about");
    await expect.poll(async () => (await pageStyles(page)).lineHeight).toBe("24px");
    await openPanel(page);
    await expect(output(page, "מרווח בין שורות")).toHaveText("מרווח בין שורות: רגיל");
    await press(page, "הגדלת מרווח בין שורות");
    await expect(output(page, "מרווח בין שורות")).toContainText("1.7");
    await expect.poll(async () => (await pageStyles(page)).lineHeight).toBe("27.2px");
    // Every element follows, whatever its own leading.
    expect(
      await page.getByRole("heading", { level: 1 }).evaluate((h) => parseFloat(getComputedStyle(h).lineHeight) / parseFloat(getComputedStyle(h).fontSize)),
    ).toBeCloseTo(1.7, 2);
    await press(page, "הגדלת מרווח בין שורות", 6);
    await expect(output(page, "מרווח בין שורות")).toContainText("2.5");
    await expect.poll(async () => (await pageStyles(page)).lineHeight).toBe("40px");
    await press(page, "הקטנת מרווח בין שורות", 9);
    await expect(output(page, "מרווח בין שורות")).toContainText("1.2");
    await expect.poll(async () => (await pageStyles(page)).lineHeight).toBe("19.2px");
  });

  test("letter spacing: 0-5 px in steps of 1, from 0 (shown as a word, not 0px)", async ({ page }) => {
    await open(page, "/about");
    await expect.poll(async () => (await pageStyles(page)).letterSpacing).toBe("normal");
    await openPanel(page);
    await expect(output(page, "מרווח בין אותיות")).toHaveText("מרווח בין אותיות: רגיל");
    await expect(panel(page).getByRole("button", { name: "הקטנת מרווח בין אותיות" })).toHaveAttribute("aria-disabled", "true");
    await press(page, "הגדלת מרווח בין אותיות");
    await expect.poll(async () => (await pageStyles(page)).letterSpacing).toBe("1px");
    await press(page, "הגדלת מרווח בין אותיות", 7);
    await expect(output(page, "מרווח בין אותיות")).toContainText("5px");
    await expect.poll(async () => (await pageStyles(page)).letterSpacing).toBe("5px");
    await press(page, "הקטנת מרווח בין אותיות", 6);
    await expect.poll(async () => (await pageStyles(page)).letterSpacing).toBe("normal");
  });

  test("high contrast, large cursor and link highlighting toggle and say so (aria-pressed)", async ({ page }) => {
    await open(page, "/about");
    const before = await pageStyles(page);
    await openPanel(page);
    const toggle = (name: string) => panel(page).getByRole("button", { name, exact: true });

    await expect(toggle("ניגודיות גבוהה")).toHaveAttribute("aria-pressed", "false");
    await toggle("ניגודיות גבוהה").click();
    await expect(toggle("ניגודיות גבוהה")).toHaveAttribute("aria-pressed", "true");
    // The overrides' stylesheet loads on the first use: wait for it to apply before reading colours.
    await expect.poll(async () => (await pageStyles(page)).background).toBe("rgb(0, 0, 0)");
    let now = await pageStyles(page);
    expect(now.background).toBe("rgb(0, 0, 0)");
    expect(now.headerBackground).toBe("rgb(0, 0, 0)");
    expect(now.color).toBe("rgb(255, 255, 255)");
    expect(now.linkColor).toBe("rgb(255, 255, 0)");

    await expect(toggle("סמן עכבר גדול")).toHaveAttribute("aria-pressed", "false");
    await toggle("סמן עכבר גדול").click();
    await expect(toggle("סמן עכבר גדול")).toHaveAttribute("aria-pressed", "true");
    expect(before.cursor).toBe("auto");
    expect((await pageStyles(page)).cursor).toContain('url("data:image/svg+xml');

    await expect(toggle("הדגשת קישורים")).toHaveAttribute("aria-pressed", "false");
    await toggle("הדגשת קישורים").click();
    await expect(toggle("הדגשת קישורים")).toHaveAttribute("aria-pressed", "true");
    now = await pageStyles(page);
    expect(now.linkBackground).toBe("rgb(255, 255, 0)");
    expect(now.linkColor).toBe("rgb(0, 0, 0)");

    // And off again.
    for (const name of ["ניגודיות גבוהה", "סמן עכבר גדול", "הדגשת קישורים"]) {
      await toggle(name).click();
      await expect(toggle(name)).toHaveAttribute("aria-pressed", "false");
    }
    expect(await pageStyles(page)).toEqual(before);
  });

  test("another tab's change applies here at once, though this tab never opened the panel", async ({ page, context }) => {
    const problems = watchForPageErrors(page);
    await open(page, "/about");
    const other = await context.newPage();
    await open(other, "/faq");
    await openPanel(other);
    await panel(other).getByRole("button", { name: "ניגודיות גבוהה", exact: true }).click();
    await panel(other).getByRole("button", { name: "הגדלת טקסט" }).click();

    await expect(page.locator("html")).toHaveAttribute("data-a11y-contrast", "");
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--a11y-text-size"))).toBe("110%");
    // Opening the panel here now shows the other tab's choices.
    await openPanel(page);
    await expect(panel(page).getByRole("button", { name: "ניגודיות גבוהה", exact: true })).toHaveAttribute("aria-pressed", "true");
    expect(problems).toEqual([]);
  });

  test("settings survive a reload, a navigation and a new visit; reset restores every default", async ({ page, context }) => {
    const problems = watchForPageErrors(page);
    await open(page, "/about");
    const defaults = await pageStyles(page);
    await openPanel(page);
    await press(page, "הגדלת טקסט", 2);
    await press(page, "הגדלת מרווח בין שורות", 2);
    await press(page, "הגדלת מרווח בין אותיות", 2);
    for (const name of ["ניגודיות גבוהה", "סמן עכבר גדול", "הדגשת קישורים"]) await press(page, name);
    const changed = await pageStyles(page);
    expect(changed).toMatchObject({
      rootFontSize: "19.2px",
      lineHeight: `${19.2 * 1.9}px`,
      letterSpacing: "2px",
      background: "rgb(0, 0, 0)",
      linkBackground: "rgb(255, 255, 0)",
    });

    /** What the panel's outputs and toggles show. */
    const expectPanelShows = async (textSize: string, lineHeight: string, letterSpacing: string, pressed: "true" | "false") => {
      await expect(output(page, "גודל טקסט")).toContainText(textSize);
      await expect(output(page, "מרווח בין שורות")).toContainText(lineHeight);
      await expect(output(page, "מרווח בין אותיות")).toContainText(letterSpacing);
      for (const name of ["ניגודיות גבוהה", "סמן עכבר גדול", "הדגשת קישורים"]) {
        await expect(panel(page).getByRole("button", { name, exact: true })).toHaveAttribute("aria-pressed", pressed);
      }
    };
    const checkPanelState = async () => {
      await openPanel(page);
      await expectPanelShows("120%", "1.9", "2px", "true");
    };

    await page.reload();
    expect(await pageStyles(page)).toEqual(changed);
    await hydrated(page);
    await checkPanelState();

    // Client-side navigation.
    await page.keyboard.press("Escape");
    await mainNav(page).getByRole("link", { name: "בלוג", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await pageStyles(page)).toEqual(changed);

    // A full page load elsewhere, and a new visit in another tab.
    await page.goto("/shipping-haifa");
    expect(await pageStyles(page)).toEqual(changed);
    const second = await context.newPage();
    await second.goto("/faq");
    expect(await pageStyles(second)).toEqual(changed);
    await second.close();

    await hydrated(page);
    await checkPanelState();
    await panel(page).getByRole("button", { name: "איפוס כל ההגדרות" }).click();
    await expect(panel(page).getByRole("status").filter({ hasText: "אופסו" })).toHaveText(/כל ההגדרות אופסו/);
    expect(await pageStyles(page)).toEqual(defaults);
    await expectPanelShows("100%", "רגיל", "רגיל", "false");
    await page.reload();
    expect(await pageStyles(page)).toEqual(defaults);
    expect(await page.evaluate(() => document.documentElement.getAttributeNames().filter((n) => n.startsWith("data-a11y")))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("stored settings apply before the first paint: without the app's JavaScript at all", async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem("a11y-settings")) localStorage.setItem("a11y-settings", JSON.stringify({ textSize: 130, highContrast: true }));
    });
    // Only the inline head script can run: every module is refused.
    await page.route("**/assets/*.js", (route) => route.abort());
    // The head script runs while <head> is parsed, before any of <body> exists (so before the
    // first paint): record what <html> carries at the first moment the body appears.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        const html = document.documentElement;
        (window as unknown as { early: object }).early = {
          textSize: html.style.getPropertyValue("--a11y-text-size"),
          contrast: html.hasAttribute("data-a11y-contrast"),
        };
      }).observe(document, { childList: true, subtree: true });
    });
    // The overrides' stylesheet is the visitor's alone; it is slow here, and still the first paint waits for it.
    await page.route("**/assets/a11y-*.css", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto("/about");
    expect(await page.evaluate(() => (window as unknown as { early?: object }).early)).toEqual({ textSize: "130%", contrast: true });
    const styles = await pageStyles(page);
    expect(styles.rootFontSize).toBe("20.8px");
    expect(styles.background).toBe("rgb(0, 0, 0)");
    // The paint entry is queued after the load event that goto waits for: wait until it is there.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const timing = await page.evaluate(() => ({
      stylesheet: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) => /\/assets\/a11y-.*\.css$/.test(entry.name))
        ?.responseEnd,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    }));
    expect(timing.stylesheet).toBeGreaterThan(600);
    expect(timing.firstPaint).toBeGreaterThanOrEqual(timing.stylesheet!);
  });

  test("a visitor without settings never downloads the overrides' stylesheet", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await open(page, "/about");
    await hydrated(page);
    expect(requested.filter((path) => path.startsWith("/assets/a11y-"))).toEqual([]);
    expect(await page.locator("link[data-a11y-styles]").count()).toBe(0);
  });

  // The summary's contact and its link to the whole statement: tests/e2e/accessibility-statement.spec.ts.
  test("the statement's summary names IS 5568 AA as the target, links to the statement and gives its date", async ({ page }) => {
    await open(page, "/");
    await openPanel(page);
    await panel(page).getByText("הצהרת נגישות").click();
    const statement = panel(page).locator("details");
    await expect(statement).toContainText("5568");
    await expect(statement).toContainText("AA");
    await expect(statement.getByRole("link", { name: "להצהרת הנגישות המלאה" })).toHaveAttribute("href", "/accessibility");
    await expect(statement).toContainText(/תאריך ההצהרה: \d{2}\.\d{2}\.\d{4}/);
  });
});

test.describe("layout shift", () => {
  for (const viewport of [desktop, phone]) {
    for (const settings of [null, { textSize: 130, lineHeight: 1.9 }]) {
      test(`none from the furniture at ${viewport.width}px${settings ? " with stored settings" : ""}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        if (settings) await page.addInitScript((s) => localStorage.setItem("a11y-settings", JSON.stringify(s)), settings);
        await page.addInitScript(() => {
          (window as unknown as { cls: number }).cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await open(page, "/about");
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
      });
    }
  }
});

/* ------------------------------------------------------------------ axe on every page kind */

const axePages = ["/", "/delivery-24h", "/pricing", "/shipping-haifa", "/blog", "/blog/delivery-tips", "/contact"];

test.describe("axe (WCAG 2.1 A/AA)", () => {
  for (const path of axePages) {
    test(`${path} at desktop: menus closed, dropdowns open, panel open, high contrast`, async ({ page }) => {
      test.slow(); // six full axe runs; a busy CI machine needs more than the default budget
      const problems = consoleErrors(page);
      await page.setViewportSize(desktop);
      await open(page, path);
      await expectNoAxeViolations(page);

      await summary(page, "שירותים").click();
      await expectNoAxeViolations(page);
      await summary(page, "אזורי משלוח").click();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");

      await openPanel(page);
      await panel(page).getByText("הצהרת נגישות").click();
      await expectNoAxeViolations(page);
      await press(page, "ניגודיות גבוהה");
      await expectNoAxeViolations(page);
      await panel(page).getByRole("button", { name: "סגירת הגדרות הנגישות" }).click();
      await summary(page, "אזורי משלוח").click();
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });

    test(`${path} on a phone: menu closed, menu and sub-lists open, high contrast`, async ({ page }) => {
      test.slow(); // three full axe runs
      const problems = consoleErrors(page);
      await page.setViewportSize(phone);
      await open(page, path);
      await expectNoAxeViolations(page);
      await menuButton(page).click();
      await mobileMenu(page).getByRole("button", { name: "שירותים" }).click();
      await mobileMenu(page).getByRole("button", { name: "אזורי משלוח" }).click();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await openPanel(page);
      await press(page, "ניגודיות גבוהה");
      await press(page, "הדגשת קישורים");
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }
});
