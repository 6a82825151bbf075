import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { adminMessages } from "../../app/lib/admin-leads.ts";
import { israelDateStamp } from "../../app/lib/israel-time.ts";
import { ADMIN_PATH } from "../../app/lib/paths.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { createAdmin, signInContext, type TestUser } from "../support/admin.ts";
import { startServer, removeDir, type ServerProcess } from "../../harness/server-process.ts";
import { findLeadsByName } from "./db.ts";
import { expectNoAxeViolations, stubChatService, submitLeadForm, uniqueLeadName, watchForPageErrors } from "./helpers.ts";
import { searchLabels } from "../../app/lib/lead-search.ts";

// These tests start servers and sign in (scrypt): generous limits for a busy machine; nothing here is timed.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const target = { dataDir: e2eDataDir };

const card = (page: Page, label: string) => page.getByTestId(`count-${label}`);
const cardNumber = async (page: Page, label: string) => Number((await card(page, label).innerText()).replace(/\D/g, ""));
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The lead as the owner sees it at this width: a table row from 1024 px, a card below. */
const leadBox = (page: Page, name: string) => page.locator("[data-lead-id]").filter({ hasText: name }).filter({ visible: true });

async function signInThroughForm(page: Page, admin: TestUser) {
  await page.goto(ADMIN_PATH);
  const form = page.getByRole("region", { name: "כניסה למערכת ניהול" });
  await expect(form.locator("form")).toHaveJSProperty("noValidate", true);
  await form.getByLabel("אימייל").fill(admin.email);
  await form.getByLabel("סיסמה").fill(admin.password);
  await form.getByRole("button", { name: "התחבר" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "לידים" })).toBeVisible();
}

async function postLead(request: APIRequestContext, fields: Record<string, unknown>) {
  const posted = await request.post("/api/leads", { data: { phone: "050-1112233", consent: true, source: "contact_form", ...fields } });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

/** A phone card keeps details and delete behind "פעולות נוספות": opened first where the card has it. */
async function openMoreActions(lead: Locator) {
  await lead.waitFor(); // the view may still be loading
  const more = lead.locator("summary").filter({ hasText: "פעולות נוספות" });
  if ((await more.isVisible()) && (await lead.locator("details[open]").count()) === 0) await more.click();
}

async function search(page: Page, text: string) {
  await page.getByLabel(searchLabels.live).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

/** Nothing sticks out sideways, and every control of the lead lies inside the viewport (44 px tap targets below 1024). */
async function expectFitsTheScreen(page: Page, lead?: Locator) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  if (!lead) return;
  // The lead's own controls: toasts drawn inside an open dialog (above it) come and go on their own.
  // What the owner can reach now (a phone card's folded actions are checked once opened).
  const controls = lead.locator(":is(a, button, summary):not([data-sonner-toaster] *)").filter({ visible: true });
  const count = await controls.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute("aria-label")) ?? (await control.innerText());
    expect({ name, left: box.x >= 0, right: box.x + box.width <= width }).toEqual({ name, left: true, right: true });
    if (width < 1024) expect({ name, w: box.width >= 44, h: box.height >= 44 }).toEqual({ name, w: true, h: true });
  }
}

/** Accepts the next confirmation, checking its text. */
/** The trash: a tab on a laptop (carrying the search); on a phone, in the bottom bar's "עוד", then searched. */
async function openTrash(page: Page, search: string) {
  const more = page.locator("[data-bottom-bar]").getByRole("button", { name: "עוד" });
  if (!(await more.isVisible())) return page.getByRole("link", { name: /^סל מחזור/ }).click();
  await more.click();
  await page.locator("#admin-more").getByRole("link", { name: "סל מחזור" }).click();
  await page.getByRole("searchbox").fill(search);
}

function acceptConfirm(page: Page, text: string) {
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(text);
    void dialog.accept();
  });
}

