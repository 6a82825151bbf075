/**
 * First contact, the waiting mark, reply templates and response times (issue 30, decision 049):
 * a tap on call or WhatsApp records the lead's first contact (the first one only), with or
 * without JavaScript; a new lead waiting longer than LEAD_WAIT_MINUTES in courier hours is marked;
 * a template made on its screen fills the chat link with the estimate the visitor saw; the
 * summary shows the week's response times.
 */
import { mkdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { waitingHint } from "../../app/lib/first-contact.ts";
import { ADMIN_PAGES, ADMIN_PATH, LEAD_CHANGES } from "../../app/lib/paths.ts";
import { templateMessages } from "../../app/lib/reply-templates.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext } from "../support/admin.ts";
import { expectNoAxeViolations, stubChatService, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const target = { dataDir: e2eDataDir };
const SCREENSHOTS = path.resolve(".tmp", "screenshots");
const leadBox = (page: Page, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });

async function postLead(request: APIRequestContext, name: string, withQuote = true) {
  const posted = await request.post("/api/leads", {
    data: {
      name,
      phone: "050-1112233",
      consent: true,
      source: "lead_form",
      ...(withQuote && {
        fromLocation: "חיפה",
        toLocation: "אילת",
        quote: { from: "חיפה", to: "אילת", size: "small", price: 450, model: "table" },
      }),
    },
  });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

interface StoredContact {
  first_contact_at: string | null;
  first_contact_by: string | null;
  first_contact_via: string | null;
  quote_price: number | null;
}

function database(readOnly = true) {
  return new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { readOnly, timeout: 5000 });
}

function storedContact(id: number): StoredContact {
  const db = database();
  try {
    return db.prepare("SELECT first_contact_at, first_contact_by, first_contact_via, quote_price FROM leads WHERE id = ?").get(id) as unknown as StoredContact;
  } finally {
    db.close();
  }
}

/** A lead that came in long ago (eight days: whole days of courier hours, whatever day the test runs). */
function arrivedDaysAgo(id: number, days: number) {
  const db = database(false);
  try {
    db.prepare("UPDATE leads SET created_at = ? WHERE id = ?").run(new Date(Date.now() - days * 86_400_000).toISOString(), id);
  } finally {
    db.close();
  }
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `contact-${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

/** A tel: link would hand the page to the phone's dialler: the test keeps the page (the app's own click handler still runs). */
async function keepTelLinksOnThePage(page: Page) {
  await page.evaluate(() =>
    document.addEventListener(
      "click",
      (event) => {
        if ((event.target as Element).closest?.('a[href^="tel:"]')) event.preventDefault();
      },
      true,
    ),
  );
}

const viewport = (width: number) => ({ width, height: width < 1024 ? 844 : 900 });

test("a tap on the card's call link records the first contact; WhatsApp after it keeps the first; the detail and the log say who and when", async ({
  page,
  context,
}) => {
  await page.setViewportSize(viewport(390));
  const errors = watchForPageErrors(page);
  await stubChatService(context);
  const admin = await createAdmin(target);
  // A second admin: the log names who acted only when more than one can (run alone, this test's admin is the only one).
  await createAdmin(target);
  await signInContext(context, baseURL, admin);
  const name = uniqueLeadName("לקוח לשיחה");
  const id = await postLead(context.request, name);
  await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
  const card = leadBox(page, name);
  // A link once the page runs (before, a form): the tap opens the dialler and the record goes beside it.
  const call = card.getByRole("link", { name: `התקשרות ל${name}` });
  await expect(call).toHaveAttribute("href", "tel:+972501112233");
  await keepTelLinksOnThePage(page);
  await call.click();
  await expect.poll(() => storedContact(id).first_contact_via).toBe("call");
  const first = storedContact(id);
  expect(first.first_contact_by).toBe(admin.email);

  // WhatsApp after the call: the chat opens, the first contact stays the call.
  const popup = page.waitForEvent("popup");
  await card.getByRole("link", { name: `וואטסאפ ל${name}` }).click();
  await expect((await popup).url()).toMatch(/^https:\/\/wa\.me\/972501112233\?text=/);
  await page.waitForTimeout(500); // the second tap's record is on its way; it must change nothing
  expect(storedContact(id)).toEqual(first);

  // The detail says how, when and who; its activity says it once.
  await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}&lead=${id}`);
  const dialog = page.getByRole("dialog");
  const line = dialog.locator("[data-first-contact]");
  await expect(line).toContainText("שיחה");
  await expect(line).toContainText(admin.email);
  await expect(line.locator("time")).toHaveAttribute("datetime", first.first_contact_at!);
  await expect(dialog.getByText("יצירת קשר ראשונה: שיחה")).toHaveCount(1);
  await expect(dialog.getByText("יצירת קשר ראשונה: וואטסאפ")).toHaveCount(0);
  await shot(page, "detail-first-contact");
  await expectNoAxeViolations(page);

  // The activity log names the change and who made it.
  await page.goto(ADMIN_PAGES.activity);
  const entry = page.locator("li, tr").filter({ hasText: "יצירת קשר ראשונה: שיחה" }).filter({ hasText: name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(admin.email);
  expect(errors).toEqual([]);
});

test("without JavaScript the WhatsApp button is a form: the contact is recorded and the answer goes on to the chat; the call answers with the tel: address", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: viewport(1366) });
  try {
    await stubChatService(context);
    await signInContext(context, baseURL, await createAdmin(target));
    const name = uniqueLeadName("לקוח בלי סקריפט");
    const id = await postLead(context.request, name);
    const page = await context.newPage();
    await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
    const popup = page.waitForEvent("popup");
    await leadBox(page, name)
      .getByRole("button", { name: `וואטסאפ ל${name}` })
      .click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(chat.url()).searchParams.get("text");
    expect(text).toContain(`שלום ${name}`);
    expect(storedContact(id).first_contact_via).toBe("whatsapp");

    // The call's form: recorded already (kept), and the answer is the number to dial.
    const answer = await context.request.post(LEAD_CHANGES.contact, { form: { id: String(id), via: "call", nojs: "1" }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toBe("tel:+972501112233");
    expect(storedContact(id).first_contact_via).toBe("whatsapp");
    // The row's call button posts its row's form, to the stage's address: the same answer.
    const row = await context.request.post(LEAD_CHANGES.stage, { form: { id: String(id), via: "call", nojs: "" }, maxRedirects: 0 });
    expect(row.status()).toBe(303);
    expect(row.headers()["location"]).toBe("tel:+972501112233");
    expect(storedContact(id).first_contact_via).toBe("whatsapp");
    // Another site's page cannot record one, at either address.
    for (const address of [LEAD_CHANGES.contact, LEAD_CHANGES.stage]) {
      const forged = await context.request.post(address, { form: { id: String(id), via: "call" }, headers: { Origin: "https://evil.example" } });
      expect(forged.status(), address).toBe(403);
    }
  } finally {
    await context.close();
  }
});

