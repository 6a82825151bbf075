import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { adminMessages } from "../../app/lib/admin-leads";
import { israelDateStamp } from "../../app/lib/israel-time";
import { ADMIN_PATH } from "../../app/content/pages";
import { baseURL, e2eDataDir } from "../../playwright.config";
import { createAdmin, signInContext } from "../support/admin";
import { startServer, removeDir, type ServerProcess } from "../support/server-process";
import { findLeadsByName } from "./db";
import { expectNoAxeViolations, stubChatService, submitLeadForm, uniqueLeadName, watchForPageErrors } from "./helpers";

// These tests start servers and sign in (scrypt): generous limits for a busy machine; nothing here is timed.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function signInAsAdmin(context: BrowserContext, url = baseURL, target: { dataDir: string } = { dataDir: e2eDataDir }) {
  await signInContext(context, url, await createAdmin(target));
}

const card = (page: Page, label: string) => page.getByTestId(`count-${label}`);
const cardNumber = async (page: Page, label: string) => Number((await card(page, label).innerText()).replace(/\D/g, ""));

async function openDashboard(page: Page, url = ADMIN_PATH) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 2, name: "לידים" })).toBeVisible();
  await expect(page.getByRole("table", { name: "לידים", exact: true }).or(page.getByText(adminMessages.empty))).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByLabel("חיפוש לפי שם או טלפון").fill(text);
}

