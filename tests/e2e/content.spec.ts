/**
 * The content pages as a visitor sees them: home, the service pages and the info pages (city
 * pages and articles have their own tests) each show their h1 and key content, the figures
 * (docs/product.md#figures) where they belong, the FAQ accordion, the privacy sections, and a
 * lead form that really stores the lead.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { faqOf } from "../../app/content/faq.ts";
import { startingHome as home } from "../../app/content/home.ts";
import { cityById } from "../../app/content/cities.ts";
import { joinTeam } from "../../app/content/join-team.ts";
import { cityPages } from "../../app/content/city-pages/all-cities.ts";
import { servicePages } from "../../app/content/pages.ts";
import { medicalTemperatures } from "../../app/content/prices.ts";
import { startingPriceBook, VAT_NOTE } from "../../app/content/price-book.ts";
import { bandsTable, documentsTable, scopeTable } from "../../app/content/price-tables.ts";
import { pricingOf } from "../../app/content/pricing-page.ts";
import { privacy } from "../../app/content/privacy.ts";
import { findLeadsByName } from "./db.ts";
import { hydrated, stubChatService, submitLeadForm, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

/** The server under test publishes no prices of its own: the installation's book is the site's. */
const pb = startingPriceBook;
const { book, extras } = pb;
const faq = faqOf(pb);
const pricing = pricingOf(pb);

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** The cells of a table's row whose header cell reads `rowHeader`. */
async function rowCells(table: Locator, rowHeader: string) {
  const row = table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name: rowHeader, exact: true }) })
    .first();
  return row.locator("th, td").allInnerTexts();
}