function storedLead(id: number) {
  const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
  try {
    return db.prepare("SELECT handled_at, notes, deleted_at FROM leads WHERE id = ?").get(id) as
      { handled_at: string | null; notes: string | null; deleted_at: string | null } | undefined;
  } finally {
    db.close();
  }
}

test.describe("the owner works a lead on a phone, a tablet and a laptop", () => {
  for (const width of [390, 768, 1366, 1920]) {
    test(`at ${width} px: find, call and chat, won, note, delete with undo, restore from the trash, delete forever`, async ({ page, context }) => {
      const problems = watchForPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await stubChatService(context);
      const admin = await createAdmin(target);
      const name = uniqueLeadName("לקוח במסך");
      const id = await postLead(context.request, {
        name,
        phone: "052-7654321",
        email: "a.rather.long.address.for.a.customer@some-company-with-a-long-name.co.il",
        fromLocation: "רחוב הרצל 10, תל אביב יפו, קומה שלישית, דירה 12",
        toLocation: "שדרות ירושלים 120, חיפה",
      });

      await signInThroughForm(page, admin);
      await expectFitsTheScreen(page);
      if (width === 390 || width === 1366) await expectNoAxeViolations(page);

      // Find it, call it, chat with it.
      await search(page, name);
      const lead = leadBox(page, name);
      await expect(lead).toHaveCount(1);
      await expectFitsTheScreen(page, lead);
      // The table shows the number as a link, in one Israeli form (decision 071); a phone card dials it from its labelled call button (below).
      if (width >= 1024) await expect(lead.getByRole("link", { name: "052-765-4321" })).toHaveAttribute("href", "tel:+972527654321");
      const chat = new URL((await lead.getByRole("link", { name: `וואטסאפ ל${name}` }).getAttribute("href"))!);
      expect(chat.origin + chat.pathname).toBe("https://wa.me/972527654321");
      expect(chat.searchParams.get("text")).toContain(`שלום ${name}`);
      if (width < 1024) await expect(lead.getByRole("link", { name: `התקשרות ל${name}` })).toHaveAttribute("href", "tel:+972527654321");
      if (width < 1024) {
        await openMoreActions(lead);
        await expectFitsTheScreen(page, lead);
        // Closed again by its own control: a tap elsewhere closes it too, but the page it leaves may be
        // shorter than where it was scrolled, and the tab under the finger moves before the tap ends.
        await lead.locator("summary").filter({ hasText: "פעולות נוספות" }).click();
        await expect(lead.locator("details[open]")).toHaveCount(0);
      }

      // Won ("הוזמן") from the card: the tap asks the job's value in place; saved blank, it leaves the open view at once, and the server keeps it.
      // (A search reads every live view, so there it would stay: the open view itself, the current
      // tab's link, drops the search.)
      await page.getByRole("link", { name: /^פתוחים/ }).click();
      await expect(page).not.toHaveURL(/[?&]q=/);
      await lead.getByRole("button", { name: `הוזמן: ${name}` }).click();
      await lead.getByRole("button", { name: "שמירה" }).click();
      await expect(lead).toHaveCount(0);
      await expect.poll(() => storedLead(id)?.handled_at).not.toBeNull();
      await page.getByRole("link", { name: /^הוזמנו/ }).click();
      await expect(lead.getByRole("button", { name: `הוזמן: ${name}` })).toHaveAttribute("aria-pressed", "true");

      // The detail view: a link that can be shared, every field, the note.
      await openMoreActions(lead);
      await lead.getByRole("link", { name: `פרטים: ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`lead=${id}`));
      const detail = page.getByRole("dialog", { name });
      await expect(detail).toBeVisible();
      await expect(detail).toContainText("a.rather.long.address.for.a.customer@some-company-with-a-long-name.co.il");
      await expect(detail).toContainText("טופס יצירת קשר");
      await expectFitsTheScreen(page, detail);
      await detail.getByLabel(/הערה/).fill("להתקשר ביום ראשון");
      await detail.getByRole("button", { name: "שמירת ההערה" }).click();
      await expect(toast(page, adminMessages.noteSaved)).toBeVisible();
      await expect.poll(() => storedLead(id)?.notes).toBe("להתקשר ביום ראשון");
      await expect(detail.getByText("עדכון הערה")).toBeVisible(); // the lead's own activity
      await detail.getByRole("link", { name: "סגירה" }).click();
      await expect(detail).toHaveCount(0);
      if (width < 1024) await expect(lead).toContainText("להתקשר ביום ראשון");

      // Delete, then undo from the toast.
      acceptConfirm(page, adminMessages.deleteConfirm);
      await openMoreActions(lead);
      await lead.getByRole("button", { name: `מחיקת ${name}` }).click();
      const deleted = toast(page, adminMessages.deletedTitle);
      await expect(deleted).toContainText(adminMessages.deletedBody);
      await expect(lead).toHaveCount(0);
      await expect.poll(() => storedLead(id)?.deleted_at).not.toBeNull();
      await deleted.getByRole("button", { name: adminMessages.undo }).click();
      await expect(toast(page, adminMessages.restoredTitle)).toBeVisible();
      await expect(lead).toHaveCount(1);
      expect(storedLead(id)?.deleted_at).toBeNull();
      // The notice may sit over the card's controls at the screen's foot, and a resting mouse holds it: let it go first.
      await page.mouse.move(0, 0);
      await expect(toast(page, adminMessages.restoredTitle)).toHaveCount(0);

      // Delete, then restore from the trash.
      acceptConfirm(page, adminMessages.deleteConfirm);
      await openMoreActions(lead);
      await lead.getByRole("button", { name: `מחיקת ${name}` }).click();
      await expect(lead).toHaveCount(0);
      await openTrash(page, name);
      await expect(page).toHaveURL(/\/trash(\?|$)/);
      await expect(lead).toHaveCount(1);
      await expectFitsTheScreen(page, lead);
      await lead.getByRole("button", { name: `שחזור ${name}` }).click();
      await expect(lead).toHaveCount(0);
      await expect.poll(() => storedLead(id)?.deleted_at).toBeNull();

      // Delete, then erase for good from the trash.
      await page.getByRole("link", { name: /^הוזמנו/ }).click();
      acceptConfirm(page, adminMessages.deleteConfirm);
      await openMoreActions(lead);
      await lead.getByRole("button", { name: `מחיקת ${name}` }).click();
      await expect(lead).toHaveCount(0);
      await openTrash(page, name);
      acceptConfirm(page, adminMessages.deleteForeverConfirm);
      await lead.getByRole("button", { name: `מחיקה לצמיתות: ${name}` }).click();
      await expect(toast(page, adminMessages.deletedForeverTitle)).toBeVisible();
      await expect.poll(() => storedLead(id)).toBeUndefined();
      await expectFitsTheScreen(page);
      expect(problems).toEqual([]);
    });
  }
});

test.describe("the admin works the leads", () => {
  test("a lead from the public form appears live, with the cards and the chart", async ({ page, context }) => {
    const problems = watchForPageErrors(page);
    await signInContext(context, baseURL, await createAdmin(target));
    await stubChatService(context);
    await page.goto(ADMIN_PATH);
    for (const label of ["סך הכל לידים", "לידים היום", "לידים השבוע"]) await expect(card(page, label)).toHaveText(/^[\d,]+$/);
    const todayBefore = await cardNumber(page, "לידים היום");
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // A visitor, in another page of the same browser, sends the contact form.
    const name = uniqueLeadName("לקוח חי");
    const visitor = await context.newPage();
    await visitor.goto("/contact");
    const form = visitor.locator("form[data-lead-form]");
    await form.getByLabel("שם מלא").fill(name);
    await form.getByLabel("טלפון").fill("052-7654321");
    await form.getByLabel("כתובת איסוף").fill("חיפה");
    await form.getByLabel(/קראתי ואני מסכים/).check();
    const popup = visitor.waitForEvent("popup");
    await submitLeadForm(form);
    await (await popup).close();

    // It reaches the admin page without a reload.
    const row = page.getByRole("table", { name: "לידים", exact: true }).getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect.poll(() => cardNumber(page, "לידים היום")).toBeGreaterThan(todayBefore);
    await expect(row.getByRole("cell", { name: "-", exact: true })).toHaveCount(1); // no destination given
    await expect(row).toContainText("טופס יצירת קשר");
    // The chart is on the summary screen, a tab away.
    await page.getByRole("navigation", { name: "תצוגה" }).getByRole("link", { name: "סיכום" }).click();
    const chart = page.getByRole("table", { name: "לידים לפי יום ב-30 הימים האחרונים" });
    await expect(chart.getByRole("row")).toHaveCount(31);
    const todayLabel = israelDateStamp(new Date()).split("-").reverse().slice(0, 2).join("/");
    await expect(chart.getByRole("row").last().getByRole("cell").first()).toHaveText(todayLabel);
    expect(problems).toEqual([]);
  });

  test("exports a CSV with the byte-order mark, the Israeli date in its name and the rows, and logs it", async ({ page, context }) => {
    const admin = await createAdmin(target);
    await signInContext(context, baseURL, admin);
    const name = uniqueLeadName("לקוח ייצוא");
    await postLead(context.request, { name, email: "export@example.co.il", fromLocation: "=1+1", toLocation: "אילת", source: "lead_form" });
    await page.goto(`${ADMIN_PATH}?view=all`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "ייצא לאקסל" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`leads-${israelDateStamp(new Date())}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]!.startsWith('"תאריך","שם","טלפון","מוצא","יעד","מקור","הערות","אימייל","שלב"')).toBe(true);
    const row = lines.find((line) => line.includes(name));
    expect(row).toMatch(
      new RegExp(`^"\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d","${name}","050-111-2233","'=1\\+1","אילת","טופס ראשי","","export@example.co.il","חדש"`),
    );
  });

  test("an application from the join-team page is labelled, has a view of its own and exports as one", async ({ page, context }) => {
    await stubChatService(context);
    const name = uniqueLeadName("מועמד לעבודה");
    // A visitor on a phone: name, phone, the vehicle, the area asked for and the home city.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/join-team");
    const form = page.locator("form[data-lead-form]");
    await form.getByLabel("שם מלא").fill(name);
    await form.getByLabel("טלפון").fill("052-3334444");
    await expect(form.getByLabel("טלפון")).toHaveAccessibleDescription("לדוגמה 050-123-4567");
    await form.getByLabel("אזור עבודה מבוקש (לא חובה)").fill("השרון");
    await form.getByLabel("עיר מגורים (לא חובה)").fill("נתניה");
    await form.getByLabel(/קראתי ואני מסכים/).check();
    // Without the vehicle: refused in Hebrew, on the vehicle, nothing sent.
    await submitLeadForm(form);
    await expect(toast(page, "בחרו את כלי הרכב לעבודה")).toBeVisible();
    await expect(form.getByLabel("כלי הרכב לעבודה")).toBeFocused();
    await expect(form.getByLabel("כלי הרכב לעבודה")).toHaveAttribute("aria-invalid", "true");
    expect(findLeadsByName(name)).toEqual([]);

    await form.getByLabel("כלי הרכב לעבודה").selectOption({ label: "אופנוע או קטנוע" });
    const popup = page.waitForEvent("popup");
    await submitLeadForm(form);
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(chat.url()).searchParams.get("text")).toContain("כלי רכב: אופנוע או קטנוע\nאזור עבודה מבוקש: השרון\nעיר מגורים: נתניה\n");
    await chat.close();
    await expect.poll(() => findLeadsByName(name).length).toBe(1);
    expect(findLeadsByName(name)[0]).toMatchObject({
      source: "join_team",
      vehicle: "motorcycle",
      work_area: "השרון",
      from_location: "נתניה",
      to_location: null,
    });
    const customer = uniqueLeadName("לקוחה רגילה");
    await postLead(context.request, { name: customer, vehicle: "car", workArea: "השרון" });
    expect(findLeadsByName(customer)[0]).toMatchObject({ vehicle: null, work_area: null });

    await signInContext(context, baseURL, await createAdmin(target));
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      // Apart from the customers (issue 42): not in the open view, in its own.
      await page.goto(ADMIN_PATH);
      await expect(leadBox(page, customer)).not.toContainText("מועמדות לעבודה");
      await expect(leadBox(page, name)).toHaveCount(0);
      await page.getByRole("link", { name: /^מועמדים לעבודה/ }).click();
      await expect(page).toHaveURL(/view=applicants/);
      await expect(leadBox(page, name)).toContainText("מועמדות לעבודה");
      // Its home city, vehicle and area where a customer's route is.
      await expect(leadBox(page, name)).toContainText("נתניה");
      await expect(leadBox(page, name)).toContainText("אופנוע או קטנוע · אזור: השרון");
      await expect(leadBox(page, name)).not.toContainText("←");
      await expect(leadBox(page, customer)).toHaveCount(0);
    }
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "ייצא לאקסל" }).click();
    const lines = readFileSync((await (await downloading).path())!)
      .subarray(3)
      .toString("utf8")
      .split("\r\n")
      .filter(Boolean);
    expect(lines.find((line) => line.includes(name))).toContain('"מועמדות לעבודה"');
    expect(lines.some((line) => line.includes(customer))).toBe(false);

    // The lead's detail names them.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ADMIN_PATH}?lead=${findLeadsByName(name)[0]!.id}`);
    const detail = page.getByRole("dialog", { name });
    for (const [label, value] of [
      ["עיר מגורים", "נתניה"],
      ["כלי רכב", "אופנוע או קטנוע"],
      ["אזור עבודה מבוקש", "השרון"],
    ] as const) {
      await expect(detail.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]")).toHaveText(value);
    }
    await expect(detail.locator("dt", { hasText: /^יעד$/ })).toHaveCount(0);
  });

  test("a lead with a long unbroken name and places wraps in its card: the phone's page never scrolls sideways", async ({ page, context, request }) => {
    const name = `${uniqueLeadName("Long")}${"Abcdefghij".repeat(7)}`.replace(/\s/g, "");
    await postLead(request, { name, fromLocation: "Abcdefghij".repeat(8), toLocation: "Klmnopqrst".repeat(8) });
    await signInContext(context, baseURL, await createAdmin(target));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ADMIN_PATH}?view=all`);
    await expect(leadBox(page, name.slice(0, 20))).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test("script payloads in every field of a lead show as text and never run", async ({ page, context }) => {
    const problems = watchForPageErrors(page);
    await signInContext(context, baseURL, await createAdmin(target));
    const payload = (field: string) => `<img src=x onerror="window.xssRan='${field}'"><script>window.xssRan='${field}'</script>`;
    const marker = `XSSMARK${Date.now()}`;
    // The form refuses markup in names and phones, so this lead is written straight into the database,
    // as data from an older system or a bug elsewhere might be.
    const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { timeout: 5000 });
    let id: number;
    try {
      const result = db
        .prepare(
          `INSERT INTO leads (created_at, name, phone, email, from_location, to_location, source, notes, page_path, consent_at, is_spam, notified_at, utm_campaign, landing_page)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, '/', ?, 0, ?, ?, ?)`,
        )
        .run(
          new Date().toISOString(),
          `${marker} ${payload("name")}`,
          `050${payload("phone")}`,
          payload("email"),
          payload("from"),
          payload("to"),
          payload("source"),
          payload("notes"),
          new Date().toISOString(),
          new Date().toISOString(),
          payload("campaign"),
          payload("landing"),
        );
      id = Number(result.lastInsertRowid);
    } finally {
      db.close();
    }
    await page.goto(`${ADMIN_PATH}?view=all&q=${marker}`);
    const row = page.getByRole("table", { name: "לידים", exact: true }).getByRole("row").filter({ hasText: marker });
    await expect(row).toBeVisible();
    for (const field of ["name", "phone", "email", "from", "to", "source", "notes"]) await expect(row).toContainText(payload(field));
    await expect(row.locator("img, script")).toHaveCount(0);
    await page.goto(`${ADMIN_PATH}?view=all&q=${marker}&lead=${id}`);
    const detail = page.getByRole("dialog");
    await expect(detail).toContainText(payload("campaign"));
    await expect(detail).toContainText(payload("landing"));
    await expect(detail.locator("img, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { xssRan?: string }).xssRan)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test("the activity view lists this test's sign-in, export and delete with the user; the log holds no password or token", async ({ page, context }) => {
    const admin = await createAdmin(target);
    await createAdmin(target); // a second admin: only then does the log say who did each thing
    await signInThroughForm(page, admin);
    const name = uniqueLeadName("לקוח ביומן");
    const id = await postLead(context.request, { name });
    const exported = await context.request.get("/manage-leads-2024/leads/export?view=open");
    expect(exported.status()).toBe(200);
    await exported.body();
    await page.goto(`${ADMIN_PATH}?q=${encodeURIComponent(name)}`);
    acceptConfirm(page, adminMessages.deleteConfirm);
    await leadBox(page, name)
      .getByRole("button", { name: `מחיקת ${name}` })
      .click();
    await expect(toast(page, adminMessages.deletedTitle)).toBeVisible();

    await page.getByRole("link", { name: "יומן פעילות" }).click();
    const log = page.getByRole("list", { name: "יומן פעילות" });
    const mine = log.getByRole("listitem").filter({ hasText: admin.email });
    await expect(mine.filter({ hasText: "התחברות" })).toHaveCount(1);
    await expect(mine.filter({ hasText: "ייצוא לאקסל" })).toContainText("תצוגה: פתוחים");
    // The lead by its customer's name, a link to its detail (the log keeps only the id).
    const deletion = mine.filter({ hasText: "העברה לסל המחזור" });
    await expect(deletion.getByRole("link", { name })).toHaveAttribute("href", new RegExp(`lead=${id}`));
    await expect(log).not.toContainText("ליד #");
    await expectFitsTheScreen(page);

    const cookie = (await context.cookies()).find((c) => c.name === "courier_session")!.value;
    const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { readOnly: true, timeout: 5000 });
    try {
      const everything = JSON.stringify(db.prepare("SELECT * FROM activity_log").all());
      expect(everything).not.toContain(admin.password);
      expect(everything).not.toContain(cookie);
    } finally {
      db.close();
    }
  });
});

test.describe("loading, empty and failure states", () => {
  let server: ServerProcess | undefined;
  test.afterEach(async () => {
    if (!server) return;
    await server.stop("SIGKILL");
    removeDir(server.dataDir);
    server = undefined;
  });

  test("the empty text with no leads, a toast when loading fails, catching up after the server returns, and pages of 50", async ({ page, context }) => {
    // A server of its own, with an empty database, that this test can also stop.
    server = await startServer();
    await signInContext(context, server.url, await createAdmin({ dataDir: server.dataDir }));
    await page.goto(`${server.url}${ADMIN_PATH}`);
    await expect(page.getByText(adminMessages.empty)).toBeVisible();
    await expect(page.getByTestId("count-סך הכל לידים")).toHaveText("0");
    await page.getByRole("link", { name: /^הכל/ }).click();
    await expect(page).toHaveURL(/view=all/);

    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // The toaster loads on demand (the page preloads it): have it in the page before its server goes.
    await expect(page.locator("section[aria-label^='Notifications']")).toBeAttached();
    const { port, dataDir } = server;
    await server.stop("SIGKILL");
    await page.getByRole("link", { name: /^פתוחים/ }).click();
    const failed = toast(page, adminMessages.loadFailed);
    await expect(failed.first()).toContainText(adminMessages.errorTitle);
    await expect(page.getByRole("status").filter({ hasText: adminMessages.stale })).toBeVisible();

    // While the server is down a lead arrives (no event can announce it); when the server is
    // back, the page reconnects by itself and catches up.
    const name = uniqueLeadName("לקוח בזמן הפסקה");
    const db = new DatabaseSync(path.join(dataDir, "courier.sqlite"), { timeout: 5000 });
    try {
      const now = new Date().toISOString();
      db.prepare("INSERT INTO leads (created_at, name, phone, source, consent_at, is_spam) VALUES (?, ?, '050-7654321', 'lead_form', ?, 0)").run(
        now,
        name,
        now,
      );
    } finally {
      db.close();
    }
    server = await startServer({ port, dataDir });
    await expect(leadBox(page, name)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("count-סך הכל לידים")).toHaveText("1");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Pages of 50 with the number of matches.
    const more = new DatabaseSync(path.join(dataDir, "courier.sqlite"), { timeout: 5000 });
    try {
      const insert = more.prepare(
        "INSERT INTO leads (created_at, name, phone, source, consent_at, is_spam) VALUES (?, 'לקוח ותיק', '050-1111111', 'lead_form', ?, 0)",
      );
      for (let i = 0; i < 60; i++) {
        const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
        insert.run(at, at);
      }
    } finally {
      more.close();
    }
    await page.getByRole("link", { name: /^הכל/ }).click();
    await expect(page.getByText("מציג 1–50 מתוך 61 לידים")).toBeVisible();
    await expect(page.getByText("עמוד 1 מתוך 2")).toBeVisible();
    await page.getByRole("link", { name: "הבא", exact: true }).click();
    await expect(page.getByText("מציג 51–61 מתוך 61 לידים")).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "הבא", exact: true })).toHaveCount(0);
  });
});

test.describe("the trash without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("delete and delete forever ask on a page of their own first (no dialog can), cancel keeps the lead, and only the yes erases it", async ({
    page,
    context,
  }) => {
    await signInContext(context, baseURL, await createAdmin(target));
    const name = uniqueLeadName("לקוח בלי סקריפט");
    const id = await postLead(context.request, { name });
    const search = `q=${encodeURIComponent(name)}`;
    await page.goto(`${ADMIN_PATH}?${search}`);
    await leadBox(page, name)
      .getByRole("button", { name: `מחיקת ${name}` })
      .click();
    await expect(page.getByText(adminMessages.deleteConfirm)).toBeVisible();
    expect(storedLead(id)?.deleted_at).toBeNull();
    await page.getByRole("button", { name: `מחיקת ${name}` }).click();
    await expect.poll(() => storedLead(id)?.deleted_at).not.toBeNull();

    await page.goto(`${ADMIN_PATH}/trash?${search}`);
    const lead = leadBox(page, name);
    await lead.getByRole("button", { name: `מחיקה לצמיתות: ${name}` }).click();
    await expect(page.getByText(adminMessages.deleteForeverConfirm)).toBeVisible();
    expect(storedLead(id)?.deleted_at).toEqual(expect.any(String));

    await page.getByRole("link", { name: "ביטול, לא למחוק" }).click();
    await expect(lead).toHaveCount(1);
    await expect(page.getByText(adminMessages.deleteForeverConfirm)).toHaveCount(0);
    expect(storedLead(id)?.deleted_at).toEqual(expect.any(String));

    await lead.getByRole("button", { name: `מחיקה לצמיתות: ${name}` }).click();
    await page.getByRole("button", { name: `מחיקה לצמיתות: ${name}` }).click();
    await expect(page.getByTestId("flash")).toContainText(adminMessages.deletedForeverTitle);
    await expect(lead).toHaveCount(0);
    expect(storedLead(id)).toBeUndefined();
    await expectFitsTheScreen(page);
  });
});
