/**
 * The leads first (issue 29): after sign-in the newest lead is within the first screen on a phone
 * and a laptop, nothing fixed covers a lead's control (the accessibility button is in the header),
 * the chart and the sources are on the summary screen and legible at 390 px, and a phone card is
 * short, with labelled call and WhatsApp buttons and the rest behind "פעולות נוספות".
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PAGES, ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext, type TestUser } from "../support/admin.ts";
import { expectNoAxeViolations, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

// Sign-ins run scrypt and servers share a busy machine: generous limits; nothing here is timed.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const target = { dataDir: e2eDataDir };
const SCREENSHOTS = path.resolve(".tmp", "screenshots");
const visibleLeads = (page: Page) => page.locator("[data-lead-id]").filter({ visible: true });

async function postLead(request: APIRequestContext, fields: Record<string, unknown>) {
  const posted = await request.post("/api/leads", { data: { phone: "050-1112233", consent: true, source: "contact_form", ...fields } });
  expect(posted.status()).toBe(201);
}

async function signInThroughForm(page: Page, admin: TestUser) {
  await page.goto(ADMIN_PATH);
  const form = page.getByRole("region", { name: "כניסה למערכת ניהול" });
  await form.getByLabel("אימייל").fill(admin.email);
  await form.getByLabel("סיסמה").fill(admin.password);
  await form.getByRole("button", { name: "התחבר" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "לידים" })).toBeVisible();
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `first-screen-${name}-${page.viewportSize()!.width}.png`) });
}

/**
 * Every control of every lead on the screen, scrolled into view in turn: the element at its centre
 * is the control itself (or inside it), so nothing fixed or floating lies over it. Returns the
 * ones covered, by name, with what covers them.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("[data-lead-id] :is(a, button, summary)")].filter((el) => el.checkVisibility());
    const covered: string[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: "center", inline: "center" });
      const box = control.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !(top === control || control.contains(top))) {
        covered.push(`${control.getAttribute("aria-label") ?? control.textContent}: under ${top?.outerHTML.slice(0, 80) ?? "nothing"}`);
      }
    }
    return { checked: controls.length, covered };
  });
}

for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test.describe(`at ${width} x ${height}`, () => {
    test.use({ viewport: { width, height } });

    test("after sign-in the newest lead is within the first screen, starting in its upper half; nothing covers any lead's control; the accessibility button is in the header", async ({
      page,
      context,
    }) => {
      const errors = watchForPageErrors(page);
      const name = uniqueLeadName("לקוח ראשון במסך");
      await postLead(context.request, { name, fromLocation: "תל אביב", toLocation: "חיפה" });
      await signInThroughForm(page, await createAdmin(target));

      const first = visibleLeads(page).first();
      await expect(first).toBeVisible();
      const box = (await first.boundingBox())!;
      expect({ top: box.y >= 0, bottom: Math.round(box.y + box.height) <= height }).toEqual({ top: true, bottom: true });
      expect(box.y, "the newest lead starts in the upper half of the first screen").toBeLessThan(height / 2);
      if (width < 640) expect(box.y, "on a phone, within its top 300 px (issue 42)").toBeLessThan(300);
      await shot(page, "after-sign-in");

      // The counts are one line (a phone has them on the summary screen), and the chart is not on this screen.
      const counts = page.getByRole("list", { name: "סיכום לידים" });
      if (width < 640) await expect(counts).toBeHidden();
      else expect((await counts.boundingBox())!.height).toBeLessThanOrEqual(48);
      await expect(page.getByRole("table", { name: "לידים לפי יום ב-30 הימים האחרונים" })).toHaveCount(0);

      // The accessibility settings: one button, in the header, and it works there.
      const accessibility = page.getByRole("button", { name: "הגדרות נגישות" });
      await expect(accessibility).toHaveCount(1);
      await expect(page.getByRole("banner").getByRole("button", { name: "הגדרות נגישות" })).toBeVisible();
      await accessibility.click();
      await expect(page.getByRole("dialog", { name: "הגדרות נגישות" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "הגדרות נגישות" })).toHaveCount(0);

      const { checked, covered } = await coveredControls(page);
      expect(checked).toBeGreaterThanOrEqual(4);
      expect(covered).toEqual([]);
      // A notice on its way in or out (fading, half transparent) is no layout of this screen.
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test("the summary screen has the chart, with dates a phone can read, the sources and the system's status", async ({ page, context }) => {
      const errors = watchForPageErrors(page);
      await postLead(context.request, {
        name: uniqueLeadName("לקוח בסיכום"),
        attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "summer" },
      });
      await signInContext(context, baseURL, await createAdmin(target));
      await page.goto(ADMIN_PATH);
      // A phone's way there is its bottom bar; a laptop's, the tabs.
      const screens = page.getByRole("navigation", { name: width < 640 ? "מסכי הניהול" : "תצוגה" });
      await screens.getByRole("link", { name: "סיכום" }).click();
      await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES.summary}$`));
      await expect(page.getByRole("heading", { level: 2, name: "סיכום" })).toBeVisible();
      await expect(screens.getByRole("link", { name: "סיכום", exact: true })).toHaveAttribute("aria-current", "page");

      const chart = page.getByRole("figure");
      await expect(chart).toContainText("לידים לפי יום ב-30 הימים האחרונים");
      await expect(chart.locator("svg rect")).toHaveCount(30);
      await expect(page.getByRole("table", { name: "לידים לפי יום ב-30 הימים האחרונים" }).getByRole("row")).toHaveCount(31);
      // The dates under the bars: text of the page's size, inside the screen, none over another.
      const labels = await chart.locator("[data-chart-label]").evaluateAll((spans) =>
        spans.map((span) => {
          const box = span.getBoundingClientRect();
          return { size: parseFloat(getComputedStyle(span).fontSize), left: box.left, right: box.right };
        }),
      );
      expect(labels.length).toBeGreaterThanOrEqual(6);
      for (const label of labels) expect(label).toMatchObject({ size: 12 });
      const sorted = labels.toSorted((a, b) => a.left - b.left);
      expect(sorted[0]!.left).toBeGreaterThanOrEqual(0);
      expect(sorted.at(-1)!.right).toBeLessThanOrEqual(width);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.left).toBeGreaterThanOrEqual(sorted[i - 1]!.right);

      await expect(page.getByRole("table", { name: /לידים לפי מקור/ })).toContainText("קמפיין summer");
      await expect(page.getByRole("table", { name: /לידים לפי עמוד נחיתה/ })).toBeVisible();
      await expect(page.getByRole("region", { name: "מצב המערכת" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await shot(page, "summary");
      // A notice on its way in or out (fading, half transparent) is no layout of this screen.
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
}

test.describe("a phone card", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is short and says what the owner decides on; call and WhatsApp are labelled; the rest is behind one labelled control", async ({ page, context }) => {
    const errors = watchForPageErrors(page);
    const name = uniqueLeadName("לקוחה בכרטיס");
    await postLead(context.request, {
      name,
      fromLocation: "תל אביב",
      toLocation: "ירושלים",
      source: "lead_form",
      quote: { from: "תל אביב", to: "ירושלים", size: "small", price: 120, model: "table" },
    });
    await signInContext(context, baseURL, await createAdmin(target));
    await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
    const card = visibleLeads(page).filter({ hasText: name });
    await expect(card).toHaveCount(1);
    // Under the 300 px a card took before decision 048, with every stage chip in sight: two rows of them (issue 42).
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(260);
    // The estimate is the server's own for that pair (docs/decisions/035), in whole shekels.
    await expect(card).toContainText(/תל אביב ← ירושלים · \d+ ₪/);
    await expect(card).toContainText("טופס ראשי");
    await expect(card.locator("time")).toBeVisible();

    const call = card.getByRole("link", { name: `התקשרות ל${name}` });
    await expect(call).toHaveText("התקשרות");
    await expect(call).toHaveAttribute("href", "tel:+972501112233");
    await expect(card.getByRole("link", { name: `וואטסאפ ל${name}` })).toHaveText("וואטסאפ");

    // The stages: chips, one tap each, the lead's own pressed; they wrap inside the card (issue 42), never scroll, nor the page.
    const stages = card.getByRole("group", { name: `שלב: ${name}` });
    await expect(stages.getByRole("button")).toHaveText(["חדש", "לא ענה", "נשלחה הצעה", "הוזמן", "לא רלוונטי"]);
    await expect(stages.getByRole("button", { name: `חדש: ${name}` })).toHaveAttribute("aria-pressed", "true");
    const row = (await stages.boundingBox())!;
    expect(row.x >= 0 && row.x + row.width <= 390).toBe(true);
    for (const chip of await stages.getByRole("button").all()) expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Details and delete: folded until asked for, each labelled in words, 44 px.
    const more = card.locator("summary").first(); // the first: "תזכורת לחזור" is a summary inside the menu (decision 050)
    await expect(more).toHaveText("פעולות נוספות");
    const folded = [card.getByRole("link", { name: `פרטים: ${name}` }), card.getByRole("button", { name: `מחיקת ${name}` })];
    for (const control of folded) await expect(control).toBeHidden();
    await more.click();
    await expect(folded[0]!).toHaveText("פרטים");
    await expect(folded[1]!).toHaveText(`מחיקת ${name}`);
    for (const control of [call, more, ...folded]) {
      const box = (await control.boundingBox())!;
      expect({ w: box.width >= 44, h: box.height >= 44, inside: box.x >= 0 && box.x + box.width <= 390 }).toEqual({ w: true, h: true, inside: true });
    }
    await shot(page, "card-more-actions");
    await expectNoAxeViolations(page);
    // Escape folds them again and leaves focus on the control that opened them.
    await folded[0]!.focus();
    await page.keyboard.press("Escape");
    await expect(folded[0]!).toBeHidden();
    await expect(more).toBeFocused();
    expect(errors).toEqual([]);
  });
});
