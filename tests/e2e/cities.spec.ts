import { expect, test, type Page } from "@playwright/test";
import { cityPriceTable, netanyaPriceTable } from "../../app/content/city-pages/lib/price-table.ts";
import { startingPriceBook } from "../../app/content/price-book.ts";
import { exampleSiteConfig } from "../../app/lib/business-details.ts";
import { findLeadsByName } from "./db.ts";
import { stubChatService, submitLeadForm, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

/** The eight city pages and the variant each one has (docs/product.md#city-pages). */
const cityPages = [
  { path: "/shipping-tel-aviv", label: "תל אביב", variant: "full" },
  { path: "/shipping-jerusalem", label: "ירושלים", variant: "full" },
  { path: "/shipping-haifa", label: "חיפה", variant: "neighbourhoods" },
  { path: "/shipping-beer-sheva", label: "באר שבע", variant: "hero" },
  { path: "/shipping-netanya", label: "נתניה", variant: "compact" },
  { path: "/shipping-ashdod", label: "אשדוד", variant: "service-areas" },
  { path: "/shipping-rishon", label: "ראשון לציון", variant: "service-areas" },
  { path: "/shipping-petah-tikva", label: "פתח תקווה", variant: "service-areas" },
] as const;
type CityVariant = (typeof cityPages)[number]["variant"];

/** The price cells, from the price book (the installation's: the server under test publishes none) through the same table builders the pages use. */
const fourRowPrices = cityPriceTable(startingPriceBook, "העיר").rows.map((row) => row.at(-1)!);
const twoRowPrices = netanyaPriceTable(startingPriceBook, "העיר").rows.map((row) => row.at(-1)!);
/** Haifa's own neighbourhoods: the Krayot, Nesher and Tirat Carmel are cities of their own (issue 27). */
const haifaNeighbourhoodsOfSpec = ["העיר התחתית", "הדר הכרמל", "קריית חיים", "קריית אליעזר"];
const phone = process.env.BUSINESS_PHONE ?? exampleSiteConfig.phone;
const chatNumber = process.env.WHATSAPP_NUMBER ?? exampleSiteConfig.whatsappNumber;

/** What each variant shows; true = present, a number = that many items. */
const expected: Record<
  CityVariant,
  {
    neighbourhoods: number | "8+" | null;
    prices: string[] | null;
    reasons: number | "3+" | null;
    areas: number | null;
    services: boolean;
    quote: boolean;
    cta: boolean;
    hero: boolean;
  }
> = {
  hero: { neighbourhoods: 12, prices: fourRowPrices, reasons: null, areas: null, services: false, quote: false, cta: true, hero: true },
  compact: { neighbourhoods: null, prices: twoRowPrices, reasons: null, areas: null, services: false, quote: false, cta: true, hero: false },
  "service-areas": { neighbourhoods: null, prices: null, reasons: 4, areas: 12, services: true, quote: true, cta: false, hero: false },
  neighbourhoods: { neighbourhoods: "8+", prices: fourRowPrices, reasons: null, areas: null, services: false, quote: false, cta: true, hero: false },
  full: { neighbourhoods: "8+", prices: fourRowPrices, reasons: "3+", areas: null, services: true, quote: false, cta: false, hero: false },
};

const main = (page: Page) => page.getByRole("main");
const section = (page: Page, name: RegExp) => main(page).getByRole("region", { name });

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

async function expectCount(locator: ReturnType<Page["locator"]>, count: number | "8+" | "3+") {
  if (typeof count === "number") await expect(locator).toHaveCount(count);
  else expect(await locator.count()).toBeGreaterThanOrEqual(Number.parseInt(count, 10));
}

// Axe on each city page in this same state: the site crawl (site-crawl.spec.ts), once per page.
for (const city of cityPages) {
  test.describe(city.path, () => {
    const want = expected[city.variant];

    test(`h1, the ${city.variant} sections, prices from the price book, JSON-LD`, async ({ page }) => {
      const problems = watchForPageErrors(page);
      await page.goto(city.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`שליחויות ב${city.label}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main(page).locator("header p, [data-city-section=intro] p").first()).not.toBeEmpty();

      const neighbourhoods = section(page, /^השכונות שאנחנו משרתים/);
      if (want.neighbourhoods === null) await expect(neighbourhoods).toHaveCount(0);
      else await expectCount(neighbourhoods.getByRole("listitem"), want.neighbourhoods);

      const prices = section(page, /^מחירון משלוחים/);
      if (want.prices === null) {
        await expect(prices).toHaveCount(0);
      } else {
        const table = prices.getByRole("table");
        await expect(table.getByRole("columnheader")).toHaveText(["סוג המשלוח", "זמן מסירה", "מחיר"]);
        const cells = table.locator("tbody tr td:last-child");
        await expect(cells).toHaveCount(want.prices.length);
        await expect(cells).toHaveText(want.prices);
      }

      const reasons = section(page, /^למה לבחור בנו/);
      if (want.reasons === null) await expect(reasons).toHaveCount(0);
      else await expectCount(reasons.getByRole("heading", { level: 3 }), want.reasons);

      const areas = section(page, /^אזורי השירות שלנו/);
      if (want.areas === null) await expect(areas).toHaveCount(0);
      else await expect(areas.getByRole("listitem")).toHaveCount(want.areas);

      const services = main(page).getByRole("navigation", { name: "שירותים נוספים" });
      if (want.services) {
        for (const path of ["/delivery-24h", "/domestic-shipping", "/medical-equipment", "/documents"])
          await expect(services.locator(`a[href="${path}"]`)).toHaveCount(1);
      } else {
        await expect(services).toHaveCount(0);
      }

      const otherCities = main(page).getByRole("navigation", { name: "שליחויות בערים נוספות" });
      await expect(otherCities.getByRole("link")).toHaveCount(cityPages.length - 1);
      await expect(otherCities.locator(`a[href="${city.path}"]`)).toHaveCount(0);

      await expect(section(page, /^הצעת מחיר/)).toHaveCount(want.quote ? 1 : 0);
      await expect(main(page).locator("[data-city-section=call-to-action]")).toHaveCount(want.cta ? 1 : 0);
      await expect(main(page).locator("[data-city-section=hero]")).toHaveCount(want.hero ? 1 : 0);

      // Only Tel Aviv has a FAQ.
      const faq = main(page).locator("details");
      if (city.path === "/shipping-tel-aviv") expect(await faq.count()).toBeGreaterThanOrEqual(2);
      else await expect(faq).toHaveCount(0);

      // One lead form, and its call-to-action block dials the business.
      const form = main(page).locator("form[data-lead-form]");
      await expect(form).toHaveCount(1);
      await expect(main(page).locator(`a[href^="tel:+972"]`).first()).toContainText(phone);

      const records = await jsonLd(page);
      const types = records.map((r) => r["@type"]);
      expect(types).toContain("BreadcrumbList");
      const service = records.find((r) => r["@type"] === "Service") as { areaServed?: { name?: string }; url?: string } | undefined;
      expect(service?.areaServed?.name).toBe(city.label);
      expect(service?.url).toMatch(new RegExp(`${city.path}$`));
      const breadcrumbs = records.filter((r) => r["@type"] === "BreadcrumbList") as Array<{ itemListElement: Array<{ name: string }> }>;
      expect(breadcrumbs.some((b) => b.itemListElement.map((i) => i.name).join(">") === `דף הבית>${city.label}`)).toBe(true);
      const faqRecord = records.find((r) => r["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
      if (city.path === "/shipping-tel-aviv") expect(faqRecord?.mainEntity).toHaveLength(await faq.count());
      else expect(faqRecord).toBeUndefined();

      expect(problems).toEqual([]);
    });
  });
}

test("Haifa lists the neighbourhoods the spec names", async ({ page }) => {
  await page.goto("/shipping-haifa");
  const list = section(page, /^השכונות שאנחנו משרתים/).getByRole("listitem");
  const names = await list.allTextContents();
  expect(names.map((n) => n.trim())).toEqual(expect.arrayContaining(haifaNeighbourhoodsOfSpec));
  // Call and contact (chat) buttons.
  const cta = main(page).locator("[data-city-section=call-to-action]");
  await expect(cta.getByRole("link", { name: /התקשרו/ })).toHaveAttribute("href", /^tel:\+972\d+$/);
  const chat = cta.getByRole("link", { name: /וואטסאפ/ });
  await expect(chat).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${chatNumber}`));
  await expect(chat).toHaveAttribute("rel", /noopener/);
});

test("Beer Sheva's hero has a call button; its 'leave details' link reaches the side form", async ({ page }) => {
  await page.goto("/shipping-beer-sheva");
  const hero = main(page).locator("[data-city-section=hero]");
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero.getByRole("link", { name: /התקשרו עכשיו/ })).toHaveAttribute("href", /^tel:\+972\d+$/);
  await hero.getByRole("link", { name: "השאירו פרטים" }).click();
  await expect(main(page).locator("form[data-lead-form]")).toBeInViewport();
});

test("the form sits in a side column on wide screens and after the content on phones", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/shipping-netanya");
  const content = main(page).locator("[data-city-main]");
  const form = main(page).locator("form[data-lead-form]");
  const [contentBox, formBox] = [await content.boundingBox(), await form.boundingBox()];
  // Right to left: the sidebar is the left column, beside the content (it starts level with it).
  expect(formBox!.x + formBox!.width).toBeLessThanOrEqual(contentBox!.x);
  expect(formBox!.y).toBeLessThan(contentBox!.y + contentBox!.height / 2);

  await page.setViewportSize({ width: 390, height: 844 });
  const [narrowContent, narrowForm] = [await content.boundingBox(), await form.boundingBox()];
  expect(narrowForm!.y).toBeGreaterThan(narrowContent!.y + narrowContent!.height);
});

test("Tel Aviv's FAQ opens one answer at a time and closes again", async ({ page }) => {
  await page.goto("/shipping-tel-aviv");
  const items = section(page, /^שאלות נפוצות/).locator("details");
  const [first, second] = [items.nth(0), items.nth(1)];
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open", "");
  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open", "");
});

test("links to the other cities and services lead to live pages, also by client-side navigation", async ({ page, request }) => {
  await page.goto("/shipping-ashdod");
  const links = main(page).locator("nav a");
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBe(cityPages.length - 1 + 4);
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);

  await main(page).getByRole("navigation", { name: "שליחויות בערים נוספות" }).getByRole("link", { name: "באר שבע" }).click();
  await expect(page).toHaveURL(/\/shipping-beer-sheva$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("שליחויות בבאר שבע");
  await expect(section(page, /^השכונות שאנחנו משרתים/).getByRole("listitem")).toHaveCount(12);
  await main(page).getByRole("navigation", { name: "שליחויות בערים נוספות" }).getByRole("link", { name: "נתניה" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("שליחויות בנתניה");
  await expect(main(page).locator("tbody tr td:last-child")).toHaveText(twoRowPrices);
});

test("a lead sent from a city page is stored with that page", async ({ page, context }) => {
  const problems = watchForPageErrors(page);
  await stubChatService(context);
  await page.goto("/shipping-rishon");
  const name = uniqueLeadName("עירית");
  const form = main(page).locator("form[data-lead-form]");
  await form.getByLabel("שם מלא").fill(name);
  await form.getByLabel("טלפון").fill("052-1234567");
  await form.getByLabel("כתובת איסוף").fill("ראשון לציון");
  await form.getByLabel("כתובת יעד").fill("חולון");
  await form.getByLabel(/קראתי ואני מסכים/).check();
  const popupPromise = page.waitForEvent("popup");
  await submitLeadForm(form);
  const popup = await popupPromise;
  await popup.waitForURL(new RegExp(`^https://wa\\.me/${chatNumber}`));
  await expect(page.locator("[data-sonner-toast]").first()).toContainText("תודה!");

  await expect.poll(() => findLeadsByName(name).length).toBe(1);
  expect(findLeadsByName(name)[0]).toMatchObject({
    phone: "052-1234567",
    from_location: "ראשון לציון",
    to_location: "חולון",
    source: "contact_form",
    page_path: "/shipping-rishon",
  });
  expect(problems).toEqual([]);
});

test("the browser bundle carries no city copy: it comes with the page's data", async ({ page, request }) => {
  await page.goto("/shipping-beer-sheva");
  await expect(page.getByText("נחל עשן", { exact: true })).toBeVisible();
  const html = await (await request.get("/shipping-beer-sheva")).text();
  const scripts = [...new Set([...html.matchAll(/(?:href|src|import\()\s*=?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith("/assets/") && p.endsWith(".js")),
  );
  const all = [...new Set([...scripts, ...chunks])];
  expect(all.some((p) => p.includes("/city-"))).toBe(true);
  for (const path of all) {
    const body = await (await request.get(path)).text();
    for (const copy of ["נחל עשן", "נאות לון", "קריית מוצקין", "השליחים שלנו"]) expect(body.includes(copy), `${copy} in ${path}`).toBe(false);
  }
});
