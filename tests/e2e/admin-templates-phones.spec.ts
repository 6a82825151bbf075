/**
 * Issue 42: a reply template is shown before the chat opens and never loses a sentence (a missing
 * value is a marked gap the owner fills or sends as it is; decision 071); a phone is shown in one
 * Israeli form whatever was typed, its tel: and chat links from the same normal form; an e-mail
 * address breaks only between its parts. At 360, 390 and 1366 px, as the owner uses them.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { ADMIN_PATH, TEMPLATE_CHANGES } from "../../app/lib/paths.ts";
import { templateMessages } from "../../app/lib/reply-templates.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext } from "../support/admin.ts";
import { expectNoAxeViolations, stubChatService, uniqueLeadName, watchForPageErrors } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const target = { dataDir: e2eDataDir };
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(".tmp", "screenshots");
const viewport = (width: number) => ({ width, height: width < 1024 ? 844 : 900 });
const leadBox = (page: Page, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });
const LONG_EMAIL = "very.long.name.of.customer@some-company-example.co.il";
/** The template: a greeting with the name, the price, a closing line. */
const BODY = "שלום {שם}, תודה שפנית אלינו. המחיר למשלוח: {מחיר}. נשמח לעמוד לשירותך!";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

async function postLead(request: APIRequestContext, fields: Record<string, unknown>) {
  const posted = await request.post("/api/leads", { data: { consent: true, source: "lead_form", phone: "050-1112233", ...fields } });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

async function signedIn(context: BrowserContext) {
  await stubChatService(context);
  await signInContext(context, baseURL, await createAdmin(target));
}

/** A template added on the owner's behalf (the screen itself is driven in admin-contact.spec.ts); deleted by the caller. */
async function addTemplate(request: APIRequestContext, title: string) {
  const added = await request.post(TEMPLATE_CHANGES.add, { form: { title, body: BODY }, maxRedirects: 0 });
  expect(added.status()).toBe(303);
}

async function deleteTemplate(page: Page, title: string) {
  await page.goto(`${ADMIN_PATH}/templates`);
  // The screen says what happens to a value a lead lacks.
  await expect(page.getByText("מסומן כחסר")).toBeVisible();
  await shot(page, "templates-screen");
  page.once("dialog", (question) => void question.accept());
  await page.getByRole("button", { name: `מחיקת התבנית: ${title}` }).click();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Nothing of the page needs sideways scrolling. At 360 px the leads screen's card was 16 px too
 * wide before this change (its row of stage chips, issue 42's point 5, changed elsewhere): there the
 * page's own width is noted, not asserted; what this change draws is checked at every width.
 */
async function expectPageFits(page: Page) {
  const fits = await noSidewaysScroll(page);
  if (page.viewportSize()!.width > 360) expect(fits).toBe(true);
  else if (!fits) test.info().annotations.push({ type: "known", description: "360 px: the lead card's stage chips are wider than the card" });
}

/** The element lies within the screen's width and holds nothing wider than itself. */
async function expectWithinScreen(element: Locator) {
  const box = (await element.boundingBox())!;
  const width = element.page().viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await element.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
}

/**
 * Where the element's text moves to a new line: the two characters on either side of each break.
 * An e-mail address may break after ".", "-" or "_", or before "@"; anything else is mid-word.
 */
function lineBreaksOf(element: Locator) {
  return element.evaluate((root) => {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ char: node.data[i]!, top: range.getClientRects()[0]?.top ?? Number.NaN });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < chars.length; i++) if (chars[i]!.top > chars[i - 1]!.top + 2) breaks.push(`${chars[i - 1]!.char}${chars[i]!.char}`);
    return { text: chars.map((c) => c.char).join(""), breaks };
  });
}

async function expectEmailWhole(email: Locator) {
  const { text, breaks } = await lineBreaksOf(email);
  expect(text).toBe(LONG_EMAIL);
  for (const pair of breaks) expect(pair, `the address breaks at "${pair}"`).toMatch(/^[._-].$|^.@$/);
  return breaks;
}

