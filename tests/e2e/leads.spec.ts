import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { exampleSiteConfig } from "../../app/lib/business-details.ts";
import { findLeadsByName } from "./db.ts";
import { expectNoAxeViolations, stubChatService, submitLeadForm, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const chatNumber = process.env.WHATSAPP_NUMBER ?? exampleSiteConfig.whatsappNumber;

function chatText(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin + parsed.pathname).toBe(`https://wa.me/${chatNumber}`);
  return parsed.searchParams.get("text") ?? "";
}

/** Submits the form and follows the chat tab it opens; returns the chat message. */
async function submitAndReadChat(page: Page, form: ReturnType<Page["locator"]>): Promise<string> {
  const popupPromise = page.waitForEvent("popup");
  await submitLeadForm(form);
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  return chatText(popup.url());
}

/** The contact page's lead form, with the chat service stubbed. */
async function contactForm(page: Page, context: BrowserContext) {
  await stubChatService(context);
  await page.goto("/contact");
  return page.locator("form[data-lead-form]");
}

async function fillLead(form: ReturnType<Page["locator"]>, values: { name: string; phone: string; email?: string; from?: string; to?: string }) {
  await form.getByLabel("שם מלא").fill(values.name);
  await form.getByLabel("טלפון").fill(values.phone);
  if (values.email !== undefined) await form.getByLabel("אימייל").fill(values.email);
  if (values.from !== undefined) await form.getByLabel("כתובת איסוף").fill(values.from);
  if (values.to !== undefined) await form.getByLabel("כתובת יעד").fill(values.to);
  await form.getByLabel(/קראתי ואני מסכים/).check();
}

test.describe("lead form on /contact", () => {
  test("an invalid submit shows the first error as a toast and keeps the form", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("form[data-lead-form]");
    await form.getByLabel("טלפון").fill("050-1234567");
    await submitLeadForm(form);
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toContainText("שגיאה");
    await expect(toast).toContainText("נא להזין שם");
    await expect(form.getByLabel("טלפון")).toHaveValue("050-1234567");
    await expect(form.getByLabel("שם מלא")).toBeFocused();

    await form.getByLabel("שם מלא").fill("דנה");
    await form.getByLabel("טלפון").fill("1234");
    await submitLeadForm(form);
    await expect(page.getByText("מספר טלפון לא תקין")).toBeVisible();

    await form.getByLabel("שם מלא").fill("דנה<script>");
    await form.getByLabel("טלפון").fill("050-1234567");
    await submitLeadForm(form);
    await expect(page.getByText("השם מכיל תווים לא חוקיים")).toBeVisible();
    await expect(form.getByLabel("שם מלא")).toHaveValue("דנה<script>");
  });

  test("a valid submit opens the chat with the lead, thanks, clears, and stores it", async ({ page, context }) => {
    const problems = watchForPageErrors(page);
    const form = await contactForm(page, context);
    const name = uniqueLeadName("מיכל לוי");
    await fillLead(form, { name, phone: "052-7654321", email: "michal@example.co.il", from: "חיפה", to: "אילת" });

    const text = await submitAndReadChat(page, form);
    expect(text).toContain(`שם: ${name}`);
    expect(text).toContain("טלפון: 052-7654321");
    expect(text).toContain("אימייל: michal@example.co.il");
    expect(text).toContain("מוצא: חיפה");
    expect(text).toContain("יעד: אילת");
    expect(text).toContain("אשמח לקבל פרטים נוספים");

    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toContainText("תודה!");
    await expect(toast).toContainText("נחזור אליך בהקדם");
    await expect(form.getByLabel("שם מלא")).toHaveValue("");
    await expect(form.getByLabel(/קראתי ואני מסכים/)).not.toBeChecked();

    await expect.poll(() => findLeadsByName(name).length).toBe(1);
    expect(findLeadsByName(name)[0]).toMatchObject({
      phone: "052-7654321",
      email: "michal@example.co.il",
      from_location: "חיפה",
      to_location: "אילת",
      source: "contact_form",
      page_path: "/contact",
      is_spam: 0,
    });
    expect(problems).toEqual([]);
  });

  test("a clinic, a lawyer and a business with digits and gershayim are taken as written", async ({ page, context }) => {
    const form = await contactForm(page, context);
    for (const base of ['מרפאת שיניים ד"ר גולן', "עו״ד מיכל לוי", 'משלוחים 2000 בע"מ']) {
      const name = uniqueLeadName(base);
      await fillLead(form, { name, phone: "050-7778899" });
      const text = await submitAndReadChat(page, form);
      expect(text).toContain(`שם: ${name}`);
      await expect(page.getByText("השם מכיל תווים לא חוקיים")).toHaveCount(0);
      await expect.poll(() => findLeadsByName(name).length).toBe(1);
      expect(findLeadsByName(name)[0]).toMatchObject({ name, phone: "050-7778899", is_spam: 0 });
    }
  });

  test("pickup and destination appear in the chat only when given", async ({ page, context }) => {
    const form = await contactForm(page, context);
    const name = uniqueLeadName("יוסי");
    await fillLead(form, { name, phone: "0501112222" });
    const text = await submitAndReadChat(page, form);
    expect(text).not.toContain("מוצא");
    expect(text).not.toContain("יעד");
    expect(text).not.toContain("אימייל");
  });

  test("when the save cannot reach the server, the chat still opens (the lead is not lost)", async ({ page, context }) => {
    const form = await contactForm(page, context);
    await page.route("**/api/leads", (route) => route.abort("connectionfailed"));
    const name = uniqueLeadName("רונית");
    await fillLead(form, { name, phone: "0503334444" });
    expect(await submitAndReadChat(page, form)).toContain(`שם: ${name}`);
    await expect(page.locator("[data-sonner-toast]").first()).toContainText("תודה!");
  });

  test("the contact page has no accessibility violations", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);
  });
});