for (const width of [390, 1366]) {
  test(`at ${width} px the waiting mark is on an old lead nobody contacted, not on a contacted one`, async ({ page, context }) => {
    await page.setViewportSize(viewport(width));
    await signInContext(context, baseURL, await createAdmin(target));
    const base = uniqueLeadName("ממתין");
    const waiting = await postLead(context.request, `${base} א`);
    const contacted = await postLead(context.request, `${base} ב`);
    arrivedDaysAgo(waiting, 8);
    arrivedDaysAgo(contacted, 8);
    expect((await context.request.post(LEAD_CHANGES.contact, { form: { id: String(contacted), via: "call" } })).status()).toBe(200);
    await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(base)}`);
    const mark = leadBox(page, `${base} א`).locator("[data-waiting]");
    await expect(mark).toBeVisible();
    // Past a day, in days since it came (issue 42: it said "ממתין 88 שע׳ 10 דק׳").
    await expect(mark).toHaveText("ממתין 8 ימים");
    // What it counts, said once for the list and read with each mark.
    await expect(mark).toHaveAccessibleDescription(waitingHint);
    await expect(leadBox(page, `${base} ב`)).toBeVisible();
    await expect(leadBox(page, `${base} ב`).locator("[data-waiting]")).toHaveCount(0);
    // Nothing needs sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "waiting-mark");
    await expectNoAxeViolations(page);
  });
}

test("a template made on its screen is offered when opening WhatsApp, its chat link carries the estimate the visitor saw", async ({ page, context }) => {
  await page.setViewportSize(viewport(1366));
  await stubChatService(context);
  await signInContext(context, baseURL, await createAdmin(target));
  const title = uniqueLeadName("הצעת מחיר");
  await page.goto(ADMIN_PAGES.templates);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "הוספת תבנית" }) });
  await form.getByLabel(/כותרת/).fill(title);
  await form.getByLabel(/נוסח ההודעה/).fill("שלום {שם}. משלוח מ{מוצא} ל{יעד} עולה {מחיר}. מתי נוח לאסוף?");
  await form.getByRole("button", { name: "הוספת תבנית" }).click();
  await expect(page.getByRole("status")).toHaveText(templateMessages.added);
  // A placeholder the site does not know is refused, in Hebrew, beside the field.
  await form.getByLabel(/כותרת/).fill("שגויה");
  await form.getByLabel(/נוסח ההודעה/).fill("שלום {טלפון}");
  await form.getByRole("button", { name: "הוספת תבנית" }).click();
  await expect(page.getByText(templateMessages.unknownPlaceholder("{טלפון}"))).toBeVisible();
  // With JavaScript the change posts beside the screen: the address stays the screen's.
  expect(new URL(page.url()).pathname).toBe(ADMIN_PAGES.templates);
  await shot(page, "templates");
  await expectNoAxeViolations(page);

  const name = uniqueLeadName("לקוח לתבנית");
  const id = await postLead(context.request, name);
  const price = storedContact(id).quote_price!; // the server's own estimate for the pair (decision 035)
  const bare = uniqueLeadName("לקוח בלי הערכה");
  await postLead(context.request, bare, false);

  await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}&lead=${id}`);
  const dialog = page.getByRole("dialog");
  await dialog.locator("summary").filter({ hasText: "הודעה מוכנה בוואטסאפ" }).click();
  const choices = dialog.locator("[data-reply-chooser] li [data-reply-choice] > summary");
  await expect(choices.first()).toHaveText(templateMessages.defaultChoice);
  // Choosing a template shows the message before the chat opens (decision 071).
  await choices.filter({ hasText: title }).click();
  const preview = dialog.locator("[data-reply-choice][open]");
  const expected = `שלום ${name}. משלוח מחיפה לאילת עולה ₪${price.toLocaleString("en-US")}. מתי נוח לאסוף?`;
  await expect(preview.getByRole("textbox", { name: templateMessages.messageLabel })).toHaveValue(expected);
  const choice = preview.getByRole("link", { name: `${templateMessages.openChat} ל${name}` });
  expect(new URL((await choice.getAttribute("href"))!).searchParams.get("text")).toBe(expected);
  await shot(page, "chooser");
  await expectNoAxeViolations(page);
  const popup = page.waitForEvent("popup");
  await choice.click();
  expect(new URL((await popup).url()).searchParams.get("text")).toContain(`₪${price.toLocaleString("en-US")}`);
  await expect.poll(() => storedContact(id).first_contact_via).toBe("whatsapp");

  // A lead without an estimate: the whole message, the price a marked gap (no sentence left out: decision 071 replaced 049's rule).
  await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(bare)}`);
  const row = leadBox(page, bare);
  await row.getByRole("link", { name: `פרטים: ${bare}` }).click();
  await page.getByRole("dialog").locator("summary").filter({ hasText: "הודעה מוכנה בוואטסאפ" }).click();
  await page.getByRole("dialog").locator("[data-reply-choice] > summary").filter({ hasText: title }).click();
  const without = page.getByRole("dialog").locator("[data-reply-choice][open]");
  await expect(without.locator("[data-gaps]")).toContainText(templateMessages.gaps(["מוצא", "יעד", "מחיר"]));
  expect(new URL((await without.getByRole("link", { name: new RegExp(templateMessages.openChat) }).getAttribute("href"))!).searchParams.get("text")).toBe(
    `שלום ${bare}. משלוח מ{מוצא} ל{יעד} עולה {מחיר}. מתי נוח לאסוף?`,
  );

  // On a phone the card's "פעולות נוספות" lists the templates too.
  await page.setViewportSize(viewport(390));
  await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
  const card = leadBox(page, name);
  await card.locator("summary").filter({ hasText: "פעולות נוספות" }).click();
  await expect(card.locator("[data-reply-chooser] summary").filter({ hasText: title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, "card-templates");
  await expectNoAxeViolations(page);

  // Deleted from its screen: gone from the chooser's source.
  await page.goto(ADMIN_PAGES.templates);
  page.once("dialog", (question) => void question.accept());
  await page.getByRole("button", { name: `מחיקת התבנית: ${title}` }).click();
  await expect(page.getByRole("status")).toHaveText(templateMessages.deleted);
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("without JavaScript a template is added, refused beside its field with what was typed, edited and deleted, each answered on its screen", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: viewport(1366) });
  try {
    await signInContext(context, baseURL, await createAdmin(target));
    const page = await context.newPage();
    const title = uniqueLeadName("בלי סקריפט");
    await page.goto(ADMIN_PAGES.templates);
    const addForm = page.locator("form").filter({ has: page.getByRole("button", { name: "הוספת תבנית" }) });
    await addForm.getByLabel(/כותרת/).fill(title);
    await addForm.getByLabel(/נוסח ההודעה/).fill("שלום {טלפון}");
    await addForm.getByRole("button", { name: "הוספת תבנית" }).click();
    // Refused: the screen, drawn by the change's own address, with the reason beside the body and what was typed.
    await expect(page.getByText(templateMessages.unknownPlaceholder("{טלפון}"))).toBeVisible();
    await expect(addForm.getByLabel(/כותרת/)).toHaveValue(title);
    await expect(addForm.getByLabel(/נוסח ההודעה/)).toHaveValue("שלום {טלפון}");
    await addForm.getByLabel(/נוסח ההודעה/).fill("שלום {שם}");
    await addForm.getByRole("button", { name: "הוספת תבנית" }).click();
    await expect(page.getByRole("status")).toHaveText(templateMessages.added);
    expect(page.url()).toBe(`${baseURL}${ADMIN_PAGES.templates}?done=added`);

    const item = page.locator("[data-template-id]").filter({ has: page.getByRole("heading", { name: title }) });
    await item.locator("summary").click();
    await item.getByLabel(/כותרת/).fill(`${title} ב`);
    await item.getByRole("button", { name: "שמירת התבנית" }).click();
    await expect(page.getByRole("status")).toHaveText(templateMessages.saved);
    await page.getByRole("button", { name: `מחיקת התבנית: ${title} ב` }).click();
    await expect(page.getByRole("status")).toHaveText(templateMessages.deleted);
    await expect(page.getByRole("heading", { name: `${title} ב` })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

for (const width of [390, 1366]) {
  test(`at ${width} px the summary shows this week's and last week's time to first contact`, async ({ page, context }) => {
    await page.setViewportSize(viewport(width));
    await signInContext(context, baseURL, await createAdmin(target));
    const id = await postLead(context.request, uniqueLeadName("לקוח לסיכום"));
    expect((await context.request.post(LEAD_CHANGES.contact, { form: { id: String(id), via: "whatsapp" } })).status()).toBe(200);
    await page.goto(ADMIN_PAGES.summary);
    const table = page.locator("[data-response-times]");
    await expect(table.getByRole("heading", { name: "זמן עד יצירת קשר ראשונה" })).toBeVisible();
    const thisWeek = table.locator("[data-week=this]");
    await expect(thisWeek.getByRole("heading", { name: "השבוע" })).toBeVisible();
    // Contacted this week: a median and a 90th percentile in courier minutes, and a count of at least one.
    // Never "0 דק׳" (issue 42): contacted at once, it is under a minute in the courier hours, or before they began outside them.
    const answered = /^([1-9][\d,]* (דק׳|שע׳)|פחות מדקה|לפני תחילת שעות הפעילות)/;
    await expect(thisWeek.locator("[data-figure='חציון']")).toHaveText(answered);
    await expect(thisWeek.locator("[data-figure='9 מכל 10 נענו תוך']")).toHaveText(answered);
    expect(Number((await thisWeek.locator("[data-figure='נענו']").innerText()).replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
    await expect(table.locator("[data-week=last]").getByRole("heading", { name: "שבוע שעבר" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "summary");
    await expectNoAxeViolations(page);
  });
}