for (const width of [360, 390, 1366]) {
  test(`at ${width} px a template with {מחיר} on a lead without an estimate shows the whole message with the gap; filled, the chat opens with all of it`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport(width));
    const errors = watchForPageErrors(page);
    await signedIn(context);
    const title = uniqueLeadName("מחיר ותודה");
    await addTemplate(context.request, title);
    const name = uniqueLeadName("לקוח בלי הערכה");
    await postLead(context.request, { name });
    try {
      await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
      const card = leadBox(page, name);
      let chooser: Locator;
      if (width < 1024) {
        // On a phone: the card's "פעולות נוספות" lists the templates.
        await card.locator("summary").filter({ hasText: "פעולות נוספות" }).click();
        chooser = card.locator("[data-reply-chooser]");
      } else {
        await card.getByRole("link", { name: `פרטים: ${name}` }).click();
        const dialog = page.getByRole("dialog");
        await dialog.locator("summary").filter({ hasText: "הודעה מוכנה בוואטסאפ" }).click();
        chooser = dialog.locator("[data-reply-chooser]");
      }
      await chooser.locator("[data-reply-choice] > summary").filter({ hasText: title }).click();
      const preview = chooser.locator("[data-reply-choice][open]");
      const box = preview.getByRole("textbox", { name: templateMessages.messageLabel });
      const link = preview.getByRole("link", { name: `${templateMessages.openChat} ל${name}` });

      // The whole message before anything is sent: greeting, name, the price a marked gap, the closing line.
      const withGap = `שלום ${name}, תודה שפנית אלינו. המחיר למשלוח: {מחיר}. נשמח לעמוד לשירותך!`;
      await expect(box).toHaveValue(withGap);
      await expect(preview.locator("[data-gaps]")).toContainText(templateMessages.gaps(["מחיר"]));
      await expect(box).toHaveAccessibleDescription(new RegExp(templateMessages.gaps(["מחיר"])));
      // Sent as it is, the chat would get exactly the box.
      expect(new URL((await link.getAttribute("href"))!).searchParams.get("text")).toBe(withGap);
      await preview.scrollIntoViewIfNeeded();
      await expectPageFits(page);
      await expectWithinScreen(box);
      await shot(page, "template-gap");
      await expectNoAxeViolations(page);

      // The owner fills the gap: the button selects it in the box, typing replaces it.
      await preview.getByRole("button", { name: "סימון המחיר בהודעה" }).click();
      await expect(box).toBeFocused();
      await page.keyboard.type("₪380");
      const filled = `שלום ${name}, תודה שפנית אלינו. המחיר למשלוח: ₪380. נשמח לעמוד לשירותך!`;
      await expect(box).toHaveValue(filled);
      await expect(preview.locator("[data-gaps]")).toHaveCount(0);
      await shot(page, "template-filled");

      // The chat opens with what the box holds at the tap: every sentence, the greeting and the name included.
      const popup = page.waitForEvent("popup");
      await link.click();
      const chat = await popup;
      expect(new URL(chat.url()).pathname).toBe("/972501112233");
      expect(new URL(chat.url()).searchParams.get("text")).toBe(filled);
      await chat.close();
    } finally {
      await deleteTemplate(page, title);
    }
    expect(errors).toEqual([]);
  });

  test(`at ${width} px a number typed as +972 52 687 0920 is shown as 052-687-0920, dialled and chatted from the same normal form; a long e-mail stays whole`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport(width));
    await signedIn(context);
    const name = uniqueLeadName("לקוחה בינלאומית");
    const id = await postLead(context.request, { name, phone: "+972 52 687 0920", email: LONG_EMAIL });
    await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
    const row = leadBox(page, name);
    await expect(row).toBeVisible();
    await expect(row.locator('[data-contact="whatsapp"]')).toHaveAttribute("href", /^https:\/\/wa\.me\/972526870920\?text=/);
    if (width >= 1024) {
      // The table's row: the number in its column, its e-mail in its own.
      const number = row.getByRole("link", { name: "052-687-0920" });
      await expect(number).toHaveAttribute("href", "tel:+972526870920");
      await expect(row).not.toContainText("+972 52 687 0920");
      await expectEmailWhole(row.locator("[data-email]"));
    } else {
      await expect(row.getByRole("link", { name: `התקשרות ל${name}` })).toHaveAttribute("href", "tel:+972526870920");
    }
    await expectPageFits(page);
    await shot(page, "phone-email-row");

    // The detail: the same form, the same link, the address whole; the customer's history names the number the same way.
    await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}&lead=${id}`);
    const dialog = page.getByRole("dialog");
    const number = dialog.getByRole("link", { name: "052-687-0920", exact: true });
    await expect(number).toHaveAttribute("href", "tel:+972526870920");
    await expect(dialog).not.toContainText("+972 52 687 0920");
    await expectEmailWhole(dialog.locator("[data-email]"));
    await expect(dialog.getByRole("heading", { name: /פניות נוספות מאותו מספר/ })).toContainText("052-687-0920");
    await expectPageFits(page);
    await expectWithinScreen(dialog);
    await expectWithinScreen(dialog.locator("[data-email]"));
    await shot(page, "phone-email-detail");
    await expectNoAxeViolations(page);
  });
}

test("without JavaScript the chosen template is shown in a box the owner edits, and the chat opens with what was sent from it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: viewport(1366) });
  const title = uniqueLeadName("בלי סקריפט");
  try {
    await signedIn(context);
    await addTemplate(context.request, title);
    const name = uniqueLeadName("לקוח בלי סקריפט");
    const id = await postLead(context.request, { name });
    const page = await context.newPage();
    await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}&lead=${id}`);
    const dialog = page.getByRole("dialog");
    await dialog.locator("summary").filter({ hasText: "הודעה מוכנה בוואטסאפ" }).click();
    await dialog.locator("[data-reply-choice] > summary").filter({ hasText: title }).click();
    const preview = dialog.locator("[data-reply-choice][open]");
    const box = preview.getByRole("textbox", { name: templateMessages.messageLabel });
    await expect(box).toHaveValue(`שלום ${name}, תודה שפנית אלינו. המחיר למשלוח: {מחיר}. נשמח לעמוד לשירותך!`);
    await expect(preview.locator("[data-gaps]")).toContainText(templateMessages.gaps(["מחיר"]));
    const edited = `שלום ${name}, תודה שפנית אלינו. המחיר למשלוח: ₪420. נשמח לעמוד לשירותך!`;
    await box.fill(edited);
    const popup = page.waitForEvent("popup");
    await preview.getByRole("button", { name: `${templateMessages.openChat} ל${name}` }).click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(chat.url()).searchParams.get("text")).toBe(edited);
    await chat.close();
    await deleteTemplate(page, title);
  } finally {
    await context.close();
  }
});
