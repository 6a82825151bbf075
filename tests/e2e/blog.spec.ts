import { expect, test, type Page } from "@playwright/test";
import { articles } from "../../app/content/blog/articles.ts";
import { cities } from "../../app/content/cities.ts";
import { medicalTemperatures, packing, savings } from "../../app/content/prices.ts";
import { startingPriceBook } from "../../app/content/price-book.ts";
import { findLeadsByName } from "./db.ts";
import { brand, watchForPageErrors, submitLeadForm } from "./helpers.ts";

/** Copy shows the ranges of prices.ts ("1-2") with an en dash. */
const dash = (figure: string | number) => String(figure).replace(/(\d)-(\d)/g, "$1–$2");

/** The server under test publishes no prices of its own: the installation's book is the site's. */
const { book } = startingPriceBook;

const article = (slug: string) => articles.find((a) => a.slug === slug)!;
const cityName = (id: string) => cities.find((c) => c.id === id)!.name;

// The six articles and their dates, newest first (docs/product.md#blog).
/** The card's read-more link: its accessible name carries the article's title. */
const readMore = (title: string) => ({ name: new RegExp(`^קראו עוד\\s*:\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

const specDates = [
  ["delivery-tips", "15.01.2025"],
  ["intercity-shipping-guide", "10.01.2025"],
  ["package-packing-tips", "05.01.2025"],
  ["urgent-delivery-guide", "28.12.2024"],
  ["medical-equipment-delivery", "20.12.2024"],
  ["save-on-shipping-costs", "15.12.2024"],
];

/** The article itself, not the related-article cards inside the page. */
const articleBody = (page: Page) => page.getByRole("article", { name: /.+/ }).first();

type JsonLd = Record<string, unknown> & { "@type": string };

async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

test.describe("/blog", () => {
  test("shows the six cards with image, date, author, title, excerpt and read-more link, newest first", async ({ page }) => {
    const problems = watchForPageErrors(page);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("הבלוג שלנו");
    const cards = page.locator("main li article");
    await expect(cards).toHaveCount(6);
    expect(articles.map((a) => [a.slug, a.date])).toEqual(specDates);

    for (const [i, [slug, date]] of specDates.entries()) {
      const record = article(slug!);
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(record.title);
      await expect(card.locator("time")).toHaveText(date!);
      await expect(card.locator("time")).toHaveAttribute("datetime", record.isoDate);
      await expect(card).toContainText(record.author);
      await expect(card).toContainText(record.excerpt);
      const image = card.getByRole("img", { name: record.imageAlt });
      await expect(image).toHaveAttribute("src", record.image);
      await expect(image).toHaveAttribute("width", "640");
      await expect(image).toHaveAttribute("height", "360");
      const file = await page.request.get(record.image);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toContain("image/svg+xml");
      await expect(card.getByRole("link", readMore(record.title))).toHaveAttribute("href", `/blog/${slug}`);
    }
    expect(problems).toEqual([]);
  });

  test("links to contact, pricing and all four services, and a card opens its article", async ({ page }) => {
    await page.goto("/blog");
    const cta = page.locator("section", { has: page.getByRole("heading", { name: "צריכים משלוח?" }) });
    await expect(cta.getByRole("link", { name: "צרו קשר" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "למחירון" })).toHaveAttribute("href", "/pricing");
    const services = page.locator("section", { has: page.getByRole("heading", { name: "השירותים שלנו" }) });
    expect(await services.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/delivery-24h",
      "/domestic-shipping",
      "/medical-equipment",
      "/documents",
    ]);

    const first = article("delivery-tips");
    await page.getByRole("link", readMore(first.title)).click();
    await expect(page).toHaveURL(/\/blog\/delivery-tips$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });

  test("carries Blog structured data", async ({ page }) => {
    await page.goto("/blog");
    const blog = (await structuredData(page)).find((d) => d["@type"] === "Blog") as JsonLd & { publisher: JsonLd };
    expect(blog).toBeTruthy();
    expect(blog.name).toBe("הבלוג שלנו");
    expect(blog.url).toMatch(/\/blog$/);
    expect(blog.publisher).toMatchObject({ "@type": "Organization", name: brand });
    expect(blog.description).toBeTruthy();
  });
});

// Axe on the blog and each article: the site crawl (site-crawl.spec.ts), once per page.
test.describe("every article", () => {
  for (const record of articles) {
    test(`${record.path}: h1, byline, illustration, form, back link, structured data (axe: the site crawl)`, async ({ page }) => {
      const problems = watchForPageErrors(page);
      const res = await page.goto(record.path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.title);
      await expect(page.locator("h1")).toHaveCount(1);
      const header = articleBody(page).locator("header");
      await expect(header.locator("time")).toHaveText(record.date);
      await expect(header).toContainText("צוות החברה");
      const image = header.getByRole("img", { name: record.imageAlt });
      await expect(image).toHaveAttribute("width", "640");
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect((await articleBody(page).innerText()).split(/\s+/).length).toBeGreaterThan(350);

      const form = page.locator("form[data-lead-form]");
      await expect(form.getByLabel("שם מלא")).toBeVisible();
      await expect(form.getByLabel("טלפון")).toBeVisible();

      const data = await structuredData(page);
      const posting = data.find((d) => d["@type"] === "BlogPosting");
      expect(posting).toMatchObject({ headline: record.title, datePublished: record.isoDate, description: record.description });
      expect(new URL(posting!.url as string).pathname).toBe(record.path);
      const trail = data.find((d) => d["@type"] === "BreadcrumbList") as JsonLd & { itemListElement: { name: string; item: string }[] };
      expect(trail.itemListElement.map((c) => new URL(c.item).pathname)).toEqual(["/", "/blog", record.path]);

      await page.getByRole("link", { name: "חזרה לבלוג" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("הבלוג שלנו");
      expect(problems).toEqual([]);
    });
  }
});

test.describe("the figures come from the price data", () => {
  test("intercity guide: the times table and the price ranges", async ({ page }) => {
    await page.goto("/blog/intercity-shipping-guide");
    const table = page.getByRole("table", { name: "זמני משלוח משוערים מתל אביב לערים המרכזיות" });
    await expect(table.getByRole("columnheader")).toHaveText(["מסלול", "משלוח רגיל", "המשלוח המהיר ביותר"]);
    await expect(table.locator("tbody tr")).toHaveCount(book.routes.length);
    const destinations = ["jerusalem", "haifa", "beer-sheva", "eilat"];
    for (const [i, route] of book.routes.entries()) {
      const row = table.getByRole("row", { name: new RegExp(`${cityName("tel-aviv")} – ${cityName(destinations[i]!)}`) });
      await expect(row.getByRole("cell")).toHaveText([route.regular, route.fastest]);
    }
    await expect(page.getByRole("listitem").filter({ hasText: "משלוח רגיל:" })).toHaveText(`משלוח רגיל: ${book.regular.betweenCities!.range} ₪`);
    await expect(page.getByRole("listitem").filter({ hasText: "משלוח באותו יום:" })).toHaveText(`משלוח באותו יום: ${book.sameDay.betweenCities!.range} ₪`);
    await expect(page.getByRole("listitem").filter({ hasText: "משלוח אקספרס:" })).toHaveText(`משלוח אקספרס: ${book.express.betweenCities!.range} ₪`);
  });

  test("saving tips: seven tips with their saving, and the totals", async ({ page }) => {
    await page.goto("/blog/save-on-shipping-costs");
    const { total, shareOfOperatingCosts } = savings;
    // In the article's order: three tips read the price book (a saving between two list prices, the business discount).
    const perTip = [
      book.saving.regularInsteadOfSameDayUpTo,
      savings.rightPackaging,
      savings.priceComparison,
      book.saving.regularInsteadOfExpressUpTo,
      book.discounts.businessUpTo,
      savings.deliveryAreas,
      savings.technology,
    ];
    const tipHeadings = articleBody(page)
      .locator("h2")
      .filter({ hasText: /^\d\. / });
    await expect(tipHeadings).toHaveCount(7);
    const percents = (await tipHeadings.allTextContents()).map((h) => Number(/עד (\d+)%$/.exec(h)?.[1]));
    expect(percents).toEqual(perTip);
    const table = page.getByRole("table", { name: "החיסכון האפשרי בכל דרך" });
    await expect(table.locator("tbody td")).toHaveText(perTip.map((p) => `עד ${p}%`));
    await expect(articleBody(page)).toContainText(`חיסכון כולל של ${dash(total)}%`);
    await expect(articleBody(page)).toContainText(`ל-${dash(shareOfOperatingCosts)}% מהוצאות התפעול`);
  });

  test("packing tips: seven steps, the clearances and the packing service price", async ({ page }) => {
    await page.goto("/blog/package-packing-tips");
    const steps = articleBody(page).locator('h2:text-is("שבעה שלבים לאריזה נכונה") + ol > li');
    await expect(steps).toHaveCount(7);
    await expect(steps.nth(0)).toContainText(`מרווח של ${dash(packing.clearanceCm)} ס״מ מכל צד`);
    await expect(steps.nth(1)).toContainText(`בעובי ${dash(packing.bottomLayerCm)} ס״מ`);
    await expect(steps.nth(2)).toContainText(`${dash(packing.bubbleWrapLayers)} שכבות של ניילון בועות`);
    await expect(steps.nth(5)).toContainText(`צורת ${packing.tapeShape}`);
    await expect(articleBody(page)).toContainText(`שירות אריזה בתוספת של ${book.extras.packaging} ₪`);
  });

  test("medical equipment: the three temperature ranges, isolated left-to-right", async ({ page }) => {
    await page.goto("/blog/medical-equipment-delivery");
    const table = page.getByRole("table", { name: "טווחי טמפרטורה בשינוע רפואי" });
    const { refrigerated, frozenC, room } = medicalTemperatures;
    const ranges: [string, string][] = [
      ["קירור", `${refrigerated.minC}–${refrigerated.maxC}°C`],
      ["הקפאה", `${frozenC}°C`],
      ["טמפרטורת החדר", `${room.minC}–${room.maxC}°C`],
    ];
    for (const [kind, range] of ranges) {
      const cell = table
        .getByRole("row", { name: new RegExp(`^${kind}`) })
        .getByRole("cell")
        .first();
      await expect(cell.locator('bdi[dir="ltr"]')).toHaveText(range);
    }
    // No licence is claimed without its number (MEDICAL_LICENCE_NUMBER, footer and /terms).
    await expect(articleBody(page)).not.toContainText("רישיון");
  });

  test("urgent delivery: express and same-day times and prices", async ({ page }) => {
    await page.goto("/blog/urgent-delivery-guide");
    const body = articleBody(page);
    await expect(body).toContainText(`בתוך העיר המשלוח נמסר תוך ${book.express.withinCity!.time} ועולה ${book.express.withinCity!.range} ₪`);
    await expect(body).toContainText(`בתוך העיר החבילה נמסרת ${book.sameDay.withinCity!.time} ועולה ${book.sameDay.withinCity!.range} ₪`);
    await expect(body).toContainText(`אקספרס בתוך העיר עולה ${book.express.withinCity!.range} ₪ ובין ערים ${book.express.betweenCities!.range} ₪`);
  });

  test("delivery tips: five tips, then related articles", async ({ page }) => {
    await page.goto("/blog/delivery-tips");
    await expect(
      articleBody(page)
        .locator("h2")
        .filter({ hasText: /^\d\. / }),
    ).toHaveCount(5);
    await expect(articleBody(page)).not.toContainText("שנות ניסיון");
    const related = page.locator("section", { has: page.getByRole("heading", { name: "מאמרים נוספים שיעניינו אתכם" }) });
    const expected = article("delivery-tips").related.map((slug) => article(slug).title);
    await expect(related.getByRole("heading", { level: 3 })).toHaveText(expected);
  });
});

test("the form on an article stores a lead from that page", async ({ page, context }) => {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }),
  );
  await page.goto("/blog/package-packing-tips");
  const name = `קורא הבלוג ${"אבגדהוזחטי"[Date.now() % 10]}${"אבגדהוזחטי"[Math.floor(Date.now() / 10) % 10]}`;
  const form = page.locator("form[data-lead-form]");
  await form.getByLabel("שם מלא").fill(name);
  await form.getByLabel("טלפון").fill("052-7654321");
  await form.getByLabel(/קראתי ואני מסכים/).check();
  const popup = page.waitForEvent("popup");
  await submitLeadForm(form);
  await (await popup).waitForURL(/^https:\/\/wa\.me\//);
  await expect.poll(() => findLeadsByName(name).map((l) => [l.source, l.page_path])).toEqual([["contact_form", "/blog/package-packing-tips"]]);
});

test.describe("unknown slugs", () => {
  test("answer a real 404 with the 404 page", async ({ page, request }) => {
    const res = await request.get("/blog/no-such-article", { maxRedirects: 0 });
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");

    const visit = await page.goto("/blog/delivery-tips-2");
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});

test("the browser code of the blog pages carries no article text, Markdown or YAML library", async ({ page, request }) => {
  await page.goto("/blog/package-packing-tips");
  const modules = await page.evaluate(() => {
    const manifest = (
      window as unknown as {
        __reactRouterManifest: { entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] }> };
      }
    ).__reactRouterManifest;
    const pick = (id: string) => [manifest.routes[id]!.module, ...(manifest.routes[id]!.imports ?? [])];
    return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...pick("root"), ...pick("routes/blog"), ...pick("routes/blog-article")])];
  });
  expect(modules.length).toBeGreaterThan(3);
  const bodySentence = "קרטון קטן מדי לא משאיר מקום להגנה";
  expect(await page.locator("main").innerText()).toContain(bodySentence);
  for (const module of modules) {
    const code = await (await request.get(module)).text();
    for (const marker of [bodySentence, "markedjs", "YAMLParseError", "readdirSync", "{{packing."])
      expect(code.includes(marker), `${module} contains ${marker}`).toBe(false);
  }
});