test.describe("home", () => {
  test("hero, calculator, lead form, why-choose-us, services, cities, benefits, testimonials, urgent CTA", async ({ page }) => {
    await page.goto("/");
    await expect(h1(page)).toHaveText("שליחויות מהירות בכל הארץ");
    const hero = page.locator("header").filter({ has: h1(page) });
    await expect(hero.getByRole("link", { name: /וואטסאפ/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(hero.getByRole("link", { name: /התקשרו/ })).toHaveAttribute("href", /^tel:/);

    await expect(page.getByRole("heading", { name: "מחשבון עלות משלוח" })).toBeVisible();
    await expect(page.locator('form[data-lead-form="lead_form"]')).toBeVisible();

    const why = page.locator("section", { has: page.getByRole("heading", { name: "למה לבחור בנו" }) });
    await expect(why.getByRole("img", { name: home.whyChooseUs.imageAlt })).toHaveAttribute("loading", "lazy");

    const services = page.locator("section", { has: page.getByRole("heading", { name: "השירותים שלנו" }) });
    for (const s of [...servicePages.map((p) => p.path), "/pricing"]) await expect(services.locator(`a[href="${s}"]`)).toHaveCount(1);

    const cities = page.locator("section", { has: page.getByRole("heading", { name: "שליחויות בכל הארץ" }) });
    for (const slug of ["tel-aviv", "jerusalem", "haifa", "beer-sheva"]) {
      const city = cityPages.find((c) => c.slug === slug)!;
      await expect(cities.getByRole("link", { name: new RegExp(city.label) })).toHaveAttribute("href", city.path);
    }
    const more = cities.locator("h3 + ul > li");
    await expect(more).toHaveCount(18);
    await expect(more).toHaveText(home.moreCityIds.map((id) => cityById(id).name));

    await expect(page.locator("section", { has: page.getByRole("heading", { name: "מה מקבלים איתנו" }) }).locator("li")).toHaveCount(home.benefits.length);
    await expect(page.locator("figure blockquote")).toHaveCount(3);

    const urgent = page.locator("section", { has: page.getByRole("heading", { name: "צריכים משלוח דחוף?" }) });
    await expect(urgent.getByRole("link", { name: /התקשרו/ })).toHaveAttribute("href", /^tel:/);
    await expect(urgent.getByRole("link", { name: "לעמוד יצירת הקשר" })).toHaveAttribute("href", "/contact");
  });

  test("the static sections come once in the page, stay after hydration, and their links navigate inside the app", async ({ page, request }) => {
    // Drawn on the server only: the hydration data does not carry their text a second time.
    const html = await (await request.get("/")).text();
    const quote = home.testimonials[0]!.quote;
    expect(html.split(quote)).toHaveLength(2);

    await page.goto("/");
    await hydrated(page);
    const services = page.locator("section", { has: page.getByRole("heading", { name: "השירותים שלנו" }) });
    await expect(page.getByText(quote)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await services.locator('a[href="/pricing"]').click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(h1(page)).toContainText("מחירון");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no full load

    // Back on the home page by client-side navigation, the sections come from the route's data.
    await page.goBack();
    await expect(page.getByText(quote)).toBeVisible();
    await expect(page.locator("section", { has: page.getByRole("heading", { name: "שליחויות בכל הארץ" }) }).locator("h3 + ul > li")).toHaveCount(18);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("the embedded contact form shows on a phone only", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await expect(page.locator('form[data-lead-form="contact_form"]')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('form[data-lead-form="contact_form"]')).toBeHidden();
  });
});

test.describe("service pages", () => {
  test("/delivery-24h: hero, article, sidebar with call card and form, the city-page price rows", async ({ page }) => {
    await page.goto("/delivery-24h");
    await expect(h1(page)).toHaveText("משלוחים תוך 24 שעות");
    const aside = page.getByRole("complementary", { name: "יצירת קשר" });
    await expect(aside.getByRole("heading", { name: "מעדיפים לדבר?" })).toBeVisible();
    await expect(aside.getByRole("link", { name: /חייגו אלינו/ })).toHaveAttribute("href", /^tel:/);
    await expect(aside.locator("form[data-lead-form]")).toBeVisible();
    const within = scopeTable(pb, "withinCity", "משלוח בתוך העיר: מחירים משוערים לחבילה קטנה, כולל מע״מ");
    const table = page.getByRole("table", { name: within.caption });
    for (const row of within.rows) expect(await rowCells(table, row[0]!)).toEqual(row);
    await expect(page.locator("main")).toContainText("הזמנות ומשלוחים דחופים: 24/7, כולל שבתות וחגים");
    await expect(page.locator("main")).toContainText("המשרד והשליחים במשלוחים רגילים: ראשון עד חמישי 08:30–22:00");
  });

  test("/domestic-shipping: the intercity times and price ranges", async ({ page }) => {
    await page.goto("/domestic-shipping");
    await expect(h1(page)).toHaveText("משלוחים בין-עירוניים");
    await expect(page.getByRole("complementary", { name: "יצירת קשר" }).locator("form[data-lead-form]")).toBeVisible();
    const times = page.getByRole("table", { name: "זמני משלוח מתל אביב" });
    for (const [i, toCityId] of ["jerusalem", "haifa", "beer-sheva", "eilat"].entries()) {
      const route = book.routes[i]!;
      const name = `${cityById("tel-aviv").name} – ${cityById(toCityId).name}`;
      expect(await rowCells(times, name)).toEqual([name, route.regular, `${book.names[route.fastestSpeed]}: ${route.fastest}`]);
    }
    const bands = bandsTable(pb, "betweenCities");
    const ranges = page.getByRole("table", { name: bands.caption });
    for (const row of bands.rows) expect(await rowCells(ranges, row[0]!)).toEqual(row);
  });

  test("/medical-equipment: short, licensed, the three temperature ranges, the form", async ({ page }) => {
    await page.goto("/medical-equipment");
    await expect(h1(page)).toHaveText("משלוח ציוד רפואי ותרופות");
    // No licence is claimed without its number (MEDICAL_LICENCE_NUMBER, footer and /terms).
    await expect(page.getByRole("main")).not.toContainText("רישיון משרד הבריאות");
    const table = page.getByRole("table", { name: "טווחי הטמפרטורה במשלוחים רפואיים" });
    const t = medicalTemperatures;
    expect(await rowCells(table, "בקירור")).toEqual(["בקירור", `${t.refrigerated.minC}–${t.refrigerated.maxC}°C`]);
    expect(await rowCells(table, "בהקפאה")).toEqual(["בהקפאה", `${t.frozenC}°C`]);
    expect(await rowCells(table, "בטמפרטורת החדר")).toEqual(["בטמפרטורת החדר", `${t.room.minC}–${t.room.maxC}°C`]);
    await expect(page.locator("form[data-lead-form]")).toHaveCount(1);
  });

  test("/documents: short, the four document prices, the form", async ({ page }) => {
    await page.goto("/documents");
    await expect(h1(page)).toHaveText("שליחת מסמכים");
    const documents = documentsTable(pb);
    const cells = await page.getByRole("table", { name: documents.caption }).locator("tbody td:last-child").allInnerTexts();
    expect(cells).toEqual(documents.rows.map((row) => row.at(-1)));
    await expect(page.getByText(`אישור מסירה: ${extras.deliveryConfirmation} ₪`)).toBeVisible();
    await expect(page.locator("form[data-lead-form]")).toHaveCount(1);
  });
});

test("/pricing: the price book's tables and the discounts, every figure from the model, VAT stated", async ({ page }) => {
  await page.goto("/pricing");
  await expect(h1(page)).toHaveText("מחירון משלוחים");
  await expect(page.getByRole("table")).toHaveCount(pricing.tables.length);
  await expect(page.locator("main")).toContainText(VAT_NOTE);
  for (const expected of pricing.tables) {
    const table = page.getByRole("table", { name: expected.caption });
    await expect(table.getByRole("columnheader")).toHaveText(expected.columns);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(expected.rows.length);
    for (const [i, row] of expected.rows.entries()) expect(await rows.nth(i).locator("th, td").allInnerTexts()).toEqual(row);
  }

  const extrasSection = page.locator("section", { has: page.getByRole("heading", { name: "תוספות" }) });
  for (const price of Object.values(extras)) await expect(extrasSection.getByText(`${price} ₪`, { exact: true }).first()).toBeVisible();

  const discountSection = page.locator("section", { has: page.getByRole("heading", { name: "הנחות" }) });
  await expect(discountSection.getByRole("heading", { level: 3 })).toHaveText(pricing.discounts.map((d) => d.title));
  for (const d of pricing.discounts) await expect(discountSection.getByText(d.percent, { exact: true })).toBeVisible();
});

test("/about: vision, values and the services", async ({ page }) => {
  await page.goto("/about");
  await expect(h1(page)).toHaveText("אודות החברה");
  // No years of experience until the owner sets them (issue 41; tests/e2e/accessibility-statement.spec.ts sets them).
  await expect(page.locator("main")).not.toContainText("שנות ניסיון");
  for (const heading of ["החזון שלנו", "הערכים שלנו", "השירותים שלנו"])
    await expect(page.locator("main").getByRole("heading", { level: 2, name: heading })).toBeVisible();
  const services = page.locator("main section", { has: page.getByRole("heading", { level: 2, name: "השירותים שלנו" }) });
  for (const s of servicePages) await expect(services.getByRole("link", { name: s.label })).toHaveAttribute("href", s.path);
});

test("/faq: the ten questions with their answers, one open at a time, collapsible", async ({ page }) => {
  await page.goto("/faq");
  await expect(h1(page)).toHaveText("שאלות נפוצות");
  const items = page.locator("main details");
  await expect(items).toHaveCount(10);
  await expect(items.locator("summary > span:first-child")).toHaveText(faq.map((q) => q.question));
  for (const q of ["תוך כמה זמן", "מחיר", "איפה המשלוח", "אזורים", "נפגע", "נוכח", "גדולים", "שעות", "משלמים", "הנחות"]) {
    await expect(items.locator("summary").filter({ hasText: q })).toHaveCount(1);
  }

  const first = items.nth(0);
  const second = items.nth(1);
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(first.getByText(faq[0]!.answer)).toBeVisible();
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open");
  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open");
  await expect(page.locator("details[open]")).toHaveCount(0);

  // Both readings of the hours stand in the hours answer.
  await items.nth(7).locator("summary").click();
  await expect(items.nth(7)).toContainText("24/7");
  await expect(items.nth(7)).toContainText("08:30–15:00");
});

test("/contact: the call-to-action block and the lead form with e-mail", async ({ page }) => {
  await page.goto("/contact");
  await expect(h1(page)).toHaveText("צרו קשר");
  await expect(page.getByText("צריכים שליח עכשיו?")).toBeVisible();
  await expect(page.locator("form[data-lead-form]").getByLabel("אימייל")).toBeVisible();
});

test("/join-team: benefits, the five requirements, the form", async ({ page }) => {
  await page.goto("/join-team");
  await expect(h1(page)).toHaveText("הצטרפו לצוות השליחים");
  const requirements = page.locator("section", { has: page.getByRole("heading", { name: "דרישות התפקיד" }) }).locator("ol > li");
  await expect(requirements).toHaveText(joinTeam.requirements);
  await expect(requirements).toHaveCount(5);
  await expect(page.getByText("עוסק מורשה או עוסק פטור")).toBeVisible();
  await expect(page.locator("section", { has: page.getByRole("heading", { name: "למה לעבוד איתנו" }) }).locator("li")).toHaveCount(joinTeam.benefits.length);
  await expect(page.locator("form[data-lead-form]")).toHaveCount(1);
});

test("/privacy: 11 numbered sections, 7 years' retention, no minors under 18", async ({ page }) => {
  await page.goto("/privacy");
  await expect(h1(page)).toHaveText("מדיניות פרטיות");
  const headings = page.locator("main ol > li h2");
  await expect(headings).toHaveCount(11);
  await expect(headings).toHaveText(privacy.sections.map((s, i) => `${i + 1}. ${s.heading}`));
  await expect(page.getByText("עד 7 שנים ממועד הפנייה")).toBeVisible();
  await expect(page.getByText("לבני 18 ומעלה")).toBeVisible();
  await expect(
    page
      .locator("main")
      // The owner's own phone or e-mail; on an installation still showing examples, the contact form (issue 40).
      .getByRole("link", { name: /^0\d|@|^בטופס יצירת הקשר$/ })
      .first(),
  ).toBeVisible();
});

/** A lead sent from each placement of the form reaches the database with its source and page. */
const placements = [
  { path: "/", form: 'form[data-lead-form="lead_form"]', source: "lead_form", place: "כתובת איסוף" },
  { path: "/delivery-24h", form: "aside form[data-lead-form]", source: "contact_form", place: "כתובת איסוף" },
  { path: "/domestic-shipping", form: "aside form[data-lead-form]", source: "contact_form", place: "כתובת איסוף" },
  { path: "/medical-equipment", form: "form[data-lead-form]", source: "contact_form", place: "כתובת איסוף" },
  { path: "/documents", form: "form[data-lead-form]", source: "contact_form", place: "כתובת איסוף" },
  { path: "/contact", form: "form[data-lead-form]", source: "contact_form", place: "כתובת איסוף" },
  // An application: no pickup, an optional home city kept where the place goes.
  { path: "/join-team", form: "form[data-lead-form]", source: "join_team", place: "עיר מגורים" },
] as const;

for (const placement of placements) {
  test(`the lead form on ${placement.path} stores the lead`, async ({ page, context }) => {
    const problems = watchForPageErrors(page);
    await stubChatService(context);
    await page.goto(placement.path);
    const form = page.locator(placement.form);
    const name = uniqueLeadName("נועה");
    await form.getByLabel("שם מלא").fill(name);
    await form.getByLabel("טלפון").fill("052-7654321");
    await form.getByLabel(placement.place).fill("נתניה");
    // An application names the vehicle it would work with (required there).
    if (placement.source === "join_team") await form.getByLabel("כלי הרכב לעבודה").selectOption({ label: "רכב פרטי" });
    await form.getByLabel(/קראתי ואני מסכים/).check();
    await submitLeadForm(form);
    await expect.poll(() => findLeadsByName(name).length).toBe(1);
    expect(findLeadsByName(name)[0]).toMatchObject({ phone: "052-7654321", from_location: "נתניה", source: placement.source, page_path: placement.path });
    expect(problems).toEqual([]);
  });
}