test.describe("the admin works the leads", () => {
  test("a lead from the public form appears live; handled, noted, then deleted after the confirmation", async ({ page, context }) => {
    const problems = watchForPageErrors(page);
    await signInAsAdmin(context);
    await stubChatService(context);
    await openDashboard(page);
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
    // The chart's numbers, as a screen reader reads them: a table of the last 30 Israeli days.
    const chart = page.getByRole("table", { name: "לידים לפי יום ב-30 הימים האחרונים" });
    await expect(chart.getByRole("row")).toHaveCount(31);
    const todayLabel = israelDateStamp(new Date()).split("-").reverse().slice(0, 2).join("/");
    await expect.poll(async () => Number(await chart.getByRole("row").last().getByRole("cell").last().textContent())).toBeGreaterThan(0);
    await expect(chart.getByRole("row").last().getByRole("cell").first()).toHaveText(todayLabel);
    await expect(row.getByRole("link", { name: "052-7654321" })).toHaveAttribute("href", "tel:+972527654321");
    await expect(row.getByRole("cell", { name: "-", exact: true })).toHaveCount(1); // no destination given
    await expect(row.getByRole("cell", { name: "טופס יצירת קשר" })).toBeVisible();
    const chat = new URL((await row.getByRole("link", { name: `וואטסאפ ל${name}` }).getAttribute("href"))!);
    expect(chat.origin + chat.pathname).toBe("https://wa.me/972527654321");
    expect(chat.searchParams.get("text")).toContain(`שלום ${name}`);
    expect(chat.searchParams.get("text")).toContain("מחיפה");

    await search(page, name);
    await expect(page.getByRole("table", { name: "לידים", exact: true }).getByRole("row")).toHaveCount(2); // header + the lead
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: `סימון כטופל: ${name}` }).click();
    await expect(row).toHaveCount(0); // the open view no longer lists it
    await page.getByRole("button", { name: /^טופלו/ }).click();
    await expect(row).toContainText("טופל");
    expect(findLeadsByName(name)[0]!.handled_at).not.toBeNull();

    await row.getByRole("button", { name: `הערה ל${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `הערה ל${name}` });
    await dialog.getByLabel(/הערה/).fill("להתקשר ביום ראשון");
    await dialog.getByRole("button", { name: "שמירה" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: adminMessages.noteSaved })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("להתקשר ביום ראשון");
    expect(findLeadsByName(name)[0]!.notes).toBe("להתקשר ביום ראשון");

    // Dismissing the confirmation keeps the lead.
    const messages: string[] = [];
    page.once("dialog", (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await row.getByRole("button", { name: `מחיקת ${name}` }).click();
    await expect.poll(() => messages).toEqual([adminMessages.deleteConfirm]);
    await expect(row).toBeVisible();
    expect(findLeadsByName(name)).toHaveLength(1);

    page.once("dialog", (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await row.getByRole("button", { name: `מחיקת ${name}` }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: adminMessages.deletedTitle });
    await expect(toast).toContainText(adminMessages.deletedBody);
    await expect(row).toHaveCount(0);
    expect(messages).toEqual([adminMessages.deleteConfirm, adminMessages.deleteConfirm]);
    expect(findLeadsByName(name)).toHaveLength(0);
    expect(problems).toEqual([]);
  });

  test("exports a CSV with the byte-order mark, the Israeli date in its name and the rows", async ({ page, context }) => {
    await signInAsAdmin(context);
    const name = uniqueLeadName("לקוח ייצוא");
    const posted = await context.request.post("/api/leads", {
      data: { name, phone: "050-1112233", email: "export@example.co.il", fromLocation: "=1+1", toLocation: "אילת", consent: true, source: "lead_form" },
    });
    expect(posted.status()).toBe(201);
    await openDashboard(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "ייצא לאקסל" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`leads-${israelDateStamp(new Date())}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.split("\r\n")[0]).toBe('"תאריך","שם","טלפון","מוצא","יעד","מקור","הערות","אימייל","טופל"');
    const row = text.split("\r\n").find((line) => line.includes(name));
    expect(row).toMatch(new RegExp(`^"\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d","${name}","050-1112233","'=1\\+1","אילת","טופס ראשי","","export@example.co.il","לא"$`));
  });

  test("script payloads in every field of a lead show as text and never run", async ({ page, context }) => {
    const problems = watchForPageErrors(page);
    await signInAsAdmin(context);
    const payload = (field: string) => `<img src=x onerror="window.xssRan='${field}'"><script>window.xssRan='${field}'</script>`;
    const marker = `XSSMARK${Date.now()}`;
    // The form refuses markup in names and phones, so this lead is written straight into the database,
    // as data from an older system or a bug elsewhere might be.
    const db = new DatabaseSync(path.join(e2eDataDir, "courier.sqlite"), { timeout: 5000 });
    try {
      db.prepare(
        `INSERT INTO leads (created_at, name, phone, email, from_location, to_location, source, notes, page_path, consent_at, is_spam, notified_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, '/', ?, 0, ?)`,
      ).run(
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
      );
    } finally {
      db.close();
    }
    await openDashboard(page);
    await search(page, marker);
    const row = page.getByRole("table", { name: "לידים", exact: true }).getByRole("row").filter({ hasText: marker });
    await expect(row).toBeVisible();
    for (const field of ["name", "phone", "email", "from", "to", "source", "notes"]) await expect(row).toContainText(payload(field));
    await expect(row.locator("img, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { xssRan?: string }).xssRan)).toBeUndefined();
    expect(problems).toEqual([]);
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

  test("a spinner while loading, the empty text with no leads, a toast when loading fails, and catching up after the server returns", async ({ page, context }) => {
    // A server of its own, with an empty database, that this test can also stop.
    server = await startServer();
    await signInAsAdmin(context, server.url, { dataDir: server.dataDir });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/admin\/leads\?/, async (route) => {
      await held; // the real answer, only later
      await route.continue();
    });
    await page.goto(`${server.url}${ADMIN_PATH}`);
    await expect(page.getByRole("status", { name: "טוען לידים..." })).toBeAttached();
    release();
    await expect(page.getByText(adminMessages.empty)).toBeVisible();
    await expect(page.getByRole("status", { name: "טוען לידים..." })).toHaveCount(0);
    await expect(page.getByTestId("count-סך הכל לידים")).toHaveText("0");

    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // The toaster loads on demand (the dashboard preloads it): have it in the page before its server goes.
    await expect(page.locator("section[aria-label^='Notifications']")).toBeAttached();
    const { port, dataDir } = server;
    await server.stop("SIGKILL");
    await page.getByRole("button", { name: /^הכל/ }).click();
    // A live reload still in flight when the server went may report the outage too: one notice or two.
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: adminMessages.loadFailed }).last();
    await expect(toast).toContainText(adminMessages.errorTitle);

    // While the server is down a lead arrives (no event can announce it); when the server is
    // back, the page reconnects by itself and catches up.
    const name = uniqueLeadName("לקוח בזמן הפסקה");
    const db = new DatabaseSync(path.join(dataDir, "courier.sqlite"), { timeout: 5000 });
    try {
      const now = new Date().toISOString();
      db.prepare("INSERT INTO leads (created_at, name, phone, source, consent_at, is_spam) VALUES (?, ?, '050-7654321', 'lead_form', ?, 0)").run(now, name, now);
    } finally {
      db.close();
    }
    server = await startServer({ port, dataDir });
    await expect(page.getByRole("table", { name: "לידים", exact: true }).getByRole("row").filter({ hasText: name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("count-סך הכל לידים")).toHaveText("1");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Pages of 50 with the number of matches.
    const more = new DatabaseSync(path.join(dataDir, "courier.sqlite"), { timeout: 5000 });
    try {
      const insert = more.prepare("INSERT INTO leads (created_at, name, phone, source, consent_at, is_spam) VALUES (?, 'לקוח ותיק', '050-1111111', 'lead_form', ?, 0)");
      for (let i = 0; i < 60; i++) {
        const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
        insert.run(at, at);
      }
    } finally {
      more.close();
    }
    await page.getByRole("button", { name: /^פתוחים/ }).click();
    await expect(page.getByText("מציג 1–50 מתוך 61 לידים")).toBeVisible();
    await expect(page.getByText("עמוד 1 מתוך 2")).toBeVisible();
    await page.getByRole("button", { name: "הבא" }).click();
    await expect(page.getByText("מציג 51–61 מתוך 61 לידים")).toBeVisible();
    await expect(page.getByRole("button", { name: "הבא" })).toBeDisabled();
  });
});