test("the home page's lead form saves with source lead_form", async ({ page, context }) => {
  await stubChatService(context);
  await page.goto("/");
  const name = uniqueLeadName("אורי");
  const form = page.locator('form[data-lead-form="lead_form"]');
  await fillLead(form, { name, phone: "054-5556666", to: "באר שבע" });
  expect(await submitAndReadChat(page, form)).toContain("יעד: באר שבע");
  await expect.poll(() => findLeadsByName(name).map((l) => l.source)).toEqual(["lead_form"]);
  expect(findLeadsByName(name)[0]!.page_path).toBe("/");
});

test.describe("the home page's mobile-only contact section", () => {
  test("shows on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.locator('form[data-lead-form="contact_form"]')).toBeVisible();
  });
  test("is hidden on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.locator('form[data-lead-form="contact_form"]')).toBeHidden();
    await expect(page.locator('form[data-lead-form="lead_form"]')).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still posts, the lead is saved and the visitor lands in the chat", async ({ page, context }) => {
    const form = await contactForm(page, context);
    const name = uniqueLeadName("שרה");
    await fillLead(form, { name, phone: "050-9998888", from: "תל אביב" });
    await form.getByRole("button", { name: /שליחה/ }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const text = chatText(page.url());
    expect(text).toContain(`שם: ${name}`);
    expect(text).toContain("מוצא: תל אביב");
    expect(findLeadsByName(name)).toHaveLength(1);
    expect(findLeadsByName(name)[0]).toMatchObject({ source: "contact_form", page_path: "/contact", from_location: "תל אביב" });
  });

  test("an application posts too: its vehicle and work area are stored, and the chat is the applicant's", async ({ page, context }) => {
    await stubChatService(context);
    await page.goto("/join-team");
    const form = page.locator("form[data-lead-form]");
    const name = uniqueLeadName("אבי");
    await form.getByLabel("שם מלא").fill(name);
    await form.getByLabel("טלפון").fill("050-9997777");
    await form.getByLabel("כלי הרכב לעבודה").selectOption({ label: "רכב מסחרי" });
    await form.getByLabel("אזור עבודה מבוקש (לא חובה)").fill("הצפון");
    await form.getByLabel("עיר מגורים (לא חובה)").fill("עפולה");
    await form.getByLabel(/קראתי ואני מסכים/).check();
    await form.getByRole("button", { name: /שליחת מועמדות/ }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const text = chatText(page.url());
    expect(text).toContain("אני רוצה להצטרף לצוות השליחים");
    expect(text).toContain("כלי רכב: רכב מסחרי\nאזור עבודה מבוקש: הצפון\nעיר מגורים: עפולה");
    expect(findLeadsByName(name)).toMatchObject([{ source: "join_team", vehicle: "van", work_area: "הצפון", from_location: "עפולה" }]);
  });

  test("an application without its vehicle is refused in Hebrew", async ({ page }) => {
    await page.goto("/join-team");
    const form = page.locator("form[data-lead-form]");
    // The browser's own check would stop the empty select first; the server's answer is what a client without it meets.
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const name = uniqueLeadName("בלי רכב");
    await form.getByLabel("שם מלא").fill(name);
    await form.getByLabel("טלפון").fill("050-9997777");
    await form.getByLabel(/קראתי ואני מסכים/).check();
    await form.getByRole("button", { name: /שליחת מועמדות/ }).click();
    await expect(page.getByRole("alert")).toHaveText("בחרו את כלי הרכב לעבודה");
    expect(findLeadsByName(name)).toEqual([]);
    await page.getByRole("link", { name: "חזרה לטופס" }).click();
    await expect(page).toHaveURL(/\/join-team$/);
  });

  test("a refused post shows the Hebrew message and a way back", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("form[data-lead-form]");
    await fillLead(form, { name: "Robert'); DROP TABLE leads;--", phone: "050-9998888" });
    await form.getByRole("button", { name: /שליחה/ }).click();
    await expect(page.getByRole("alert")).toHaveText("השם מכיל תווים לא חוקיים");
    await page.getByRole("link", { name: "חזרה לטופס" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the honeypot keeps bots out of the owner's way, but stores them flagged", async ({ page, context }) => {
    const form = await contactForm(page, context);
    const name = uniqueLeadName("בוט");
    await fillLead(form, { name, phone: "050-0000000" });
    await form.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await form.getByRole("button", { name: /שליחה/ }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(findLeadsByName(name)).toMatchObject([{ is_spam: 1 }]);
  });
});
